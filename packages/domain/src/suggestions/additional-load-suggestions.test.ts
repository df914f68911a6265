import { describe, expect, it } from 'vitest';
import {
  suggestAdditionalLoad,
  suggestEvaporatorPower,
  suggestForkliftCount,
  suggestStaffCount,
  suggestStaffDuration,
} from './additional-load-suggestions.ts';

describe('additional-load suggestions', () => {
  it('staff: ceil(area / 15) up to 4 m high, else ceil(area / 50)', () => {
    expect(suggestStaffCount({ length: 10, width: 8, height: 4 })).toBe(6);
    expect(suggestStaffCount({ length: 10, width: 8, height: 6 })).toBe(2);
    expect(suggestStaffCount({ length: 0, width: 0, height: 0 })).toBe(0);
  });

  it('staff and forklift duration: 4 h up to 4 m high, else 8 h', () => {
    expect(suggestStaffDuration(4)).toBe(4);
    expect(suggestStaffDuration(5)).toBe(8);
  });

  it('forklifts: 0 in low rooms or without goods, else Σ movement / pallet / duration / 12', () => {
    const goods = [
      { dailyMovement: 48_000, palletCapacity: 800 },
      { dailyMovement: 9600, palletCapacity: 800 },
    ];
    expect(suggestForkliftCount(4, goods, 8)).toBe(0);
    expect(suggestForkliftCount(6, [], 8)).toBe(0);
    expect(suggestForkliftCount(6, goods, 8)).toBeCloseTo(60 / 8 / 12 + 12 / 8 / 12, 12);
    expect(suggestForkliftCount(6, [{ dailyMovement: 100, palletCapacity: 0 }], 8)).toBe(0);
  });

  it('evaporator power: 60, 40 or 20 · V · 0.13 / 1000 kW by height', () => {
    expect(suggestEvaporatorPower({ length: 10, width: 5, height: 4 })).toBeCloseTo(1.56, 12);
    expect(suggestEvaporatorPower({ length: 10, width: 5, height: 7 })).toBeCloseTo(1.82, 12);
    expect(suggestEvaporatorPower({ length: 10, width: 5, height: 10 })).toBeCloseTo(1.3, 12);
  });

  it('puts every suggestion and default together', () => {
    const load = suggestAdditionalLoad({ length: 10, width: 8, height: 3, operatingHours: 20 }, []);
    expect(load).toEqual({
      staff: { count: 6, duration: 4 },
      forklift: { count: 0, duration: 4 },
      evaporator: { count: 1, power: (60 * 240 * 0.13) / 1000, duration: 20 },
      lighting: { power: 10.8, duration: 24 },
      other: { power: 0, duration: 0 },
    });
  });
});
