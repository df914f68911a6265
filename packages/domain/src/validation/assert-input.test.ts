import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  readOptionalInRange,
  requireArray,
  requireDimension,
  requireFinite,
  requireInRange,
  requireObject,
  requirePositive,
} from './assert-input.ts';

function captureCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return `${error.code}@${error.field ?? ''}`;
    throw error;
  }
  return undefined;
}

describe('input guards', () => {
  it.each([
    [() => requireFinite(Number.NaN, 'x'), 'INVALID_INPUT@x'],
    [() => requireFinite(Number.POSITIVE_INFINITY, 'x'), 'INVALID_INPUT@x'],
    [() => requireFinite('3', 'x'), 'INVALID_INPUT@x'],
    [() => requireFinite(undefined, 'x'), 'MISSING_INPUT@x'],
    [() => requireFinite(null, 'x'), 'MISSING_INPUT@x'],
    [() => requireInRange(101, 'rh', 0, 100), 'OUT_OF_RANGE@rh'],
    [() => requirePositive(0, 'h'), 'OUT_OF_RANGE@h'],
    [() => requireDimension(-1, 'length', true), 'INVALID_GEOMETRY@length'],
    [() => requireDimension(0, 'length', false), 'INVALID_GEOMETRY@length'],
    [() => requireObject(null, 'doors'), 'MISSING_INPUT@doors'],
    [() => requireObject([], 'doors'), 'INVALID_INPUT@doors'],
    [() => requireArray({}, 'goods'), 'INVALID_INPUT@goods'],
    [() => requireArray(undefined, 'goods'), 'MISSING_INPUT@goods'],
  ])('refuses a bad value with a code (%#)', (run, expected) => {
    expect(captureCode(run)).toBe(expected);
  });

  it('returns good values unchanged', () => {
    expect(requireFinite(-3.5, 'x')).toBe(-3.5);
    expect(requireInRange(100, 'rh', 0, 100)).toBe(100);
    expect(requireDimension(0, 'width', true)).toBe(0);
    expect(readOptionalInRange(null, 'e', 0, 100, 0)).toBe(0);
    expect(readOptionalInRange(30, 'e', 0, 100, 0)).toBe(30);
  });
});
