import type { RoomData, RoomDto } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../auth/token-verifier.ts';
import { loadAccessibleProject } from '../projects/projects.service.ts';
import { computeRoomHeatLoad } from './rooms.heat-load.ts';
import { presentRoom } from './rooms.presenter.ts';
import {
  deleteRoom as deleteRoomRow,
  findRoom,
  findRooms,
  insertRoom,
  updateRoom as updateRoomRow,
} from './rooms.repository.ts';

const roomNotFound = () => notFound('Câmara não encontrada.');

/** Rooms follow their project's access rule (docs/decisions/007-ownership.md). */
export async function listRooms(
  db: Database,
  principal: Principal,
  projectId: number,
  withSummary: boolean,
): Promise<RoomDto[]> {
  await loadAccessibleProject(db, principal, projectId);
  const rows = await findRooms(db, projectId);
  return rows.map((row) => presentRoom(row, withSummary ? 'summary' : 'plain'));
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
  return presentRoom(row, 'full');
}

export async function createRoom(
  db: Database,
  principal: Principal,
  projectId: number,
  data: RoomData,
): Promise<RoomDto> {
  await loadAccessibleProject(db, principal, projectId);
  const { document, heatLoad } = await computeRoomHeatLoad(db, data);
  return presentRoom(await insertRoom(db, projectId, document, heatLoad), 'full');
}

export async function updateRoom(
  db: Database,
  principal: Principal,
  projectId: number,
  id: number,
  data: RoomData,
): Promise<RoomDto> {
  await loadAccessibleProject(db, principal, projectId);
  const current = await findRoom(db, projectId, id);
  if (!current) throw roomNotFound();
  const { document, heatLoad } = await computeRoomHeatLoad(db, data);
  const row = await updateRoomRow(
    db,
    projectId,
    id,
    data.version ?? current.version,
    document,
    heatLoad,
  );
  if (!row) {
    throw new AppError(
      409,
      'CONFLICT',
      'Esta câmara foi alterada por outra pessoa. Recarregue e tente novamente.',
    );
  }
  return presentRoom(row, 'full');
}

export async function deleteRoom(
  db: Database,
  principal: Principal,
  projectId: number,
  id: number,
): Promise<void> {
  await loadAccessibleProject(db, principal, projectId);
  if (!(await deleteRoomRow(db, projectId, id))) throw roomNotFound();
}
