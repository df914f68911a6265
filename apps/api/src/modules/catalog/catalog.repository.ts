import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  catalogEvaporatorModels,
  catalogEvaporatorRefrigerantFactors,
  catalogEvaporatorSkus,
  catalogProductLines,
  catalogRemoteCondensers,
  catalogRemoteCondenserSkus,
  catalogUnitCapacityPoints,
  catalogUnitModels,
  catalogUnitSkus,
  catalogVersions,
} from '../../db/schema/index.ts';
import type { CatalogInsertRows, CatalogSelectRows } from './catalog-rows.ts';

export type CatalogVersionRow = typeof catalogVersions.$inferSelect;
export type CatalogSource = 'DEMONSTRATION' | 'IMPORT';

/** Bind parameters per statement stay well under PostgreSQL's 65 535. */
const MAX_PARAMETERS = 30_000;

async function insertInChunks(
  db: Database,
  table: PgTable,
  catalogVersionId: number,
  rows: readonly object[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / (Object.keys(first).length + 1)));
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size).map((row) => ({ ...row, catalogVersionId }));
    await db.insert(table).values(chunk);
  }
}

/** The active version, if any (one row at most: a partial unique index). */
export async function findActiveCatalogVersion(
  db: Database,
): Promise<CatalogVersionRow | undefined> {
  const [row] = await db.select().from(catalogVersions).where(eq(catalogVersions.isActive, true));
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
  const [row] = await db.select().from(catalogVersions).where(eq(catalogVersions.id, id));
  return row;
}

/**
 * Writes a new, inactive version and all its rows; call it inside a transaction and activate the
 * version in the same one.
 */
export async function insertCatalogVersion(
  db: Database,
  version: {
    versionKey: string;
    label: string;
    source: CatalogSource;
    isDemonstration: boolean;
    fileName: string | null;
  },
  rows: CatalogInsertRows,
): Promise<number> {
  const [row] = await db
    .insert(catalogVersions)
    .values({ ...version, isActive: false })
    .returning({ id: catalogVersions.id });
  if (!row) throw new Error('catalogue version insert returned no row');
  const id = row.id;
  await insertInChunks(db, catalogProductLines, id, rows.lines);
  await insertInChunks(db, catalogEvaporatorModels, id, rows.evaporators);
  await insertInChunks(db, catalogEvaporatorRefrigerantFactors, id, rows.refrigerantFactors);
  await insertInChunks(db, catalogEvaporatorSkus, id, rows.evaporatorSkus);
  await insertInChunks(db, catalogUnitModels, id, rows.units);
  await insertInChunks(db, catalogUnitSkus, id, rows.unitSkus);
  await insertInChunks(db, catalogUnitCapacityPoints, id, rows.capacityPoints);
  await insertInChunks(db, catalogRemoteCondensers, id, rows.condensers);
  await insertInChunks(db, catalogRemoteCondenserSkus, id, rows.condenserSkus);
  return id;
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

/** A catalogue table: every row belongs to a version and has an identity id. */
type VersionedTable = PgTable & { catalogVersionId: AnyPgColumn; id: AnyPgColumn };

/** Every row of one version in one table, in the order written. */
function selectVersionRows<T extends VersionedTable>(
  db: Database,
  table: T,
  catalogVersionId: number,
): Promise<T['$inferSelect'][]> {
  const source: PgTable = table;
  return db
    .select()
    .from(source)
    .where(eq(table.catalogVersionId, catalogVersionId))
    .orderBy(asc(table.id));
}

/** Every row of a version, in the order written. */
export async function findCatalogRows(
  db: Database,
  catalogVersionId: number,
): Promise<CatalogSelectRows> {
  const [
    lines,
    evaporators,
    refrigerantFactors,
    evaporatorSkus,
    units,
    unitSkus,
    capacityPoints,
    condensers,
    condenserSkus,
  ] = await Promise.all([
    selectVersionRows(db, catalogProductLines, catalogVersionId),
    selectVersionRows(db, catalogEvaporatorModels, catalogVersionId),
    selectVersionRows(db, catalogEvaporatorRefrigerantFactors, catalogVersionId),
    selectVersionRows(db, catalogEvaporatorSkus, catalogVersionId),
    selectVersionRows(db, catalogUnitModels, catalogVersionId),
    selectVersionRows(db, catalogUnitSkus, catalogVersionId),
    selectVersionRows(db, catalogUnitCapacityPoints, catalogVersionId),
    selectVersionRows(db, catalogRemoteCondensers, catalogVersionId),
    selectVersionRows(db, catalogRemoteCondenserSkus, catalogVersionId),
  ]);
  return {
    lines,
    evaporators,
    refrigerantFactors,
    evaporatorSkus,
    units,
    unitSkus,
    capacityPoints,
    condensers,
    condenserSkus,
  };
}
