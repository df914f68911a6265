import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalogVersions } from '../../db/schema/index.ts';

/** A version's columns but its document (megabytes at 10 000 SKUs: read only to load it). */
const versionColumns = {
  id: catalogVersions.id,
  versionKey: catalogVersions.versionKey,
  label: catalogVersions.label,
  source: catalogVersions.source,
  isDemonstration: catalogVersions.isDemonstration,
  fileName: catalogVersions.fileName,
  isActive: catalogVersions.isActive,
  createdAt: catalogVersions.createdAt,
};

export type CatalogVersionRow = Omit<typeof catalogVersions.$inferSelect, 'document'>;
export type CatalogSource = 'DEMONSTRATION' | 'IMPORT';

/** The active version, if any (one row at most: a partial unique index). */
export async function findActiveCatalogVersion(
  db: Database,
): Promise<CatalogVersionRow | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(catalogVersions)
    .where(eq(catalogVersions.isActive, true));
  return row;
}

/** The id of the active version: the cheap query each catalogue request starts with. */
export async function findActiveCatalogVersionId(db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ id: catalogVersions.id })
    .from(catalogVersions)
    .where(eq(catalogVersions.isActive, true));
  return row?.id;
}

export async function countCatalogVersions(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogVersions);
  return row?.n ?? 0;
}

export async function findCatalogVersion(
  db: Database,
  id: number,
): Promise<CatalogVersionRow | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(catalogVersions)
    .where(eq(catalogVersions.id, id));
  return row;
}

/** The stored document of a version, unvalidated (catalog-document.ts reads it). */
export async function findCatalogDocument(db: Database, id: number): Promise<unknown> {
  const [row] = await db
    .select({ document: catalogVersions.document })
    .from(catalogVersions)
    .where(eq(catalogVersions.id, id));
  return row?.document;
}

/**
 * Reserves `count` consecutive API ids and returns the first. Call it under
 * `lockCatalogVersions`, the only writer of the sequence, so the block has no gaps.
 */
export async function reserveCatalogItemIds(db: Database, count: number): Promise<number> {
  const result: unknown = await db.execute(
    sql`select setval('catalog_item_ids', nextval('catalog_item_ids') + ${Math.max(count, 1) - 1})::int as last`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    last: number;
  }[];
  const last = rows[0]?.last;
  if (last === undefined) throw new Error('catalogue id reservation returned no row');
  return last - Math.max(count, 1) + 1;
}

/**
 * Writes a new, inactive version with its whole document; call it inside a transaction and
 * activate the version in the same one.
 */
export async function insertCatalogVersion(
  db: Database,
  version: {
    versionKey: string;
    label: string;
    source: CatalogSource;
    isDemonstration: boolean;
    fileName: string | null;
    document: unknown;
  },
): Promise<number> {
  const [row] = await db
    .insert(catalogVersions)
    .values({ ...version, isActive: false })
    .returning({ id: catalogVersions.id });
  if (!row) throw new Error('catalogue version insert returned no row');
  return row.id;
}

/** Makes `id` the one active version. */
export async function activateCatalogVersion(db: Database, id: number): Promise<void> {
  await db
    .update(catalogVersions)
    .set({ isActive: false })
    .where(eq(catalogVersions.isActive, true));
  await db.update(catalogVersions).set({ isActive: true }).where(eq(catalogVersions.id, id));
}

/** Serialises writers of catalogue versions (start-up seeding, imports) across processes. */
export async function lockCatalogVersions(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('catalog_versions'))`);
}
