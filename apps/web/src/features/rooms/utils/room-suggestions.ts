import {
  applyOpeningFrequency,
  deriveSurfaceSizes,
  redistributeGoods,
  resolveDoorCalculationMethod,
  shouldApplySuggestions,
  suggestAdditionalLoad,
  suggestCheckinTemperature,
  suggestCheckoutTemperature,
  suggestHeatTransfer,
  suggestPalletCapacity,
  type DoorsGroup,
  type HeatTransfer,
  type Room,
  type Surface,
  type SurfaceKey,
} from '@camara-fria/domain';
import type { RoomSection } from './room-sections.ts';

/**
 * What a stored section changed: the room and every section whose values moved; after new
 * dimensions, which surfaces followed them and which kept a size typed by hand.
 */
export type StoredSection = {
  room: Room;
  changed: RoomSection[];
  surfaceSizes?: { updated: readonly SurfaceKey[]; kept: readonly SurfaceKey[] };
};

/**
 * The suggested surfaces (spec §9), except that a surface sized by hand keeps its size and its
 * flag (docs/decisions/025-derived-surface-sizes.md).
 */
function suggestSurfaces(room: Room): HeatTransfer {
  const suggested = suggestHeatTransfer(room);
  const keep = (surface: Surface, held: Surface | undefined): Surface =>
    held?.isSizeManual === true
      ? { ...surface, width: held.width, length: held.length, isSizeManual: true }
      : surface;
  const { ceiling, floor, walls } = room.heatTransfer;
  return {
    ceiling: keep(suggested.ceiling, ceiling),
    floor: keep(suggested.floor, floor),
    walls: suggested.walls.map((wall, index) => keep(wall, walls[index])),
  };
}

/**
 * Issue 11 item 3: new dimensions of a saved room carry over to the surfaces that follow it
 * (only their sizes); a surface sized by hand keeps its size. New insulation does too: derived
 * sizes are the room's outside box (ADR 057), so a thicker wall moves the surfaces it meets.
 */
function followDimensions(room: Room, section: RoomSection): StoredSection {
  const { heatTransfer, updated, kept } = deriveSurfaceSizes(room);
  const changed: RoomSection[] =
    updated.length > 0 && section !== 'heatTransfer' ? [section, 'heatTransfer'] : [section];
  return { room: { ...room, heatTransfer }, changed, surfaceSizes: { updated, kept } };
}

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
 * doors' opening frequency and the forklifts. An UPDATING room keeps what the user entered,
 * except that the sizes of the surfaces that follow the room follow its new dimensions (issue
 * 11 item 3). Storing the insulation sizes those surfaces again in both cases (their outside box
 * moved with the thicknesses, ADR 057). A surface sized by hand keeps its size.
 */
export function applyStoredSectionSuggestions(
  section: RoomSection,
  previous: Room,
  room: Room,
): StoredSection {
  if (section === 'heatTransfer') return followDimensions(room, section);
  if (!shouldApplySuggestions(room.status)) {
    return section === 'dimensions'
      ? followDimensions(room, section)
      : { room, changed: [section] };
  }
  if (section === 'room' || section === 'dimensions') {
    const withGoods: Room = {
      ...room,
      heatTransfer: suggestSurfaces(room),
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
