import type { RoomListItemDto } from '@camara-fria/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { checkStoredRoom, presentInvalidRoom, type RoomDetail } from './rooms.presenter.ts';
import { findRoomStamps, findRoomsWithStamps, type RoomRow } from './rooms.repository.ts';

type ListDetail = Exclude<RoomDetail, 'full'>;

/**
 * Listed rooms as presented, by stored row version (the stamp: id, version, `xmin`, update time)
 * and detail. Checking a stored room against today's contract and presenting it was most of a
 * room list's cost (docs/decisions, API throughput); a row version never changes, so neither does
 * its presentation. Bounded in count; one cache per database handle (a transaction has its own).
 */
const LISTED_ROOMS_MAX = 2_000;
const presentedByDatabase = new WeakMap<Database, LRUCache<string, RoomListItemDto>>();

function cacheOf(db: Database): LRUCache<string, RoomListItemDto> {
  let cache = presentedByDatabase.get(db);
  if (!cache) {
    cache = new LRUCache({ max: LISTED_ROOMS_MAX });
    presentedByDatabase.set(db, cache);
  }
  return cache;
}

/** Frozen through and through: one presentation is shared by every answer that lists it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function present(row: RoomRow, detail: ListDetail): RoomListItemDto {
  const checked = checkStoredRoom(row, detail);
  return checked.ok ? checked.room : presentInvalidRoom(row);
}

/**
 * A project's rooms in list order, each checked like any stored room (a room that no longer
 * validates is listed flagged). No access check: the caller has made it (docs/decisions/007).
 * Kept apart from rooms.service.ts so that modules the rooms service calls (the proposals' total)
 * can read the rooms without an import cycle.
 *
 * Reads the rooms' stamps first; only rooms whose stored version has not been presented yet are
 * read whole, checked and presented.
 */
export async function listProjectRooms(
  db: Database,
  projectId: number,
  detail: ListDetail,
  /** The rooms' stamps, when the caller has read them already (findProjectRoomStamps). */
  knownStamps?: readonly { id: number; stamp: string }[],
): Promise<RoomListItemDto[]> {
  const cache = cacheOf(db);
  const stamps = knownStamps ?? (await findRoomStamps(db, projectId));
  const listed = new Map<number, RoomListItemDto>();
  const missing: number[] = [];
  for (const { id, stamp } of stamps) {
    const cached = cache.get(`${detail} ${stamp}`);
    if (cached) listed.set(id, cached);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const { row, stamp } of await findRoomsWithStamps(db, projectId, missing)) {
      const item = deepFreeze(present(row, detail));
      cache.set(`${detail} ${stamp}`, item);
      listed.set(row.id, item);
    }
  }
  // A room deleted between the two reads is left out; one saved between them is shown as saved.
  return stamps.flatMap(({ id }) => {
    const item = listed.get(id);
    return item ? [item] : [];
  });
}
