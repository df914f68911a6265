import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { projects, rooms } from '../../db/schema/index.ts';
import type { HeatLoadRecord } from '@camara-fria/contracts';
import { toStoredRoomDocument } from './room-document.ts';
import type { RoomDocument } from './rooms.heat-load.ts';

export type RoomRow = typeof rooms.$inferSelect;

function toColumns(document: RoomDocument, heatLoad: HeatLoadRecord) {
  return {
    name: document.name,
    data: toStoredRoomDocument(document),
    heatLoad,
    totalKw: heatLoad.summary.totalKw,
    totalKcalh: heatLoad.summary.totalKcalh,
  };
}

export async function insertRoom(
  db: Database,
  projectId: number,
  document: RoomDocument,
  heatLoad: HeatLoadRecord,
): Promise<RoomRow> {
  const [row] = await db
    .insert(rooms)
    .values({ projectId, ...toColumns(document, heatLoad) })
    .returning();
  if (!row) throw new Error('room insert returned no row');
  return row;
}

export async function findRooms(db: Database, projectId: number): Promise<RoomRow[]> {
  return db.select().from(rooms).where(eq(rooms.projectId, projectId)).orderBy(asc(rooms.id));
}

/**
 * Names a stored row version: PostgreSQL's `xmin` (the transaction that wrote this version of the
 * row) changes with every write to the row, a hand-made UPDATE included; the version and update
 * time ride along. Two reads with the same stamp read the same row contents.
 */
const rowStamp = sql<string>`${rooms.id} || ':' || ${rooms.version} || ':' || ${rooms}.xmin::text || ':' || extract(epoch from ${rooms.updatedAt})::text`;

/** A project's rooms in list order, each as its id and {@link rowStamp}, without their data. */
export async function findRoomStamps(
  db: Database,
  projectId: number,
): Promise<{ id: number; stamp: string }[]> {
  return db
    .select({ id: rooms.id, stamp: rowStamp })
    .from(rooms)
    .where(eq(rooms.projectId, projectId))
    .orderBy(asc(rooms.id));
}

/**
 * A project's owner and its rooms' stamps in list order, in one round trip (the room list's
 * access check and its rooms); undefined when the project does not exist.
 */
const projectRoomStamps = preparedPerDatabase((db) =>
  db
    .select({ ownerId: projects.ownerId, id: rooms.id, stamp: rowStamp })
    .from(projects)
    .leftJoin(rooms, eq(rooms.projectId, projects.id))
    .where(eq(projects.id, sql.placeholder('projectId')))
    .orderBy(asc(rooms.id))
    .prepare('project_room_stamps'),
);

export async function findProjectRoomStamps(
  db: Database,
  projectId: number,
): Promise<{ ownerId: string; rooms: { id: number; stamp: string }[] } | undefined> {
  const found = await projectRoomStamps(db).execute({ projectId });
  const [first] = found;
  if (!first) return undefined;
  return {
    ownerId: first.ownerId,
    rooms: found.flatMap(({ id, stamp }) => (id === null || stamp === null ? [] : [{ id, stamp }])),
  };
}

/** The given rooms of a project, whole, each with its {@link rowStamp}. */
export async function findRoomsWithStamps(
  db: Database,
  projectId: number,
  ids: readonly number[],
): Promise<{ row: RoomRow; stamp: string }[]> {
  const found = await db
    .select({ row: rooms, stamp: rowStamp })
    .from(rooms)
    .where(and(eq(rooms.projectId, projectId), inArray(rooms.id, [...ids])));
  return found;
}

export async function findRoom(
  db: Database,
  projectId: number,
  id: number,
): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.projectId, projectId), eq(rooms.id, id)));
  return row;
}

/**
 * Saves when the stored version is `expectedVersion`, in one statement (`UPDATE … WHERE id AND
 * version RETURNING`): of racing saves based on one version exactly one matches. Undefined when
 * no row matched (someone saved first, or the room is gone).
 */
export async function updateRoom(
  db: Database,
  projectId: number,
  id: number,
  expectedVersion: number,
  document: RoomDocument,
  heatLoad: HeatLoadRecord,
): Promise<RoomRow | undefined> {
  const [row] = await db
    .update(rooms)
    .set({
      ...toColumns(document, heatLoad),
      version: sql`${rooms.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(rooms.projectId, projectId), eq(rooms.id, id), eq(rooms.version, expectedVersion)),
    )
    .returning();
  return row;
}

export async function deleteRoom(db: Database, projectId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(rooms)
    .where(and(eq(rooms.projectId, projectId), eq(rooms.id, id)))
    .returning({ id: rooms.id });
  return deleted.length === 1;
}

/**
 * Inserts copies of the given rooms into another project (project copy): each document as given
 * (written at the current version), the heat load as stored.
 */
export async function insertRoomCopies(
  db: Database,
  toProjectId: number,
  source: readonly { row: RoomRow; document: RoomDocument }[],
): Promise<void> {
  if (source.length === 0) return;
  await db.insert(rooms).values(
    source.map(({ row, document }) => ({
      projectId: toProjectId,
      name: row.name,
      data: toStoredRoomDocument(document),
      heatLoad: row.heatLoad,
      totalKw: row.totalKw,
      totalKcalh: row.totalKcalh,
    })),
  );
}
