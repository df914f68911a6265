import { DomainError } from '../errors.ts';
import type {
  Door,
  DoorCalculationMethod,
  DoorsGroup,
  GoodsItem,
  ProtectionBarrierId,
  RoomStatus,
} from '../heat-load/types.ts';
import { LOW_ROOM_MAX_HEIGHT } from './goods-suggestions.ts';

/**
 * Lowest suggested opening frequency, passages per hour: one passage an hour, for a room with no
 * goods (or goods that move nothing). Product decision: spec §5 refuses 0.
 */
export const MIN_SUGGESTED_OPENING_FREQUENCY = 1;

/** Room height from which doors are computed with AIR_VELOCITY, m (spec §4, §9). */
export const DOOR_METHOD_HEIGHT_THRESHOLD = 4;

/**
 * Door method by room height: VOLUME below 4 m, AIR_VELOCITY otherwise (spec §4).
 *
 * @param height - room height, m.
 * @example suggestDoorCalculationMethod(3.5); // => 'VOLUME'
 */
export function suggestDoorCalculationMethod(height: number): DoorCalculationMethod {
  return height < DOOR_METHOD_HEIGHT_THRESHOLD ? 'VOLUME' : 'AIR_VELOCITY';
}

/** What changed in the room form. */
export type DoorMethodTrigger = 'HEIGHT' | 'ROOM_TEMPERATURE';

/**
 * The automatic door method after a room change (spec §4): a room temperature change re-applies
 * VOLUME; a height change sets the method by height unless the room is being updated.
 *
 * @param change - what changed, the room status, its height (m) and the current method.
 * @example resolveDoorCalculationMethod({ trigger: 'HEIGHT', status: 'CREATING', height: 6,
 *   current: 'VOLUME' }); // => 'AIR_VELOCITY'
 */
export function resolveDoorCalculationMethod(change: {
  readonly trigger: DoorMethodTrigger;
  readonly status: RoomStatus;
  readonly height: number;
  readonly current: DoorCalculationMethod;
}): DoorCalculationMethod {
  if (change.trigger === 'ROOM_TEMPERATURE') return 'VOLUME';
  if (change.status === 'UPDATING') return change.current;
  return suggestDoorCalculationMethod(change.height);
}

/**
 * Number of doors: the sum of the entries' counts (an entry without one, as VOLUME allows, is
 * one door), at least 1.
 *
 * @param doors - door entries.
 */
export function countDoors(doors: readonly Pick<Door, 'count'>[]): number {
  return Math.max(
    1,
    doors.reduce((sum, door) => sum + (door.count ?? 1), 0),
  );
}

/**
 * Opening frequency, passages per hour: the sum over goods of
 * `ceil(dailyMovement / palletCapacity / processingTime / doorCount · 2)` (spec §9), and at least
 * {@link MIN_SUGGESTED_OPENING_FREQUENCY} (spec §5 requires a frequency above 0: a room with no
 * goods yet still opens its door). Items with a pallet capacity or processing time that is not
 * above 0 add nothing.
 *
 * @param goods - goods items (kg, h).
 * @param doorCount - number of doors, at least 1.
 * @example suggestOpeningFrequency([{ dailyMovement: 2964, palletCapacity: 30,
 *   processingTime: 24 }], 1); // => 9
 */
export function suggestOpeningFrequency(
  goods: readonly Pick<GoodsItem, 'dailyMovement' | 'palletCapacity' | 'processingTime'>[],
  doorCount: number,
): number {
  const doors = Math.max(1, doorCount);
  const fromGoods = goods.reduce((sum, item) => {
    if (!(item.palletCapacity > 0) || !(item.processingTime > 0)) return sum;
    const passes = (item.dailyMovement / item.palletCapacity / item.processingTime / doors) * 2;
    return sum + Math.ceil(passes);
  }, 0);
  return Math.max(MIN_SUGGESTED_OPENING_FREQUENCY, fromGoods);
}

/**
 * Adjacent relative humidity, %: 60 when the adjacent air is at 30 °C or more, else 85.
 * @example suggestAdjacentRelativeHumidity(30); // => 60
 */
export function suggestAdjacentRelativeHumidity(adjacentTemperature: number): number {
  return adjacentTemperature >= 30 ? 60 : 85;
}

/** Room data the door suggestions read. */
export interface DoorSuggestionRoom {
  readonly height: number;
  readonly roomTemperature: number;
}

/**
 * A new door entry with the defaults of spec §9: count 1; 1 × 2 m in rooms up to 4 m high,
 * else 2 × 4 m; adjacent 30 °C (room ≥ 0 °C) or 10 °C; humidities; open/close 3 s or 15 s;
 * open 0.5 min; no barrier; air exchange 0; frequency from the goods.
 *
 * @param room - height m, temperature °C.
 * @param goods - the room's goods items.
 * @param doorCount - doors in the room including this one.
 */
export function createSuggestedDoor(
  room: DoorSuggestionRoom,
  goods: readonly GoodsItem[],
  doorCount: number,
): Door {
  const isLow = room.height <= LOW_ROOM_MAX_HEIGHT;
  const adjacentAmbientTemperature = room.roomTemperature >= 0 ? 30 : 10;
  return {
    count: 1,
    width: isLow ? 1 : 2,
    height: isLow ? 2 : 4,
    adjacentAmbientTemperature,
    adjacentAmbientRelativeHumidity: suggestAdjacentRelativeHumidity(adjacentAmbientTemperature),
    internalRelativeHumidity: 85,
    openingFrequency: suggestOpeningFrequency(goods, doorCount),
    openCloseDuration: isLow ? 3 : 15,
    openDuration: 0.5,
    protectionBarrier: null,
    protectionBarrierEfficiency: 0,
    airExchangeRate: 0,
  };
}

/**
 * Recomputes every door's suggested opening frequency (spec §4: on adding or removing a product
 * or a door).
 *
 * @param doors - the doors group.
 * @param goods - the room's goods items.
 */
export function applyOpeningFrequency(doors: DoorsGroup, goods: readonly GoodsItem[]): DoorsGroup {
  const frequency = suggestOpeningFrequency(goods, countDoors(doors.doors));
  return { ...doors, doors: doors.doors.map((door) => ({ ...door, openingFrequency: frequency })) };
}

/**
 * Adds a suggested door and recomputes the frequencies. VOLUME allows a single entry (spec §4).
 *
 * @throws DomainError INVALID_INPUT when the method is VOLUME and a door already exists.
 */
export function addDoor(
  doors: DoorsGroup,
  room: DoorSuggestionRoom,
  goods: readonly GoodsItem[],
): DoorsGroup {
  if (doors.calculationMethod === 'VOLUME' && doors.doors.length >= 1) {
    throw new DomainError(
      'INVALID_INPUT',
      'the VOLUME method takes a single door entry',
      'doors.doors',
    );
  }
  const added = createSuggestedDoor(room, goods, countDoors([...doors.doors, { count: 1 }]));
  return applyOpeningFrequency({ ...doors, doors: [...doors.doors, added] }, goods);
}

/** Removes the door at `index` and recomputes the frequencies. */
export function removeDoor(
  doors: DoorsGroup,
  index: number,
  goods: readonly GoodsItem[],
): DoorsGroup {
  const kept = doors.doors.filter((_, position) => position !== index);
  return applyOpeningFrequency({ ...doors, doors: kept }, goods);
}

/**
 * A manual method change discards the doors entered (spec §4; the UI asks first).
 * @example changeDoorCalculationMethod('AIR_VELOCITY'); // => { calculationMethod: 'AIR_VELOCITY', doors: [] }
 */
export function changeDoorCalculationMethod(method: DoorCalculationMethod): DoorsGroup {
  return { calculationMethod: method, doors: [] };
}

/**
 * Choosing a protection barrier (spec §4): air curtain → 10 %, any other barrier → 30 %;
 * no barrier (null or NO_PROTECTION) clears the barrier and sets 0 %.
 *
 * @example
 * const door = createSuggestedDoor({ height: 3, roomTemperature: 0 }, [], 1);
 * applyProtectionBarrier(door, 'AUXILIAR_CURTAIN').protectionBarrierEfficiency; // => 30
 */
export function applyProtectionBarrier(door: Door, barrierId: ProtectionBarrierId | null): Door {
  if (barrierId === null || barrierId === 'NO_PROTECTION') {
    return { ...door, protectionBarrier: null, protectionBarrierEfficiency: 0 };
  }
  const efficiency = barrierId === 'AIR_CURTAIN' ? 10 : 30;
  return { ...door, protectionBarrier: { id: barrierId }, protectionBarrierEfficiency: efficiency };
}
