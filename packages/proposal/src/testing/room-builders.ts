/**
 * Room test factories of the proposal's unit tests: rooms as the room list answers them (computed,
 * typed, invalid) and as a system's configuration reads them. Not used by production code.
 */
import {
  RoomSchema,
  type HeatLoadSummary,
  type InvalidRoomDto,
  type RoomDto,
  type SystemRoomDto,
  type z,
} from '@camara-fria/contracts';
import { buildRoom } from '@camara-fria/domain/testing';

/** The instant every test record was saved at. */
export const STAMP = '2026-03-10T12:00:00.000Z';

export function buildHeatLoadSummary(overrides: Partial<HeatLoadSummary> = {}): HeatLoadSummary {
  return {
    heatTransfer: 3,
    doors: 1,
    goods: 2,
    additionalLoad: 2,
    totalKw: 8.8,
    totalKcalh: 7566.6,
    safetyMargin: 10,
    safetyMarginKw: 0.8,
    averageKw24h: 6.6,
    calcVersion: 'test',
    ...overrides,
  };
}

/**
 * A computed (type 1) room as the room list answers it (parsed, so every default is filled);
 * `data` overrides its fields, as the API would store them.
 */
export function buildComputedRoomDto(
  id: number,
  name: string,
  data: Partial<Omit<z.input<typeof RoomSchema>, 'id' | 'name'>> = {},
): RoomDto {
  return RoomSchema.parse({
    ...buildRoom(),
    id,
    name,
    project: { id: 1 },
    status: 'UPDATING',
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    heatLoad: buildHeatLoadSummary(),
    goods: buildRoom().goods.map((item) => ({
      ...item,
      goods: { id: 1, group: { id: 1 } },
      respirationHeatLoad: 0,
    })),
    ...data,
  });
}

/** A typed-load (type 2) room: its total typed by hand, kcal/h. */
export function buildTypedRoomDto(id: number, name: string, typedTotalKcalh: number): RoomDto {
  return buildComputedRoomDto(id, name, {
    calculationType: 2,
    typedTotalKcalh,
    heatLoad: buildHeatLoadSummary({
      heatTransfer: null,
      doors: null,
      goods: null,
      additionalLoad: null,
      totalKcalh: typedTotalKcalh,
      safetyMarginKw: null,
      averageKw24h: null,
    }),
  });
}

export function buildInvalidRoomDto(id: number, name: string): InvalidRoomDto {
  return {
    id,
    name,
    project: { id: 1 },
    heatLoad: null,
    invalid: { code: 'STORED_ROOM_INVALID', message: 'A câmara salva não é mais válida.' },
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
}

/** A room as a system's configuration reads it. */
export function buildSystemRoom(
  id: number,
  name: string,
  overrides: Partial<SystemRoomDto> = {},
): SystemRoomDto {
  return {
    id,
    name,
    roomTemperature: -20,
    ambientTemperature: 35,
    temperatureDelta: 6,
    minimumDt: 2,
    length: 10,
    width: 8,
    height: 6,
    calculationType: 1,
    operatingHours: 18,
    heatLoad: { totalKcalh: 7566.6 },
    ...overrides,
  };
}
