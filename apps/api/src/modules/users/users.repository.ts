import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUsers } from '../../db/schema/index.ts';
import type { Principal } from '../auth/token-verifier.ts';

/** Records (or refreshes) the signed-in user; returns the row id. */
export async function upsertUser(db: Database, principal: Principal): Promise<string> {
  const [row] = await db
    .insert(appUsers)
    .values({
      issuer: principal.issuer,
      subject: principal.subject,
      username: principal.username,
      email: principal.email,
      name: principal.name,
    })
    .onConflictDoUpdate({
      target: [appUsers.issuer, appUsers.subject],
      set: {
        username: principal.username,
        email: principal.email,
        name: principal.name,
        lastSeenAt: sql`now()`,
      },
    })
    .returning({ id: appUsers.id });
  if (!row) throw new Error('user upsert returned no row');
  return row.id;
}

const userIdCache = new WeakMap<Database, Map<string, string>>();

/** The signed-in user's row id, recorded on first use and cached per database. */
export async function resolveUserId(db: Database, principal: Principal): Promise<string> {
  let cache = userIdCache.get(db);
  if (!cache) {
    cache = new Map();
    userIdCache.set(db, cache);
  }
  const key = `${principal.issuer}|${principal.subject}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const id = await upsertUser(db, principal);
  cache.set(key, id);
  return id;
}
