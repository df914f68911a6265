import type {
  SellerFiscalProfile,
  SellerFiscalProfileInputSchema,
  SellerFiscalProfileRecord,
  SellerProfileChange,
  TaxRate,
  TaxRateChange,
  TaxRateInputSchema,
  TaxRateRow,
  TaxTables,
  z,
} from '@camara-fria/contracts';
import { SEED_TAX_RATES } from '@camara-fria/proposal';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { resolveUserId } from '../users/users.service.ts';
import { toStoredTaxRate } from './tax-rate-change-document.ts';
import {
  presentRateFigures,
  presentSellerProfile,
  presentSellerProfileChange,
  presentTaxRate,
  presentTaxRateChange,
} from './tax-tables.presenter.ts';
import {
  countTaxRates,
  findOverlappingRate,
  findSellerProfile,
  findSellerProfileChanges,
  findTaxRate,
  findTaxRateChanges,
  findTaxRates,
  insertSeedTaxRates,
  insertSellerProfileChange,
  insertTaxRate,
  insertTaxRateChange,
  lockTaxRates,
  saveEditorSellerProfile,
  updateTaxRate as updateTaxRateRow,
  upsertEnvironmentSellerProfile,
  type TaxRateColumns,
} from './tax-tables.repository.ts';

/** The body of POST and PUT …/rates after the contract's parsing. */
export type TaxRateData = z.output<typeof TaxRateInputSchema>;
export type SellerProfileData = z.output<typeof SellerFiscalProfileInputSchema>;

export const TAX_TABLES_EDITOR_MESSAGE = 'Somente editores podem alterar as tabelas fiscais.';
const RATE_NOT_FOUND_MESSAGE = 'Linha da tabela fiscal não encontrada.';

/**
 * The maker's profile when no row is stored at all (a database no app was built on yet): the
 * defaults of SELLER_STATE and SELLER_TAX_REGIME (config/env.ts).
 */
const FALLBACK_SELLER: SellerFiscalProfile = { state: 'SP', regime: 'LUCRO_REAL' };

const staleRow = () =>
  new AppError(
    409,
    'CONFLICT',
    'Esta linha da tabela fiscal foi alterada por outra pessoa. Recarregue e tente novamente.',
  );
const staleSeller = () =>
  new AppError(
    409,
    'CONFLICT',
    'O perfil fiscal do fabricante foi alterado por outra pessoa. Recarregue e tente novamente.',
  );

/** Writing the tables and the maker's profile is the editor's (403 otherwise). */
export function assertTaxTablesEditor(principal: Principal): void {
  if (!principal.isEditor) throw forbidden(TAX_TABLES_EDITOR_MESSAGE);
}

const formatDay = (value: string) => value.split('-').reverse().join('/');
const describeValidity = (from: string, to: string | null) =>
  to === null ? `desde ${formatDay(from)}` : `de ${formatDay(from)} a ${formatDay(to)}`;

/** Every row, for the tax engine of other modules (it picks by the invoice date). */
export async function readTaxRates(db: Database): Promise<TaxRateRow[]> {
  return (await findTaxRates(db)).map(presentRateFigures);
}

/** The maker's profile in force: the editor's, else the environment's (docs/decisions/070). */
export async function readSellerProfile(db: Database): Promise<SellerFiscalProfile> {
  const row = await findSellerProfile(db);
  if (!row) return FALLBACK_SELLER;
  const { state, regime } = presentSellerProfile(row);
  return { state, regime };
}

async function readSellerRecord(db: Database): Promise<SellerFiscalProfileRecord> {
  const row = await findSellerProfile(db);
  if (row) return presentSellerProfile(row);
  return {
    ...FALLBACK_SELLER,
    origin: 'ENVIRONMENT',
    version: 1,
    updatedAt: null,
    updatedBy: null,
  };
}

/** GET /v1/tax-tables (every signed-in user). */
export async function listTaxTables(db: Database): Promise<TaxTables> {
  const [rows, seller] = [await findTaxRates(db), await readSellerRecord(db)];
  return { rates: rows.map(presentTaxRate), seller };
}

function toColumns(data: TaxRateData): TaxRateColumns {
  return {
    kind: data.kind,
    key: data.key,
    ratePercent: data.kind === 'DIFAL_METHOD' ? null : data.rate,
    method: data.kind === 'DIFAL_METHOD' ? data.method : null,
    validFrom: data.validFrom,
    validTo: data.validTo,
    source: data.source,
    note: data.note === '' ? null : data.note,
    verified: data.verified,
  };
}

/** 409 TAX_RATE_OVERLAP when another row of the same table and key meets these dates. */
async function assertNoOverlap(tx: Database, data: TaxRateData, exceptId?: number) {
  const other = await findOverlappingRate(tx, data, exceptId);
  if (!other) return;
  const dates = describeValidity(other.validFrom.slice(0, 10), other.validTo?.slice(0, 10) ?? null);
  const message = `A vigência se sobrepõe à da linha ${data.key} ${dates}. Encerre aquela linha antes ou ajuste as datas.`;
  throw new AppError(409, 'TAX_RATE_OVERLAP', message, [{ path: 'validFrom', message }]);
}

/** POST /v1/tax-tables/rates (editor): a new dated row, with its change record. */
export async function createTaxRate(
  db: Database,
  principal: Principal,
  data: TaxRateData,
): Promise<TaxRate> {
  assertTaxTablesEditor(principal);
  const userId = await resolveUserId(db, principal);
  const row = await db.transaction(async (tx) => {
    await lockTaxRates(tx);
    await assertNoOverlap(tx, data);
    const id = await insertTaxRate(tx, toColumns(data), userId);
    const saved = await findTaxRate(tx, id);
    if (!saved) throw new Error('tax rate vanished after its insert');
    await insertTaxRateChange(tx, {
      rateId: id,
      action: 'CREATE',
      before: null,
      after: toStoredTaxRate(presentRateFigures(saved)),
      reason: data.reason,
      changedBy: userId,
    });
    return saved;
  });
  return presentTaxRate(row);
}

/**
 * PUT /v1/tax-tables/rates/{id} (editor), over the version it was loaded at: the row and its
 * change record (before → after, who, why) in one transaction; a stale version changes nothing.
 */
export async function updateTaxRate(
  db: Database,
  principal: Principal,
  id: number,
  data: TaxRateData,
  expectedVersion: number,
): Promise<TaxRate> {
  assertTaxTablesEditor(principal);
  const userId = await resolveUserId(db, principal);
  const row = await db.transaction(async (tx) => {
    await lockTaxRates(tx);
    const current = await findTaxRate(tx, id);
    if (!current) throw notFound(RATE_NOT_FOUND_MESSAGE);
    if (current.version !== expectedVersion) throw staleRow();
    await assertNoOverlap(tx, data, id);
    if (!(await updateTaxRateRow(tx, id, expectedVersion, toColumns(data), userId)))
      throw staleRow();
    const saved = await findTaxRate(tx, id);
    if (!saved) throw new Error('tax rate vanished after its update');
    await insertTaxRateChange(tx, {
      rateId: id,
      action: 'UPDATE',
      before: toStoredTaxRate(presentRateFigures(current)),
      after: toStoredTaxRate(presentRateFigures(saved)),
      reason: data.reason,
      changedBy: userId,
    });
    return saved;
  });
  return presentTaxRate(row);
}

/** GET /v1/tax-tables/changes (editor): the latest changes, of one row when `rateId`. */
export async function listTaxRateChanges(
  db: Database,
  principal: Principal,
  query: { rateId?: number | undefined; limit: number },
): Promise<TaxRateChange[]> {
  assertTaxTablesEditor(principal);
  return (await findTaxRateChanges(db, query)).map(presentTaxRateChange);
}

/**
 * PUT /v1/tax-tables/seller (editor): the maker's profile over the version it was loaded at, with
 * its change record; from then on the environment's default no longer applies.
 */
export async function saveSellerProfile(
  db: Database,
  principal: Principal,
  data: SellerProfileData,
  expectedVersion: number,
): Promise<SellerFiscalProfileRecord> {
  assertTaxTablesEditor(principal);
  const userId = await resolveUserId(db, principal);
  const row = await db.transaction(async (tx) => {
    const current = await findSellerProfile(tx, { forUpdate: true });
    if (!current || current.version !== expectedVersion) throw staleSeller();
    const after = { state: data.state, regime: data.regime };
    if (!(await saveEditorSellerProfile(tx, after, expectedVersion, userId))) throw staleSeller();
    await insertSellerProfileChange(tx, {
      beforeState: current.state,
      beforeRegime: current.regime,
      afterState: after.state,
      afterRegime: after.regime,
      reason: data.reason,
      changedBy: userId,
    });
    return findSellerProfile(tx);
  });
  if (!row) throw new Error('seller profile vanished after its save');
  return presentSellerProfile(row);
}

/** GET /v1/tax-tables/seller/changes (editor): the saves of the maker's profile, newest first. */
export async function listSellerProfileChanges(
  db: Database,
  principal: Principal,
  limit: number,
): Promise<SellerProfileChange[]> {
  assertTaxTablesEditor(principal);
  return (await findSellerProfileChanges(db, limit)).map(presentSellerProfileChange);
}

/**
 * At start-up (app.ts): the environment's profile (SELLER_STATE, SELLER_TAX_REGIME) is the one
 * in force until an editor saves one; an editor's profile is never overwritten.
 */
export async function applySellerDefault(
  db: Database,
  profile: SellerFiscalProfile,
): Promise<void> {
  await upsertEnvironmentSellerProfile(db, profile);
}

/**
 * Stores SEED_TAX_RATES (@camara-fria/proposal: every figure of the research with its source)
 * when the table is empty, in one transaction; once any row exists the tables are the editors'.
 * Runs in seedDatabase, under the migrations' lock on PostgreSQL.
 *
 * @returns how many rows were added.
 */
export async function seedTaxRates(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await lockTaxRates(tx);
    if ((await countTaxRates(tx)) > 0) return 0;
    return insertSeedTaxRates(
      tx,
      SEED_TAX_RATES.map((row) => ({
        kind: row.kind,
        key: row.key,
        ratePercent: row.rate,
        method: row.method,
        validFrom: row.validFrom,
        validTo: row.validTo,
        source: row.source,
        note: row.note,
        verified: row.verified,
      })),
    );
  });
}
