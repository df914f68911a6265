import type { Database } from '../../db/client.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { upsertUser } from './users.repository.ts';

/** Records (or refreshes) the signed-in user: name and e-mail as their token has them now. */
export async function recordUser(db: Database, principal: Principal): Promise<void> {
  await upsertUser(db, principal);
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
