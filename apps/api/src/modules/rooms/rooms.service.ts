import type { RoomData, RoomDto, RoomListItemDto } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import {
  checkProjectOwner,
  loadAccessibleProject,
  projectNotFound,
  type ProjectEquipmentChanged,
} from '../projects/projects.service.ts';
import { readStoredSizing } from './room-document.ts';
import { computeRoomHeatLoad, readKeptSafetyMargin } from './rooms.heat-load.ts';
import { serializeProjectRooms, type SerializedRoomList } from './room-list.service.ts';
import { checkStoredRoom, STORED_ROOM_INVALID_MESSAGE } from './rooms.presenter.ts';
import {
  deleteRoom as deleteRoomRow,
  findProjectRoomStamps,
  findRoom,
  findRooms,
  insertRoom,
  insertRoomCopies,
  updateRoom as updateRoomRow,
  type RoomRow,
} from './rooms.repository.ts';

const roomNotFound = () => notFound('Câmara não encontrada.');
const roomConflict = () =>
  new AppError(
    409,
    'CONFLICT',
    'Esta câmara foi alterada por outra pessoa. Recarregue e tente novamente.',
  );

/**
 * The answer for a row just written: checked like any stored room, so a write whose result could
 * not be read back throws inside its transaction and is rolled back instead of being kept.
 */
function presentWritten(row: RoomRow): RoomDto {
  const checked = checkStoredRoom(row, 'full');
  if (!checked.ok) {
    throw new AppError(
      422,
      'HEAT_LOAD_NOT_FINITE',
      'O cálculo desta câmara não pôde ser gravado. Revise as dimensões e os valores informados.',
      checked.issues,
    );
  }
  return checked.room;
}

/**
 * A project's rooms, serialized by the route's `serialize`, with the digest of the text. Rooms
 * follow their project's access rule (docs/decisions/007-ownership.md), checked on every call:
 * the project's owner and its rooms' stamps come in one round trip, shared by the lists asked for
 * in the same turn of the event loop (rooms.repository.ts). The answer is kept per
 * project, detail and ordered room stamps (room-list.service.ts), so an unchanged list costs that
 * round trip and a send; rooms are read whole only when not yet presented.
 */
export async function listRoomsSerialized(
  db: Database,
  principal: Principal,
  projectId: number,
  withSummary: boolean,
  serialize: (items: RoomListItemDto[]) => string,
): Promise<SerializedRoomList> {
  const found = await findProjectRoomStamps(db, projectId);
  if (!found) throw projectNotFound();
  await checkProjectOwner(db, principal, found.ownerId);
  const detail = withSummary ? 'summary' : 'plain';
  return serializeProjectRooms(db, projectId, detail, found.rooms, serialize);
}

export async function getRoom(
  db: Database,
  principal: Principal,
  projectId: number,
  id: number,
): Promise<RoomDto> {
  await loadAccessibleProject(db, principal, projectId);
  const row = await findRoom(db, projectId, id);
  if (!row) throw roomNotFound();
  const checked = checkStoredRoom(row, 'full');
  if (!checked.ok) {
    throw new AppError(422, 'STORED_ROOM_INVALID', STORED_ROOM_INVALID_MESSAGE, checked.issues);
  }
  return checked.room;
}

export async function createRoom(
  db: Database,
  principal: Principal,
  projectId: number,
  data: RoomData,
): Promise<RoomDto> {
  await loadAccessibleProject(db, principal, projectId);
  const { document, heatLoad } = await computeRoomHeatLoad(db, data);
  return db.transaction(async (tx) =>
    presentWritten(await insertRoom(tx, projectId, document, heatLoad)),
  );
}

/**
 * Saves a room over the version it was loaded at (`expectedVersion`): one conditional UPDATE, so of racing saves exactly one wins and the rest get
 * 409. A room that no longer validates may be saved over this way too.
 */
export async function updateRoom(
  db: Database,
  principal: Principal,
  projectId: number,
  id: number,
  data: RoomData,
  expectedVersion: number,
): Promise<RoomDto> {
  await loadAccessibleProject(db, principal, projectId);
  const current = await findRoom(db, projectId, id);
  if (!current) throw roomNotFound();
  const { document, heatLoad } = await computeRoomHeatLoad(db, data, {
    safetyMargin: readKeptSafetyMargin(current.data),
    ...readStoredSizing(current.data),
  });
  const saved = await db.transaction(async (tx) => {
    const row = await updateRoomRow(tx, projectId, id, expectedVersion, document, heatLoad);
    return row ? presentWritten(row) : null;
  });
  if (saved) return saved;
  if (!(await findRoom(db, projectId, id))) throw roomNotFound();
  throw roomConflict();
}

/**
 * What deleting a room tells the modules above rooms, in its transaction (wired in src/app.ts,
 * docs/decisions/050).
 */
export type RoomDeletionHooks = {
  /** Before the room's row goes: it leaves its operating system (docs/decisions/024). */
  roomLeaving: (tx: Database, roomId: number) => Promise<void>;
  /** After: its system's equipment, so the proposal's total, may have changed (docs/decisions/029). */
  equipmentChanged: ProjectEquipmentChanged;
};

export async function deleteRoom(
  db: Database,
  principal: Principal,
  projectId: number,
  id: number,
  hooks: RoomDeletionHooks,
): Promise<void> {
  await loadAccessibleProject(db, principal, projectId);
  const deleted = await db.transaction(async (tx) => {
    if (!(await findRoom(tx, projectId, id))) return false;
    await hooks.roomLeaving(tx, id);
    if (!(await deleteRoomRow(tx, projectId, id))) return false;
    await hooks.equipmentChanged(tx, projectId);
    return true;
  });
  if (!deleted) throw roomNotFound();
}

/**
 * The rooms of a project copy, in the caller's transaction: every room that still validates,
 * its document at the current version, its stored heat load as is. A room that no longer
 * validates is left out (it stays, flagged, in the source).
 *
 * @returns each copied room's id by its source's (a left-out room is not in it).
 */
export async function copyProjectRooms(
  db: Database,
  fromProjectId: number,
  toProjectId: number,
): Promise<Map<number, number>> {
  const source = await findRooms(db, fromProjectId);
  const valid = source.flatMap((row) => {
    const checked = checkStoredRoom(row, 'plain');
    return checked.ok ? [{ row, document: checked.document }] : [];
  });
  return insertRoomCopies(db, toProjectId, valid);
}
