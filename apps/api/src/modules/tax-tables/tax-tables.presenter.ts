import type {
  DifalMethod,
  SellerFiscalProfile,
  SellerFiscalProfileRecord,
  SellerProfileChange,
  StateCode,
  TaxRate,
  TaxRateChange,
  TaxRateKind,
  TaxRegime,
} from '@camara-fria/contracts';
import { readStoredDocument } from '../../lib/versioned-document.ts';
import { TAX_RATE_CHANGE_DOCUMENT, type StoredTaxRate } from './tax-rate-change-document.ts';
import type {
  SellerProfileChangeRecord,
  SellerProfileRecord,
  TaxRateChangeRecord,
  TaxRateRecord,
} from './tax-tables.repository.ts';

/** A date column read as `AAAA-MM-DD` (drizzle's string mode), or null. */
const day = (value: string | null): string | null => (value === null ? null : value.slice(0, 10));

/** The figures of a row (what a change record keeps of it). */
export function presentRateFigures(row: TaxRateRecord): StoredTaxRate {
  return {
    id: row.id,
    kind: row.kind as TaxRateKind,
    key: row.key,
    rate: row.ratePercent === null ? null : Number(row.ratePercent),
    method: row.method as DifalMethod | null,
    validFrom: day(row.validFrom) ?? row.validFrom,
    validTo: day(row.validTo),
    source: row.source,
    note: row.note,
    verified: row.verified,
  };
}

export function presentTaxRate(row: TaxRateRecord): TaxRate {
  return {
    ...presentRateFigures(row),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

export function presentTaxRateChange(row: TaxRateChangeRecord): TaxRateChange {
  const where = `tax_rate_changes ${row.id}`;
  const read = (stored: unknown) => {
    const { id, kind, key, rate, method, validFrom, validTo, source, note, verified } =
      readStoredDocument(TAX_RATE_CHANGE_DOCUMENT, stored, where);
    return { id, kind, key, rate, method, validFrom, validTo, source, note, verified };
  };
  return {
    id: row.id,
    rateId: row.rateId,
    action: row.action as TaxRateChange['action'],
    before: row.before === null ? null : read(row.before),
    after: read(row.after),
    reason: row.reason,
    changedBy: row.changedByName,
    changedAt: row.changedAt.toISOString(),
  };
}

export function presentSellerProfile(row: SellerProfileRecord): SellerFiscalProfileRecord {
  return {
    state: row.state as StateCode,
    regime: row.regime as TaxRegime,
    origin: row.origin as SellerFiscalProfileRecord['origin'],
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

export function presentSellerProfileChange(row: SellerProfileChangeRecord): SellerProfileChange {
  const profile = (state: string, regime: string): SellerFiscalProfile => ({
    state: state as StateCode,
    regime: regime as TaxRegime,
  });
  return {
    id: row.id,
    before: profile(row.beforeState, row.beforeRegime),
    after: profile(row.afterState, row.afterRegime),
    reason: row.reason,
    changedBy: row.changedByName,
    changedAt: row.changedAt.toISOString(),
  };
}
