import type { SystemRoomDto } from '@camara-fria/contracts';
import { computeMinimumDt, HeatLoadRoomObjectSchema } from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { findProjectRooms } from './operating-systems.repository.ts';

/** What a system reads of its rooms (spec §3 "Configuration"), from the rooms as stored. */
export type RoomFacts = {
  readonly id: number;
  readonly name: string;
  readonly roomTemperature: number;
  readonly ambientTemperature: number;
  /** m. */
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly calculationType: number;
  readonly operatingHours: number;
  /** The stored heat load, kcal/h: the capacity the room requires. */
  readonly requiredKcalh: number;
  /** The stored room no longer validates (docs/decisions/021): it cannot join a system. */
  readonly invalid: boolean;
};

/**
 * The fields a system reads of a stored room document, checked against today's room limits (the
 * same fields in every stored document version, docs/decisions/021).
 */
const RoomFactsSchema = HeatLoadRoomObjectSchema.pick({
  roomTemperature: true,
  ambientTemperature: true,
  length: true,
  width: true,
  height: true,
  calculationType: true,
  operatingHours: true,
});

function readFacts(row: {
  id: number;
  name: string;
  data: unknown;
  totalKcalh: number;
}): RoomFacts {
  const parsed = RoomFactsSchema.safeParse(row.data);
  const document = parsed.success ? parsed.data : null;
  return {
    id: row.id,
    name: row.name,
    roomTemperature: document?.roomTemperature ?? Number.NaN,
    ambientTemperature: document?.ambientTemperature ?? Number.NaN,
    length: document?.length ?? 0,
    width: document?.width ?? 0,
    height: document?.height ?? 0,
    calculationType: document?.calculationType ?? 1,
    operatingHours: document?.operatingHours ?? 24,
    requiredKcalh: row.totalKcalh,
    invalid: !parsed.success || !Number.isFinite(row.totalKcalh),
  };
}

/** The project's rooms by id. */
export async function loadRoomFacts(
  db: Database,
  projectId: number,
): Promise<Map<number, RoomFacts>> {
  const rows = await findProjectRooms(db, projectId);
  return new Map(rows.map((row) => [row.id, readFacts(row)]));
}

/** A room on the wire, with its DT against the system's operation temperature. */
export function presentSystemRoom(
  room: RoomFacts,
  operationTemperature: number,
  refrigerant: string,
): SystemRoomDto {
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  return {
    id: room.id,
    name: room.name,
    roomTemperature: finite(room.roomTemperature),
    ambientTemperature: finite(room.ambientTemperature),
    temperatureDelta: finite(room.roomTemperature - operationTemperature),
    minimumDt: computeMinimumDt(refrigerant),
    length: room.length,
    width: room.width,
    height: room.height,
    calculationType: room.calculationType,
    operatingHours: room.operatingHours,
    heatLoad: { totalKcalh: room.requiredKcalh },
  };
}
