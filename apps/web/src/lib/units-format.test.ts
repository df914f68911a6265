import { describe, expect, it } from 'vitest';
import { formatKcalh, formatKw, formatUnitValue, isFormattedUnit } from './units-format.ts';

describe('units-format', () => {
  it('writes kW with two decimals and kcal/h with none, pt-BR', () => {
    expect(formatKw(3.14159)).toBe('3,14 kW');
    expect(formatKw(1234)).toBe('1.234,00 kW');
    expect(formatKcalh(12345.678)).toBe('12.346 kcal/h');
    expect(formatKcalh(0.4)).toBe('0 kcal/h');
    expect(formatUnitValue(2.5, 'kcal/h')).toBe('3');
  });

  it('knows which units it formats', () => {
    expect(isFormattedUnit('kW')).toBe(true);
    expect(isFormattedUnit('kcal/h')).toBe(true);
    expect(isFormattedUnit('m²')).toBe(false);
  });
});
