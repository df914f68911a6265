import {
  evaluateEvaporatorCapacity,
  computeWetCoilFactor,
} from '../capacity/evaporator-capacity.ts';
import type { EquipmentCatalog, EvaporatorModel, EvaporatorSku } from '../catalog/types.ts';
import type { ApplicationRange } from '../rules/application-range.ts';
import { classifyProfile } from '../rules/profile-bands.ts';
import { compareByRequirement } from './query-guards.ts';
import {
  isOutsideApplication,
  matchesEvaporatorModel,
  matchesEvaporatorSku,
  normaliseEvaporatorQuery,
  type EvaporatorSearchHit,
  type EvaporatorSearchQuery,
  type NormalisedEvaporatorQuery,
} from './evaporator-query.ts';
import {
  computeFinsPerInch,
  findLowerBound,
  mapEvaporatorApplications,
  readEvaporatorApplication,
  type EvaporatorEntry,
  type SelectionIndex,
} from './selection-index.ts';

/** Relative slack on index keys so rounding never drops a model the linear scan keeps. */
const KEY_SLACK = 1e-9;

function buildHit(
  entry: EvaporatorEntry,
  skus: readonly EvaporatorSku[],
  query: NormalisedEvaporatorQuery,
): EvaporatorSearchHit {
  const { model, refrigerantFactor } = entry;
  const unitCapacity = evaluateEvaporatorCapacity(
    model.capacity,
    refrigerantFactor,
    query.evaporatingTemperatureC,
    query.dtK,
  );
  return {
    model,
    profile: entry.profile,
    finsPerInch: entry.finsPerInch,
    unitCapacityDtKcalh: unitCapacity,
    capacityDtKcalh: unitCapacity * query.count,
    nominalUnitCapacityKcalh: model.capacity.referenceCapacityKcalh * refrigerantFactor,
    capacityRatio: query.required === null ? null : unitCapacity / query.required,
    applicationRange: entry.applicationRange,
    isOutsideApplication: isOutsideApplication(entry, query.source),
    skus,
  };
}

const isKept = (hit: EvaporatorSearchHit, query: NormalisedEvaporatorQuery) =>
  query.required === null || hit.unitCapacityDtKcalh >= query.minCapacityRatio * query.required;

function rankHits(hits: EvaporatorSearchHit[], query: NormalisedEvaporatorQuery) {
  const sortKey = (hit: EvaporatorSearchHit) => ({
    capacity: hit.unitCapacityDtKcalh,
    code: hit.model.code,
  });
  return hits
    .sort((a, b) => compareByRequirement(sortKey(a), sortKey(b), query.required))
    .slice(0, query.limit);
}

/** The hit of an entry when the model and at least one SKU pass every filter and it is kept. */
function tryEntry(
  entry: EvaporatorEntry,
  query: NormalisedEvaporatorQuery,
): EvaporatorSearchHit | null {
  if (!matchesEvaporatorModel(entry, query)) return null;
  const skus = entry.skus.filter((sku) => matchesEvaporatorSku(sku, query));
  if (skus.length === 0) return null;
  const hit = buildHit(entry, skus, query);
  return isKept(hit, query) ? hit : null;
}

/** Walks `entries` from `start` by `step` until `limit` hits plus ties are collected or `isDone`. */
function collect(
  entries: readonly EvaporatorEntry[],
  start: number,
  step: 1 | -1,
  query: NormalisedEvaporatorQuery,
  limit: number,
  accept: (hit: EvaporatorSearchHit) => boolean,
  isPastEnd: (entry: EvaporatorEntry) => boolean,
): EvaporatorSearchHit[] {
  const hits: EvaporatorSearchHit[] = [];
  let lastKey = Number.NaN;
  for (let index = start; index >= 0 && index < entries.length; index += step) {
    const entry = entries[index];
    if (!entry || isPastEnd(entry)) break;
    const isTie = Math.abs(entry.key - lastKey) <= KEY_SLACK * Math.abs(lastKey);
    if (hits.length >= limit && !isTie) break;
    const hit = tryEntry(entry, query);
    if (hit && accept(hit)) {
      hits.push(hit);
      lastKey = entry.key;
    }
  }
  return hits;
}

/**
 * Evaporator model search over the index (spec §7): only the refrigerant's (and line's) bucket,
 * entered by binary search at the requirement and walked outwards. Same answer as
 * {@link scanEvaporators}. A model whose maximum DT is below the searched DT is never suggested
 * (its capacity is not valid there: docs/decisions/059).
 *
 * @returns up to `limit` models: meeting the requirement first (closest above first), then — when
 * `minCapacityRatio < 1` — those below it (closest first). Capacities in kcal/h.
 * @throws DomainError for a bad query.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * searchEvaporators(index, { refrigerantCode: 'R404A', evaporatingTemperatureC: -8,
 *   dtK: 6, count: 2, requiredUnitCapacityKcalh: 6000, roomTemperatureC: 0 })[0].model.code; // => 'EDH-4X300-42'
 */
export function searchEvaporators(
  index: SelectionIndex,
  query: EvaporatorSearchQuery,
): EvaporatorSearchHit[] {
  const q = normaliseEvaporatorQuery(query);
  const entries =
    index.evaporatorBuckets.get(q.refrigerantCode)?.get(q.source.lineCode ?? '*') ?? [];
  if (q.required === null) {
    return rankHits(
      collect(
        entries,
        0,
        1,
        q,
        q.limit,
        () => true,
        () => false,
      ),
      q,
    );
  }
  const required = q.required;
  const perKey = q.dtK * computeWetCoilFactor(q.evaporatingTemperatureC + q.dtK);
  const start = findLowerBound(
    entries,
    (required / perKey) * (1 - KEY_SLACK),
    (entry) => entry.key,
  );
  const below: EvaporatorSearchHit[] = [];
  const above = collect(
    entries,
    start,
    1,
    q,
    q.limit,
    (hit) => {
      if (hit.unitCapacityDtKcalh >= required) return true;
      below.push(hit);
      return false;
    },
    () => false,
  );
  if (above.length < q.limit && q.minCapacityRatio < 1) {
    const floor = ((q.minCapacityRatio * required) / perKey) * (1 - KEY_SLACK);
    const needed = q.limit - above.length;
    below.push(
      ...collect(
        entries,
        start - 1,
        -1,
        q,
        needed,
        () => true,
        (entry) => entry.key < floor,
      ),
    );
  }
  return rankHits([...above, ...below], q);
}

/**
 * The plain linear scan: every SKU of the catalogue, filtered (model-level checks done once per
 * model), grouped by model, ranked. The reference the indexed search is tested against, and the
 * benchmark's baseline.
 */
export function scanEvaporators(
  catalog: EquipmentCatalog,
  query: EvaporatorSearchQuery,
): EvaporatorSearchHit[] {
  const q = normaliseEvaporatorQuery(query);
  const models = new Map<string, EvaporatorModel>(catalog.evaporators.map((m) => [m.code, m]));
  const applications = mapEvaporatorApplications(catalog);
  const entries = new Map<string, EvaporatorEntry | null>();
  const groups = new Map<string, { entry: EvaporatorEntry; skus: EvaporatorSku[] }>();
  for (const sku of catalog.evaporatorSkus) {
    let entry = entries.get(sku.modelCode);
    if (entry === undefined) {
      entry = readEntry(models.get(sku.modelCode), q, applications);
      entries.set(sku.modelCode, entry);
    }
    if (!entry || !matchesEvaporatorSku(sku, q)) continue;
    const group = groups.get(entry.model.code);
    if (group) group.skus.push(sku);
    else groups.set(entry.model.code, { entry, skus: [sku] });
  }
  const hits = [...groups.values()]
    .map(({ entry, skus }) => buildHit(entry, skus, q))
    .filter((hit) => isKept(hit, q));
  return rankHits(hits, q);
}

/** A model as a search entry, or null when it lacks the refrigerant or fails a model filter. */
function readEntry(
  model: EvaporatorModel | undefined,
  query: NormalisedEvaporatorQuery,
  applications: ReadonlyMap<string, ApplicationRange>,
): EvaporatorEntry | null {
  const factor = model?.capacity.refrigerantFactors[query.refrigerantCode];
  if (!model || factor === undefined) return null;
  const entry: EvaporatorEntry = {
    model,
    refrigerantFactor: factor,
    key: 0,
    profile: classifyProfile(model.fanDiameterMm),
    finsPerInch: computeFinsPerInch(model.finSpacingMm),
    applicationRange: readEvaporatorApplication(applications, model),
    skus: [],
  };
  return matchesEvaporatorModel(entry, query) ? entry : null;
}
