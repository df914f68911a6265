import { resolveUnitCapacityTable } from '../capacity/unit-capacity.ts';
import type {
  EquipmentCatalog,
  UnitCapacityTable,
  UnitKind,
  UnitModel,
  UnitSku,
} from '../catalog/types.ts';

/**
 * Index of condensing and compressor units (docs/domain/selection.md, "Search and index").
 * Units are bucketed by kind, refrigerant and line, then by the table each one answers with
 * (60 Hz chosen or not), and partitioned by table shape (same axes, same frequency factor).
 * Inside a partition, entries are sorted by their capacity at the shape's central cell (`key`);
 * the smallest and largest ratio `cell / key` of each cell over the partition bound any unit's
 * capacity at any point of the shape: `key · interp(ratioMin) ≤ capacity ≤ key · interp(ratioMax)`.
 * Units built from one curve (the demonstration families) have equal ratios: exact bounds.
 */

export interface UnitEntry {
  readonly model: UnitModel;
  readonly skus: readonly UnitSku[];
  /** Capacity of one unit at the partition's central cell, kcal/h (frequency factor excluded). */
  readonly key: number;
}

export interface UnitPartition {
  /** The shape: the axes every table of the partition shares. */
  readonly shape: UnitCapacityTable;
  readonly frequencyFactor: number;
  /** Sorted by key, then code. */
  readonly entries: readonly UnitEntry[];
  /** Per cell, smallest and largest `cell / key` over the entries. */
  readonly ratioMin: readonly (readonly number[])[];
  readonly ratioMax: readonly (readonly number[])[];
}

export interface UnitBucket {
  /** Partitions when a 60 Hz supply is chosen, and when none (or 50 Hz) is. */
  readonly when60Hz: readonly UnitPartition[];
  readonly whenNot60Hz: readonly UnitPartition[];
}

/** Key of the unit buckets map. */
export const unitBucketKey = (kind: UnitKind, refrigerantCode: string, lineCode: string | null) =>
  `${kind}|${refrigerantCode}|${lineCode ?? '*'}`;

interface Member {
  readonly model: UnitModel;
  readonly skus: readonly UnitSku[];
  readonly table: UnitCapacityTable;
  readonly frequencyFactor: number;
}

const centreOf = (table: UnitCapacityTable) =>
  table.capacityKcalh[Math.floor(table.evaporatingTemperaturesC.length / 2)]?.[
    Math.floor(table.ambientTemperaturesC.length / 2)
  ] ?? 0;

function buildPartition(members: readonly Member[]): UnitPartition | null {
  const first = members[0];
  if (!first) return null;
  const entries = members
    .map((member) => ({ model: member.model, skus: member.skus, key: centreOf(member.table) }))
    .sort((a, b) => a.key - b.key || (a.model.code < b.model.code ? -1 : 1));
  const tables = new Map(members.map((member) => [member.model.code, member.table]));
  const ratios = (pick: (values: number[]) => number) =>
    first.table.capacityKcalh.map((row, r) =>
      row.map((_, c) =>
        pick(
          entries.map(
            (entry) => (tables.get(entry.model.code)?.capacityKcalh[r]?.[c] ?? 0) / entry.key,
          ),
        ),
      ),
    );
  return {
    shape: first.table,
    frequencyFactor: first.frequencyFactor,
    entries,
    ratioMin: ratios((values) => Math.min(...values)),
    ratioMax: ratios((values) => Math.max(...values)),
  };
}

const shapeKey = (member: Member) =>
  JSON.stringify([
    member.frequencyFactor,
    member.table.evaporatingTemperaturesC,
    member.table.ambientTemperaturesC,
    member.table.capacityKcalh.map((row) => row.length),
  ]);

/** Partitions of a list of members by shape; tables without a positive centre go alone. */
function partition(members: readonly Member[]): UnitPartition[] {
  const groups = new Map<string, Member[]>();
  members.forEach((member, index) => {
    const key = centreOf(member.table) > 0 ? shapeKey(member) : `alone|${index}`;
    const group = groups.get(key);
    if (group) group.push(member);
    else groups.set(key, [member]);
  });
  return [...groups.values()].flatMap((group) => buildPartition(group) ?? []);
}

/** Builds the unit buckets of a catalogue. */
export function indexUnits(catalog: EquipmentCatalog): Map<string, UnitBucket> {
  const skusByModel = new Map<string, UnitSku[]>();
  for (const sku of [...catalog.condensingUnitSkus, ...catalog.compressorUnitSkus]) {
    skusByModel.set(sku.modelCode, [...(skusByModel.get(sku.modelCode) ?? []), sku]);
  }
  const lists = new Map<string, { when60Hz: Member[]; whenNot60Hz: Member[] }>();
  for (const model of [...catalog.condensingUnits, ...catalog.compressorUnits]) {
    const skus = skusByModel.get(model.code) ?? [];
    for (const refrigerantCode of new Set(model.capacityTables.map((t) => t.refrigerantCode))) {
      const at60 = resolveUnitCapacityTable(model, refrigerantCode, 60);
      const atOther = resolveUnitCapacityTable(model, refrigerantCode, null);
      for (const line of [null, model.lineCode]) {
        const key = unitBucketKey(model.kind, refrigerantCode, line);
        const list = lists.get(key) ?? { when60Hz: [], whenNot60Hz: [] };
        list.when60Hz.push({ model, skus, ...at60 });
        list.whenNot60Hz.push({ model, skus, ...atOther });
        lists.set(key, list);
      }
    }
  }
  const buckets = new Map<string, UnitBucket>();
  for (const [key, list] of lists) {
    buckets.set(key, {
      when60Hz: partition(list.when60Hz),
      whenNot60Hz: partition(list.whenNot60Hz),
    });
  }
  return buckets;
}
