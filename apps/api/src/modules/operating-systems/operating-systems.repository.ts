import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatingSystems, rooms, systemRooms } from '../../db/schema/index.ts';
import {
  readSystemDocuments,
  toStoredSystemDocuments,
  type SystemDocuments,
} from './system-documents.ts';

type RawSystemRow = typeof operatingSystems.$inferSelect;

/** A stored system, its documents read (system-documents.ts). */
export type OperatingSystemRow = Omit<RawSystemRow, keyof SystemDocuments> & SystemDocuments;

/** What a save writes (everything but identity, version and timestamps). */
export type OperatingSystemColumns = Omit<
  typeof operatingSystems.$inferInsert,
  'id' | 'projectId' | 'version' | 'createdAt' | 'updatedAt' | keyof SystemDocuments
> &
  SystemDocuments;

/** A row as read: its documents upgraded and parsed. */
function readRow(row: RawSystemRow): OperatingSystemRow {
  return { ...row, ...readSystemDocuments(row) };
}

/** Columns as written: the documents stamped with their versions. */
function toStored<Columns extends SystemDocuments>(columns: Columns) {
  return { ...columns, ...toStoredSystemDocuments(columns) };
}

export async function findSystems(db: Database, projectId: number): Promise<OperatingSystemRow[]> {
  const rows = await db
    .select()
    .from(operatingSystems)
    .where(eq(operatingSystems.projectId, projectId))
    .orderBy(asc(operatingSystems.id));
  return rows.map(readRow);
}

/** A project's systems as stored, their documents unread (a copy skips an unreadable one). */
export async function findStoredSystems(db: Database, projectId: number): Promise<RawSystemRow[]> {
  return db
    .select()
    .from(operatingSystems)
    .where(eq(operatingSystems.projectId, projectId))
    .orderBy(asc(operatingSystems.id));
}

export async function findSystem(
  db: Database,
  projectId: number,
  id: number,
): Promise<OperatingSystemRow | undefined> {
  const [row] = await db
    .select()
    .from(operatingSystems)
    .where(and(eq(operatingSystems.projectId, projectId), eq(operatingSystems.id, id)));
  return row && readRow(row);
}

export async function insertSystem(
  db: Database,
  projectId: number,
  columns: OperatingSystemColumns,
): Promise<OperatingSystemRow> {
  const [row] = await db
    .insert(operatingSystems)
    .values({ projectId, ...toStored(columns) })
    .returning();
  if (!row) throw new Error('operating system insert returned no row');
  return readRow(row);
}

/**
 * Saves when the stored version is `expectedVersion`, in one statement, as rooms do: of racing
 * saves based on one version exactly one matches. Undefined when no row matched.
 */
export async function updateSystem(
  db: Database,
  projectId: number,
  id: number,
  expectedVersion: number,
  columns: OperatingSystemColumns,
): Promise<OperatingSystemRow | undefined> {
  const [row] = await db
    .update(operatingSystems)
    .set({
      ...toStored(columns),
      version: sql`${operatingSystems.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(operatingSystems.projectId, projectId),
        eq(operatingSystems.id, id),
        eq(operatingSystems.version, expectedVersion),
      ),
    )
    .returning();
  return row && readRow(row);
}

/**
 * Deactivates the project's other active system (one active per project, spec §4): a change of
 * that system, so its version moves on too.
 */
export async function deactivateOtherSystems(
  db: Database,
  projectId: number,
  exceptId: number | null,
): Promise<void> {
  await db
    .update(operatingSystems)
    .set({ active: false, version: sql`${operatingSystems.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(operatingSystems.projectId, projectId),
        eq(operatingSystems.active, true),
        ...(exceptId === null ? [] : [ne(operatingSystems.id, exceptId)]),
      ),
    );
}

export async function deleteSystem(db: Database, projectId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(operatingSystems)
    .where(and(eq(operatingSystems.projectId, projectId), eq(operatingSystems.id, id)))
    .returning({ id: operatingSystems.id });
  return deleted.length === 1;
}

/** The systems other than `systemId` that hold one of `roomIds`: room id → system id and name. */
export async function findRoomsInOtherSystems(
  db: Database,
  roomIds: readonly number[],
  systemId: number | null,
): Promise<{ roomId: number; systemId: number; systemName: string }[]> {
  if (roomIds.length === 0) return [];
  return db
    .select({
      roomId: systemRooms.roomId,
      systemId: systemRooms.systemId,
      systemName: operatingSystems.name,
    })
    .from(systemRooms)
    .innerJoin(operatingSystems, eq(operatingSystems.id, systemRooms.systemId))
    .where(
      and(
        inArray(systemRooms.roomId, [...roomIds]),
        ...(systemId === null ? [] : [ne(systemRooms.systemId, systemId)]),
      ),
    );
}

/** The system's rooms are exactly `roomIds` (the database refuses a room of another system). */
export async function replaceSystemRooms(
  db: Database,
  systemId: number,
  roomIds: readonly number[],
): Promise<void> {
  await db.delete(systemRooms).where(eq(systemRooms.systemId, systemId));
  if (roomIds.length === 0) return;
  await db.insert(systemRooms).values(roomIds.map((roomId) => ({ roomId, systemId })));
}

/** The system a room belongs to, if any. */
export async function findSystemOfRoom(
  db: Database,
  roomId: number,
): Promise<OperatingSystemRow | undefined> {
  const [row] = await db
    .select({ system: operatingSystems })
    .from(systemRooms)
    .innerJoin(operatingSystems, eq(operatingSystems.id, systemRooms.systemId))
    .where(eq(systemRooms.roomId, roomId));
  return row && readRow(row.system);
}

/** Writes a system's columns as they are after a room left it (any version). */
export async function rewriteSystem(
  db: Database,
  id: number,
  columns: Pick<
    OperatingSystemColumns,
    'input' | 'computed' | 'result' | 'resultingDt' | 'resultingCapacity'
  >,
): Promise<void> {
  await db
    .update(operatingSystems)
    .set({
      ...toStored(columns),
      version: sql`${operatingSystems.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(operatingSystems.id, id));
}

/** The project's rooms as a system reads them: name, stored document and heat load. */
export async function findProjectRooms(
  db: Database,
  projectId: number,
): Promise<{ id: number; name: string; data: unknown; totalKcalh: number }[]> {
  return db
    .select({ id: rooms.id, name: rooms.name, data: rooms.data, totalKcalh: rooms.totalKcalh })
    .from(rooms)
    .where(eq(rooms.projectId, projectId))
    .orderBy(asc(rooms.id));
}
