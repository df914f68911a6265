import type { GoodsItem } from '../heat-load/types.ts';
import { LOW_ROOM_MAX_HEIGHT } from './goods-suggestions.ts';

/** The spec's last divisor of the forklift suggestion (spec part 1 §9). */
export const FORKLIFT_SUGGESTION_DIVISOR = 12;

type ForkliftGoods = Pick<GoodsItem, 'dailyMovement' | 'palletCapacity'>;

/** The forklift suggestion and why it is what it is (issue 29 item 14). */
export type ForkliftSuggestion =
  /** The room is at most 4 m high: the spec suggests no forklift. */
  | { readonly basis: 'LOW_ROOM'; readonly count: 0; readonly maxLowRoomHeight: number }
  | { readonly basis: 'NO_GOODS'; readonly count: 0 }
  | { readonly basis: 'NO_DURATION'; readonly count: 0 }
  | {
      readonly basis: 'MOVEMENT';
      /** `palletsPerDay / duration / divisor`, fractional (average trucks at work). */
      readonly count: number;
      /** Σ dailyMovement / palletCapacity over the goods with a pallet capacity. */
      readonly palletsPerDay: number;
      /** h per day. */
      readonly duration: number;
      readonly divisor: number;
      readonly goods: readonly ForkliftGoods[];
    };

/**
 * The forklift suggestion with its inputs, so a screen can say why it is 0 or small: 0 up to
 * 4 m high or without goods; otherwise the sum over goods of
 * `dailyMovement / palletCapacity / duration / 12` (spec part 1 §9), an item without pallet
 * capacity adding nothing.
 *
 * @param height - room height, m.
 * @param goods - goods items, kg per day and kg per pallet.
 * @param duration - forklift hours per day.
 * @example explainForkliftSuggestion(6, [{ dailyMovement: 9600, palletCapacity: 800 }], 8).count; // ≈ 0.125 (±1e-12)
 */
export function explainForkliftSuggestion(
  height: number,
  goods: readonly ForkliftGoods[],
  duration: number,
): ForkliftSuggestion {
  if (height <= LOW_ROOM_MAX_HEIGHT) {
    return { basis: 'LOW_ROOM', count: 0, maxLowRoomHeight: LOW_ROOM_MAX_HEIGHT };
  }
  if (goods.length === 0) return { basis: 'NO_GOODS', count: 0 };
  if (!(duration > 0)) return { basis: 'NO_DURATION', count: 0 };
  const palletsPerDay = goods.reduce(
    (sum, item) => (item.palletCapacity > 0 ? sum + item.dailyMovement / item.palletCapacity : sum),
    0,
  );
  return {
    basis: 'MOVEMENT',
    count: palletsPerDay / duration / FORKLIFT_SUGGESTION_DIVISOR,
    palletsPerDay,
    duration,
    divisor: FORKLIFT_SUGGESTION_DIVISOR,
    goods: goods.map(({ dailyMovement, palletCapacity }) => ({ dailyMovement, palletCapacity })),
  };
}
