import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { checkCondenserRejection, computeCondenserRejection } from './condenser-capacity.ts';

describe('remote condenser', () => {
  it('rejects count · q_K · (Tc − Tamb)', () => {
    expect(computeCondenserRejection(2000, 2, 10)).toBe(40_000);
  });

  it('passes when the condensers reject the compressors’ capacity + power', () => {
    const check = checkCondenserRejection({ heatRejectionKcalhPerK: 3000, count: 1 }, 27_000, 10);
    expect(check).toEqual({
      requiredRejectionKcalh: 27_000,
      availableRejectionKcalh: 30_000,
      condensingOffsetK: 10,
      requiredDtK: 9,
      ratio: 30_000 / 27_000,
      isSufficient: true,
    });
  });

  it('fails when they do not, and says which DT they would need', () => {
    const check = checkCondenserRejection({ heatRejectionKcalhPerK: 1500, count: 1 }, 18_000, 10);
    expect(check.isSufficient).toBe(false);
    expect(check.requiredDtK).toBe(12);
  });

  it('refuses bad counts and non-positive rejection', () => {
    expectDomainError(() => computeCondenserRejection(2000, 0, 10), 'INVALID_INPUT', 'count');
    expectDomainError(
      () => computeCondenserRejection(0, 1, 10),
      'OUT_OF_RANGE',
      'heatRejectionKcalhPerK',
    );
    expectDomainError(
      () => checkCondenserRejection({ heatRejectionKcalhPerK: 1, count: 1 }, 0, 10),
      'OUT_OF_RANGE',
      'rejectedHeatKcalh',
    );
  });
});
