import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { computeMonthlyEnergyCost, DEFAULT_ENERGY_TARIFF_BRL_PER_KWH } from './energy.ts';

describe('computeMonthlyEnergyCost', () => {
  it('prices thirty days of the daily energy at the tariff', () => {
    expect(computeMonthlyEnergyCost(40, 0.85)).toBeCloseTo(1020, 9);
    expect(computeMonthlyEnergyCost(0, DEFAULT_ENERGY_TARIFF_BRL_PER_KWH)).toBe(0);
  });

  it('refuses a negative or missing figure', () => {
    expect(() => computeMonthlyEnergyCost(-1, 0.85)).toThrow(DomainError);
    expect(() => computeMonthlyEnergyCost(10, Number.NaN)).toThrow(DomainError);
  });
});
