import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase, sameTurnLoader } from '../../db/per-database.ts';
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

/** A project's owner and its rooms' stamps in list order (the room list's access check and rooms). */
export type ProjectRoomStamps = {
  readonly ownerId: string;
  readonly rooms: readonly { readonly id: number; readonly stamp: string }[];
};

/**
 * The owner and room stamps of several projects in one round trip: one row per project without
 * rooms, one per room otherwise, by project then room.
 */
const projectsRoomStamps = perDatabase((db) =>
  db
    .select({ projectId: projects.id, ownerId: projects.ownerId, id: rooms.id, stamp: rowStamp })
    .from(projects)
    .leftJoin(rooms, eq(rooms.projectId, projects.id))
    .where(sql`${projects.id} = any(${sql.placeholder('projectIds')})`)
    .orderBy(asc(projects.id), asc(rooms.id))
    .prepare('projects_room_stamps'),
);
/** The prepared query above, for tests that count its round trips. */
export const projectsRoomStampsQuery = projectsRoomStamps;

async function readProjectsRoomStamps(
  db: Database,
  projectIds: readonly number[],
): Promise<(ProjectRoomStamps | undefined)[]> {
  const distinct = [...new Set(projectIds)];
  const found = new Map<number, { ownerId: string; rooms: { id: number; stamp: string }[] }>();
  for (const row of await projectsRoomStamps(db).execute({ projectIds: distinct })) {
    let project = found.get(row.projectId);
    if (!project) {
      project = { ownerId: row.ownerId, rooms: [] };
      found.set(row.projectId, project);
    }
    if (row.id !== null && row.stamp !== null) project.rooms.push({ id: row.id, stamp: row.stamp });
  }
  return projectIds.map((id) => found.get(id));
}

/**
 * Room lists asked for in the same turn of the event loop share one stamp query
 * ({@link sameTurnLoader}): never stale, and different projects share it too.
 */
const STAMP_BATCH_MAX = 256;
const stampLoaderOf = perDatabase((db) =>
  sameTurnLoader<number, ProjectRoomStamps | undefined>(
    (projectIds) => readProjectsRoomStamps(db, projectIds),
    STAMP_BATCH_MAX,
  ),
);

/** A project's owner and its rooms' stamps in list order; undefined when it does not exist. */
export async function findProjectRoomStamps(
  db: Database,
  projectId: number,
): Promise<ProjectRoomStamps | undefined> {
  return stampLoaderOf(db).load(projectId);
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
): Promise<Map<number, number>> {
  const copied = new Map<number, number>();
  // One row at a time: each copy's id is known to be its source's (a system copy remaps to it).
  for (const { row, document } of source) {
    const [inserted] = await db
      .insert(rooms)
      .values({
        projectId: toProjectId,
        name: row.name,
        data: toStoredRoomDocument(document),
        heatLoad: row.heatLoad,
        totalKw: row.totalKw,
        totalKcalh: row.totalKcalh,
      })
      .returning({ id: rooms.id });
    if (!inserted) throw new Error('room copy insert returned no row');
    copied.set(row.id, inserted.id);
  }
  return copied;
}
