import { requireNonNegative, requirePositive } from '../../validation/assert-input.ts';

/**
 * Air changes per hour of a room's evaporators: their total air flow over the room's internal
 * volume, `n = Q / V = unitAirFlow · count / (length · width · height)`. This is the rate an
 * engineer means by "trocas de ar" (issue 29 item 11); the spec's form figure
 * ({@link computeAirExchangeRate}) divides by the floor area instead.
 *
 * Source: ASHRAE Handbook—Fundamentals (SI, 2021), ch. 16 "Ventilation and Infiltration",
 * definition of the air change rate `I = Q / V` (volumetric flow over the space's volume).
 *
 * @param unitAirFlowM3h - air flow of one evaporator, m³/h, ≥ 0.
 * @param count - evaporators, ≥ 0.
 * @param lengthM - internal length, m, > 0. @param widthM - m, > 0. @param heightM - m, > 0.
 * @returns changes per hour, 1/h.
 * @example computeAirChangesPerHour(7000, 2, 10, 8, 3.2); // ≈ 54.6875 (±1e-9)
 */
export function computeAirChangesPerHour(
  unitAirFlowM3h: number,
  count: number,
  lengthM: number,
  widthM: number,
  heightM: number,
): number {
  const volume =
    requirePositive(lengthM, 'length') *
    requirePositive(widthM, 'width') *
    requirePositive(heightM, 'height');
  return (
    (requireNonNegative(unitAirFlowM3h, 'unitAirFlow') * requireNonNegative(count, 'count')) /
    volume
  );
}
