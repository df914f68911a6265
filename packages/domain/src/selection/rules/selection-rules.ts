import { DomainError } from '../../errors.ts';
import {
  requireFinite,
  requireNonNegative,
  requirePositive,
} from '../../validation/assert-input.ts';
import type { DefrostKind } from '../catalog/types.ts';

/**
 * Rules of the specification that the selection engine owns (spec part 2 §4, §5, §9).
 */

/** Refrigerants whose glide asks for a 5 K minimum DT (the method names R448A and R449A). */
export const HIGH_GLIDE_REFRIGERANTS: readonly string[] = ['R448A', 'R449A'];

/** Minimum room-minus-operation temperature difference, K (spec §9: 5 for some fluids, else 2). */
export const MINIMUM_DT_K = { highGlide: 5, other: 2 } as const;

/** DT fixed for the SKU lookup and the result calculation, K (spec §9). */
export const REFERENCE_EVAPORATOR_DT_K = 6;

/** Ambient temperature choices for condensing units, °C (spec §5, §9). */
export const AMBIENT_TEMPERATURE_CHOICES_C: readonly number[] = [32, 35, 38, 43];

/** Default evaporator count and compressor-unit count (spec §9). */
export const DEFAULT_EQUIPMENT_COUNT = 1;

/** Number of compressors offered in a condensing-unit search, 1 to 3 (spec §9). */
export const COMPRESSOR_COUNT_CHOICES: readonly number[] = [1, 2, 3];

/** Condensing-unit suggestion threshold: capacity above 90 % of the required (spec §5, §9). */
export const CONDENSING_SUGGESTION_RATIO = 0.9;

/** Condensing-unit warning threshold: capacity above 120 % of the searched (spec §5, §9). */
export const CONDENSING_WARNING_RATIO = 1.2;

/** At most 3 models side by side (spec §4, §9). */
export const MAX_COMPARED_MODELS = 3;

/** Room temperature from which only air defrost is offered, °C (spec §5). */
export const AIR_DEFROST_FROM_C = 2;

/** pt-BR labels of the defrost types (spec §3). */
export const DEFROST_LABELS: Readonly<Record<DefrostKind, string>> = {
  AR: 'Ar',
  ELETRICO: 'Elétrico',
  GAS: 'Gás',
};

/**
 * Minimum DT for a refrigerant: 5 K for R448A and R449A, 2 K for the others.
 * @example computeMinimumDt('R448A'); // => 5
 */
export function computeMinimumDt(refrigerantCode: string): number {
  return HIGH_GLIDE_REFRIGERANTS.includes(refrigerantCode.toUpperCase())
    ? MINIMUM_DT_K.highGlide
    : MINIMUM_DT_K.other;
}

/** Whether a room may join a system, with the numbers behind the answer. */
export interface RoomCompatibility {
  readonly isCompatible: boolean;
  /** roomTemperature − operationTemperature, K. */
  readonly dtK: number;
  readonly minimumDtK: number;
}

/**
 * A room joins a system only when `roomTemperature − operationTemperature ≥ minimum DT` (spec §4).
 *
 * @param roomTemperatureC - °C. @param operationTemperatureC - the system's evaporation, °C.
 * @example checkRoomCompatibility(0, -4, 'R449A'); // => { isCompatible: false, dtK: 4, minimumDtK: 5 }
 */
export function checkRoomCompatibility(
  roomTemperatureC: number,
  operationTemperatureC: number,
  refrigerantCode: string,
): RoomCompatibility {
  const dtK =
    requireFinite(roomTemperatureC, 'roomTemperature') -
    requireFinite(operationTemperatureC, 'operationTemperature');
  const minimumDtK = computeMinimumDt(refrigerantCode);
  return { isCompatible: dtK >= minimumDtK, dtK, minimumDtK };
}

/**
 * Defrost options for a room: below 2 °C everything but air; from 2 °C only air (spec §5).
 * @example listDefrostOptions(-18); // => ['ELETRICO', 'GAS']
 */
export function listDefrostOptions(roomTemperatureC: number): readonly DefrostKind[] {
  return requireFinite(roomTemperatureC, 'roomTemperature') < AIR_DEFROST_FROM_C
    ? ['ELETRICO', 'GAS']
    : ['AR'];
}

/**
 * Capacity each evaporator must give: `room total / count` (spec §7 `unitCapacity`).
 *
 * @param roomTotalKcalh - the room's heat load, kcal/h, ≥ 0. @param count - integer ≥ 1.
 * @example computeRequiredUnitCapacity(12000, 3); // => 4000 — kcal/h
 */
export function computeRequiredUnitCapacity(roomTotalKcalh: number, count: number): number {
  requireNonNegative(roomTotalKcalh, 'roomTotalKcalh');
  if (!Number.isInteger(count) || count < 1) {
    throw new DomainError('INVALID_INPUT', 'count must be a whole number ≥ 1', 'count');
  }
  return roomTotalKcalh / count;
}

/**
 * An evaporator longer than both the room's length and width does not fit (spec §5; room sides
 * in m, the evaporator in mm).
 * @example doesEvaporatorFitRoom(2400, 2, 3); // => true — fits along the 3 m side
 */
export function doesEvaporatorFitRoom(
  evaporatorLengthMm: number,
  roomLengthM: number,
  roomWidthM: number,
): boolean {
  const lengthM = requireNonNegative(evaporatorLengthMm, 'lengthMm') / 1000;
  return !(
    lengthM > requireNonNegative(roomLengthM, 'room.lengthM') &&
    lengthM > requireNonNegative(roomWidthM, 'room.widthM')
  );
}

/**
 * A condensing unit is suggested only above 90 % of the required capacity (spec §5).
 * @example isCondensingSuggestion(9100, 10000); // => true
 */
export function isCondensingSuggestion(capacityKcalh: number, requiredKcalh: number): boolean {
  return capacityKcalh > CONDENSING_SUGGESTION_RATIO * requiredKcalh;
}

/**
 * Warning 'A capacidade da unidade condensadora esta acima de 20% da carga termica' when the
 * chosen capacity exceeds 120 % of the searched capacity (spec §5).
 * @example hasCondensingCapacityWarning(12500, 10000); // => true
 */
export function hasCondensingCapacityWarning(
  capacityKcalh: number,
  searchedKcalh: number,
): boolean {
  return capacityKcalh > CONDENSING_WARNING_RATIO * searchedKcalh;
}

/**
 * Ticks or unticks a model for comparison; a fourth tick does nothing (spec §4).
 * @example toggleComparedModel(['A', 'B', 'C'], 'D'); // => ['A', 'B', 'C']
 */
export function toggleComparedModel(selected: readonly string[], code: string): readonly string[] {
  if (selected.includes(code)) return selected.filter((item) => item !== code);
  return selected.length >= MAX_COMPARED_MODELS ? selected : [...selected, code];
}

/**
 * Air exchanges of the custom-evaporator form: air flow × count / (length × width) (spec §5,
 * literally: per m² of floor, not per m³, so m³/h per m²). Shown labelled as the spec's figure
 * beside the air changes per hour, {@link computeAirChangesPerHour} (issue 29 item 11).
 *
 * @param unitAirFlowM3h - m³/h per unit. @param count - units. @param lengthM, widthM - m, > 0.
 * @example computeAirExchangeRate(3000, 2, 5, 4); // ≈ 300 (±1e-9)
 */
export function computeAirExchangeRate(
  unitAirFlowM3h: number,
  count: number,
  lengthM: number,
  widthM: number,
): number {
  const area = requirePositive(lengthM, 'length') * requirePositive(widthM, 'width');
  return (
    (requireNonNegative(unitAirFlowM3h, 'unitAirFlow') * requireNonNegative(count, 'count')) / area
  );
}

/**
 * Slack of an installed capacity over a required one, % (compressor form, spec §5).
 * @example computeCapacitySlack(11000, 10000); // ≈ 10 % (±1e-9)
 */
export function computeCapacitySlack(totalCapacityKcalh: number, requiredKcalh: number): number {
  const required = requirePositive(requiredKcalh, 'requiredKcalh');
  return ((requireFinite(totalCapacityKcalh, 'totalCapacityKcalh') - required) / required) * 100;
}
