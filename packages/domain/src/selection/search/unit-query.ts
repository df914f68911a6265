import { DomainError } from '../../errors.ts';
import {
  requireFinite,
  requireInRange,
  requireRatioDivisor,
} from '../../validation/assert-input.ts';
import {
  evaluateUnitPerformance,
  isInsideUnitTable,
  resolveUnitCapacityTable,
} from '../capacity/unit-capacity.ts';
import type {
  CompressorType,
  SupplyFrequencyHz,
  UnitKind,
  UnitModel,
  UnitSku,
} from '../catalog/types.ts';
import {
  matchesPowerSupply,
  readChosenFrequency,
  type PowerSupplyFilter,
} from '../rules/power-supply.ts';
import { hasCondensingCapacityWarning, isCondensingSuggestion } from '../rules/selection-rules.ts';
import { readCount, readSearchLimit } from './query-guards.ts';

/**
 * The condensing-unit search of spec §7 (condensingUnit payload) and the rack compressor-unit
 * search: what they take, what they answer, and the filters both search paths share.
 */

export interface UnitSearchQuery {
  /** Default `CONDENSING_UNIT`; `COMPRESSOR_UNIT` searches rack compressor units. */
  readonly kind?: UnitKind;
  readonly refrigerantCode: string;
  /** Capacity needed from all units together (spec `capacity`/`unitCapacity`), kcal/h, > 0. */
  readonly requiredCapacityKcalh: number;
  /** Evaporating temperature at the evaporators, °C. */
  readonly evaporatingTemperatureC: number;
  /** Air on the condenser, °C. */
  readonly ambientTemperatureC: number;
  /** Suction line loss, K, 0–10. */
  readonly loadLossK: number;
  /** Units installed, integer ≥ 1 (default 1). */
  readonly count?: number;
  /** A 60 Hz frequency here keeps the tables as they are; otherwise the 0.83 rule applies. */
  readonly powerSupply?: PowerSupplyFilter | null;
  readonly lineCode?: string | null;
  readonly compressorType?: CompressorType | null;
  readonly compressorCount?: number | null;
  readonly hasCapacityControl?: boolean | null;
  readonly hasHotGasDefrost?: boolean | null;
  readonly hasCondensationControl?: boolean | null;
  /** Most models answered, 1–10 000 (default 50). */
  readonly limit?: number;
}

/** One unit model suggested, with its matching SKUs. Capacities kcal/h, powers kW. */
export interface UnitSearchHit {
  readonly model: UnitModel;
  readonly skus: readonly UnitSku[];
  /** Te − loadLoss, °C. */
  readonly suctionTemperatureC: number;
  /** 1 or 0.83. */
  readonly frequencyFactor: number;
  readonly unitCapacityKcalh: number;
  readonly unitPowerKw: number;
  /** `unitCapacity × count` (spec: capacities multiplied by the count). */
  readonly capacityKcalh: number;
  readonly powerKw: number;
  /** capacity / required. */
  readonly capacityRatio: number;
  /** Above 120 % of the required capacity (spec warning). */
  readonly hasCapacityWarning: boolean;
}

export interface NormalisedUnitQuery {
  readonly source: UnitSearchQuery;
  readonly kind: UnitKind;
  readonly refrigerantCode: string;
  readonly required: number;
  readonly evaporatingTemperatureC: number;
  readonly ambientTemperatureC: number;
  readonly loadLossK: number;
  readonly count: number;
  readonly frequencyHz: SupplyFrequencyHz | null;
  readonly limit: number;
}

/**
 * Checks a query once and applies the defaults.
 * @throws DomainError `MISSING_INPUT`, `INVALID_INPUT` or `OUT_OF_RANGE` naming the field.
 */
export function normaliseUnitQuery(query: UnitSearchQuery): NormalisedUnitQuery {
  if (typeof query.refrigerantCode !== 'string' || query.refrigerantCode.trim() === '') {
    throw new DomainError('MISSING_INPUT', 'refrigerantCode is required', 'refrigerantCode');
  }
  const kind = query.kind ?? 'CONDENSING_UNIT';
  if (kind !== 'CONDENSING_UNIT' && kind !== 'COMPRESSOR_UNIT') {
    throw new DomainError(
      'INVALID_INPUT',
      'kind must be CONDENSING_UNIT or COMPRESSOR_UNIT',
      'kind',
    );
  }
  return {
    source: query,
    kind,
    refrigerantCode: query.refrigerantCode,
    required: requireRatioDivisor(query.requiredCapacityKcalh, 'requiredCapacityKcalh'),
    evaporatingTemperatureC: requireFinite(
      query.evaporatingTemperatureC,
      'evaporatingTemperatureC',
    ),
    ambientTemperatureC: requireFinite(query.ambientTemperatureC, 'ambientTemperatureC'),
    loadLossK: requireInRange(query.loadLossK, 'loadLossK', 0, 10),
    count: readCount(query.count ?? 1),
    frequencyHz: readChosenFrequency(query.powerSupply ?? null),
    limit: readSearchLimit(query.limit),
  };
}

const isGiven = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/** Model-level filters: line, compressor type and count, capacity control, hot-gas defrost. */
export function matchesUnitModel(model: UnitModel, query: NormalisedUnitQuery): boolean {
  const q = query.source;
  if (model.kind !== query.kind) return false;
  if (isGiven(q.lineCode) && model.lineCode !== q.lineCode) return false;
  if (isGiven(q.compressorType) && model.compressorType !== q.compressorType) return false;
  if (isGiven(q.compressorCount) && model.compressorCount !== q.compressorCount) return false;
  if (isGiven(q.hasCapacityControl) && model.hasCapacityControl !== q.hasCapacityControl)
    return false;
  return !isGiven(q.hasHotGasDefrost) || model.hasHotGasDefrost === q.hasHotGasDefrost;
}

/** SKU-level filters: supply and condensation control. */
export function matchesUnitSku(sku: UnitSku, query: NormalisedUnitQuery): boolean {
  const q = query.source;
  if (!matchesPowerSupply(sku.powerSupply, q.powerSupply ?? null)) return false;
  return (
    !isGiven(q.hasCondensationControl) || sku.hasCondensationControl === q.hasCondensationControl
  );
}

/**
 * The suggestion of a model, or `null` when its table lacks the refrigerant or the operating
 * point, or its capacity is not above 90 % of the requirement.
 */
export function evaluateUnitHit(
  model: UnitModel,
  skus: readonly UnitSku[],
  query: NormalisedUnitQuery,
): UnitSearchHit | null {
  if (!model.capacityTables.some((table) => table.refrigerantCode === query.refrigerantCode))
    return null;
  const resolved = resolveUnitCapacityTable(model, query.refrigerantCode, query.frequencyHz);
  const suction = query.evaporatingTemperatureC - query.loadLossK;
  if (!isInsideUnitTable(resolved.table, suction, query.ambientTemperatureC)) return null;
  const performance = evaluateUnitPerformance(resolved, {
    evaporatingTemperatureC: query.evaporatingTemperatureC,
    ambientTemperatureC: query.ambientTemperatureC,
    loadLossK: query.loadLossK,
    frequencyHz: query.frequencyHz,
    count: query.count,
  });
  if (!isCondensingSuggestion(performance.capacityKcalh, query.required)) return null;
  return {
    model,
    skus,
    suctionTemperatureC: performance.suctionTemperatureC,
    frequencyFactor: performance.frequencyFactor,
    unitCapacityKcalh: performance.unitCapacityKcalh,
    unitPowerKw: performance.unitPowerKw,
    capacityKcalh: performance.capacityKcalh,
    powerKw: performance.powerKw,
    capacityRatio: performance.capacityKcalh / query.required,
    hasCapacityWarning: hasCondensingCapacityWarning(performance.capacityKcalh, query.required),
  };
}
