import {
  CALCULATION_TYPES,
  isInvalidRoom,
  type InvalidRoomDto,
  type ProposalRoom,
  type RoomDto,
  type RoomListItemDto,
  type SystemRoomDto,
} from '@camara-fria/contracts';
import { convertKwToKcalh, GOODS, kilowatts } from '@camara-fria/domain';

/*
 * One column of the room sizing table (spec part 2 §2.4) per room of the project. The rows marked
 * "(1)" in docs/decisions/029 exist only for a computed heat load (calculation type 1); a typed
 * load leaves them null (shown "—").
 */

type Surface = RoomDto['heatTransfer']['floor'];
type Door = RoomDto['doors']['doors'][number];

const MINUTES_PER_HOUR = 60;
const SECONDS_PER_MINUTE = 60;

const GOODS_NAMES: ReadonlyMap<number, string> = new Map(GOODS.map((good) => [good.id, good.name]));

/** The insulation of a surface, mm: its main layer plus its additional layers (ADR 024). */
function computeSurfaceThickness(surface: Surface): number {
  return surface.additionalLayers.reduce((sum, layer) => sum + layer.thickness, surface.thickness);
}

/** The thickest of the walls and the ceiling, mm (the table's "Espessura de parede"). */
function computeWallThickness(room: RoomDto): number {
  const surfaces = [...room.heatTransfer.walls, room.heatTransfer.ceiling];
  return Math.max(...surfaces.map(computeSurfaceThickness));
}

/**
 * Σ count × width × height of the doors, m². Null when a door has no size (the VOLUME method
 * does not ask for it) or when a VOLUME room lists no door.
 */
function computeDoorsArea(room: RoomDto): number | null {
  const { calculationMethod, doors } = room.doors;
  if (doors.length === 0) return calculationMethod === 'VOLUME' ? null : 0;
  let area = 0;
  for (const door of doors) {
    if (door.count === null || door.width === null || door.height === null) return null;
    area += door.count * door.width * door.height;
  }
  return area;
}

/**
 * Minutes one door stands open in an hour, as the infiltration engine counts it
 * (docs heat-load-method "D_t"): openingFrequency (passages/h) × (openCloseDuration s / 60 +
 * openDuration min), at most 60.
 */
function computeDoorOpenMinutes(door: Door): number | null {
  const { openingFrequency, openCloseDuration, openDuration } = door;
  if (openingFrequency === null || openDuration === null) return null;
  const perPassage = (openCloseDuration ?? 0) / SECONDS_PER_MINUTE + openDuration;
  return Math.min(MINUTES_PER_HOUR, openingFrequency * perPassage);
}

/**
 * Door-minutes open per hour, min/h: Σ over the door entries of count × the minutes each door
 * stands open. Null when no door carries its traffic (VOLUME doors without it).
 */
function computeDoorsOpenTime(room: RoomDto): number | null {
  let total: number | null = null;
  for (const door of room.doors.doors) {
    const minutes = computeDoorOpenMinutes(door);
    if (minutes === null) continue;
    total = (total ?? 0) + (door.count ?? 1) * minutes;
  }
  return total;
}

function sumOrNull(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
}

function maxOrNull(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.max(...values);
}

/**
 * The goods' catalogue names, each once, joined with "; " (the TACO names hold commas:
 * "Carne, bovina, acém, moído, cru; Frango, asa, com pele, crua"); null without goods.
 */
function describeGoods(room: RoomDto): string | null {
  const names = room.goods.map(
    (item) => GOODS_NAMES.get(item.goods.id) ?? `Produto ${item.goods.id}`,
  );
  const distinct = [...new Set(names)];
  return distinct.length === 0 ? null : distinct.join('; ');
}

/** The rows that exist only for a computed heat load (calculation type 1). */
function buildComputedRows(room: RoomDto) {
  const additionalKw = room.heatLoad?.additionalLoad ?? null;
  return {
    wallThickness: computeWallThickness(room),
    floorThickness: computeSurfaceThickness(room.heatTransfer.floor),
    doorsArea: computeDoorsArea(room),
    doorsOpenTime: computeDoorsOpenTime(room),
    staffAndEquipmentHeat: additionalKw === null ? null : convertKwToKcalh(kilowatts(additionalKw)),
    storageCapacity: sumOrNull(room.goods.map((item) => item.storageCapacity)),
    goodsType: describeGoods(room),
    dailyMovement: sumOrNull(room.goods.map((item) => item.dailyMovement)),
    checkInTemperature: maxOrNull(room.goods.map((item) => item.checkinTemperature)),
    processingTime: maxOrNull(room.goods.map((item) => item.processingTime)),
    safetyMargin: room.safetyMargin,
  };
}

const TYPED_ROWS = {
  wallThickness: null,
  floorThickness: null,
  doorsArea: null,
  doorsOpenTime: null,
  staffAndEquipmentHeat: null,
  storageCapacity: null,
  goodsType: null,
  dailyMovement: null,
  checkInTemperature: null,
  processingTime: null,
  safetyMargin: null,
} as const satisfies Partial<ProposalRoom>;

function buildValidRoom(room: RoomDto, systemName: string | null): ProposalRoom {
  const isComputed = room.calculationType === CALCULATION_TYPES.AUTOMATIC;
  const heatLoad = isComputed
    ? (room.heatLoad?.totalKcalh ?? null)
    : (room.typedTotalKcalh ?? room.heatLoad?.totalKcalh ?? null);
  return {
    id: room.id,
    name: room.name,
    calculationType: room.calculationType,
    systemName,
    length: room.length,
    width: room.width,
    height: room.height,
    ...(isComputed ? buildComputedRows(room) : TYPED_ROWS),
    roomTemperature: room.roomTemperature,
    ambientTemperature: room.ambientTemperature,
    operatingHours: room.operatingHours,
    heatLoad,
  };
}

/** A finite number, or the fallback (a system reads NaN for what an invalid room lost). */
function finiteOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

/**
 * An invalid stored room (its document no longer validates): what is known of it. A system that
 * serves it still tells its dimensions and temperatures; otherwise they are 0, with calculation
 * type 0 ("not selected", part 1 §3) so that no type-1 row is shown, and no heat load.
 */
function buildInvalidRoom(
  room: InvalidRoomDto,
  systemName: string | null,
  systemRoom: SystemRoomDto | undefined,
): ProposalRoom {
  const heatLoad = systemRoom?.heatLoad?.totalKcalh;
  return {
    id: room.id,
    name: room.name,
    calculationType: systemRoom ? finiteOr(systemRoom.calculationType, 0) : 0,
    systemName,
    length: finiteOr(systemRoom?.length, 0),
    width: finiteOr(systemRoom?.width, 0),
    height: finiteOr(systemRoom?.height, 0),
    ...TYPED_ROWS,
    roomTemperature: finiteOr(systemRoom?.roomTemperature, 0),
    ambientTemperature: finiteOr(systemRoom?.ambientTemperature, 0),
    operatingHours: finiteOr(systemRoom?.operatingHours, 0),
    heatLoad: heatLoad !== undefined && Number.isFinite(heatLoad) ? heatLoad : null,
  };
}

/** Who serves a room: the system's name and the room as the system read it. */
export type RoomService = { readonly systemName: string; readonly systemRoom: SystemRoomDto };

/**
 * The sizing-table column of a room of the project.
 *
 * @param room - the room as the room list answers it (valid, or its invalid stand-in).
 * @param service - the saved system whose configuration holds the room, if any.
 */
export function buildProposalRoom(
  room: RoomListItemDto,
  service: RoomService | undefined,
): ProposalRoom {
  const systemName = service?.systemName ?? null;
  return isInvalidRoom(room)
    ? buildInvalidRoom(room, systemName, service?.systemRoom)
    : buildValidRoom(room, systemName);
}
