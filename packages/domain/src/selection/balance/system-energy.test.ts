import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import {
  DEFAULT_ENERGY_TARIFF_BRL_PER_KWH,
  estimateMonthlyRunningCost,
  estimateSystemEnergy,
} from './system-energy.ts';

describe('estimateSystemEnergy', () => {
  it('runs the hours it takes to remove the rooms’ daily heat (hand values)', () => {
    // 8000 × 18 + 4000 × 12 = 192 000 kcal a day; at 16 000 kcal/h: 12 h; 6.5 kW × 12 h = 78 kWh.
    const energy = estimateSystemEnergy({
      powerKw: 6.5,
      resultingCapacityKcalh: 16_000,
      rooms: [
        { requiredCapacityKcalh: 8000, operatingHours: 18 },
        { requiredCapacityKcalh: 4000, operatingHours: 12 },
      ],
    });
    expect(energy.powerKw).toBe(6.5);
    expect(energy.runningHoursPerDay).toBeCloseTo(12, 12);
    expect(energy.energyKwhPerDay).toBeCloseTo(78, 12);
  });

  it('caps the running hours at 24 when the units are short', () => {
    // 20 000 × 20 = 400 000 kcal at 10 000 kcal/h would take 40 h.
    const energy = estimateSystemEnergy({
      powerKw: 3,
      resultingCapacityKcalh: 10_000,
      rooms: [{ requiredCapacityKcalh: 20_000, operatingHours: 20 }],
    });
    expect(energy.runningHoursPerDay).toBe(24);
    expect(energy.energyKwhPerDay).toBe(72);
  });

  it('refuses a capacity of zero and hours beyond a day', () => {
    expectDomainError(
      () => estimateSystemEnergy({ powerKw: 1, resultingCapacityKcalh: 0, rooms: [] }),
      'OUT_OF_RANGE',
      'resultingCapacityKcalh',
    );
    expectDomainError(
      () =>
        estimateSystemEnergy({
          powerKw: 1,
          resultingCapacityKcalh: 1000,
          rooms: [{ requiredCapacityKcalh: 100, operatingHours: 25 }],
        }),
      'OUT_OF_RANGE',
      'rooms[0].operatingHours',
    );
  });
});

describe('estimateMonthlyRunningCost', () => {
  it('is energy a day × 30 days × tariff', () => {
    expect(estimateMonthlyRunningCost(78, 0.85)).toBeCloseTo(1989, 9);
    expect(estimateMonthlyRunningCost(10, 1, 31)).toBe(310);
  });

  it('defaults to the documented tariff', () => {
    expect(DEFAULT_ENERGY_TARIFF_BRL_PER_KWH).toBe(0.9);
    expect(estimateMonthlyRunningCost(100)).toBeCloseTo(2700, 9);
  });
});
