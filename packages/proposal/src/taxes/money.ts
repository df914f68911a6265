import DecimalJs from 'decimal.js';

/*
 * Money and rates inside the tax engine (docs/decisions/069-brazilian-taxes.md): decimal.js, never
 * binary floating point. Numbers come in and go out only at the engine's edges: reais rounded to
 * the centavo half-up (NF-e amounts have two decimals), rates in %.
 */

/** The engine's decimal: 40 significant digits, ties rounded half-up. */
export const Money = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;

export const ZERO = new Money(0);

/** A number of the input (reais, a rate in %) as a decimal, free of its binary noise. */
export function toMoney(value: number): Money {
  return new Money(value);
}

/**
 * Rounds to the centavo, half-up (away from zero on a tie).
 * @example roundCentavos(toMoney(1393.875)).toNumber() // => 1393.88
 */
export function roundCentavos(value: Money): Money {
  return value.toDecimalPlaces(2, Money.ROUND_HALF_UP);
}

/**
 * A rate in % as a fraction.
 * @example fraction(20.5).toNumber() // => 0.205
 */
export function fraction(ratePercent: number | Money): Money {
  return new Money(ratePercent).div(100);
}

/**
 * base × rate %, rounded to the centavo.
 * @example applyRate(toMoney(10325), 7).toNumber() // => 722.75
 */
export function applyRate(base: Money, ratePercent: number | Money): Money {
  return roundCentavos(base.mul(fraction(ratePercent)));
}

/** The figure at the engine's edge: reais with two decimals, as a number. */
export function toReais(value: Money): number {
  return roundCentavos(value).toNumber();
}

/**
 * A rate in % as the engine answers it (at most 4 decimals, as the tables accept).
 * @example toPercent(new Money(20.5).minus(7)) // => 13.5
 */
export function toPercent(value: Money): number {
  return value.toDecimalPlaces(4, Money.ROUND_HALF_UP).toNumber();
}

/** Σ of decimals. */
export function sum(values: readonly Money[]): Money {
  return values.reduce((total, value) => total.plus(value), ZERO);
}
