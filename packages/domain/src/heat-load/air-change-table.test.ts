import { describe, expect, it } from 'vitest';
import {
  AIR_CHANGES_ABOVE_ZERO,
  AIR_CHANGES_BELOW_ZERO,
  findTableAirChanges,
} from './air-change-table.ts';

describe('air-change table', () => {
  it.each([
    ['above', AIR_CHANGES_ABOVE_ZERO],
    ['below', AIR_CHANGES_BELOW_ZERO],
  ])('%s 0 °C: volumes rise and air changes fall row by row', (_name, table) => {
    for (let index = 1; index < table.length; index += 1) {
      expect(table[index]!.volume).toBeGreaterThan(table[index - 1]!.volume);
      expect(table[index]!.airChanges).toBeLessThan(table[index - 1]!.airChanges);
    }
  });

  it('returns every row exactly', () => {
    for (const row of AIR_CHANGES_ABOVE_ZERO) {
      expect(findTableAirChanges(row.volume, 5).airChanges).toBe(row.airChanges);
    }
    for (const row of AIR_CHANGES_BELOW_ZERO) {
      expect(findTableAirChanges(row.volume, -5).airChanges).toBe(row.airChanges);
    }
  });

  it('interpolates linearly between rows', () => {
    expect(findTableAirChanges(27, 4)).toEqual({ airChanges: 18.75, lookup: 'INTERPOLATED' });
    expect(findTableAirChanges(700, -10).airChanges).toBeCloseTo(2.6 - (140 / 290) * 0.5, 12);
  });

  it('uses the above-0 table at exactly 0 °C and the below-0 table just under it', () => {
    expect(findTableAirChanges(6, 0).airChanges).toBe(44);
    expect(findTableAirChanges(6, -0.1).airChanges).toBe(34.8);
  });

  it('holds the first row below 6 m³ and extrapolates with √(V_last / V) beyond the last', () => {
    expect(findTableAirChanges(1, 4)).toEqual({ airChanges: 44, lookup: 'BELOW_FIRST_ROW' });
    const beyond = findTableAirChanges(3400, -18);
    expect(beyond.lookup).toBe('BEYOND_LAST_ROW');
    expect(beyond.airChanges).toBeCloseTo(2.1 * Math.sqrt(850 / 3400), 12);
  });

  it('is continuous at the last row', () => {
    expect(findTableAirChanges(2800.0001, 4).airChanges).toBeCloseTo(1.4, 6);
  });
});
