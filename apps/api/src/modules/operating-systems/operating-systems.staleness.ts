import { hasBalancePoint, type SystemResultDto } from '@camara-fria/contracts';
import { SELECTION_CALC_VERSION } from '@camara-fria/domain';
import type { RoomFacts } from './operating-systems.rooms.ts';
import type { StoredChoices, SystemBasis } from './system-documents.ts';

/**
 * Whether a saved system's results are stale (docs/decisions/055): computed from room facts
 * that are no longer the rooms' own. A save computes the selections and the balance from the
 * rooms as they are and records those facts (the basis); any later change of a room (its
 * temperature, dimensions, hours or load) makes the system stale until it is saved again.
 */

/** The room facts a computation reads, as recorded with its selections. */
export function describeBasis(rooms: readonly RoomFacts[]): SystemBasis {
  return {
    rooms: rooms.map((room) => ({
      roomId: room.id,
      roomTemperature: room.roomTemperature,
      ambientTemperature: room.ambientTemperature,
      requiredKcalh: room.requiredKcalh,
      operatingHours: room.operatingHours,
      length: room.length,
      width: room.width,
      height: room.height,
    })),
  };
}

type BasisRoom = SystemBasis['rooms'][number];

const FACT_KEYS = [
  'roomTemperature',
  'ambientTemperature',
  'requiredKcalh',
  'operatingHours',
  'length',
  'width',
  'height',
] as const satisfies readonly (keyof BasisRoom & keyof RoomFacts)[];

function hasRoomChanged(recorded: BasisRoom | undefined, room: RoomFacts | undefined): boolean {
  if (!recorded || !room) return true;
  return FACT_KEYS.some((key) => recorded[key] !== room[key]);
}

/**
 * A system saved before the basis was recorded: its result's required capacities are all that
 * tells what it was computed from (per room when it has a balance point, the total otherwise). Without a
 * result there is no figure to go stale.
 */
function hasLegacyResultChanged(
  result: SystemResultDto | null,
  roomIds: readonly number[],
  rooms: ReadonlyMap<number, RoomFacts>,
): boolean {
  if (!result) return false;
  if (hasBalancePoint(result)) {
    return result.rooms.some(
      (recorded) => rooms.get(recorded.roomId)?.requiredKcalh !== recorded.requiredCapacity,
    );
  }
  const total = roomIds.reduce((sum, id) => sum + (rooms.get(id)?.requiredKcalh ?? Number.NaN), 0);
  return total !== result.requiredCapacity;
}

/**
 * True when any of the system's rooms is no longer as its results were computed from, or when
 * its result came from an earlier selection method (its `calcVersion` is not today's
 * SELECTION_CALC_VERSION: e.g. a rack balanced before its condensers were, ADR 058, or an
 * evaporator rated before the DT limit, ADR 059): its figures are not the ones a save gives now.
 */
export function isSystemStale(
  system: {
    input: StoredChoices;
    computed: { basis: SystemBasis | null };
    result: SystemResultDto | null;
  },
  rooms: ReadonlyMap<number, RoomFacts>,
): boolean {
  if (system.result && system.result.calcVersion !== SELECTION_CALC_VERSION) return true;
  const roomIds = system.input.configurations.map((configuration) => configuration.roomId);
  const { basis } = system.computed;
  if (!basis) return hasLegacyResultChanged(system.result, roomIds, rooms);
  const recorded = new Map(basis.rooms.map((room) => [room.roomId, room]));
  return roomIds.some((id) => hasRoomChanged(recorded.get(id), rooms.get(id)));
}
