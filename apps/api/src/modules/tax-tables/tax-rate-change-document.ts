import { DIFAL_METHODS, TAX_RATE_KINDS, z } from '@camara-fria/contracts';
import { defineStoredDocument, toStoredDocument } from '../../lib/versioned-document.ts';

/**
 * A tax rate row as a change record stores it (`tax_rate_changes.before` and `.after`):
 * versioned like every stored JSON document (docs/decisions/049, 070). Read without today's
 * input limits, so an old record always reads.
 */
export const StoredTaxRateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TAX_RATE_KINDS),
  key: z.string(),
  rate: z.number().nullable(),
  method: z.enum(DIFAL_METHODS).nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  source: z.string(),
  note: z.string().nullable(),
  verified: z.boolean(),
});
export type StoredTaxRate = z.output<typeof StoredTaxRateSchema>;

export const TAX_RATE_CHANGE_DOCUMENT = defineStoredDocument(
  'do registro de alteração da tabela fiscal',
  StoredTaxRateSchema,
);

/** The row as a change record stores it, with its schemaVersion. */
export function toStoredTaxRate(row: StoredTaxRate): StoredTaxRate & { schemaVersion: number } {
  return toStoredDocument(TAX_RATE_CHANGE_DOCUMENT, StoredTaxRateSchema.parse(row));
}
