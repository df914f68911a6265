import { DomainError } from '../../errors.ts';
import { requireFinite, requirePositive } from '../../validation/assert-input.ts';

/**
 * The balance-point root finder: bracketing and bisection on the surplus
 * `absorbed(Te) − pumped(Te)`, which falls as Te rises (evaporators absorb less, the unit pumps
 * more), to a bracket of {@link BALANCE_TOLERANCE_K}, closed by one secant step inside it.
 */

/** Width of the final bracket, K (the method: 0.01 K). */
export const BALANCE_TOLERANCE_K = 0.01;

export type BalanceRoot =
  | { readonly kind: 'ROOT'; readonly temperatureC: number; readonly iterations: number }
  /** The surplus is still positive at the top of the range: the unit is too small. */
  | { readonly kind: 'UNIT_TOO_SMALL' }
  /** The surplus is already negative at the bottom of the range: the evaporators are too small. */
  | { readonly kind: 'EVAPORATORS_TOO_SMALL' };

function evaluate(computeSurplus: (temperatureC: number) => number, temperatureC: number): number {
  const surplus = computeSurplus(temperatureC);
  if (!Number.isFinite(surplus)) {
    throw new DomainError('INVALID_INPUT', `the balance is not finite at ${temperatureC} °C`);
  }
  return surplus;
}

/**
 * Finds the evaporating temperature where the surplus is zero inside `[lowC, highC]`.
 *
 * @param computeSurplus - absorbed minus pumped capacity at Te (any unit), non-increasing in Te.
 * @param lowC - bottom of the range, °C. @param highC - top of the range, °C, above `lowC`.
 * @param toleranceK - final bracket width, K, > 0 (default 0.01).
 * @returns the root (within the tolerance; exact for linear sides), or why there is none.
 * @example
 * const balance = findBalanceTemperature((te) => 1000 * (10 - te) - 500 * (te + 20), -30, 5);
 * balance.kind; // => 'ROOT'
 * balance.temperatureC; // ≈ 0 °C (±1e-6) — 1000 · 10 = 500 · 20
 */
export function findBalanceTemperature(
  computeSurplus: (temperatureC: number) => number,
  lowC: number,
  highC: number,
  toleranceK: number = BALANCE_TOLERANCE_K,
): BalanceRoot {
  let low = requireFinite(lowC, 'lowC');
  let high = requireFinite(highC, 'highC');
  requirePositive(toleranceK, 'toleranceK');
  if (high <= low) throw new DomainError('INVALID_INPUT', 'highC must be above lowC', 'highC');
  let surplusLow = evaluate(computeSurplus, low);
  if (surplusLow < 0) return { kind: 'EVAPORATORS_TOO_SMALL' };
  if (surplusLow === 0) return { kind: 'ROOT', temperatureC: low, iterations: 0 };
  let surplusHigh = evaluate(computeSurplus, high);
  if (surplusHigh > 0) return { kind: 'UNIT_TOO_SMALL' };
  if (surplusHigh === 0) return { kind: 'ROOT', temperatureC: high, iterations: 0 };
  let iterations = 0;
  while (high - low > toleranceK) {
    const middle = (low + high) / 2;
    const surplus = evaluate(computeSurplus, middle);
    iterations += 1;
    if (surplus === 0) return { kind: 'ROOT', temperatureC: middle, iterations };
    if (surplus > 0) {
      low = middle;
      surplusLow = surplus;
    } else {
      high = middle;
      surplusHigh = surplus;
    }
  }
  const temperatureC = low + ((high - low) * surplusLow) / (surplusLow - surplusHigh);
  return { kind: 'ROOT', temperatureC, iterations };
}
