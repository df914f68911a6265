import { describe, expect, it } from 'vitest';
import { formatProjectValue } from './format-value.ts';

describe('formatProjectValue', () => {
  it('writes reais the Brazilian way, with two decimals', () => {
    expect(formatProjectValue(0)).toBe('0,00');
    expect(formatProjectValue(1234.5)).toBe('1.234,50');
    expect(formatProjectValue(1234567.891)).toBe('1.234.567,89');
  });
});
