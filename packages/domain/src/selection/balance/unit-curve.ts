import { DomainError } from '../../errors.ts';
import {
  requireFinite,
  requireInRange,
  requireNonNegative,
  requirePositive,
} from '../../validation/assert-input.ts';
import { interpolateUnitTable, resolveUnitCapacityTable } from '../capacity/unit-capacity.ts';
import type { BalanceUnitInput } from './balance-types.ts';

/**
 * The pumping side of the balance as a function of the suction temperature: a catalogue table
 * at the system's ambient, or a special unit's rated point with a slope.
 */
export interface UnitCurve {
  /** Suction temperatures the curve is valid for, °C. */
  readonly suctionMinC: number;
  readonly suctionMaxC: number;
  /** All units, kcal/h, at a suction temperature inside the range. */
  readonly capacityAt: (suctionC: number) => number;
  /** All units, kW. */
  readonly powerAt: (suctionC: number) => number;
  readonly frequencyFactor: number;
  /** Condensing − ambient the capacities assume, K (the design Tc is ambient + this). */
  readonly condensingOffsetK: number;
  /**
   * Condensing temperatures the unit can be rated at, °C: a catalogue table's ambient axis plus
   * its offset (Tc = ambient + offset); ±∞ for a special unit (its capacity does not depend on Tc).
   */
  readonly condensingMinC: number;
  readonly condensingMaxC: number;
  /** All units, kcal/h, at a suction and a condensing temperature inside the ranges. */
  readonly capacityAtCondensing: (suctionC: number, condensingC: number) => number;
  /** All units, kW. */
  readonly powerAtCondensing: (suctionC: number, condensingC: number) => number;
}

/** Capacity change of a special unit per kelvin of suction, default (4 %/K). */
export const SPECIAL_UNIT_SLOPE_PER_K = 0.04;

/** Half width of a special unit's validity around its rated suction temperature, K. */
export const SPECIAL_UNIT_RANGE_K = 10;

function readCount(count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new DomainError('INVALID_INPUT', 'unit count must be a whole number ≥ 1', 'unit.count');
  }
  return count;
}

/**
 * Builds the unit side for a refrigerant at an ambient temperature.
 * @throws DomainError `OUT_OF_CATALOGUE_RANGE` when the ambient is outside the unit's table,
 * `UNKNOWN_REFERENCE` when the unit lacks the refrigerant, or a bad-input code.
 */
export function buildUnitCurve(
  unit: BalanceUnitInput,
  refrigerantCode: string,
  ambientTemperatureC: number,
): UnitCurve {
  const count = readCount(unit.count);
  if (unit.source === 'SPECIAL') {
    const capacity = requirePositive(unit.unitCapacityKcalh, 'unit.unitCapacityKcalh');
    const power = requireNonNegative(unit.unitPowerKw, 'unit.unitPowerKw');
    const rated = requireFinite(unit.ratedSuctionTemperatureC, 'unit.ratedSuctionTemperatureC');
    const slope = requireInRange(
      unit.capacitySlopePerK ?? SPECIAL_UNIT_SLOPE_PER_K,
      'unit.capacitySlopePerK',
      0,
      0.09,
    );
    const capacityAt = (suction: number) => count * capacity * (1 + slope * (suction - rated));
    const powerAt = () => count * power;
    return {
      suctionMinC: rated - SPECIAL_UNIT_RANGE_K,
      suctionMaxC: rated + SPECIAL_UNIT_RANGE_K,
      capacityAt,
      powerAt,
      frequencyFactor: 1,
      condensingOffsetK: requirePositive(unit.condensingOffsetK ?? 10, 'unit.condensingOffsetK'),
      condensingMinC: Number.NEGATIVE_INFINITY,
      condensingMaxC: Number.POSITIVE_INFINITY,
      capacityAtCondensing: (suction) => capacityAt(suction),
      powerAtCondensing: () => powerAt(),
    };
  }
  const { table, frequencyFactor } = resolveUnitCapacityTable(
    unit.model,
    refrigerantCode,
    unit.frequencyHz,
  );
  const ambientAxis = table.ambientTemperaturesC;
  const ambientLow = ambientAxis[0] ?? Number.NaN;
  const ambientHigh = ambientAxis[ambientAxis.length - 1] ?? Number.NaN;
  if (!(ambientTemperatureC >= ambientLow && ambientTemperatureC <= ambientHigh)) {
    throw new DomainError(
      'OUT_OF_CATALOGUE_RANGE',
      `ambient ${ambientTemperatureC} °C is outside the table of ${unit.model.code} (${ambientLow} to ${ambientHigh} °C)`,
      'ambientTemperatureC',
    );
  }
  const axis = table.evaporatingTemperaturesC;
  const factor = count * frequencyFactor;
  const offset = table.condensingOffsetK;
  return {
    suctionMinC: axis[0] ?? Number.NaN,
    suctionMaxC: axis[axis.length - 1] ?? Number.NaN,
    capacityAt: (suction) =>
      factor * interpolateUnitTable(table, table.capacityKcalh, suction, ambientTemperatureC),
    powerAt: (suction) =>
      factor * interpolateUnitTable(table, table.powerKw, suction, ambientTemperatureC),
    frequencyFactor,
    condensingOffsetK: offset,
    condensingMinC: ambientLow + offset,
    condensingMaxC: ambientHigh + offset,
    capacityAtCondensing: (suction, condensing) =>
      factor * interpolateUnitTable(table, table.capacityKcalh, suction, condensing - offset),
    powerAtCondensing: (suction, condensing) =>
      factor * interpolateUnitTable(table, table.powerKw, suction, condensing - offset),
  };
}
