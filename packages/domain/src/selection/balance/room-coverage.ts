import { requireNonNegative } from '../../validation/assert-input.ts';

/**
 * How much of each room's required load its evaporators remove at the system's balance point
 * (docs/domain/selection.md, "Room coverage"; docs/decisions/061).
 */

/**
 * The least share of a room's required load its capacity at the balance point may have for the
 * room to count as covered: 0.95 (95 %). Below it the system is not reported as balanced.
 * Why 5 % and not 0 (docs/decisions/061): the balance reads catalogue capacities that are
 * linear in DT and interpolated in tables, whose own accuracy is of that order, so a room a few
 * percent short is within what the data can tell; and the required load already carries the
 * room's safety margin (10 % by default). A room at 90 % is short by more than either explains.
 */
export const MINIMUM_ROOM_COVERAGE = 0.95;

export interface RoomCoverage {
  /** Capacity ÷ required × 100, %; null when the room requires nothing. */
  readonly coveragePercent: number | null;
  /** Capacity ≥ {@link MINIMUM_ROOM_COVERAGE} × required (a room that requires nothing is). */
  readonly isCovered: boolean;
}

/**
 * A room's coverage at the balance point: its evaporators' capacity there against its required
 * load.
 *
 * @param capacityKcalh - all the room's evaporators at the balance point, kcal/h, ≥ 0.
 * @param requiredKcalh - the room's required load (its heat load with margin), kcal/h, ≥ 0.
 * @returns the coverage in percent and whether the room is covered.
 * @throws DomainError OUT_OF_RANGE for a negative or non-finite figure.
 * @example
 * computeRoomCoverage(5398, 8923).isCovered; // => false
 * computeRoomCoverage(5398, 8923).coveragePercent; // ≈ 60.5 (±0.05)
 * computeRoomCoverage(9000, 9300).isCovered; // => true
 */
export function computeRoomCoverage(capacityKcalh: number, requiredKcalh: number): RoomCoverage {
  const capacity = requireNonNegative(capacityKcalh, 'capacityKcalh');
  const required = requireNonNegative(requiredKcalh, 'requiredKcalh');
  if (required === 0) return { coveragePercent: null, isCovered: true };
  return {
    coveragePercent: (capacity / required) * 100,
    isCovered: capacity >= MINIMUM_ROOM_COVERAGE * required,
  };
}
