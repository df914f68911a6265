import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { computeRoomCoverage, MINIMUM_ROOM_COVERAGE } from './room-coverage.ts';

describe('computeRoomCoverage', () => {
  it('gives the share of the required load and flags a room under 95 % (issue 28 item 2)', () => {
    // The apple room of the issue: 4 870 of 8 923 kcal/h = 54.58 %.
    const coverage = computeRoomCoverage(4870, 8923);
    expect(coverage.coveragePercent).toBeCloseTo(54.58, 2);
    expect(coverage.isCovered).toBe(false);
  });

  it('counts a room at exactly the minimum as covered and one just under as not', () => {
    expect(MINIMUM_ROOM_COVERAGE).toBe(0.95);
    expect(computeRoomCoverage(9500, 10_000)).toEqual({ coveragePercent: 95, isCovered: true });
    expect(computeRoomCoverage(9499, 10_000).isCovered).toBe(false);
    expect(computeRoomCoverage(13_746, 5000).isCovered).toBe(true);
  });

  it('counts a room that requires nothing as covered, with no percentage', () => {
    expect(computeRoomCoverage(1200, 0)).toEqual({ coveragePercent: null, isCovered: true });
  });

  it('refuses negative and non-finite figures', () => {
    expectDomainError(() => computeRoomCoverage(-1, 100), 'OUT_OF_RANGE', 'capacityKcalh');
    expectDomainError(() => computeRoomCoverage(100, Number.NaN), 'INVALID_INPUT', 'requiredKcalh');
  });
});
