import { describe, expect, it } from 'vitest';
import { formatCelsius, formatTemperatureTick } from './format-values.ts';

describe('formatTemperatureTick (the balance chart axis, issue 29 item 7)', () => {
  it('writes pt-BR decimals: -16.3 is "-16,3", not "-16.3"', () => {
    expect(formatTemperatureTick(-16.3)).toBe('-16,3');
    expect(formatTemperatureTick(-16.25)).toBe('-16,3');
    expect(formatTemperatureTick(-40)).toBe('-40');
    expect(formatTemperatureTick(1234.5)).toBe('1.234,5');
  });

  it('uses the minus sign of every other temperature on screen', () => {
    const minus = formatCelsius(-10).charAt(0);
    expect(formatTemperatureTick(-10).charAt(0)).toBe(minus);
    expect(minus).toBe('-');
  });

  it('writes no "-0" for a tick that rounds to zero from below', () => {
    expect(formatTemperatureTick(-0.04)).toBe('0');
    expect(formatTemperatureTick(-0)).toBe('0');
  });
});
