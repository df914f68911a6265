import type { EquipmentCatalog, UnitModel, UnitSku } from '../catalog/types.ts';
import { compareByRequirement } from './query-guards.ts';
import { interpolateUnitTable, isInsideUnitTable } from '../capacity/unit-capacity.ts';
import { findLowerBound, type SelectionIndex } from './selection-index.ts';
import { unitBucketKey, type UnitPartition } from './unit-index.ts';
import {
  evaluateUnitHit,
  matchesUnitModel,
  matchesUnitSku,
  normaliseUnitQuery,
  type NormalisedUnitQuery,
  type UnitSearchHit,
  type UnitSearchQuery,
} from './unit-query.ts';

/** Relative slack on bounds so rounding never drops a unit the linear scan keeps. */
const BOUND_SLACK = 1e-9;

function rankHits(hits: UnitSearchHit[], query: NormalisedUnitQuery): UnitSearchHit[] {
  const sortKey = (hit: UnitSearchHit) => ({ capacity: hit.capacityKcalh, code: hit.model.code });
  return hits
    .sort((a, b) => compareByRequirement(sortKey(a), sortKey(b), query.required))
    .slice(0, query.limit);
}

/** Inserts into an ascending list, keeping at most `size` items. */
function insertSorted(list: number[], value: number, size: number): void {
  let index = list.length;
  while (index > 0 && (list[index - 1] ?? 0) > value) index -= 1;
  list.splice(index, 0, value);
  if (list.length > size) list.pop();
}

/** Shared state of one search: its query, hits and the `limit` smallest capacities meeting it. */
interface SearchState {
  readonly query: NormalisedUnitQuery;
  readonly hits: UnitSearchHit[];
  readonly bestAbove: number[];
}

/** Walks one partition from the first unit that may pass 90 % to the last that may still rank. */
function searchPartition(partition: UnitPartition, state: SearchState): void {
  const { query: q, hits, bestAbove } = state;
  const suction = q.evaporatingTemperatureC - q.loadLossK;
  if (!isInsideUnitTable(partition.shape, suction, q.ambientTemperatureC)) return;
  const at = (values: readonly (readonly number[])[]) =>
    interpolateUnitTable(partition.shape, values, suction, q.ambientTemperatureC) *
    partition.frequencyFactor;
  const low = at(partition.ratioMin);
  const high = at(partition.ratioMax);
  const requiredPerUnit = q.required / q.count;
  const start = findLowerBound(
    partition.entries,
    ((0.9 * requiredPerUnit) / high) * (1 - BOUND_SLACK),
    (entry) => entry.key,
  );
  for (let position = start; position < partition.entries.length; position += 1) {
    const entry = partition.entries[position];
    if (!entry) break;
    const floor = entry.key * low;
    const worstKept = bestAbove[q.limit - 1];
    const isPastAll =
      worstKept !== undefined &&
      floor > (worstKept / q.count) * (1 + BOUND_SLACK) &&
      floor > requiredPerUnit * (1 + BOUND_SLACK);
    if (isPastAll) break;
    if (!matchesUnitModel(entry.model, q)) continue;
    const skus = entry.skus.filter((sku) => matchesUnitSku(sku, q));
    const hit = skus.length > 0 ? evaluateUnitHit(entry.model, skus, q) : null;
    if (!hit) continue;
    hits.push(hit);
    if (hit.capacityKcalh >= q.required) insertSorted(bestAbove, hit.capacityKcalh, q.limit);
  }
}

/**
 * Condensing-unit (or compressor-unit) search over the index (spec §5, §7): the bucket of the
 * kind, refrigerant and line; in each table-shape partition that holds the operating point, a
 * binary search past the units that cannot reach 90 % and a walk that stops once every remaining
 * unit would rank after the `limit` found. Same answer as {@link scanUnits}.
 *
 * @returns units above 90 % of the requirement: those meeting it first (closest above first),
 * then those between 90 and 100 % (closest first); each flags `hasCapacityWarning` above 120 %.
 * @throws DomainError for a bad query.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * searchUnits(index, { refrigerantCode: 'R404A', requiredCapacityKcalh: 12000,
 *   evaporatingTemperatureC: -8, ambientTemperatureC: 35, loadLossK: 2,
 *   powerSupply: { frequencyHz: 60 } })[0].model.code; // => 'UCM-130M'
 */
export function searchUnits(index: SelectionIndex, query: UnitSearchQuery): UnitSearchHit[] {
  const q = normaliseUnitQuery(query);
  const bucket = index.unitBuckets.get(
    unitBucketKey(q.kind, q.refrigerantCode, q.source.lineCode ?? null),
  );
  if (!bucket) return [];
  const state: SearchState = { query: q, hits: [], bestAbove: [] };
  const partitions = q.frequencyHz === 60 ? bucket.when60Hz : bucket.whenNot60Hz;
  for (const partition of partitions) searchPartition(partition, state);
  return rankHits(state.hits, q);
}

/**
 * The plain linear scan of every unit SKU of the catalogue: the reference of the tests and the
 * benchmark's baseline.
 */
export function scanUnits(catalog: EquipmentCatalog, query: UnitSearchQuery): UnitSearchHit[] {
  const q = normaliseUnitQuery(query);
  const units = [...catalog.condensingUnits, ...catalog.compressorUnits];
  const models = new Map<string, UnitModel>(units.map((model) => [model.code, model]));
  const groups = new Map<string, { model: UnitModel; skus: UnitSku[] }>();
  for (const sku of [...catalog.condensingUnitSkus, ...catalog.compressorUnitSkus]) {
    const model = models.get(sku.modelCode);
    if (!model || !matchesUnitModel(model, q) || !matchesUnitSku(sku, q)) continue;
    const group = groups.get(model.code);
    if (group) group.skus.push(sku);
    else groups.set(model.code, { model, skus: [sku] });
  }
  const hits: UnitSearchHit[] = [];
  for (const { model, skus } of groups.values()) {
    if (!model.capacityTables.some((table) => table.refrigerantCode === q.refrigerantCode))
      continue;
    const hit = evaluateUnitHit(model, skus, q);
    if (hit) hits.push(hit);
  }
  return rankHits(hits, q);
}
