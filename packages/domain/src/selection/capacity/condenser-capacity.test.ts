import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { computeCondenserRejection, computeCondenserUa } from './condenser-capacity.ts';

describe('remote condenser', () => {
  it('rejects count · q_K · (Tc − Tamb)', () => {
    expect(computeCondenserRejection(2000, 2, 10)).toBe(40_000);
  });

  it('derives UA from a catalogue rating: THR at its ΔT over that ΔT', () => {
    // A condenser rated 45 000 kcal/h at ΔT 15 K (EN 327's rating ΔT) rejects 3 000 kcal/(h·K).
    expect(computeCondenserUa(45_000, 15)).toBe(3000);
    expect(computeCondenserRejection(computeCondenserUa(45_000, 15), 1, 10)).toBe(30_000);
  });

  it('refuses bad counts and non-positive rejection', () => {
    expectDomainError(() => computeCondenserRejection(2000, 0, 10), 'INVALID_INPUT', 'count');
    expectDomainError(
      () => computeCondenserRejection(0, 1, 10),
      'OUT_OF_RANGE',
      'heatRejectionKcalhPerK',
    );
    expectDomainError(() => computeCondenserUa(45_000, 0), 'OUT_OF_RANGE', 'ratedDtK');
  });
});
