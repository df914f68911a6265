import { DomainError } from '../../errors.ts';
import { readOptionalInRange, requirePositive } from '../../validation/assert-input.ts';

/** Guards and ordering shared by the searches. */

export const DEFAULT_SEARCH_LIMIT = 50;
export const MAX_SEARCH_LIMIT = 10_000;

/** Reads a search limit: integer 1–10 000, default 50. */
export function readSearchLimit(limit: number | undefined): number {
  const value = readOptionalInRange(limit, 'limit', 1, MAX_SEARCH_LIMIT, DEFAULT_SEARCH_LIMIT);
  if (!Number.isInteger(value))
    throw new DomainError('INVALID_INPUT', 'limit must be whole', 'limit');
  return value;
}

/** Reads a count: integer ≥ 1. */
export function readCount(count: number): number {
  const value = requirePositive(count, 'count');
  if (!Number.isInteger(value))
    throw new DomainError('INVALID_INPUT', 'count must be whole', 'count');
  return value;
}

/**
 * Result order: without a requirement, capacity ascending; with one, the models that meet it
 * first (closest above first), then those below it (closest below first); ties by model code.
 */
export function compareByRequirement(
  a: { readonly capacity: number; readonly code: string },
  b: { readonly capacity: number; readonly code: string },
  required: number | null,
): number {
  const byCode = a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
  if (required === null) return a.capacity - b.capacity || byCode;
  const isAAbove = a.capacity >= required;
  const isBAbove = b.capacity >= required;
  if (isAAbove !== isBAbove) return isAAbove ? -1 : 1;
  return (isAAbove ? a.capacity - b.capacity : b.capacity - a.capacity) || byCode;
}
