import type { Project } from '@camara-fria/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { presentProject } from './projects.presenter.ts';
import { findProjectsWithStamps, type ProjectStamp } from './projects.repository.ts';

/**
 * Listed projects as presented, by stamp (projects.repository.ts `listStamp`: the project's row
 * version, its owner's row version and its draft proposal's total). Reading 21 columns a row,
 * mapping and presenting them was a third of the project list's CPU (docs/decisions, API
 * throughput); a stamp names one presentation. Bounded in count; one cache per database handle
 * (a transaction has its own).
 */
const LISTED_PROJECTS_MAX = 5_000;
const presentedByDatabase = new WeakMap<Database, LRUCache<string, Project>>();

function presentedCacheOf(db: Database): LRUCache<string, Project> {
  let cache = presentedByDatabase.get(db);
  if (!cache) {
    cache = new LRUCache({ max: LISTED_PROJECTS_MAX });
    presentedByDatabase.set(db, cache);
  }
  return cache;
}

/** Frozen through and through: one presentation is shared by every answer that lists it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The listed projects for these stamps, in their order, and whether each one is the version its
 * stamp names (false when a project, its owner or its draft changed between the stamps' read and
 * the rows' read: the newer one is shown).
 */
async function collectProjects(
  db: Database,
  stamps: readonly ProjectStamp[],
): Promise<{ items: Project[]; exact: boolean }> {
  const cache = presentedCacheOf(db);
  const listed = new Map<number, Project>();
  const missing: number[] = [];
  for (const { id, stamp } of stamps) {
    const kept = cache.get(stamp);
    if (kept) listed.set(id, kept);
    else missing.push(id);
  }
  let exact = true;
  if (missing.length > 0) {
    const asked = new Map(stamps.map(({ id, stamp }) => [id, stamp]));
    for (const { row, stamp } of await findProjectsWithStamps(db, missing)) {
      const item = deepFreeze(presentProject(row));
      cache.set(stamp, item);
      listed.set(row.id, item);
      if (asked.get(row.id) !== stamp) exact = false;
    }
  }
  const items = stamps.flatMap(({ id }) => {
    const item = listed.get(id);
    return item ? [item] : [];
  });
  return { items, exact: exact && items.length === stamps.length };
}

/**
 * Serialized pages by the ordered stamps of their projects: the same stamps name the same
 * projects, so the same body; an unchanged page then costs its stamp query and a send. Bounded by
 * the characters kept, one cache per database handle.
 */
const SERIALIZED_PAGES_MAX_CHARS = 16 * 1024 * 1024;
const serializedByDatabase = new WeakMap<Database, LRUCache<string, string>>();

function serializedCacheOf(db: Database): LRUCache<string, string> {
  let cache = serializedByDatabase.get(db);
  if (!cache) {
    cache = new LRUCache({
      maxSize: SERIALIZED_PAGES_MAX_CHARS,
      sizeCalculation: (body, key) => body.length + key.length,
    });
    serializedByDatabase.set(db, cache);
  }
  return cache;
}

/**
 * A page of the project list serialized by `serialize` (the route's own answer serializer), kept
 * per ordered stamps. Only a body whose every project is the version its stamp names is kept.
 */
export async function serializeProjectPage(
  db: Database,
  stamps: readonly ProjectStamp[],
  serialize: (items: Project[]) => string,
): Promise<string> {
  const cache = serializedCacheOf(db);
  const key = stamps.map(({ stamp }) => stamp).join(' ');
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const { items, exact } = await collectProjects(db, stamps);
  const body = serialize(items);
  if (exact) cache.set(key, body);
  return body;
}
