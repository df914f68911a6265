import { computeRespirationHeatLoad } from '../heat-load/product-load.ts';
import type { GoodsItem, RoomGeometry } from '../heat-load/types.ts';
import { GOODS } from '../reference-data/goods-catalog.ts';
import { MISCELLANEOUS_CODE, type GoodsRecord } from '../reference-data/goods-types.ts';

/** Room height up to which the "low room" suggestions apply, m (spec §9). */
export const LOW_ROOM_MAX_HEIGHT = 4;

/** Daily movement as a fraction of storage capacity (spec §9: 20 %). */
export const DAILY_MOVEMENT_FRACTION = 0.2;

/** Goods processing time default, h (spec §9). */
export const DEFAULT_PROCESSING_TIME_H = 24;

/** The default product, `miscellaneous` ("Diversos"). */
export const MISCELLANEOUS_GOOD: GoodsRecord = (() => {
  const found = GOODS.find((good) => good.code === MISCELLANEOUS_CODE);
  if (!found) throw new Error('the goods catalogue has no miscellaneous product');
  return found;
})();

/**
 * Pallet capacity, kg: 30 when the room is at most 4 m high, else 800 (spec §9).
 *
 * @param height - room height, m.
 * @example suggestPalletCapacity(3); // => 30
 */
export function suggestPalletCapacity(height: number): number {
  return height <= LOW_ROOM_MAX_HEIGHT ? 30 : 800;
}

/**
 * Storage capacity of the whole room, kg: `380 · V · 0.65` when at most 4 m high, else
 * `110 · V` (spec §9).
 *
 * @param geometry - room sizes, m.
 * @example suggestTotalStorageCapacity({ length: 5, width: 4, height: 3 }); // => 14_820
 */
export function suggestTotalStorageCapacity(geometry: RoomGeometry): number {
  const volume = geometry.length * geometry.width * geometry.height;
  return geometry.height <= LOW_ROOM_MAX_HEIGHT ? 380 * volume * 0.65 : 110 * volume;
}

/**
 * Storage capacity per goods item, kg: the room's capacity divided by the item count.
 *
 * @param geometry - room sizes, m.
 * @param itemCount - number of goods items, at least 1.
 * @example suggestStorageCapacity({ length: 5, width: 4, height: 3 }, 2); // => 7_410
 */
export function suggestStorageCapacity(geometry: RoomGeometry, itemCount: number): number {
  return suggestTotalStorageCapacity(geometry) / Math.max(1, itemCount);
}

/**
 * Daily movement, kg: 20 % of the storage capacity (spec §9).
 *
 * @param storageCapacity - kg.
 * @example suggestDailyMovement(7410); // => 1482
 */
export function suggestDailyMovement(storageCapacity: number): number {
  return storageCapacity * DAILY_MOVEMENT_FRACTION;
}

/**
 * Check-in temperature, °C: room temperature + 5 (spec §9).
 * @example suggestCheckinTemperature(-20); // => -15
 */
export function suggestCheckinTemperature(roomTemperature: number): number {
  return roomTemperature + 5;
}

/**
 * Check-out temperature, °C: the room temperature (spec §9).
 * @example suggestCheckoutTemperature(-20); // => -20
 */
export function suggestCheckoutTemperature(roomTemperature: number): number {
  return roomTemperature;
}

/**
 * Copies a catalogue good's thermal properties into a goods item ("selecting a product fills
 * its thermal properties", spec §4) and recomputes `respirationHeatLoad` (W).
 *
 * @param item - the goods item.
 * @param good - the catalogue entry.
 * @example
 * const item = createSuggestedGoodsItem({ length: 5, width: 4, height: 3, roomTemperature: 0 }, 1);
 * applyCatalogueGood(item, MISCELLANEOUS_GOOD).freezingPoint; // => -1
 */
export function applyCatalogueGood(item: GoodsItem, good: GoodsRecord): GoodsItem {
  return {
    ...item,
    goods: { id: good.id, group: { id: good.groupId } },
    freezingPoint: good.freezingPoint,
    specificHeatAboveFreezing: good.specificHeatAboveFreezing,
    specificHeatBelowFreezing: good.specificHeatBelowFreezing,
    latentHeatOfFusion: good.latentHeatOfFusion,
    heatOfRespiration: good.heatOfRespiration,
    respirationHeatLoad: computeRespirationHeatLoad(item.storageCapacity, good.heatOfRespiration),
  };
}

/** Room data the goods suggestions read. */
export interface GoodsRoom extends RoomGeometry {
  readonly roomTemperature: number;
}

/**
 * A new goods item with every suggestion applied (spec §9), for a room that will hold
 * `itemCount` items once it is added.
 *
 * @param room - sizes m, room temperature °C.
 * @param itemCount - items in the room including this one.
 * @param good - catalogue entry; the default product `miscellaneous` when omitted.
 */
export function createSuggestedGoodsItem(
  room: GoodsRoom,
  itemCount: number,
  good: GoodsRecord = MISCELLANEOUS_GOOD,
): GoodsItem {
  const storageCapacity = suggestStorageCapacity(room, itemCount);
  const item: GoodsItem = {
    palletCapacity: suggestPalletCapacity(room.height),
    storageCapacity,
    dailyMovement: suggestDailyMovement(storageCapacity),
    checkinTemperature: suggestCheckinTemperature(room.roomTemperature),
    checkoutTemperature: suggestCheckoutTemperature(room.roomTemperature),
    processingTime: DEFAULT_PROCESSING_TIME_H,
    freezingPoint: null,
    specificHeatAboveFreezing: null,
    specificHeatBelowFreezing: null,
    latentHeatOfFusion: null,
    heatOfRespiration: null,
  };
  return applyCatalogueGood(item, good);
}

/**
 * Spreads the room's suggested storage capacity evenly over the items and sets each daily
 * movement to 20 % of it (spec §4: on adding or removing a product); respiration loads follow.
 *
 * @param goods - the items after the change.
 * @param geometry - room sizes, m.
 */
export function redistributeGoods(
  goods: readonly GoodsItem[],
  geometry: RoomGeometry,
): GoodsItem[] {
  const storageCapacity = suggestStorageCapacity(geometry, goods.length);
  return goods.map((item) => ({
    ...item,
    storageCapacity,
    dailyMovement: suggestDailyMovement(storageCapacity),
    respirationHeatLoad: computeRespirationHeatLoad(storageCapacity, item.heatOfRespiration),
  }));
}

/**
 * Appends a suggested item and redistributes capacity and movement over all items.
 *
 * @param goods - current items.
 * @param room - sizes m, room temperature °C.
 * @param good - catalogue entry of the new item (default `miscellaneous`).
 */
export function addGoodsItem(
  goods: readonly GoodsItem[],
  room: GoodsRoom,
  good: GoodsRecord = MISCELLANEOUS_GOOD,
): GoodsItem[] {
  const added = createSuggestedGoodsItem(room, goods.length + 1, good);
  return redistributeGoods([...goods, added], room);
}

/**
 * Removes the last item (spec §4: "a removed product is always the last one") and
 * redistributes capacity and movement over the rest.
 *
 * @param goods - current items.
 * @param geometry - room sizes, m.
 */
export function removeLastGoodsItem(
  goods: readonly GoodsItem[],
  geometry: RoomGeometry,
): GoodsItem[] {
  return redistributeGoods(goods.slice(0, -1), geometry);
}
