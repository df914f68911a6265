import { DomainError } from '../../errors.ts';
import { KCALH_PER_KW } from '../../units/quantities.ts';
import {
  requireFinite,
  requireInRange,
  requireNonNegative,
} from '../../validation/assert-input.ts';
import type { SupplyFrequencyHz, UnitCapacityTable, UnitModel } from '../catalog/types.ts';

/**
 * Capacity and absorbed power of condensing units and compressor units from the maker's table:
 * bilinear interpolation inside the table, a coded error outside it (never extrapolated); the
 * suction line loss lowers the suction temperature; without a 60 Hz supply the 60 Hz table is
 * multiplied by 0.83 (spec §7); totals are multiplied by the unit count.
 */

/** Capacity factor when no 60 Hz supply is chosen (spec §7: "by 0.83 when no 60 Hz supply"). */
export const NO_60HZ_CAPACITY_FACTOR = 0.83;

/** A unit's table for one refrigerant and the factor its values are multiplied by. */
export interface ResolvedUnitTable {
  readonly table: UnitCapacityTable;
  /** 1, or {@link NO_60HZ_CAPACITY_FACTOR} when a 60 Hz table stands in for a 50 Hz supply. */
  readonly frequencyFactor: number;
}

/**
 * Picks the table of a unit for a refrigerant and a supply frequency. With 60 Hz chosen: the
 * 60 Hz table (else the 50 Hz one, unscaled). Otherwise (50 Hz or none chosen): the maker's
 * 50 Hz table when there is one, else the 60 Hz table × 0.83 (applied to capacity and power).
 *
 * @param frequencyHz - 60, 50 or `null` (none chosen).
 * @throws DomainError `UNKNOWN_REFERENCE` when the unit has no table for the refrigerant.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * const unit = findUnitModel(index, 'UCM-160M');
 * resolveUnitCapacityTable(unit, 'R404A', null).frequencyFactor; // => 0.83
 */
export function resolveUnitCapacityTable(
  model: UnitModel,
  refrigerantCode: string,
  frequencyHz: SupplyFrequencyHz | null,
): ResolvedUnitTable {
  let table60: UnitCapacityTable | undefined;
  let table50: UnitCapacityTable | undefined;
  for (const table of model.capacityTables) {
    if (table.refrigerantCode !== refrigerantCode) continue;
    if (table.frequencyHz === 60) table60 ??= table;
    else table50 ??= table;
  }
  if (frequencyHz === 60 && table60) return { table: table60, frequencyFactor: 1 };
  if (table50) return { table: table50, frequencyFactor: 1 };
  if (table60) return { table: table60, frequencyFactor: NO_60HZ_CAPACITY_FACTOR };
  throw new DomainError(
    'UNKNOWN_REFERENCE',
    `unit ${model.code} has no table for refrigerant ${refrigerantCode}`,
    'refrigerantCode',
  );
}

interface AxisPosition {
  readonly index: number;
  readonly weight: number;
}

/** Segment of an ascending axis holding `value`, or null outside it. */
function locateOnAxis(axis: readonly number[], value: number): AxisPosition | null {
  const first = axis[0];
  const last = axis[axis.length - 1];
  if (first === undefined || last === undefined || value < first || value > last) return null;
  if (axis.length === 1) return { index: 0, weight: 0 };
  let index = 0;
  while (index < axis.length - 2 && value > (axis[index + 1] ?? last)) index += 1;
  const low = axis[index] ?? first;
  const high = axis[index + 1] ?? last;
  return { index, weight: (value - low) / (high - low) };
}

/** True when (suction, ambient) lies inside the table (its axes' closed ranges). */
export function isInsideUnitTable(
  table: UnitCapacityTable,
  suctionTemperatureC: number,
  ambientTemperatureC: number,
): boolean {
  return (
    locateOnAxis(table.evaporatingTemperaturesC, suctionTemperatureC) !== null &&
    locateOnAxis(table.ambientTemperaturesC, ambientTemperatureC) !== null
  );
}

const cell = (values: readonly (readonly number[])[], row: number, column: number): number =>
  values[row]?.[column] ?? Number.NaN;

/**
 * Bilinear interpolation of one table quantity.
 *
 * @param values - `capacityKcalh` or `powerKw` of the table, `[evaporating][ambient]`.
 * @param suctionTemperatureC - °C, inside the evaporating axis.
 * @param ambientTemperatureC - °C, inside the ambient axis.
 * @returns the interpolated value (unit of `values`).
 * @throws DomainError `OUT_OF_CATALOGUE_RANGE` outside the table.
 * In the example, −12.5 °C lies halfway between the −15 and −10 °C rows and 36.5 °C halfway
 * between the 35 and 38 °C columns: (12 362.5 + 15 484) / 2 (EN 12900 basis, catalogue 1.1.0).
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * const unit = findUnitModel(index, 'UCM-160M');
 * const { table } = resolveUnitCapacityTable(unit, 'R404A', 60);
 * interpolateUnitTable(table, table.capacityKcalh, -12.5, 36.5); // ≈ 13_923.25 kcal/h (±1e-6)
 */
export function interpolateUnitTable(
  table: UnitCapacityTable,
  values: readonly (readonly number[])[],
  suctionTemperatureC: number,
  ambientTemperatureC: number,
): number {
  const row = locateOnAxis(table.evaporatingTemperaturesC, suctionTemperatureC);
  if (!row) {
    const axis = table.evaporatingTemperaturesC;
    throw new DomainError(
      'OUT_OF_CATALOGUE_RANGE',
      `suction temperature ${suctionTemperatureC} °C is outside the table (${axis[0]} to ${axis[axis.length - 1]} °C)`,
      'evaporatingTemperatureC',
    );
  }
  const column = locateOnAxis(table.ambientTemperaturesC, ambientTemperatureC);
  if (!column) {
    const axis = table.ambientTemperaturesC;
    throw new DomainError(
      'OUT_OF_CATALOGUE_RANGE',
      `ambient temperature ${ambientTemperatureC} °C is outside the table (${axis[0]} to ${axis[axis.length - 1]} °C)`,
      'ambientTemperatureC',
    );
  }
  const r = row.index;
  const c = column.index;
  const nextR = row.weight > 0 ? r + 1 : r;
  const nextC = column.weight > 0 ? c + 1 : c;
  const low = cell(values, r, c) + column.weight * (cell(values, r, nextC) - cell(values, r, c));
  const high =
    cell(values, nextR, c) + column.weight * (cell(values, nextR, nextC) - cell(values, nextR, c));
  return low + row.weight * (high - low);
}

/** Operating point of a unit: evaporating temperature at the evaporators, ambient, loss, supply. */
export interface UnitOperatingPoint {
  /** Te at the evaporators (dew), °C. */
  readonly evaporatingTemperatureC: number;
  /** Air on the condenser, °C. */
  readonly ambientTemperatureC: number;
  /** Suction line loss, K, 0 to 10: the compressor sucks at `Te − loadLoss`. */
  readonly loadLossK: number;
  /** Chosen supply frequency; `null` = none chosen (0.83 rule). */
  readonly frequencyHz: SupplyFrequencyHz | null;
  /** Units installed, integer ≥ 1. */
  readonly count: number;
}

/** Performance of `count` units at an operating point. */
export interface UnitPerformance {
  /** `Te − loadLoss`, °C. */
  readonly suctionTemperatureC: number;
  readonly frequencyFactor: number;
  /** One unit, kcal/h. */
  readonly unitCapacityKcalh: number;
  /** One unit, kW. */
  readonly unitPowerKw: number;
  /** All units, kcal/h. */
  readonly capacityKcalh: number;
  /** All units, kW. */
  readonly powerKw: number;
  /** Heat rejected by all units: capacity + power, kcal/h. */
  readonly rejectedHeatKcalh: number;
}

/** Checks an operating point once (finite values, loss 0–10 K, integer count ≥ 1). */
export function assertUnitOperatingPoint(point: UnitOperatingPoint): void {
  requireFinite(point.evaporatingTemperatureC, 'evaporatingTemperatureC');
  requireFinite(point.ambientTemperatureC, 'ambientTemperatureC');
  requireInRange(point.loadLossK, 'loadLossK', 0, 10);
  requireNonNegative(point.count, 'count');
  if (!Number.isInteger(point.count) || point.count < 1) {
    throw new DomainError('INVALID_INPUT', 'count must be a whole number ≥ 1', 'count');
  }
}

/** {@link computeUnitPerformance} on a resolved table, without input checks (hot loops). */
export function evaluateUnitPerformance(
  resolved: ResolvedUnitTable,
  point: UnitOperatingPoint,
): UnitPerformance {
  const { table, frequencyFactor } = resolved;
  const suction = point.evaporatingTemperatureC - point.loadLossK;
  const ambient = point.ambientTemperatureC;
  const unitCapacity =
    interpolateUnitTable(table, table.capacityKcalh, suction, ambient) * frequencyFactor;
  const unitPower = interpolateUnitTable(table, table.powerKw, suction, ambient) * frequencyFactor;
  const capacity = unitCapacity * point.count;
  const power = unitPower * point.count;
  return {
    suctionTemperatureC: suction,
    frequencyFactor,
    unitCapacityKcalh: unitCapacity,
    unitPowerKw: unitPower,
    capacityKcalh: capacity,
    powerKw: power,
    rejectedHeatKcalh: capacity + power * KCALH_PER_KW,
  };
}

/**
 * Capacity and absorbed power of `count` condensing or compressor units.
 *
 * @param model - the unit (its tables are per unit).
 * @param refrigerantCode - one of the unit's refrigerants.
 * @param point - Te (°C), ambient (°C), loadLoss (K), frequency, count.
 * @returns capacities in kcal/h, powers in kW, rejected heat in kcal/h.
 * @throws DomainError `OUT_OF_CATALOGUE_RANGE` outside the table, `UNKNOWN_REFERENCE` for a
 * refrigerant the unit lacks, `INVALID_INPUT`/`OUT_OF_RANGE` for bad input.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * const unit = findUnitModel(index, 'UCM-160M');
 * computeUnitPerformance(unit, 'R404A', { evaporatingTemperatureC: -8,
 *   ambientTemperatureC: 35, loadLossK: 2, frequencyHz: 60, count: 2 }).capacityKcalh; // ≈ 31_944 kcal/h (±1e-6)
 */
export function computeUnitPerformance(
  model: UnitModel,
  refrigerantCode: string,
  point: UnitOperatingPoint,
): UnitPerformance {
  assertUnitOperatingPoint(point);
  return evaluateUnitPerformance(
    resolveUnitCapacityTable(model, refrigerantCode, point.frequencyHz),
    point,
  );
}
