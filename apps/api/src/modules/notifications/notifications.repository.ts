import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
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

/**
 * Takes notice `id` for one delivery attempt (SENDING, attempts + 1, a lease of `leaseSeconds`)
 * when it is OUTBOX, FAILED, or SENDING with its lease run out, and had fewer than `maxAttempts`;
 * null when another attempt holds it, it was SENT or it has had its attempts.
 */
export async function claimNotification(
  db: Database,
  id: number,
  leaseSeconds: number,
  maxAttempts: number,
): Promise<{ attempt: number; eml: string; to: string[] } | null> {
  const [row] = await db
    .update(notifications)
    .set({
      status: 'SENDING',
      error: null,
      attempts: sql`${notifications.attempts} + 1`,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(notifications.id, id),
        lt(notifications.attempts, maxAttempts),
        or(
          inArray(notifications.status, ['OUTBOX', 'FAILED']),
          and(eq(notifications.status, 'SENDING'), lte(notifications.leaseExpiresAt, sql`now()`)),
        ),
      ),
    )
    .returning({ attempt: notifications.attempts, eml: notifications.eml, to: notifications.to });
  return row ?? null;
}

/**
 * Records the end of attempt number `attempt` (SENT or FAILED with its reason), provided the
 * notice is still that attempt's; whether it was recorded.
 */
export async function finishNotification(
  db: Database,
  id: number,
  attempt: number,
  failure: string | null,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({
      status: failure === null ? 'SENT' : 'FAILED',
      error: failure,
      leaseExpiresAt: null,
      updatedAt: sql`now()`,
      ...(failure === null ? { sentAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.status, 'SENDING'),
        eq(notifications.attempts, attempt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * The notices a delivery should still be tried for, oldest first: OUTBOX, FAILED with fewer than
 * `maxAttempts` attempts, SENDING whose lease ran out.
 */
export async function findUndeliveredNotificationIds(
  db: Database,
  maxAttempts: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      or(
        eq(notifications.status, 'OUTBOX'),
        and(eq(notifications.status, 'FAILED'), lt(notifications.attempts, maxAttempts)),
        and(
          eq(notifications.status, 'SENDING'),
          lt(notifications.attempts, maxAttempts),
          lte(notifications.leaseExpiresAt, sql`now()`),
        ),
      ),
    )
    .orderBy(notifications.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
