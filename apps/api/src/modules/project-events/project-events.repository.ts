import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUsers, projectEvents } from '../../db/schema/index.ts';

export type ProjectEventRow = typeof projectEvents.$inferInsert;
export type ProjectEventRecord = typeof projectEvents.$inferSelect & {
  actorUsername: string | null;
  actorUserName: string | null;
};

export async function insertProjectEvent(db: Database, row: ProjectEventRow): Promise<number> {
  const [inserted] = await db.insert(projectEvents).values(row).returning({ id: projectEvents.id });
  if (!inserted) throw new Error('project event not inserted');
  return inserted.id;
}

/** A page of a project's events, newest first, before the event `cursor` when given. */
export async function findProjectEvents(
  db: Database,
  projectId: number,
  cursor: number | undefined,
  limit: number,
): Promise<ProjectEventRecord[]> {
  return db
    .select({
      id: projectEvents.id,
      projectId: projectEvents.projectId,
      proposalId: projectEvents.proposalId,
      kind: projectEvents.kind,
      actorUserId: projectEvents.actorUserId,
      actorName: projectEvents.actorName,
      isCustomer: projectEvents.isCustomer,
      code: projectEvents.code,
      details: projectEvents.details,
      createdAt: projectEvents.createdAt,
      actorUsername: appUsers.username,
      actorUserName: appUsers.name,
    })
    .from(projectEvents)
    .leftJoin(appUsers, eq(appUsers.id, projectEvents.actorUserId))
    .where(
      and(
        eq(projectEvents.projectId, projectId),
        cursor === undefined ? sql`true` : lt(projectEvents.id, cursor),
      ),
    )
    .orderBy(desc(projectEvents.id))
    .limit(limit);
}
