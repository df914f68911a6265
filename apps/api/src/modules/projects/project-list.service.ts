import type { Project } from '@camara-fria/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { presentByStamp } from '../../lib/present-by-stamp.ts';
import { presentProject } from './projects.presenter.ts';
import {
  findProjectsWithStamps,
  type ProjectRow,
  type ProjectStamp,
} from './projects.repository.ts';

/**
 * Listed projects as presented, by stamp (projects.repository.ts `listStamp`: the project's row
 * version and its `list_rev`, which triggers raise when its owner's name or its draft proposal's
 * total changes). Reading 21 columns a row,
 * mapping and presenting them was a third of the project list's CPU (docs/decisions, API
 * throughput); a stamp names one presentation. Bounded in count; one cache per database handle
 * (a transaction has its own).
 */
const LISTED_PROJECTS_MAX = 5_000;
const presentedCacheOf = perDatabase(
  () => new LRUCache<string, Project>({ max: LISTED_PROJECTS_MAX }),
);

/**
 * The listed projects for these stamps, in their order, and whether each one is the version its
 * stamp names (false when a project, its owner or its draft changed between the stamps' read and
 * the rows' read: the newer one is shown).
 */
async function collectProjects(
  db: Database,
  stamps: readonly ProjectStamp[],
): Promise<{ items: Project[]; exact: boolean }> {
  return presentByStamp<ProjectRow, Project>(
    stamps,
    presentedCacheOf(db),
    (stamp) => stamp,
    (missing) => findProjectsWithStamps(db, missing),
    presentProject,
  );
}

/**
 * Serialized pages by the ordered stamps of their projects: the same stamps name the same
 * projects, so the same body; an unchanged page then costs its stamp query and a send. Bounded by
 * the characters kept, one cache per database handle.
 */
const SERIALIZED_PAGES_MAX_CHARS = 16 * 1024 * 1024;
const serializedCacheOf = perDatabase(
  () =>
    new LRUCache<string, string>({
      maxSize: SERIALIZED_PAGES_MAX_CHARS,
      sizeCalculation: (body, key) => body.length + key.length,
    }),
);

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
