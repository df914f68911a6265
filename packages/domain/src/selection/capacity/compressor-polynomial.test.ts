import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { COMPRESSOR_CURVES } from './compressor-curves.ts';
import {
  MAX_DISCHARGE_CONTINUATION_K,
  computeCompressorDischargeSlope,
  computeCompressorPerformance,
  evaluateCompressorPolynomial,
} from './compressor-polynomial.ts';
import type { CompressorCurve } from './types.ts';

function findCurve(name: string): CompressorCurve {
  const curve = COMPRESSOR_CURVES.find((item) => item.name === name);
  if (!curve) throw new Error(name);
  return curve;
}

const ZS38 = findCurve('Copeland-SCROLL-60HZ_R-404A_MED_ZS38K4E-TF5');

describe('compressor curves', () => {
  it('holds the 14 curves the demonstration units use, 60 Hz, 10 coefficients each', () => {
    expect(COMPRESSOR_CURVES).toHaveLength(14);
    for (const curve of COMPRESSOR_CURVES) {
      expect(curve.frequencyHz).toBe(60);
      expect(curve.capacityCoefficientsW).toHaveLength(10);
      expect(curve.powerCoefficientsW).toHaveLength(10);
      expect(['R22', 'R134a', 'R404A']).toContain(curve.refrigerantCode);
    }
  });

  it('evaluates the constant term at S = D = 0', () => {
    expect(evaluateCompressorPolynomial(ZS38, 'capacity', 0, 0)).toBe(
      ZS38.capacityCoefficientsW[0],
    );
  });

  it('gives ∂X/∂D matching a central difference', () => {
    const h = 1e-4;
    const numeric =
      (evaluateCompressorPolynomial(ZS38, 'capacity', -10, 45 + h) -
        evaluateCompressorPolynomial(ZS38, 'capacity', -10, 45 - h)) /
      (2 * h);
    expect(computeCompressorDischargeSlope(ZS38, 'capacity', -10, 45)).toBeCloseTo(numeric, 4);
  });
});

describe('computeCompressorPerformance', () => {
  it('is the polynomial inside the envelope', () => {
    expect(computeCompressorPerformance(ZS38, 'power', -10, 45)).toBe(
      evaluateCompressorPolynomial(ZS38, 'power', -10, 45),
    );
  });

  it('continues linearly in D above D_max (48.9 °C)', () => {
    const edge = ZS38.dischargeMaxC;
    const expected =
      evaluateCompressorPolynomial(ZS38, 'capacity', -10, edge) +
      4.1 * computeCompressorDischargeSlope(ZS38, 'capacity', -10, edge);
    expect(computeCompressorPerformance(ZS38, 'capacity', -10, 53)).toBeCloseTo(expected, 9);
  });

  it('stays within 4 % of the cubic over the 4.1 K continuation (≤ 1 % but for one curve)', () => {
    for (const curve of COMPRESSOR_CURVES) {
      const axis = curve.application === 'LOW' ? [-40, -30, -20] : [-15, -5, 4.4];
      const worst = curve.model.startsWith('EAVA-0210') ? 0.04 : 0.01;
      for (const suction of axis) {
        for (const quantity of ['capacity', 'power'] as const) {
          const linear = computeCompressorPerformance(curve, quantity, suction, 53);
          const cubic = evaluateCompressorPolynomial(curve, quantity, suction, 53);
          expect(Math.abs(linear / cubic - 1)).toBeLessThanOrEqual(worst);
        }
      }
    }
  });

  it('refuses suction temperatures outside the envelope', () => {
    expectDomainError(
      () => computeCompressorPerformance(ZS38, 'capacity', -20, 45),
      'OUT_OF_CATALOGUE_RANGE',
      'suctionC',
    );
    expectDomainError(
      () => computeCompressorPerformance(ZS38, 'capacity', 5, 45),
      'OUT_OF_CATALOGUE_RANGE',
      'suctionC',
    );
  });

  it('refuses discharge temperatures below D_min or beyond the continuation', () => {
    const beyond = ZS38.dischargeMaxC + MAX_DISCHARGE_CONTINUATION_K + 0.1;
    expectDomainError(
      () => computeCompressorPerformance(ZS38, 'capacity', -10, 5),
      'OUT_OF_CATALOGUE_RANGE',
      'dischargeC',
    );
    expectDomainError(
      () => computeCompressorPerformance(ZS38, 'capacity', -10, beyond),
      'OUT_OF_CATALOGUE_RANGE',
      'dischargeC',
    );
  });

  it('refuses a curve without 10 coefficients', () => {
    const broken = { ...ZS38, powerCoefficientsW: [1, 2, 3] };
    expectDomainError(
      () => evaluateCompressorPolynomial(broken, 'power', -10, 45),
      'INVALID_INPUT',
    );
  });
});
