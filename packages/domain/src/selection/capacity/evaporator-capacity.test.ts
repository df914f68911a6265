import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import type { EvaporatorCapacityData } from '../catalog/types.ts';
import {
  computeEvaporatorCapacity,
  computeMaxEvaporatorDt,
  computeSpecificEvaporatorCapacity,
  isAboveMaxEvaporatorDt,
  computeWetCoilFactor,
  createSpecialEvaporatorCapacity,
  findRefrigerantFactor,
  WET_COIL_FACTOR_POINTS,
} from './evaporator-capacity.ts';

const SC2_COIL: EvaporatorCapacityData = {
  referenceCapacityKcalh: 8000,
  referenceDtK: 8,
  referenceEvaporatingTemperatureC: -8,
  ratingCondition: 'SC2',
  refrigerantFactors: { R404A: 1, R134a: 0.92 },
};

describe('wet-coil factor', () => {
  it('is keyed on the coil inlet air at SC4, SC2 and 5 °C, as its source (capacity_correction_defaults.csv)', () => {
    expect(WET_COIL_FACTOR_POINTS).toEqual([
      { airInletTemperatureC: -25, factor: 1.01 },
      { airInletTemperatureC: 0, factor: 1.15 },
      { airInletTemperatureC: 5, factor: 1.35 },
    ]);
  });

  // Hand-worked from capacity_correction_defaults.csv ("European wet-coil factor interpolation":
  // 1.0 at or below −25 °C inlet; SC4 → SC2 linear over −25 … 0 °C; SC2 → SC1 over 0 … 5 °C;
  // 1.35 above) and en328_rating_conditions.csv (SC4 1.01, SC2 1.15, SC1 1.35). Exact arithmetic.
  it.each([
    [-30, 1],
    [-25, 1],
    [-18, 1.01 + (7 / 25) * 0.14],
    [0, 1.15],
    [2.5, 1.25],
    [5, 1.35],
    [10, 1.35],
  ])('w(%s °C inlet air) = %s', (airInletC, factor) => {
    expect(computeWetCoilFactor(airInletC)).toBeCloseTo(factor, 12);
  });

  it('never falls as the inlet air warms above −25 °C', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -24.99, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (air, step) => {
          expect(computeWetCoilFactor(air + step)).toBeGreaterThanOrEqual(
            computeWetCoilFactor(air),
          );
        },
      ),
    );
  });
});

describe('computeEvaporatorCapacity', () => {
  it('gives Q_ref at the rating condition', () => {
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -8, 8)).toBeCloseTo(8000, 9);
  });

  it('is linear in DT at the rating room air (Q_ref · DT / DT_ref)', () => {
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -6, 6)).toBeCloseTo(6000, 9);
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', 0, 0)).toBe(0);
  });

  it('applies f_air = w(room air)/w(rating air) and f_refrigerant', () => {
    // SC2 coil (air 0 °C, Te −8, DT 8) in a −18 °C room at Te −25 (DT 7):
    // 8000 · 7/8 · w(−18)/w(0) = 7000 · 1.0492 / 1.15.
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -25, 7)).toBeCloseTo(
      (7000 * (1.01 + (7 / 25) * 0.14)) / 1.15,
      9,
    );
    expect(computeEvaporatorCapacity(SC2_COIL, 'R134a', -8, 8)).toBeCloseTo(8000 * 0.92, 9);
  });

  it('keys the wet-coil factor on the room air, not on Te (issue 28 item 6)', () => {
    // A 0 °C room at Te −10 (DT 10) is at the rating's own inlet air (0 °C): w(0)/w(0) = 1, so
    // 8000 · 10/8 = 10 000 kcal/h. Keyed on Te it was 10 000 · w(−10)/w(−8) ≈ 9 898.
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -10, 10)).toBeCloseTo(10_000, 9);
  });

  it('equals specific capacity × DT × w(Te + DT) within the maximum DT (the search index key)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -45, max: 10, noNaN: true }),
        fc.double({ min: 0.5, max: 10.4, noNaN: true }),
        (te, dt) => {
          const key = computeSpecificEvaporatorCapacity(SC2_COIL, 0.92);
          const expected = key * dt * computeWetCoilFactor(te + dt);
          expect(computeEvaporatorCapacity(SC2_COIL, 'R134a', te, dt)).toBeCloseTo(expected, 6);
        },
      ),
    );
  });

  it('refuses a refrigerant the model is not offered with', () => {
    expectDomainError(
      () => findRefrigerantFactor(SC2_COIL, 'R22'),
      'UNKNOWN_REFERENCE',
      'refrigerantCode',
    );
  });

  it('refuses a negative DT, a non-finite Te and a zero DT_ref', () => {
    expectDomainError(
      () => computeEvaporatorCapacity(SC2_COIL, 'R404A', -8, -1),
      'OUT_OF_RANGE',
      'dtK',
    );
    expectDomainError(
      () => computeEvaporatorCapacity(SC2_COIL, 'R404A', Number.NaN, 6),
      'INVALID_INPUT',
      'evaporatingTemperatureC',
    );
    expectDomainError(
      () => computeEvaporatorCapacity({ ...SC2_COIL, referenceDtK: 0 }, 'R404A', -8, 6),
      'OUT_OF_RANGE',
      'referenceDtK',
    );
  });
});

describe('the maximum DT (issue 28 item 6)', () => {
  it('is 1.3 × the rated DT by default (capacity_correction_defaults.csv "Max DT1 default")', () => {
    expect(computeMaxEvaporatorDt(SC2_COIL)).toBeCloseTo(10.4, 12);
    expect(computeMaxEvaporatorDt({ ...SC2_COIL, maxDtFactor: 1.5 })).toBeCloseTo(12, 12);
  });

  it('holds the capacity at the maximum DT instead of extrapolating (an antechamber at DT 18 K)', () => {
    // SC2 coil in a +10 °C room at Te −8 (DT 18 K, 2.25 × rated): valid to 10.4 K, so
    // 8000 · 10.4/8 · w(10)/w(0) = 10 400 · 1.35/1.15 = 12 208.7 kcal/h (linear: 18 000 · 1.17).
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -8, 18)).toBeCloseTo(
      (10_400 * 1.35) / 1.15,
      6,
    );
    expect(isAboveMaxEvaporatorDt(SC2_COIL, 18)).toBe(true);
    expect(isAboveMaxEvaporatorDt(SC2_COIL, 10.4)).toBe(false);
  });

  it('refuses a maximum below the rated DT or above 3 ×', () => {
    expectDomainError(
      () => computeEvaporatorCapacity({ ...SC2_COIL, maxDtFactor: 0.9 }, 'R404A', -8, 6),
      'OUT_OF_RANGE',
      'maxDtFactor',
    );
  });
});

describe('createSpecialEvaporatorCapacity', () => {
  it('rates a custom evaporator at the system temperature: its capacity at its DT', () => {
    const special = createSpecialEvaporatorCapacity(5000, 6, -10, 'R449A');
    expect(computeEvaporatorCapacity(special, 'R449A', -10, 6)).toBeCloseTo(5000, 9);
    // Rated at inlet air −4 °C (−10 + 6); at DT 7 the room is −3 °C: 5000 · 7/6 · w(−3)/w(−4).
    const w = (air: number) => 1.01 + ((air + 25) / 25) * 0.14;
    expect(computeEvaporatorCapacity(special, 'R449A', -10, 7)).toBeCloseTo(
      ((5000 * 7) / 6) * (w(-3) / w(-4)),
      9,
    );
  });

  it('refuses a capacity or DT that is not above 0', () => {
    expectDomainError(
      () => createSpecialEvaporatorCapacity(0, 6, -10, 'R22'),
      'OUT_OF_RANGE',
      'unitCapacity',
    );
    expectDomainError(
      () => createSpecialEvaporatorCapacity(5000, 0, -10, 'R22'),
      'OUT_OF_RANGE',
      'temperatureDelta',
    );
  });
});
