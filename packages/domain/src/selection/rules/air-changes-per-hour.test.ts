import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { computeAirChangesPerHour } from './air-changes-per-hour.ts';
import { computeAirExchangeRate } from './selection-rules.ts';

describe('air changes per hour of the evaporators (issue 29 item 11)', () => {
  it("gives the issue's room 54,7/h per volume where the spec's floor-area figure gives 175", () => {
    // 10 × 8 × 3,2 m (256 m³), two evaporators of 7 000 m³/h: 14 000 m³/h.
    expect(computeAirExchangeRate(7000, 2, 10, 8)).toBe(175);
    expect(computeAirChangesPerHour(7000, 2, 10, 8, 3.2)).toBeCloseTo(54.6875, 9);
  });

  it('is the floor-area figure divided by the height', () => {
    const perArea = computeAirExchangeRate(4500, 3, 12, 6);
    expect(computeAirChangesPerHour(4500, 3, 12, 6, 5)).toBeCloseTo(perArea / 5, 9);
  });

  it('refuses a room without volume and a negative flow', () => {
    expectDomainError(() => computeAirChangesPerHour(3000, 1, 5, 4, 0), 'OUT_OF_RANGE', 'height');
    expectDomainError(
      () => computeAirChangesPerHour(-1, 1, 5, 4, 3),
      'OUT_OF_RANGE',
      'unitAirFlow',
    );
  });
});
