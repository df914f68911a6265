import { describe, expect, it } from 'vitest';
import { formatProjectValue } from './format-value.ts';

describe('formatProjectValue', () => {
  it('writes reais as Brazilian currency, with two decimals', () => {
    expect(formatProjectValue(0)).toBe('R$\u00a00,00');
    expect(formatProjectValue(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatProjectValue(1234567.891)).toBe('R$\u00a01.234.567,89');
  });
});
