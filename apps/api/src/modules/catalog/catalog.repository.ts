import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
    db
      .select()
      .from(catalogProductLines)
      .where(eq(catalogProductLines.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogProductLines.id)),
    db
      .select()
      .from(catalogEvaporatorModels)
      .where(eq(catalogEvaporatorModels.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogEvaporatorModels.id)),
    db
      .select()
      .from(catalogEvaporatorRefrigerantFactors)
      .where(eq(catalogEvaporatorRefrigerantFactors.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogEvaporatorRefrigerantFactors.id)),
    db
      .select()
      .from(catalogEvaporatorSkus)
      .where(eq(catalogEvaporatorSkus.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogEvaporatorSkus.id)),
    db
      .select()
      .from(catalogUnitModels)
      .where(eq(catalogUnitModels.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogUnitModels.id)),
    db
      .select()
      .from(catalogUnitSkus)
      .where(eq(catalogUnitSkus.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogUnitSkus.id)),
    db
      .select()
      .from(catalogUnitCapacityPoints)
      .where(eq(catalogUnitCapacityPoints.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogUnitCapacityPoints.id)),
    db
      .select()
      .from(catalogRemoteCondensers)
      .where(eq(catalogRemoteCondensers.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogRemoteCondensers.id)),
    db
      .select()
      .from(catalogRemoteCondenserSkus)
      .where(eq(catalogRemoteCondenserSkus.catalogVersionId, catalogVersionId))
      .orderBy(asc(catalogRemoteCondenserSkus.id)),
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
