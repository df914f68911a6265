import type { RoomListItemDto } from '@camara-fria/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { presentByStamp, type Stamped } from '../../lib/present-by-stamp.ts';
import { bodyDigest } from '../../plugins/http-cache.ts';
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
const cacheOf = perDatabase(() => new LRUCache<string, RoomListItemDto>({ max: LISTED_ROOMS_MAX }));

function present(row: RoomRow, detail: ListDetail): RoomListItemDto {
  const checked = checkStoredRoom(row, detail);
  return checked.ok ? checked.room : presentInvalidRoom(row);
}

/**
 * A project's rooms in list order, each checked like any stored room (a room that no longer
 * validates is listed flagged). No access check: the caller has made it (docs/decisions/007). The
 * proposals read a draft's rooms through it (wired in src/app.ts, docs/decisions/050).
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
  const stamps = knownStamps ?? (await findRoomStamps(db, projectId));
  return (await collectRooms(db, projectId, detail, stamps)).items;
}

/**
 * The listed rooms for these stamps, and whether each one is the row version its stamp names
 * (false when a room was saved or deleted between the stamps' read and the rows' read).
 */
async function collectRooms(
  db: Database,
  projectId: number,
  detail: ListDetail,
  stamps: readonly Stamped[],
): Promise<{ items: RoomListItemDto[]; exact: boolean }> {
  // A room deleted between the two reads is left out; one saved between them is shown as saved.
  return presentByStamp<RoomRow, RoomListItemDto>(
    stamps,
    cacheOf(db),
    (stamp) => `${detail} ${stamp}`,
    (missing) => findRoomsWithStamps(db, projectId, missing),
    (row) => present(row, detail),
  );
}

/** A serialized room list and the digest of its text (its ETag's, plugins/http-cache.ts). */
export type SerializedRoomList = { readonly body: string; readonly digest: string };

/**
 * Serialized room lists by project, detail and the ordered stamps of their rooms: the same stamps
 * name the same rows, so the same answer; an unchanged list then costs its stamp query and a send
 * (no presentation, serialization or hashing of ~25 kB per request). Any write to a listed room,
 * a new or deleted room, changes the key. Bounded by the bytes kept, one cache per database
 * handle like the presentations.
 */
const SERIALIZED_LISTS_MAX_CHARS = 16 * 1024 * 1024;
const serializedCacheOf = perDatabase(
  () =>
    new LRUCache<string, SerializedRoomList>({
      maxSize: SERIALIZED_LISTS_MAX_CHARS,
      sizeCalculation: (answer) => answer.body.length + 64,
    }),
);

/**
 * {@link listProjectRooms} as the route sends it: serialized by `serialize` (the route's own
 * answer serializer) with its digest, both kept per (project, detail, ordered stamps). Only an
 * answer whose every room is the version its stamp names is kept.
 */
export async function serializeProjectRooms(
  db: Database,
  projectId: number,
  detail: ListDetail,
  stamps: readonly { id: number; stamp: string }[],
  serialize: (items: RoomListItemDto[]) => string,
): Promise<SerializedRoomList> {
  const cache = serializedCacheOf(db);
  let key = `${projectId} ${detail}`;
  for (const { stamp } of stamps) key += ` ${stamp}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const { items, exact } = await collectRooms(db, projectId, detail, stamps);
  const body = serialize(items);
  const answer = { body, digest: bodyDigest(body) };
  if (exact) cache.set(key, answer);
  return answer;
}
