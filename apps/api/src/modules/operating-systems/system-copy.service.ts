import type { SystemResultDto } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findStoredSystems,
  insertSystem,
  replaceSystemRooms,
  type OperatingSystemColumns,
} from './operating-systems.repository.ts';
import { readSystemDocuments, type SystemDocuments } from './system-documents.ts';

/**
 * A system's documents in a project copy (docs/decisions/065): every room id the choices, the
 * selections, their basis and the result name becomes its copy's. A configuration whose room was
 * not copied (a stored room that no longer validates) is left out, and the result with it, as
 * when a room leaves a system (spec §4: "Recalcular").
 */
export function remapSystemDocuments(
  documents: SystemDocuments,
  roomIds: ReadonlyMap<number, number>,
): { documents: SystemDocuments; isComplete: boolean } {
  const { input, computed, result } = documents;
  const keep = input.configurations.map((item) => roomIds.has(item.roomId));
  const isComplete = keep.every(Boolean);
  const to = (roomId: number) => roomIds.get(roomId) ?? roomId;
  const remapped: SystemDocuments = {
    input: {
      ...input,
      configurations: input.configurations
        .filter((_, index) => keep[index])
        .map((item) => ({ ...item, roomId: to(item.roomId) })),
    },
    computed: {
      ...computed,
      configurations: computed.configurations
        .filter((item) => roomIds.has(item.roomId))
        .map((item) => ({ ...item, roomId: to(item.roomId) })),
      basis: computed.basis && {
        rooms: computed.basis.rooms
          .filter((room) => roomIds.has(room.roomId))
          .map((room) => ({ ...room, roomId: to(room.roomId) })),
      },
    },
    result: isComplete ? remapResult(result, to) : null,
  };
  return { documents: remapped, isComplete };
}

function remapResult(
  result: SystemResultDto | null,
  to: (roomId: number) => number,
): SystemResultDto | null {
  if (!result || result.status === 'NO_BALANCE') return result;
  return { ...result, rooms: result.rooms.map((room) => ({ ...room, roomId: to(room.roomId) })) };
}

/**
 * The systems of a project copy, in the caller's transaction (wired in src/app.ts): each saved
 * system with its settings, choices, selections and balance as stored (not computed again: the
 * copy shows what the source shows), its rooms the copied ones (`roomIds`: source id → copy id).
 * A system whose stored documents no longer read is left out (it stays in the source).
 *
 * @returns each copied system's id by its source's.
 */
export async function copyProjectSystems(
  db: Database,
  fromProjectId: number,
  toProjectId: number,
  roomIds: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const copied = new Map<number, number>();
  for (const row of await findStoredSystems(db, fromProjectId)) {
    let read: SystemDocuments;
    try {
      read = readSystemDocuments(row);
    } catch (error) {
      if (error instanceof AppError && error.code === 'STORED_DOCUMENT_UNREADABLE') continue;
      throw error;
    }
    const { documents, isComplete } = remapSystemDocuments(read, roomIds);
    const columns: OperatingSystemColumns = {
      name: row.name,
      active: row.active,
      rack: row.rack,
      operationTemperature: row.operationTemperature,
      refrigerantCode: row.refrigerantCode,
      catalogVersionId: row.catalogVersionId,
      resultingDt: isComplete ? row.resultingDt : null,
      resultingCapacity: isComplete ? row.resultingCapacity : null,
      ...documents,
    };
    const system = await insertSystem(db, toProjectId, columns);
    await replaceSystemRooms(
      db,
      system.id,
      documents.input.configurations.map((item) => item.roomId),
    );
    copied.set(row.id, system.id);
  }
  return copied;
}
