import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema/index.ts';

/** Deletes the counters last failed before `forgetBefore` that block nobody at `now`. */
export async function deleteForgottenFailures(
  db: Database,
  forgetBefore: Date,
  now: Date,
): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailureAt, forgetBefore),
        or(isNull(signInFailures.blockedUntil), lt(signInFailures.blockedUntil, now)),
      ),
    );
}

/**
 * Counts one failure of `subject` at `now` (starting again at 1 when its last failure is older
 * than `forgetBefore`) and answers the failures in a row.
 */
export async function incrementFailures(
  db: Database,
  subject: string,
  now: Date,
  forgetBefore: Date,
): Promise<number> {
  const [row] = await db
    .insert(signInFailures)
    .values({ subject, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailures.subject,
      set: {
        failures: sql`CASE WHEN ${signInFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInFailures.failures });
  return row?.failures ?? 1;
}

export async function updateBlockedUntil(
  db: Database,
  subject: string,
  blockedUntil: Date,
): Promise<void> {
  await db.update(signInFailures).set({ blockedUntil }).where(eq(signInFailures.subject, subject));
}

/** The latest block after `now` of any of `subjects`, or null. */
export async function findLatestBlock(
  db: Database,
  subjects: string[],
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<string | null>`max(${signInFailures.blockedUntil})` })
    .from(signInFailures)
    .where(and(inArray(signInFailures.subject, subjects), gt(signInFailures.blockedUntil, now)));
  return row?.until ? new Date(row.until) : null;
}

export async function deleteFailures(db: Database, subject: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.subject, subject));
}
