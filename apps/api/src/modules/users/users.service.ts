import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { upsertUser } from './users.repository.ts';

/**
 * What each user's row was last written with, and when, per database: /v1/me (every page load)
 * writes the row again only when the token says something new about the user or the last write
 * is older than this. `last_seen_at` is therefore exact to this much (docs/decisions, API
 * throughput).
 */
const RECORD_AGAIN_AFTER_MS = 5 * 60_000;
const RECORDED_USERS_MAX = 10_000;
const recordedByDatabase = new WeakMap<Database, LRUCache<string, string>>();

const userKey = (principal: Principal) => `${principal.issuer}|${principal.subject}`;
const recordedFields = (principal: Principal) =>
  JSON.stringify([principal.username, principal.email, principal.name, principal.isEditor]);

/** Records (or refreshes) the signed-in user: name and e-mail as their token has them now. */
export async function recordUser(db: Database, principal: Principal): Promise<void> {
  let recorded = recordedByDatabase.get(db);
  if (!recorded) {
    recorded = new LRUCache({ max: RECORDED_USERS_MAX, ttl: RECORD_AGAIN_AFTER_MS });
    recordedByDatabase.set(db, recorded);
  }
  const key = userKey(principal);
  const fields = recordedFields(principal);
  if (recorded.get(key) === fields) return;
  await upsertUser(db, principal);
  recorded.set(key, fields);
}

const userIdCache = new WeakMap<Database, Map<string, { id: string; isEditor: boolean }>>();

/**
 * The signed-in user's row id, recorded on first use and cached per database; recorded again when
 * the token's editor role differs from the one recorded (app_users.is_editor stays current).
 */
export async function resolveUserId(db: Database, principal: Principal): Promise<string> {
  let cache = userIdCache.get(db);
  if (!cache) {
    cache = new Map();
    userIdCache.set(db, cache);
  }
  const key = userKey(principal);
  const cached = cache.get(key);
  if (cached && cached.isEditor === principal.isEditor) return cached.id;
  const id = await upsertUser(db, principal);
  cache.set(key, { id, isEditor: principal.isEditor });
  return id;
}
