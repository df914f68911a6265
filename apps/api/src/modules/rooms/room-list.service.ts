import type { RoomListItemDto } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { checkStoredRoom, presentInvalidRoom, type RoomDetail } from './rooms.presenter.ts';
import { findRooms } from './rooms.repository.ts';

/**
 * A project's rooms in list order, each checked like any stored room (a room that no longer
 * validates is listed flagged). No access check: the caller has made it (docs/decisions/007).
 * Kept apart from rooms.service.ts so that modules the rooms service calls (the proposals' total)
 * can read the rooms without an import cycle.
 */
export async function listProjectRooms(
  db: Database,
  projectId: number,
  detail: Exclude<RoomDetail, 'full'>,
): Promise<RoomListItemDto[]> {
  const rows = await findRooms(db, projectId);
  return rows.map((row) => {
    const checked = checkStoredRoom(row, detail);
    return checked.ok ? checked.room : presentInvalidRoom(row);
  });
}
