import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { classifyProfile, findLowestProfile } from './profile-bands.ts';

describe('profile bands by fan diameter (spec §9)', () => {
  it('puts the upper bound in the band, the lower bound in the one below', () => {
    expect(classifyProfile(250)).toBe('BAIXO');
    expect(classifyProfile(350)).toBe('BAIXO');
    expect(classifyProfile(351)).toBe('MEDIO');
    expect(classifyProfile(450)).toBe('MEDIO');
    expect(classifyProfile(451)).toBe('ALTO');
    expect(classifyProfile(100_000)).toBe('ALTO');
  });

  it('refuses diameters at 0 or beyond 100 000 mm', () => {
    expectDomainError(() => classifyProfile(0), 'OUT_OF_RANGE', 'fanDiameterMm');
    expectDomainError(() => classifyProfile(100_001), 'OUT_OF_RANGE', 'fanDiameterMm');
  });

  it('picks the lowest non-empty profile first (spec §4)', () => {
    expect(findLowestProfile([630, 400, 500])).toBe('MEDIO');
    expect(findLowestProfile([])).toBeNull();
  });
});
