import { DomainError } from '../errors.ts';
import { ROOM_FIELDS } from '../heat-load/room-fields.ts';
import { CALCULATION_TYPE_AUTOMATIC } from '../heat-load/total-load.ts';
import type {
  CalculationType,
  Door,
  DoorsGroup,
  Room,
  RoomGeometry,
  RoomStatus,
} from '../heat-load/types.ts';
import { suggestAdditionalLoad } from './additional-load-suggestions.ts';
import { suggestDoorCalculationMethod } from './door-suggestions.ts';
import { DEFAULT_AREA_BASIS } from '../heat-load/area-basis.ts';
import { suggestHeatTransfer } from './insulation-suggestions.ts';

/** Room defaults (spec §9 "Room defaults"; roomTemperature is a product decision). */
export const ROOM_DEFAULTS = {
  safetyMargin: 10,
  ambientTemperature: 38,
  operatingHours: 20,
  calculationType: CALCULATION_TYPE_AUTOMATIC,
  /** Not in the spec: 0 °C keeps the other defaults consistent (hours 20 for rooms ≥ 0 °C). */
  roomTemperature: 0,
} as const;

/** Typed room temperature limits, °C (spec §5; the field table room-fields.ts). */
export const ROOM_TEMPERATURE_LIMITS = {
  min: ROOM_FIELDS.roomTemperature.min,
  max: ROOM_FIELDS.roomTemperature.max,
} as const;
/** Highest ambient temperature accepted, °C (spec §5; the field table room-fields.ts). */
export const MAX_AMBIENT_TEMPERATURE = ROOM_FIELDS.ambientTemperature.max;

/**
 * Operating hours when the room temperature is set: 20 at 0 °C or warmer, else 18 (spec §4).
 * @example suggestOperatingHours(-18); // => 18
 */
export function suggestOperatingHours(roomTemperature: number): number {
  return roomTemperature >= 0 ? 20 : 18;
}

/**
 * Typed room temperature held between −35 and 21 °C (spec §5).
 * @example clampRoomTemperature(-40); // => -35
 */
export function clampRoomTemperature(temperature: number): number {
  const { min, max } = ROOM_TEMPERATURE_LIMITS;
  return Math.min(max, Math.max(min, temperature));
}

/**
 * Ambient temperature held at most 43 °C (spec §5).
 * @example clampAmbientTemperature(45); // => 43
 */
export function clampAmbientTemperature(temperature: number): number {
  return Math.min(MAX_AMBIENT_TEMPERATURE, temperature);
}

/**
 * A room is valid when `length · width · height` is above 0 (spec §4); otherwise it is held
 * locally only.
 * @example isRoomValid({ length: 5, width: 4, height: 0 }); // => false
 */
export function isRoomValid(geometry: RoomGeometry): boolean {
  const volume = geometry.length * geometry.width * geometry.height;
  return Number.isFinite(volume) && volume > 0;
}

/**
 * Automatic suggestions for heat transfer and additional loads apply only while CREATING (§4).
 * @example shouldApplySuggestions('UPDATING'); // => false
 */
export function shouldApplySuggestions(status: RoomStatus): boolean {
  return status === 'CREATING';
}

type RoomSections = Pick<Room, 'heatTransfer' | 'goods' | 'additionalLoad' | 'doors'>;

function createDefaultSections(room: Omit<Room, keyof RoomSections>): RoomSections {
  const doors: DoorsGroup = {
    calculationMethod: suggestDoorCalculationMethod(room.height),
    doors: [],
  };
  return {
    heatTransfer: suggestHeatTransfer(room),
    goods: [],
    additionalLoad: suggestAdditionalLoad(room, []),
    doors,
  };
}

/**
 * A new room named "Câmara N" with the defaults of spec §9 (safety margin 10 %, ambient 38 °C,
 * 20 h, calculation type 1, one evaporator, lighting 10.8 W/m² for 24 h), size 0 (held locally
 * until its volume is above 0) and status CREATING.
 *
 * @param n - the room's number, a positive integer (the project's room count + 1).
 * @throws DomainError INVALID_INPUT when n is not a positive integer.
 * @example createDefaultRoom(3).name; // => 'Câmara 3'
 */
export function createDefaultRoom(n: number): Room {
  if (!Number.isInteger(n) || n < 1) {
    throw new DomainError('INVALID_INPUT', 'the room number must be a positive integer', 'n');
  }
  const base = {
    name: `Câmara ${n}`,
    status: 'CREATING' as const,
    safetyMargin: ROOM_DEFAULTS.safetyMargin,
    roomTemperature: ROOM_DEFAULTS.roomTemperature,
    ambientTemperature: ROOM_DEFAULTS.ambientTemperature,
    operatingHours: ROOM_DEFAULTS.operatingHours,
    calculationType: ROOM_DEFAULTS.calculationType,
    typedTotalKcalh: null,
    length: 0,
    width: 0,
    height: 0,
    areaBasis: DEFAULT_AREA_BASIS,
  };
  return { ...base, ...createDefaultSections(base) };
}

/**
 * After a confirmed calculation-type change, goods, heat transfer, additional load and doors go
 * back to their defaults (spec §4). Deleting the saved room is the caller's job.
 *
 * @param room - the room.
 * @param calculationType - the new type (1 calculate; 2 type the total).
 */
export function changeCalculationType(room: Room, calculationType: CalculationType): Room {
  const next: Room = { ...room, calculationType };
  return { ...next, ...createDefaultSections(next) };
}

/**
 * A copy of a room: ids stripped, name prefixed "Cópia de" (spec §4).
 * @example copyRoom(createDefaultRoom(1)).name; // => 'Cópia de Câmara 1'
 */
export function copyRoom(room: Room): Room {
  const doors = room.doors.doors.map((door) => {
    const copy: Mutable<Door> = { ...door };
    delete copy.id;
    return copy;
  });
  const copy: Mutable<Room> = {
    ...room,
    name: `Cópia de ${room.name}`,
    status: 'CREATING',
    doors: { ...room.doors, doors },
  };
  delete copy.id;
  return copy;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
