import { DomainError } from '../../errors.ts';
import type { SystemBalanceInput } from './balance-types.ts';
import { buildBalanceSides } from './system-balance.ts';

/**
 * The balance chart: both sides of the balance sampled over the evaporating temperatures
 * (docs/domain/selection.md, "Balance curve").
 */

/** One point of the chart, kcal/h at an evaporating temperature, °C. */
export interface BalanceCurvePoint {
  readonly evaporatingTemperatureC: number;
  /** Σ rooms' evaporators at Te. */
  readonly evaporatorCapacityKcalh: number;
  /**
   * All units at Te − loadLoss (a rack's at the condensing temperature its condensers set);
   * `null` outside the unit's table (never extrapolated), or where a rack's condensers would
   * need a condensing temperature above it.
   */
  readonly unitCapacityKcalh: number | null;
}

/** Points of the chart by default. */
export const BALANCE_CURVE_POINTS = 31;

/** Width of the range drawn when the sides share no evaporating temperature, K. */
export const BALANCE_CURVE_FALLBACK_SPAN_K = 20;

/**
 * Samples both sides of a system's balance at evenly spaced evaporating temperatures: over the
 * range the solver searches (the unit's suction range shifted by the loadLoss, up to the coldest
 * room), or, when that range is empty, over the {@link BALANCE_CURVE_FALLBACK_SPAN_K} K below
 * the coldest room (the unit's side then `null` where its table ends).
 *
 * @param input - the same input as `computeSystemBalance`.
 * @param points - integer, 2 to 200 (default 31).
 * @returns the points, ascending in Te; the crossing of the two sides is the balance point.
 * @throws DomainError as `computeSystemBalance`, or `INVALID_INPUT` for a bad `points`.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * const model = findEvaporatorModel(index, 'FM-2X450-45');
 * const unit = findUnitModel(index, 'UCM-160M');
 * sampleBalanceCurve({ refrigerantCode: 'R404A', ambientTemperatureC: 35,
 *   loadLossK: 2, rooms: [{ roomTemperatureC: 0, count: 2, evaporator: model.capacity }],
 *   unit: { source: 'CATALOGUE', model: unit, count: 1, frequencyHz: 60 } }, 11).length; // => 11
 */
export function sampleBalanceCurve(
  input: SystemBalanceInput,
  points: number = BALANCE_CURVE_POINTS,
): BalanceCurvePoint[] {
  if (!Number.isInteger(points) || points < 2 || points > 200) {
    throw new DomainError('INVALID_INPUT', 'points must be a whole number from 2 to 200', 'points');
  }
  const sides = buildBalanceSides(input);
  const shared = sides.toC > sides.fromC;
  const fromC = shared ? sides.fromC : sides.coldestRoomC - BALANCE_CURVE_FALLBACK_SPAN_K;
  const toC = shared ? sides.toC : sides.coldestRoomC;
  const step = (toC - fromC) / (points - 1);
  // A hair of tolerance: the ends are computed, and must still count as inside the table.
  const epsilon = 1e-9;
  return Array.from({ length: points }, (_, index) => {
    const te = index === points - 1 ? toC : fromC + step * index;
    const suction = te - sides.loadLossK;
    const inside =
      suction >= sides.unit.suctionMinC - epsilon && suction <= sides.unit.suctionMaxC + epsilon;
    const clamped = Math.min(Math.max(suction, sides.unit.suctionMinC), sides.unit.suctionMaxC);
    const isRated = inside && sides.condensingAt?.(clamped).control !== 'MAXIMUM';
    return {
      evaporatingTemperatureC: te,
      evaporatorCapacityKcalh: sides.evaporators(te),
      unitCapacityKcalh: isRated ? sides.unit.capacityAt(clamped) : null,
    };
  });
}
