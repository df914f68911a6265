import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { parseStoredDocument, readStoredDocument } from '../../lib/versioned-document.ts';
import {
  TAX_RATE_CHANGE_DOCUMENT,
  toStoredTaxRate,
  type StoredTaxRate,
} from './tax-rate-change-document.ts';

const row: StoredTaxRate = {
  id: 7,
  kind: 'CBS',
  key: 'STANDARD',
  rate: null,
  method: null,
  validFrom: '2027-01-01',
  validTo: '2028-12-31',
  source: 'LC 214/2025 art. 349',
  note: 'a preencher',
  verified: false,
};

describe('the tax rate change document', () => {
  it('stores a row at version 1 and reads it back the same', () => {
    const stored = toStoredTaxRate(row);
    expect(stored.schemaVersion).toBe(1);
    expect(readStoredDocument(TAX_RATE_CHANGE_DOCUMENT, stored, 'test')).toEqual(row);
  });

  it('refuses a document of a newer version or of another shape, never half-read', () => {
    expect(
      parseStoredDocument(TAX_RATE_CHANGE_DOCUMENT, { ...row, schemaVersion: 2 }),
    ).toMatchObject({ ok: false, reason: 'newer-version' });
    expect(() =>
      readStoredDocument(TAX_RATE_CHANGE_DOCUMENT, { ...row, kind: 'VAT' }, 'test'),
    ).toThrow(AppError);
  });
});
