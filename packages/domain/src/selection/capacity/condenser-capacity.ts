import { DomainError } from '../../errors.ts';
import { requireNonNegative, requirePositive } from '../../validation/assert-input.ts';

/**
 * Remote (air-cooled) condenser of a rack system: heat rejection proportional to the condensing
 * minus ambient temperature difference, `Q_rej = count · UA · (Tc − Tamb)`, with `UA` the
 * catalogue's total heat rejection at its rated ΔT divided by that ΔT (condenser catalogues rate
 * THR at one ΔT, 10–15 K; EN 327 at 15 K; the demonstration line stores `UA` directly as
 * `heatRejectionKcalhPerK`). The balance solves Tc from it (`solveCondensingTemperature`).
 */

/** A remote condenser as the balance sees it: kcal/(h·K) per unit and how many. */
export interface CondenserSide {
  /** Heat rejection per kelvin of (Tc − Tamb) of one condenser (`UA`), kcal/(h·K), > 0. */
  readonly heatRejectionKcalhPerK: number;
  /** Condensers installed, integer ≥ 1. */
  readonly count: number;
}

/** The remote condensers at the balance point (rejected heat = compressors' capacity + power). */
export interface CondenserBalance {
  /** Air on the condensers, °C. */
  readonly ambientTemperatureC: number;
  /** Tc the compressors and condensers settle at, °C. */
  readonly condensingTemperatureC: number;
  /** Tc the compressor table assumes at the ambient (ambient + its offset), °C. */
  readonly designCondensingTemperatureC: number;
  /** How Tc was set: floating, or held at the end of the unit's rated range. */
  readonly control: 'FLOATING' | 'MINIMUM' | 'MAXIMUM';
  /** `UA` of all the condensers, kcal/(h·K). */
  readonly heatRejectionKcalhPerK: number;
  /** Heat the compressors reject at the balance point, kcal/h. */
  readonly requiredRejectionKcalh: number;
  /** What the condensers reject at the balance Tc, `UA · (Tc − Tamb)`, kcal/h. */
  readonly availableRejectionKcalh: number;
  /** What they reject at the design Tc, `UA · offset`, kcal/h (the check before issue 28). */
  readonly designRejectionKcalh: number;
  /** True when Tc stays at or below the design Tc (the condensers are not undersized). */
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
 * `UA` of one condenser from its catalogue rating: total heat rejection at a rated ΔT.
 *
 * @param ratedRejectionKcalh - THR of one condenser at the rated ΔT, kcal/h, > 0.
 * @param ratedDtK - the rating's Tc − Tamb, K, > 0 (catalogues: 10–15 K).
 * @returns kcal/(h·K).
 * @example computeCondenserUa(45_000, 15); // => 3_000
 */
export function computeCondenserUa(ratedRejectionKcalh: number, ratedDtK: number): number {
  return (
    requirePositive(ratedRejectionKcalh, 'ratedRejectionKcalh') /
    requirePositive(ratedDtK, 'ratedDtK')
  );
}
