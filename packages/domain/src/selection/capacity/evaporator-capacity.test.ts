import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import type { EvaporatorCapacityData } from '../catalog/types.ts';
import {
  computeEvaporatorCapacity,
  computeSpecificEvaporatorCapacity,
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
  it('is built from SC5…SC1, ascending in Te', () => {
    expect(WET_COIL_FACTOR_POINTS.map((p) => p.evaporatingTemperatureC)).toEqual([
      -40, -31, -25, -8, 0,
    ]);
  });

  it('never falls as Te rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (te, step) => {
          expect(computeWetCoilFactor(te + step)).toBeGreaterThanOrEqual(computeWetCoilFactor(te));
        },
      ),
    );
  });
});

describe('computeEvaporatorCapacity', () => {
  it('gives Q_ref at the rating condition', () => {
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -8, 8)).toBeCloseTo(8000, 9);
  });

  it('is linear in DT (Q_ref · DT / DT_ref)', () => {
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -8, 6)).toBeCloseTo(6000, 9);
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -8, 0)).toBe(0);
  });

  it('applies f_Te = w(Te)/w(Te_ref) and f_refrigerant', () => {
    expect(computeEvaporatorCapacity(SC2_COIL, 'R404A', -25, 8)).toBeCloseTo(
      (8000 * 1.05) / 1.15,
      9,
    );
    expect(computeEvaporatorCapacity(SC2_COIL, 'R134a', -8, 8)).toBeCloseTo(8000 * 0.92, 9);
  });

  it('equals specific capacity × DT × w(Te) (the search index key)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -45, max: 10, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (te, dt) => {
          const key = computeSpecificEvaporatorCapacity(SC2_COIL, 0.92);
          const expected = key * dt * computeWetCoilFactor(te);
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

describe('createSpecialEvaporatorCapacity', () => {
  it('rates a custom evaporator at the system temperature: its capacity at its DT', () => {
    const special = createSpecialEvaporatorCapacity(5000, 6, -10, 'R449A');
    expect(computeEvaporatorCapacity(special, 'R449A', -10, 6)).toBeCloseTo(5000, 9);
    expect(computeEvaporatorCapacity(special, 'R449A', -10, 9)).toBeCloseTo(7500, 9);
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
