import { DomainError } from '../../errors.ts';
import {
  requireFinite,
  requireNonNegative,
  requirePositive,
} from '../../validation/assert-input.ts';
import type { EvaporatorCapacityData } from '../catalog/types.ts';
import { RATING_CONDITIONS } from './rating-conditions.ts';

/**
 * Evaporator (unit cooler) capacity, the method's model:
 * `Q = Q_ref · (DT / DT_ref) · f_Te(Te) · f_refrigerant`, with
 * `f_Te(Te) = w(Te) / w(Te_ref)` and `w` the wet-coil factor (total over sensible capacity) of
 * the EN 328 standard conditions SC1–SC5, interpolated linearly in the evaporating temperature and
 * held flat outside SC5 (−40 °C) … SC1 (0 °C). Capacity is linear in DT (unit-load-factor method).
 */

/** A point of the wet-coil factor curve: evaporating temperature (°C) and factor. */
export interface WetCoilFactorPoint {
  readonly evaporatingTemperatureC: number;
  readonly factor: number;
}

/** The wet-coil factor curve, ascending in evaporating temperature (SC5, SC4, SC3, SC2, SC1). */
export const WET_COIL_FACTOR_POINTS: readonly WetCoilFactorPoint[] = RATING_CONDITIONS.map(
  (condition) => ({
    evaporatingTemperatureC: condition.evaporatingC,
    factor: condition.wetCoilFactor,
  }),
).sort((a, b) => a.evaporatingTemperatureC - b.evaporatingTemperatureC);

/**
 * Wet-coil factor `w(Te)` of an evaporator at an evaporating temperature.
 *
 * @param evaporatingTemperatureC - Te (dew), °C, any finite value.
 * @returns total over sensible capacity, 1.00 at −40 °C and below … 1.35 at 0 °C and above.
 * Source: EN 328 SC1–SC5 wet-coil factors as built into the source program (RefrigeratedCase.cc).
 * @example computeWetCoilFactor(-4); // ≈ 1.25 (±1e-12) — halfway between SC2 1.15 and SC1 1.35
 */
export function computeWetCoilFactor(evaporatingTemperatureC: number): number {
  const points = WET_COIL_FACTOR_POINTS;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) throw new DomainError('INVALID_INPUT', 'no wet-coil factor points');
  if (evaporatingTemperatureC <= first.evaporatingTemperatureC) return first.factor;
  if (evaporatingTemperatureC >= last.evaporatingTemperatureC) return last.factor;
  for (let index = 1; index < points.length; index += 1) {
    const upper = points[index];
    const lower = points[index - 1];
    if (upper && lower && evaporatingTemperatureC <= upper.evaporatingTemperatureC) {
      const span = upper.evaporatingTemperatureC - lower.evaporatingTemperatureC;
      const share = (evaporatingTemperatureC - lower.evaporatingTemperatureC) / span;
      return lower.factor + share * (upper.factor - lower.factor);
    }
  }
  return last.factor;
}

/**
 * `f_Te(Te) = w(Te) / w(Te_ref)`: the evaporating-temperature correction of a rated capacity.
 *
 * @param evaporatingTemperatureC - Te, °C. @param referenceEvaporatingTemperatureC - Te_ref, °C.
 * @returns dimensionless, 1 at Te = Te_ref.
 * @example computeEvaporatingTemperatureFactor(-25, -8); // ≈ 0.913 — 1.05 / 1.15
 */
export function computeEvaporatingTemperatureFactor(
  evaporatingTemperatureC: number,
  referenceEvaporatingTemperatureC: number,
): number {
  return (
    computeWetCoilFactor(evaporatingTemperatureC) /
    computeWetCoilFactor(referenceEvaporatingTemperatureC)
  );
}

/**
 * `f_refrigerant` of a model for a refrigerant.
 *
 * @throws DomainError `UNKNOWN_REFERENCE` when the model is not offered with the refrigerant.
 * @example
 * const model = findEvaporatorModel(buildSelectionIndex(generateDemoCatalog()), 'FM-2X450-45');
 * findRefrigerantFactor(model.capacity, 'R134a'); // => 0.92 — demonstration catalogue
 */
export function findRefrigerantFactor(
  capacity: EvaporatorCapacityData,
  refrigerantCode: string,
): number {
  const factor = capacity.refrigerantFactors[refrigerantCode];
  if (factor === undefined) {
    throw new DomainError(
      'UNKNOWN_REFERENCE',
      `the evaporator is not offered with refrigerant ${refrigerantCode}`,
      'refrigerantCode',
    );
  }
  return factor;
}

/**
 * Capacity of one evaporator at an evaporating temperature and a DT, without input checks (the
 * search and the balance solver check their inputs once, then call this in their loops).
 */
export function evaluateEvaporatorCapacity(
  capacity: EvaporatorCapacityData,
  refrigerantFactor: number,
  evaporatingTemperatureC: number,
  dtK: number,
): number {
  return (
    ((capacity.referenceCapacityKcalh * dtK) / capacity.referenceDtK) *
    computeEvaporatingTemperatureFactor(
      evaporatingTemperatureC,
      capacity.referenceEvaporatingTemperatureC,
    ) *
    refrigerantFactor
  );
}

/**
 * Capacity of one evaporator: `Q_ref · (DT / DT_ref) · f_Te(Te) · f_refrigerant`.
 *
 * @param capacity - the model's capacity data (kcal/h, K, °C).
 * @param refrigerantCode - one of the model's refrigerants.
 * @param evaporatingTemperatureC - Te (dew), °C.
 * @param dtK - air on minus Te, K, ≥ 0 (`unitCapacityDt` is this at the searched DT).
 * @returns kcal/h for one unit.
 * @throws DomainError for non-finite or negative input, or an unknown refrigerant.
 * @example computeEvaporatorCapacity({ referenceCapacityKcalh: 8000, referenceDtK: 8,
 *   referenceEvaporatingTemperatureC: -8, ratingCondition: 'SC2',
 *   refrigerantFactors: { R404A: 1 } }, 'R404A', -8, 6); // ≈ 6000 kcal/h (±1e-9)
 */
export function computeEvaporatorCapacity(
  capacity: EvaporatorCapacityData,
  refrigerantCode: string,
  evaporatingTemperatureC: number,
  dtK: number,
): number {
  requireNonNegative(capacity.referenceCapacityKcalh, 'referenceCapacityKcalh');
  requirePositive(capacity.referenceDtK, 'referenceDtK');
  requireFinite(capacity.referenceEvaporatingTemperatureC, 'referenceEvaporatingTemperatureC');
  requireFinite(evaporatingTemperatureC, 'evaporatingTemperatureC');
  requireNonNegative(dtK, 'dtK');
  const factor = findRefrigerantFactor(capacity, refrigerantCode);
  return evaluateEvaporatorCapacity(capacity, factor, evaporatingTemperatureC, dtK);
}

/**
 * Specific capacity `Q_ref · f_refrigerant / (DT_ref · w(Te_ref))`, kcal/(h·K): capacity per
 * kelvin of DT at a wet-coil factor of 1. `Q(Te, DT) = specific · DT · w(Te)` for every model, so
 * sorting models by it sorts them by capacity at any search condition (the search index key).
 */
export function computeSpecificEvaporatorCapacity(
  capacity: EvaporatorCapacityData,
  refrigerantFactor: number,
): number {
  return (
    (capacity.referenceCapacityKcalh * refrigerantFactor) /
    (capacity.referenceDtK * computeWetCoilFactor(capacity.referenceEvaporatingTemperatureC))
  );
}

/**
 * Capacity data of a special (custom) evaporator typed by the user (spec §3 "Custom evaporator":
 * unitCapacity at temperatureDelta), rated at the system's operation temperature.
 *
 * @param unitCapacityKcalh - kcal/h, > 0. @param temperatureDeltaK - K, > 0.
 * @param operationTemperatureC - the system's evaporating temperature, °C.
 * @example createSpecialEvaporatorCapacity(5000, 6, -8, 'R404A').referenceDtK; // => 6
 */
export function createSpecialEvaporatorCapacity(
  unitCapacityKcalh: number,
  temperatureDeltaK: number,
  operationTemperatureC: number,
  refrigerantCode: string,
): EvaporatorCapacityData {
  return {
    referenceCapacityKcalh: requirePositive(unitCapacityKcalh, 'unitCapacity'),
    referenceDtK: requirePositive(temperatureDeltaK, 'temperatureDelta'),
    referenceEvaporatingTemperatureC: requireFinite(operationTemperatureC, 'operationTemperature'),
    ratingCondition: 'ESPECIAL',
    refrigerantFactors: { [refrigerantCode]: 1 },
  };
}
