import { DomainError } from '../../errors.ts';
import { requireNonNegative, requirePositive } from '../../validation/assert-input.ts';

/**
 * Remote (air-cooled) condenser of a rack system: heat rejection proportional to the condensing
 * minus ambient temperature difference, `Q_rej = count · q_K · (Tc − Tamb)`.
 */

/** A remote condenser as the balance sees it: kcal/(h·K) per unit and how many. */
export interface CondenserSide {
  /** Heat rejection per kelvin of (Tc − Tamb) of one condenser, kcal/(h·K), > 0. */
  readonly heatRejectionKcalhPerK: number;
  /** Condensers installed, integer ≥ 1. */
  readonly count: number;
}

/** Outcome of the remote-condenser check (rejected heat = capacity + power). */
export interface CondenserCheck {
  /** Heat the compressors reject at the balance point, kcal/h. */
  readonly requiredRejectionKcalh: number;
  /** What the condensers reject at the design (Tc − Tamb), kcal/h. */
  readonly availableRejectionKcalh: number;
  /** Design condensing minus ambient temperature (the compressor table's), K. */
  readonly condensingOffsetK: number;
  /** (Tc − Tamb) the condensers would need to reject the heat, K. */
  readonly requiredDtK: number;
  /** available / required. */
  readonly ratio: number;
  readonly isSufficient: boolean;
}

function assertCount(count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new DomainError('INVALID_INPUT', 'count must be a whole number ≥ 1', 'count');
  }
  return count;
}

/**
 * Heat rejected by `count` condensers at a condensing-minus-ambient difference.
 *
 * @param heatRejectionKcalhPerK - kcal/(h·K) per condenser, > 0.
 * @param count - integer ≥ 1. @param dtK - Tc − Tamb, K, ≥ 0.
 * @returns kcal/h.
 * @example computeCondenserRejection(2000, 2, 10); // => 40_000 — kcal/h
 */
export function computeCondenserRejection(
  heatRejectionKcalhPerK: number,
  count: number,
  dtK: number,
): number {
  requirePositive(heatRejectionKcalhPerK, 'heatRejectionKcalhPerK');
  requireNonNegative(dtK, 'dtK');
  return heatRejectionKcalhPerK * assertCount(count) * dtK;
}

/**
 * Checks remote condensers against the heat a compressor unit rejects.
 *
 * @param condenser - kcal/(h·K) per condenser and count.
 * @param rejectedHeatKcalh - compressor capacity + absorbed power at the balance point, kcal/h, > 0.
 * @param condensingOffsetK - the design Tc − Tamb of the compressor table, K (> 0).
 * @example
 * const check = checkCondenserRejection({ heatRejectionKcalhPerK: 3000, count: 1 }, 27000, 10);
 * check.availableRejectionKcalh; // => 30_000
 * check.requiredDtK; // => 9
 * check.isSufficient; // => true
 */
export function checkCondenserRejection(
  condenser: CondenserSide,
  rejectedHeatKcalh: number,
  condensingOffsetK: number,
): CondenserCheck {
  requirePositive(rejectedHeatKcalh, 'rejectedHeatKcalh');
  requirePositive(condensingOffsetK, 'condensingOffsetK');
  const available = computeCondenserRejection(
    condenser.heatRejectionKcalhPerK,
    condenser.count,
    condensingOffsetK,
  );
  const perK = condenser.heatRejectionKcalhPerK * condenser.count;
  return {
    requiredRejectionKcalh: rejectedHeatKcalh,
    availableRejectionKcalh: available,
    condensingOffsetK,
    requiredDtK: rejectedHeatKcalh / perK,
    ratio: available / rejectedHeatKcalh,
    isSufficient: available >= rejectedHeatKcalh,
  };
}
