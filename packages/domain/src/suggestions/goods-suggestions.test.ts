import { describe, expect, it } from 'vitest';
import { GOODS } from '../reference-data/goods-catalog.ts';
import {
  addGoodsItem,
  applyCatalogueGood,
  createSuggestedGoodsItem,
  MISCELLANEOUS_GOOD,
  redistributeGoods,
  removeLastGoodsItem,
  suggestCheckinTemperature,
  suggestCheckoutTemperature,
  suggestDailyMovement,
  suggestPalletCapacity,
  suggestStorageCapacity,
  suggestTotalStorageCapacity,
} from './goods-suggestions.ts';

const low = { length: 5, width: 4, height: 3, roomTemperature: 2 };
const high = { length: 20, width: 10, height: 8, roomTemperature: -20 };

describe('goods suggestions', () => {
  it('pallet capacity is 30 kg up to 4 m high, else 800 kg', () => {
    expect(suggestPalletCapacity(4)).toBe(30);
    expect(suggestPalletCapacity(4.01)).toBe(800);
  });

  it('storage capacity is 380 · V · 0.65 up to 4 m, else 110 · V, split across items', () => {
    expect(suggestTotalStorageCapacity(low)).toBeCloseTo(380 * 60 * 0.65, 9);
    expect(suggestTotalStorageCapacity(high)).toBe(110 * 1600);
    expect(suggestStorageCapacity(high, 4)).toBe(44_000);
  });

  it('check-in is room + 5, check-out the room, movement 20 % of storage', () => {
    expect(suggestCheckinTemperature(-20)).toBe(-15);
    expect(suggestCheckoutTemperature(-20)).toBe(-20);
    expect(suggestDailyMovement(44_000)).toBe(8800);
  });

  it('a new item defaults to the miscellaneous product with every suggestion', () => {
    const item = createSuggestedGoodsItem(high, 1);
    expect(item).toMatchObject({
      goods: { id: MISCELLANEOUS_GOOD.id, group: { id: MISCELLANEOUS_GOOD.groupId } },
      palletCapacity: 800,
      storageCapacity: 176_000,
      dailyMovement: 35_200,
      checkinTemperature: -15,
      checkoutTemperature: -20,
      processingTime: 24,
      freezingPoint: MISCELLANEOUS_GOOD.freezingPoint,
    });
  });

  it('selecting a product copies its properties and its respiration load', () => {
    const apple = GOODS.find((good) => good.code === 'taco-222');
    if (!apple) throw new Error('apple missing');
    const item = applyCatalogueGood(createSuggestedGoodsItem(low, 1), apple);
    expect(item.heatOfRespiration).toBe(apple.heatOfRespiration);
    expect(item.respirationHeatLoad).toBeCloseTo(
      (item.storageCapacity * apple.heatOfRespiration) / 1000,
      9,
    );
  });

  it('adding an item redistributes storage and movement over all items', () => {
    const one = addGoodsItem([], high);
    const two = addGoodsItem(one, high);
    const three = addGoodsItem(two, high);
    expect(three).toHaveLength(3);
    for (const item of three) {
      expect(item.storageCapacity).toBeCloseTo(176_000 / 3, 9);
      expect(item.dailyMovement).toBeCloseTo((176_000 / 3) * 0.2, 9);
    }
  });

  it('removing always drops the last item and redistributes the rest', () => {
    const apple = GOODS.find((good) => good.code === 'taco-222');
    if (!apple) throw new Error('apple missing');
    const items = addGoodsItem(addGoodsItem([], high), high, apple);
    const kept = removeLastGoodsItem(items, high);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.goods?.id).toBe(MISCELLANEOUS_GOOD.id);
    expect(kept[0]?.storageCapacity).toBe(176_000);
    expect(removeLastGoodsItem([], high)).toEqual([]);
  });

  it('redistribution keeps each item’s product and recomputes respiration', () => {
    const apple = GOODS.find((good) => good.code === 'taco-222');
    if (!apple) throw new Error('apple missing');
    const [item] = redistributeGoods(
      [applyCatalogueGood(createSuggestedGoodsItem(low, 1), apple)],
      low,
    );
    expect(item?.goods?.id).toBe(apple.id);
    expect(item?.respirationHeatLoad).toBeCloseTo((14_820 * apple.heatOfRespiration) / 1000, 6);
  });
});
