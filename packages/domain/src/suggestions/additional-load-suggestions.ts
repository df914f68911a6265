import type { AdditionalLoad, GoodsItem, RoomGeometry } from '../heat-load/types.ts';
import { explainForkliftSuggestion } from './forklift-suggestion.ts';
import { LOW_ROOM_MAX_HEIGHT } from './goods-suggestions.ts';

/** Lighting power default, W/m² (spec §9). */
export const DEFAULT_LIGHTING_POWER = 10.8;
/** Lighting duration default, h (spec §9). */
export const DEFAULT_LIGHTING_DURATION_H = 24;
/** Evaporator count default (spec §9). */
export const DEFAULT_EVAPORATOR_COUNT = 1;

/**
 * People working in the room: `ceil(area / 15)` up to 4 m high, else `ceil(area / 50)`
 * (spec §9), with area = length · width.
 *
 * @param geometry - room sizes, m.
 * @example suggestStaffCount({ length: 10, width: 8, height: 3 }); // => 6
 */
export function suggestStaffCount(geometry: RoomGeometry): number {
  const area = geometry.length * geometry.width;
  return Math.ceil(area / (geometry.height <= LOW_ROOM_MAX_HEIGHT ? 15 : 50));
}

/**
 * Staff and forklift duration, h: 4 up to 4 m high, else 8 (spec §9).
 * @example suggestStaffDuration(6); // => 8
 */
export function suggestStaffDuration(height: number): number {
  return height <= LOW_ROOM_MAX_HEIGHT ? 4 : 8;
}

/**
 * Forklifts: 0 up to 4 m high or without goods; otherwise the sum over goods of
 * `dailyMovement / palletCapacity / duration / 12` (spec §9). The result is fractional on
 * purpose: it is the average number of trucks at work, and the load uses it as such. Its
 * inputs: {@link explainForkliftSuggestion}.
 *
 * @param height - room height, m.
 * @param goods - goods items (kg).
 * @param duration - forklift hours per day, above 0.
 * @example suggestForkliftCount(6, [{ dailyMovement: 48_000, palletCapacity: 800 }], 8); // ≈ 0.625 (±1e-12)
 */
export function suggestForkliftCount(
  height: number,
  goods: readonly Pick<GoodsItem, 'dailyMovement' | 'palletCapacity'>[],
  duration: number,
): number {
  return explainForkliftSuggestion(height, goods, duration).count;
}

/**
 * Evaporator (fan) power per unit, kW: `factor · V · 0.13 / 1000` with factor 60 up to 4 m
 * high, 40 up to 7 m, 20 above (spec §9).
 *
 * @param geometry - room sizes, m.
 * @example suggestEvaporatorPower({ length: 10, width: 8, height: 6 }); // ≈ 2.496 (±1e-12)
 */
export function suggestEvaporatorPower(geometry: RoomGeometry): number {
  const volume = geometry.length * geometry.width * geometry.height;
  const factor = geometry.height <= 4 ? 60 : geometry.height <= 7 ? 40 : 20;
  return (factor * volume * 0.13) / 1000;
}

/** Room data the additional-load suggestions read. */
export interface AdditionalLoadRoom extends RoomGeometry {
  readonly operatingHours: number;
}

/**
 * Every additional-load suggestion (spec §9). Product decisions (docs/domain/heat-load.md):
 * the evaporators run for the operating hours; "other" starts at 0 kW for 0 h.
 *
 * @param room - sizes m, operating hours h.
 * @param goods - the room's goods items.
 */
export function suggestAdditionalLoad(
  room: AdditionalLoadRoom,
  goods: readonly GoodsItem[],
): AdditionalLoad {
  const duration = suggestStaffDuration(room.height);
  return {
    staff: { count: suggestStaffCount(room), duration },
    forklift: { count: suggestForkliftCount(room.height, goods, duration), duration },
    evaporator: {
      count: DEFAULT_EVAPORATOR_COUNT,
      power: suggestEvaporatorPower(room),
      duration: room.operatingHours,
    },
    lighting: { power: DEFAULT_LIGHTING_POWER, duration: DEFAULT_LIGHTING_DURATION_H },
    other: { power: 0, duration: 0 },
  };
}
