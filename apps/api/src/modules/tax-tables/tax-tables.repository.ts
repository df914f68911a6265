import { and, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appUsers,
  sellerFiscalProfile,
  sellerFiscalProfileChanges,
  taxRateChanges,
  taxRates,
} from '../../db/schema/index.ts';

export type TaxRateRecord = typeof taxRates.$inferSelect & { updatedByName: string | null };
export type TaxRateColumns = Pick<
  typeof taxRates.$inferInsert,
  | 'kind'
  | 'key'
  | 'ratePercent'
  | 'method'
  | 'validFrom'
  | 'validTo'
  | 'source'
  | 'note'
  | 'verified'
>;
export type TaxRateChangeRecord = typeof taxRateChanges.$inferSelect & { changedByName: string };
export type SellerProfileRecord = typeof sellerFiscalProfile.$inferSelect & {
  updatedByName: string | null;
};
export type SellerProfileChangeRecord = typeof sellerFiscalProfileChanges.$inferSelect & {
  changedByName: string;
};

/** How a user is named in a history: their name, else their username. */
const userName = sql<string>`coalesce(${appUsers.name}, ${appUsers.username})`;

/** Serializes writes of the rate tables, so two overlapping rows cannot pass the check at once. */
export async function lockTaxRates(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('tax_rates'))`);
}

const rateColumns = { ...getTableColumns(taxRates), updatedByName: userName };

/** Every row, by table, key and start of validity. */
export async function findTaxRates(db: Database, where?: SQL): Promise<TaxRateRecord[]> {
  return db
    .select(rateColumns)
    .from(taxRates)
    .leftJoin(appUsers, eq(appUsers.id, taxRates.updatedBy))
    .where(where)
    .orderBy(taxRates.kind, taxRates.key, taxRates.validFrom, taxRates.id);
}

export async function findTaxRate(db: Database, id: number): Promise<TaxRateRecord | undefined> {
  const [row] = await findTaxRates(db, eq(taxRates.id, id));
  return row;
}

/**
 * The first other row of the same table and key whose validity meets [validFrom, validTo]
 * (validTo null: open), if any.
 */
export async function findOverlappingRate(
  db: Database,
  row: { kind: string; key: string; validFrom: string; validTo: string | null },
  exceptId?: number,
): Promise<TaxRateRecord | undefined> {
  const end = row.validTo ?? '9999-12-31';
  const [found] = await findTaxRates(
    db,
    and(
      eq(taxRates.kind, row.kind),
      eq(taxRates.key, row.key),
      sql`${taxRates.validFrom} <= ${end}::date`,
      sql`coalesce(${taxRates.validTo}, '9999-12-31'::date) >= ${row.validFrom}::date`,
      ...(exceptId === undefined ? [] : [ne(taxRates.id, exceptId)]),
    ),
  );
  return found;
}

export async function insertTaxRate(
  db: Database,
  columns: TaxRateColumns,
  updatedBy: string,
): Promise<number> {
  const [row] = await db
    .insert(taxRates)
    .values({ ...columns, updatedBy })
    .returning({ id: taxRates.id });
  if (!row) throw new Error('tax rate insert returned no row');
  return row.id;
}

/** Saves over `expectedVersion` in one statement; false when the stored row is another version. */
export async function updateTaxRate(
  db: Database,
  id: number,
  expectedVersion: number,
  columns: TaxRateColumns,
  updatedBy: string,
): Promise<boolean> {
  const saved = await db
    .update(taxRates)
    .set({
      ...columns,
      updatedBy,
      version: sql`${taxRates.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(taxRates.id, id), eq(taxRates.version, expectedVersion)))
    .returning({ id: taxRates.id });
  return saved.length > 0;
}

export async function countTaxRates(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(taxRates);
  return Number(row?.count ?? 0);
}

export async function insertSeedTaxRates(db: Database, rows: TaxRateColumns[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(taxRates).values(rows).returning({ id: taxRates.id });
  return inserted.length;
}

export async function insertTaxRateChange(
  db: Database,
  change: typeof taxRateChanges.$inferInsert,
): Promise<void> {
  await db.insert(taxRateChanges).values(change);
}

/** The latest `limit` changes (of one row when `rateId`), newest first. */
export async function findTaxRateChanges(
  db: Database,
  options: { rateId?: number | undefined; limit: number },
): Promise<TaxRateChangeRecord[]> {
  return db
    .select({
      id: taxRateChanges.id,
      rateId: taxRateChanges.rateId,
      action: taxRateChanges.action,
      before: taxRateChanges.before,
      after: taxRateChanges.after,
      reason: taxRateChanges.reason,
      changedBy: taxRateChanges.changedBy,
      changedAt: taxRateChanges.changedAt,
      changedByName: userName,
    })
    .from(taxRateChanges)
    .innerJoin(appUsers, eq(appUsers.id, taxRateChanges.changedBy))
    .where(options.rateId === undefined ? undefined : eq(taxRateChanges.rateId, options.rateId))
    .orderBy(desc(taxRateChanges.changedAt), desc(taxRateChanges.id))
    .limit(options.limit);
}

const SELLER_ROW = 1;

export async function findSellerProfile(
  db: Database,
  options: { forUpdate?: boolean } = {},
): Promise<SellerProfileRecord | undefined> {
  const query = db
    .select({ ...getTableColumns(sellerFiscalProfile), updatedByName: userName })
    .from(sellerFiscalProfile)
    .leftJoin(appUsers, eq(appUsers.id, sellerFiscalProfile.updatedBy))
    .where(eq(sellerFiscalProfile.id, SELLER_ROW));
  const [row] = options.forUpdate
    ? await query.for('update', { of: sellerFiscalProfile })
    : await query;
  return row;
}

/**
 * Writes the environment's profile while no editor saved one: inserts the row, or updates it
 * when it still follows the environment and differs. One statement, safe for several instances.
 */
export async function upsertEnvironmentSellerProfile(
  db: Database,
  profile: { state: string; regime: string },
): Promise<void> {
  await db
    .insert(sellerFiscalProfile)
    .values({ id: SELLER_ROW, ...profile, origin: 'ENVIRONMENT' })
    .onConflictDoUpdate({
      target: sellerFiscalProfile.id,
      set: {
        state: profile.state,
        regime: profile.regime,
        version: sql`${sellerFiscalProfile.version} + 1`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${sellerFiscalProfile.origin} = 'ENVIRONMENT' and (${sellerFiscalProfile.state} <> ${profile.state} or ${sellerFiscalProfile.regime} <> ${profile.regime})`,
    });
}

/** An editor's save over `expectedVersion`; false when the stored row is another version. */
export async function saveEditorSellerProfile(
  db: Database,
  profile: { state: string; regime: string },
  expectedVersion: number,
  updatedBy: string,
): Promise<boolean> {
  const saved = await db
    .update(sellerFiscalProfile)
    .set({
      ...profile,
      origin: 'EDITOR',
      updatedBy,
      version: sql`${sellerFiscalProfile.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(sellerFiscalProfile.id, SELLER_ROW), eq(sellerFiscalProfile.version, expectedVersion)),
    )
    .returning({ id: sellerFiscalProfile.id });
  return saved.length > 0;
}

export async function insertSellerProfileChange(
  db: Database,
  change: typeof sellerFiscalProfileChanges.$inferInsert,
): Promise<void> {
  await db.insert(sellerFiscalProfileChanges).values(change);
}

export async function findSellerProfileChanges(
  db: Database,
  limit: number,
): Promise<SellerProfileChangeRecord[]> {
  const columns = sellerFiscalProfileChanges;
  return db
    .select({
      id: columns.id,
      beforeState: columns.beforeState,
      beforeRegime: columns.beforeRegime,
      afterState: columns.afterState,
      afterRegime: columns.afterRegime,
      reason: columns.reason,
      changedBy: columns.changedBy,
      changedAt: columns.changedAt,
      changedByName: userName,
    })
    .from(columns)
    .innerJoin(appUsers, eq(appUsers.id, columns.changedBy))
    .orderBy(desc(columns.changedAt), desc(columns.id))
    .limit(limit);
}
