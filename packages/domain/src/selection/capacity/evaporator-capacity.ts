import { DomainError } from '../../errors.ts';
import {
  requireFinite,
  requireInRange,
  requireNonNegative,
  requirePositive,
} from '../../validation/assert-input.ts';
import type { EvaporatorCapacityData } from '../catalog/types.ts';
import { RATING_CONDITIONS } from './rating-conditions.ts';

/**
 * Evaporator (unit cooler) capacity, the method's model:
 * `Q = Q_ref · (min(DT, DT_max) / DT_ref) · f_air · f_refrigerant`, with
 * `f_air = w(T_air) / w(T_air,ref)` and `w` the wet-coil factor (total over sensible capacity)
 * keyed, as its source keys it, on the coil's inlet air temperature (the room: `Te + DT`), and
 * `DT_max` the model's maximum DT (`maxDtFactor × DT_ref`, 1.3 × by default). Capacity is linear in
 * DT (unit-load-factor method) up to `DT_max` and not extrapolated beyond it (docs/decisions/059).
 */

/** Default maximum DT over the rated DT (capacity_correction_defaults.csv "Max DT1 default"). */
export const DEFAULT_MAX_DT_FACTOR = 1.3;

/** Largest `maxDtFactor` a catalogue may give (3 × the rated DT). */
export const MAX_DT_FACTOR_LIMIT = 3;

/** A point of the wet-coil factor curve: coil inlet air temperature (°C) and factor. */
export interface WetCoilFactorPoint {
  readonly airInletTemperatureC: number;
  readonly factor: number;
}

const conditionPoint = (code: string): WetCoilFactorPoint => {
  const condition = RATING_CONDITIONS.find((item) => item.code === code);
  if (!condition) throw new DomainError('INVALID_INPUT', `no rating condition ${code}`);
  return { airInletTemperatureC: condition.airInletC, factor: condition.wetCoilFactor };
};

/** SC4 (−25 °C, 1.01), SC2 (0 °C, 1.15) and SC1 (1.35): the points the source interpolates. */
const SC4 = conditionPoint('SC4');
const SC2 = conditionPoint('SC2');
const SC1 = conditionPoint('SC1');

/** Coil inlet temperature from which the factor is SC1's, °C (the source's 5 °C). */
export const WET_COIL_SC1_FROM_C = 5;
const SC1_FROM: WetCoilFactorPoint = {
  airInletTemperatureC: WET_COIL_SC1_FROM_C,
  factor: SC1.factor,
};

/**
 * The wet-coil factor curve by coil inlet air, as capacity_correction_defaults.csv gives the
 * source's rule: 1.0 at −25 °C and below; SC4 → SC2 linear over −25 … 0 °C; SC2 → SC1 linear
 * over 0 … 5 °C; SC1's 1.35 above 5 °C.
 */
export const WET_COIL_FACTOR_POINTS: readonly WetCoilFactorPoint[] = [SC4, SC2, SC1_FROM];

const interpolate = (a: WetCoilFactorPoint, b: WetCoilFactorPoint, airInletC: number) =>
  a.factor +
  ((airInletC - a.airInletTemperatureC) / (b.airInletTemperatureC - a.airInletTemperatureC)) *
    (b.factor - a.factor);

/**
 * Wet-coil factor `w(T_air)` of an evaporator at a coil inlet (room) air temperature.
 *
 * @param airInletTemperatureC - air on the coil (the room), °C, any finite value.
 * @returns total over sensible capacity: 1.00 at −25 °C and below … 1.35 above 5 °C.
 * Source: packages/domain/data-sources/capacity_correction_defaults.csv ("European wet-coil factor
 * interpolation", the source program's RefrigeratedCase.cc) with the SC factors of
 * en328_rating_conditions.csv.
 * @example computeWetCoilFactor(-18); // ≈ 1.0492 (±1e-12)
 */
export function computeWetCoilFactor(airInletTemperatureC: number): number {
  if (airInletTemperatureC <= SC4.airInletTemperatureC) return 1;
  if (airInletTemperatureC <= SC2.airInletTemperatureC) {
    return interpolate(SC4, SC2, airInletTemperatureC);
  }
  if (airInletTemperatureC <= SC1_FROM.airInletTemperatureC) {
    return interpolate(SC2, SC1_FROM, airInletTemperatureC);
  }
  return SC1_FROM.factor;
}

/**
 * `f_air = w(T_air) / w(T_air,ref)`: the wet-coil correction of a rated capacity, from the rating's
 * air inlet (`Te_ref + DT_ref`) to the room's.
 *
 * @param airInletTemperatureC - T_air (the room), °C. @param referenceAirInletTemperatureC - °C.
 * @returns dimensionless, 1 at T_air = T_air,ref.
 * @example computeAirInletFactor(10, 0); // ≈ 1.1739 (±1e-4)
 */
export function computeAirInletFactor(
  airInletTemperatureC: number,
  referenceAirInletTemperatureC: number,
): number {
  return (
    computeWetCoilFactor(airInletTemperatureC) / computeWetCoilFactor(referenceAirInletTemperatureC)
  );
}

/**
 * The largest DT at which a model's capacity is valid (`maxDtFactor × DT_ref`), K.
 * @example computeMaxEvaporatorDt({ referenceCapacityKcalh: 8000, referenceDtK: 8,
 *   referenceEvaporatingTemperatureC: -8, ratingCondition: 'SC2',
 *   refrigerantFactors: { R404A: 1 } }); // ≈ 10.4 (±1e-9)
 */
export function computeMaxEvaporatorDt(capacity: EvaporatorCapacityData): number {
  return (capacity.maxDtFactor ?? DEFAULT_MAX_DT_FACTOR) * capacity.referenceDtK;
}

/**
 * Whether a DT passes a model's maximum (a tenth of a millikelvin of rounding allowed).
 * @example isAboveMaxEvaporatorDt({ referenceCapacityKcalh: 8000, referenceDtK: 8,
 *   referenceEvaporatingTemperatureC: -8, ratingCondition: 'SC2',
 *   refrigerantFactors: { R404A: 1 } }, 18); // => true
 */
export function isAboveMaxEvaporatorDt(capacity: EvaporatorCapacityData, dtK: number): boolean {
  return dtK > computeMaxEvaporatorDt(capacity) + 1e-4;
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
  const validDt = Math.min(dtK, computeMaxEvaporatorDt(capacity));
  return (
    ((capacity.referenceCapacityKcalh * validDt) / capacity.referenceDtK) *
    computeAirInletFactor(
      evaporatingTemperatureC + dtK,
      capacity.referenceEvaporatingTemperatureC + capacity.referenceDtK,
    ) *
    refrigerantFactor
  );
}

/**
 * Capacity of one evaporator: `Q_ref · (min(DT, DT_max) / DT_ref) · f_air · f_refrigerant`.
 * Beyond the model's maximum DT the capacity is held at the maximum's (never extrapolated); the
 * callers warn ({@link isAboveMaxEvaporatorDt}).
 *
 * @param capacity - the model's capacity data (kcal/h, K, °C).
 * @param refrigerantCode - one of the model's refrigerants.
 * @param evaporatingTemperatureC - Te (dew), °C.
 * @param dtK - air on (the room) minus Te, K, ≥ 0 (`unitCapacityDt` is this at the searched DT).
 * @returns kcal/h for one unit.
 * @throws DomainError for non-finite or negative input, or an unknown refrigerant.
 * @example computeEvaporatorCapacity({ referenceCapacityKcalh: 8000, referenceDtK: 8,
 *   referenceEvaporatingTemperatureC: -8, ratingCondition: 'SC2',
 *   refrigerantFactors: { R404A: 1 } }, 'R404A', -6, 6); // ≈ 6000 kcal/h (±1e-9)
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
  if (capacity.maxDtFactor !== undefined) {
    requireInRange(capacity.maxDtFactor, 'maxDtFactor', 1, MAX_DT_FACTOR_LIMIT);
  }
  const factor = findRefrigerantFactor(capacity, refrigerantCode);
  return evaluateEvaporatorCapacity(capacity, factor, evaporatingTemperatureC, dtK);
}

/**
 * Specific capacity `Q_ref · f_refrigerant / (DT_ref · w(T_air,ref))`, kcal/(h·K): capacity per
 * kelvin of DT at a wet-coil factor of 1. `Q(Te, DT) = specific · DT · w(Te + DT)` for every model
 * within its maximum DT, so sorting models by it sorts them by capacity at any search condition
 * (the search index key).
 */
export function computeSpecificEvaporatorCapacity(
  capacity: EvaporatorCapacityData,
  refrigerantFactor: number,
): number {
  return (
    (capacity.referenceCapacityKcalh * refrigerantFactor) /
    (capacity.referenceDtK *
      computeWetCoilFactor(capacity.referenceEvaporatingTemperatureC + capacity.referenceDtK))
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
