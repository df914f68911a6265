import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUsers } from '../../db/schema/index.ts';
import type { Principal } from '../../plugins/token-verifier.ts';

/**
 * Records (or refreshes) the signed-in user, with their editor role as their token has it now
 * (who is told of a customer's decision); returns the row id.
 */
export async function upsertUser(db: Database, principal: Principal): Promise<string> {
  const [row] = await db
    .insert(appUsers)
    .values({
      issuer: principal.issuer,
      subject: principal.subject,
      username: principal.username,
      email: principal.email,
      name: principal.name,
      isEditor: principal.isEditor,
    })
    .onConflictDoUpdate({
      target: [appUsers.issuer, appUsers.subject],
      set: {
        username: principal.username,
        email: principal.email,
        name: principal.name,
        isEditor: principal.isEditor,
        lastSeenAt: sql`now()`,
      },
    })
    .returning({ id: appUsers.id });
  if (!row) throw new Error('user upsert returned no row');
  return row.id;
}
