import { DomainError } from '../errors.ts';

/**
 * Guards shared by the engine's input checks. Each returns the value it checked, narrowed, or
 * throws a coded {@link DomainError} naming the field. The engine never answers NaN: any value
 * that would produce one is refused here first.
 */

/** A value that is an object (not null, not an array). */
export function requireObject(value: unknown, field: string): Record<string, unknown> {
  if (value === null || value === undefined) {
    throw new DomainError('MISSING_INPUT', `${field} is required`, field);
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new DomainError('INVALID_INPUT', `${field} must be an object`, field);
  }
  return value as Record<string, unknown>;
}

/** A value that is an array. */
export function requireArray(value: unknown, field: string): readonly unknown[] {
  if (value === null || value === undefined) {
    throw new DomainError('MISSING_INPUT', `${field} is required`, field);
  }
  if (!Array.isArray(value)) {
    throw new DomainError('INVALID_INPUT', `${field} must be a list`, field);
  }
  return value;
}

/** A finite number (not NaN, not ±Infinity, not a string). */
export function requireFinite(value: unknown, field: string): number {
  if (value === null || value === undefined) {
    throw new DomainError('MISSING_INPUT', `${field} is required`, field);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DomainError('INVALID_INPUT', `${field} must be a finite number`, field);
  }
  return value;
}

/** A finite number within [min, max] (either bound may be open-ended with ±Infinity). */
export function requireInRange(value: unknown, field: string, min: number, max: number): number {
  const number = requireFinite(value, field);
  if (number < min || number > max) {
    throw new DomainError('OUT_OF_RANGE', `${field} must be between ${min} and ${max}`, field);
  }
  return number;
}

/** A finite number ≥ 0. */
export function requireNonNegative(value: unknown, field: string): number {
  return requireInRange(value, field, 0, Number.POSITIVE_INFINITY);
}

/** A finite number > 0. */
export function requirePositive(value: unknown, field: string): number {
  const number = requireFinite(value, field);
  if (number <= 0) {
    throw new DomainError('OUT_OF_RANGE', `${field} must be above 0`, field);
  }
  return number;
}

/**
 * Smallest requirement a search divides by (kcal/h). Below it `capacity ÷ requirement` can
 * overflow to Infinity (5e-324 does), and no real room needs less.
 */
export const SMALLEST_REQUIREMENT = 0.001;

/**
 * A requirement that ratios are computed against: finite and at least
 * {@link SMALLEST_REQUIREMENT}, so every `x ÷ requirement` of a finite `x` stays finite.
 * @example requireRatioDivisor(6000, 'requiredCapacityKcalh') // => 6000
 */
export function requireRatioDivisor(value: unknown, field: string): number {
  const number = requireFinite(value, field);
  if (number < SMALLEST_REQUIREMENT) {
    throw new DomainError(
      'OUT_OF_RANGE',
      `${field} must be at least ${SMALLEST_REQUIREMENT}`,
      field,
    );
  }
  return number;
}

/** A length, width or height in m: finite and ≥ 0, else INVALID_GEOMETRY. */
export function requireDimension(value: unknown, field: string, isZeroAllowed: boolean): number {
  const number = requireFinite(value, field);
  if (number < 0 || (!isZeroAllowed && number === 0)) {
    const bound = isZeroAllowed ? 'negative' : 'above 0';
    const message = isZeroAllowed ? `${field} must not be ${bound}` : `${field} must be ${bound}`;
    throw new DomainError('INVALID_GEOMETRY', message, field);
  }
  return number;
}

/** A nullable number: `null`/`undefined` give `fallback`, anything else must be in range. */
export function readOptionalInRange(
  value: unknown,
  field: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === null || value === undefined) return fallback;
  return requireInRange(value, field, min, max);
}
