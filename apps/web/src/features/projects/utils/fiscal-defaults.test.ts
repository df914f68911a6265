import { describe, expect, it } from 'vitest';
import { deriveIcmsContribution } from './fiscal-defaults.ts';

describe('deriveIcmsContribution', () => {
  it('reads a registration as a contributor, ISENTO as exempt, nothing as no suggestion', () => {
    expect(deriveIcmsContribution('110.042.490.114')).toBe('CONTRIBUTOR');
    expect(deriveIcmsContribution('P-01100424.3/002')).toBe('CONTRIBUTOR');
    expect(deriveIcmsContribution(' isento ')).toBe('EXEMPT');
    expect(deriveIcmsContribution('ISENTO')).toBe('EXEMPT');
    expect(deriveIcmsContribution('ISEN')).toBeNull();
    expect(deriveIcmsContribution('')).toBeNull();
  });
});
