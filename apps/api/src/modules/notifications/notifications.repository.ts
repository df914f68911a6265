import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUsers, notifications, projects } from '../../db/schema/index.ts';

export type NotificationInsert = typeof notifications.$inferInsert;

/** Stores a notice unless one with its dedupe key exists; its id, or null when it existed. */
export async function insertNotification(
  db: Database,
  row: NotificationInsert,
): Promise<number | null> {
  const [inserted] = await db
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return inserted?.id ?? null;
}

/** The e-mail of the project's owner and of every editor who has one. */
export async function findProjectRecipients(
  db: Database,
  projectId: number,
): Promise<{
  owner: { id: string; email: string | null } | null;
  editors: { id: string; email: string }[];
}> {
  const owner = await db
    .select({ id: appUsers.id, email: appUsers.email })
    .from(projects)
    .innerJoin(appUsers, eq(appUsers.id, projects.ownerId))
    .where(eq(projects.id, projectId));
  const editors = await db
    .select({ id: appUsers.id, email: appUsers.email })
    .from(appUsers)
    .where(and(eq(appUsers.isEditor, true), isNotNull(appUsers.email)));
  return {
    owner: owner[0] ?? null,
    editors: editors.flatMap((row) => (row.email ? [{ id: row.id, email: row.email }] : [])),
  };
}
