import {
  applyOpeningFrequency,
  redistributeGoods,
  resolveDoorCalculationMethod,
  shouldApplySuggestions,
  suggestAdditionalLoad,
  suggestCheckinTemperature,
  suggestCheckoutTemperature,
  suggestHeatTransfer,
  suggestPalletCapacity,
  type DoorsGroup,
  type Room,
} from '@camara-fria/domain';
import type { RoomSection } from './room-sections.ts';

/** What a stored section changed: the room and every section whose values moved. */
export type StoredSection = { room: Room; changed: RoomSection[] };

/** The goods suggestions of spec §9 for the room as it now is (pallet, check-in/out, split). */
function suggestGoods(room: Room): Room['goods'] {
  const goods = room.goods.map((item) => ({
    ...item,
    palletCapacity: suggestPalletCapacity(room.height),
    checkinTemperature: suggestCheckinTemperature(room.roomTemperature),
    checkoutTemperature: suggestCheckoutTemperature(room.roomTemperature),
  }));
  return redistributeGoods(goods, room);
}

/**
 * The door method the room calls for (spec §4). A change keeps the entries the new method
 * accepts: VOLUME holds a single one.
 */
function suggestDoors(previous: Room, room: Room): DoorsGroup {
  const trigger = previous.roomTemperature !== room.roomTemperature ? 'ROOM_TEMPERATURE' : 'HEIGHT';
  const calculationMethod = resolveDoorCalculationMethod({
    trigger,
    status: room.status,
    height: room.height,
    current: room.doors.calculationMethod,
  });
  const doors = calculationMethod === 'VOLUME' ? room.doors.doors.slice(0, 1) : room.doors.doors;
  return applyOpeningFrequency({ calculationMethod, doors }, room.goods);
}

/**
 * Spec §4 and §9: while a room is CREATING, storing its data or its dimensions re-suggests the
 * sections below (insulation, goods, other loads, doors), and storing its goods re-suggests the
 * doors' opening frequency and the forklifts. An UPDATING room keeps what the user entered.
 */
export function applyStoredSectionSuggestions(
  section: RoomSection,
  previous: Room,
  room: Room,
): StoredSection {
  if (!shouldApplySuggestions(room.status)) return { room, changed: [section] };
  if (section === 'room' || section === 'dimensions') {
    const withGoods: Room = {
      ...room,
      heatTransfer: suggestHeatTransfer(room),
      goods: suggestGoods(room),
    };
    const suggested: Room = {
      ...withGoods,
      additionalLoad: suggestAdditionalLoad(withGoods, withGoods.goods),
      doors: suggestDoors(previous, withGoods),
    };
    return {
      room: suggested,
      changed: [section, 'goods', 'heatTransfer', 'additionalLoad', 'doors'],
    };
  }
  if (section === 'goods') {
    const { forklift } = suggestAdditionalLoad(room, room.goods);
    const suggested: Room = {
      ...room,
      additionalLoad: { ...room.additionalLoad, forklift },
      doors: applyOpeningFrequency(room.doors, room.goods),
    };
    return { room: suggested, changed: ['goods', 'additionalLoad', 'doors'] };
  }
  return { room, changed: [section] };
}
