import { computeSpecificEvaporatorCapacity } from '../capacity/evaporator-capacity.ts';
import type {
  EquipmentCatalog,
  EvaporatorModel,
  EvaporatorSku,
  ProductLine,
  RemoteCondenserModel,
  RemoteCondenserSku,
  UnitModel,
} from '../catalog/types.ts';
import { deriveApplicationRange, type ApplicationRange } from '../rules/application-range.ts';
import { classifyProfile, type ProfileBand } from '../rules/profile-bands.ts';
import { indexUnits, type UnitBucket } from './unit-index.ts';

/**
 * In-memory index of a catalogue, built once per catalogue version (docs/domain/selection.md,
 * "Search and index"): lookups by code, evaporators bucketed by refrigerant (and line) and
 * sorted by specific capacity, units bucketed and partitioned by table shape (unit-index.ts),
 * condensers sorted by heat rejection.
 */

/** An evaporator model ready for search under one refrigerant. */
export interface EvaporatorEntry {
  readonly model: EvaporatorModel;
  readonly refrigerantFactor: number;
  /** Specific capacity, kcal/(h·K) at wet-coil factor 1: the sort key. */
  readonly key: number;
  readonly profile: ProfileBand;
  readonly finsPerInch: number;
  /** Its line's application range (docs/decisions/060). */
  readonly applicationRange: ApplicationRange;
  /** The model's SKUs, catalogue order. */
  readonly skus: readonly EvaporatorSku[];
}

/** A remote condenser with its SKUs. */
export interface CondenserEntry {
  readonly model: RemoteCondenserModel;
  readonly skus: readonly RemoteCondenserSku[];
}

export interface SelectionIndex {
  readonly catalog: EquipmentCatalog;
  readonly linesByKindAndCode: ReadonlyMap<string, ProductLine>;
  readonly evaporatorsByCode: ReadonlyMap<string, EvaporatorModel>;
  readonly unitsByCode: ReadonlyMap<string, UnitModel>;
  readonly condensersByCode: ReadonlyMap<string, RemoteCondenserModel>;
  /** refrigerant → line code (`*` for all lines) → entries sorted by key, then code. */
  readonly evaporatorBuckets: ReadonlyMap<string, ReadonlyMap<string, readonly EvaporatorEntry[]>>;
  /** `${kind}|${refrigerant}|${line or *}` → bucket. */
  readonly unitBuckets: ReadonlyMap<string, UnitBucket>;
  /** Sorted by heat rejection per K, then code. */
  readonly condensers: readonly CondenserEntry[];
}

/** Key of the lines map. */
export const lineKey = (kind: string, code: string): string => `${kind}|${code}`;

/** Fins per inch of a fin spacing, rounded to 0.1 (spec `finsPerInch`). */
export function computeFinsPerInch(finSpacingMm: number): number {
  return Math.round((25.4 / finSpacingMm) * 10) / 10;
}

function groupByModel<T extends { readonly modelCode: string }>(
  skus: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const sku of skus) {
    const group = groups.get(sku.modelCode);
    if (group) group.push(sku);
    else groups.set(sku.modelCode, [sku]);
  }
  return groups;
}

const byKeyThenCode = <
  T extends { readonly key: number; readonly model: { readonly code: string } },
>(
  a: T,
  b: T,
) => a.key - b.key || (a.model.code < b.model.code ? -1 : a.model.code > b.model.code ? 1 : 0);

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The application range of an evaporator model: its line's, or (a model without its line, which
 * a stored catalogue never has) its fin spacing's default.
 */
export function readEvaporatorApplication(
  lines: ReadonlyMap<string, ApplicationRange>,
  model: EvaporatorModel,
): ApplicationRange {
  return lines.get(model.lineCode) ?? deriveApplicationRange(model.finSpacingMm);
}

/** The application range of each evaporator line, by line code. */
export function mapEvaporatorApplications(
  catalog: EquipmentCatalog,
): Map<string, ApplicationRange> {
  return new Map(
    catalog.lines
      .filter((line) => line.kind === 'EVAPORATOR')
      .map((line) => [
        line.code,
        {
          roomTemperatureMinC: line.roomTemperatureMinC,
          roomTemperatureMaxC: line.roomTemperatureMaxC,
        },
      ]),
  );
}

function indexEvaporators(catalog: EquipmentCatalog) {
  const skus = groupByModel(catalog.evaporatorSkus);
  const applications = mapEvaporatorApplications(catalog);
  const buckets = new Map<string, Map<string, EvaporatorEntry[]>>();
  for (const model of catalog.evaporators) {
    for (const [refrigerantCode, factor] of Object.entries(model.capacity.refrigerantFactors)) {
      const entry: EvaporatorEntry = {
        model,
        refrigerantFactor: factor,
        key: computeSpecificEvaporatorCapacity(model.capacity, factor),
        profile: classifyProfile(model.fanDiameterMm),
        finsPerInch: computeFinsPerInch(model.finSpacingMm),
        applicationRange: readEvaporatorApplication(applications, model),
        skus: skus.get(model.code) ?? [],
      };
      let byLine = buckets.get(refrigerantCode);
      if (!byLine) buckets.set(refrigerantCode, (byLine = new Map<string, EvaporatorEntry[]>()));
      pushTo(byLine, '*', entry);
      pushTo(byLine, model.lineCode, entry);
    }
  }
  for (const byLine of buckets.values())
    for (const list of byLine.values()) list.sort(byKeyThenCode);
  return buckets;
}

/**
 * Builds the search index of a catalogue (a few milliseconds for the demonstration catalogue;
 * keep one per catalogue version).
 *
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * index.evaporatorsByCode.size; // => 121
 */
export function buildSelectionIndex(catalog: EquipmentCatalog): SelectionIndex {
  const condenserSkus = groupByModel(catalog.remoteCondenserSkus);
  const condensers = catalog.remoteCondensers
    .map((model) => ({
      model,
      skus: condenserSkus.get(model.code) ?? [],
      key: model.heatRejectionKcalhPerK,
    }))
    .sort(byKeyThenCode)
    .map(({ model, skus }) => ({ model, skus }));
  return {
    catalog,
    linesByKindAndCode: new Map(catalog.lines.map((line) => [lineKey(line.kind, line.code), line])),
    evaporatorsByCode: new Map(catalog.evaporators.map((model) => [model.code, model])),
    unitsByCode: new Map(
      [...catalog.condensingUnits, ...catalog.compressorUnits].map((model) => [model.code, model]),
    ),
    condensersByCode: new Map(catalog.remoteCondensers.map((model) => [model.code, model])),
    evaporatorBuckets: indexEvaporators(catalog),
    unitBuckets: indexUnits(catalog),
    condensers,
  };
}

/** First position in a sorted list whose key is ≥ `value` (binary search). */
export function findLowerBound<T>(
  list: readonly T[],
  value: number,
  keyOf: (item: T) => number,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const item = list[middle];
    if (item !== undefined && keyOf(item) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
