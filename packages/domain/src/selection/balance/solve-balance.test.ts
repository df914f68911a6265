import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { BALANCE_TOLERANCE_K, findBalanceTemperature } from './solve-balance.ts';

describe('findBalanceTemperature', () => {
  it('solves a linear evaporator against a linear unit exactly', () => {
    // absorbed 1000·(10 − Te), pumped 500·(Te + 20): 10 000 − 1000 Te = 500 Te + 10 000 → Te = 0
    const root = findBalanceTemperature((te) => 1000 * (10 - te) - 500 * (te + 20), -30, 5);
    expect(root.kind).toBe('ROOT');
    if (root.kind === 'ROOT') {
      expect(root.temperatureC).toBeCloseTo(0, 9);
      expect(root.iterations).toBeLessThanOrEqual(Math.ceil(Math.log2(35 / BALANCE_TOLERANCE_K)));
    }
  });

  it('finds any monotone root within 0.01 K', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -39, max: 9, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (root, curvature) => {
          const surplus = (te: number) => Math.exp(-(te - root) / curvature) - 1;
          const answer = findBalanceTemperature(surplus, -40, 10);
          expect(answer.kind).toBe('ROOT');
          if (answer.kind === 'ROOT')
            expect(Math.abs(answer.temperatureC - root)).toBeLessThanOrEqual(BALANCE_TOLERANCE_K);
        },
      ),
    );
  });

  it('says the unit is too small when the evaporators still win at the top', () => {
    expect(findBalanceTemperature((te) => 100 - te, -30, 5)).toEqual({ kind: 'UNIT_TOO_SMALL' });
  });

  it('says the evaporators are too small when the unit wins at the bottom', () => {
    expect(findBalanceTemperature((te) => -100 - te, -30, 5)).toEqual({
      kind: 'EVAPORATORS_TOO_SMALL',
    });
  });

  it('accepts a root on the ends of the range', () => {
    expect(findBalanceTemperature((te) => -te, 0, 5)).toEqual({
      kind: 'ROOT',
      temperatureC: 0,
      iterations: 0,
    });
    expect(findBalanceTemperature((te) => 5 - te, 0, 5)).toEqual({
      kind: 'ROOT',
      temperatureC: 5,
      iterations: 0,
    });
  });

  it('refuses an empty range, a bad tolerance and a non-finite surplus', () => {
    expectDomainError(() => findBalanceTemperature((te) => te, 5, 5), 'INVALID_INPUT', 'highC');
    expectDomainError(
      () => findBalanceTemperature((te) => te, 0, 5, 0),
      'OUT_OF_RANGE',
      'toleranceK',
    );
    expectDomainError(() => findBalanceTemperature(() => Number.NaN, 0, 5), 'INVALID_INPUT');
  });
});
