import { describe, expect, it } from 'vitest';
import { suggestAdditionalLoad, suggestForkliftCount } from './additional-load-suggestions.ts';
import { createSuggestedGoodsItem } from './goods-suggestions.ts';
import { explainForkliftSuggestion, FORKLIFT_SUGGESTION_DIVISOR } from './forklift-suggestion.ts';

/** Issue 29 item 14: a 720 m³ freezer moving 9,8 t a day. */
const MOVEMENT = [{ dailyMovement: 9800, palletCapacity: 800 }];

describe('the forklift suggestion with its inputs (spec §9, issue 29 item 14)', () => {
  it('6 m high (15 × 8 × 6 = 720 m³): 9 800 kg ÷ 800 kg = 12,25 pallets a day ÷ 8 h ÷ 12 = 0,128', () => {
    const explained = explainForkliftSuggestion(6, MOVEMENT, 8);
    expect(explained).toEqual({
      basis: 'MOVEMENT',
      count: 9800 / 800 / 8 / 12,
      palletsPerDay: 12.25,
      duration: 8,
      divisor: FORKLIFT_SUGGESTION_DIVISOR,
      goods: MOVEMENT,
    });
    expect(explained.count).toBeCloseTo(0.1276, 4);
    // The suggestion applied to the room is the one explained.
    const room = { length: 15, width: 8, height: 6, roomTemperature: -20, operatingHours: 20 };
    const item = { ...createSuggestedGoodsItem(room, 1), dailyMovement: 9800 };
    expect(item.palletCapacity).toBe(800);
    expect(suggestAdditionalLoad(room, [item]).forklift).toEqual({
      count: explained.count,
      duration: 8,
    });
    expect(suggestForkliftCount(6, MOVEMENT, 8)).toBe(explained.count);
  });

  it('4 m high (15 × 12 × 4 = 720 m³): 0, because the spec gives low rooms no forklift', () => {
    expect(explainForkliftSuggestion(4, MOVEMENT, 4)).toEqual({
      basis: 'LOW_ROOM',
      count: 0,
      maxLowRoomHeight: 4,
    });
    expect(suggestForkliftCount(4, MOVEMENT, 4)).toBe(0);
  });

  it('0 without goods, or without hours', () => {
    expect(explainForkliftSuggestion(6, [], 8)).toEqual({ basis: 'NO_GOODS', count: 0 });
    expect(explainForkliftSuggestion(6, MOVEMENT, 0)).toEqual({ basis: 'NO_DURATION', count: 0 });
  });

  it('sums the pallets of every item and skips an item without pallet capacity', () => {
    const goods = [
      { dailyMovement: 9800, palletCapacity: 800 },
      { dailyMovement: 4000, palletCapacity: 1000 },
      { dailyMovement: 100, palletCapacity: 0 },
    ];
    const explained = explainForkliftSuggestion(6, goods, 8);
    expect(explained.basis === 'MOVEMENT' && explained.palletsPerDay).toBe(16.25);
    expect(explained.count).toBeCloseTo(16.25 / 8 / 12, 12);
  });
});
