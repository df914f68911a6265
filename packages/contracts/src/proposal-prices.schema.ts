import { safeText } from './primitives.ts';
import { PROPOSAL_EQUIPMENT_TYPES } from './proposal-selection.schema.ts';
import { FiscalClassificationSchema, TAX_LIMITS } from './tax.schema.ts';
import { z } from './zod.ts';

/*
 * The proposal's price lines and totals (docs/decisions/029): money in reais (BRL) with two
 * decimals, tax rates in % (0–100).
 */

/**
 * One value of a price line: what a PUT accepts (spec §5 "Tax and price inputs are numeric; an
 * empty input becomes null") and what the answer carries.
 */
const priceValue = <Input extends z.ZodType, Answer extends z.ZodType>(
  input: Input,
  answer: Answer,
) => ({ input, answer });
const money = (label: string) =>
  priceValue(
    z
      .number({ error: `Informe ${label} em reais.` })
      .min(0, { error: `${label} não pode ser negativo.` })
      .max(1_000_000_000, { error: `${label}: no máximo R$ 1.000.000.000,00.` })
      .nullable()
      .default(null),
    z.number().nullable(),
  );
const rate = (label: string) =>
  priceValue(
    z
      .number({ error: `Informe ${label} em %.` })
      .min(0, { error: `${label} não pode ser negativo.` })
      .max(100, { error: `${label}: no máximo 100 %.` })
      .nullable()
      .default(null),
    z.number().nullable(),
  );

/** The reason an editor gives for a rate typed over the computed one (ADR 072). */
export const OVERRIDE_REASON_REQUIRED = 'Informe o motivo para alterar a alíquota calculada';
/** The reason stored typed rates carry since they became overrides (ADR 072). */
export const OVERRIDE_REASON_BEFORE_TAXES = 'Informada antes do cálculo automático';

/**
 * The values a user types in a price line, in the table's order, each once: its input rule and its
 * answer. A new column of the price table is one line here and one entry of PRICE_COLUMNS in
 * @camara-fria/proposal (docs/decisions/048-the-proposal-package.md). Since issue 30 the ICMS
 * and IPI rates are computed (ADR 072): what a user types is an override of the computed rate
 * (null: the computed one), with its reason; PIS/COFINS is computed only, for information.
 */
const PRICE_VALUES = {
  quantity: priceValue(
    z
      .number({ error: 'Informe a quantidade.' })
      .int({ error: 'A quantidade deve ser um número inteiro.' })
      .min(0, { error: 'A quantidade não pode ser negativa.' })
      .max(10_000, { error: 'Quantidade: no máximo 10.000.' })
      .nullable()
      .default(null),
    z.number().int().nullable(),
  ),
  unitPrice: money('O preço unitário'),
  icmsOverride: rate('O ICMS'),
  ipiOverride: rate('O IPI'),
  overrideReason: priceValue(
    safeText(OVERRIDE_REASON_REQUIRED)
      .trim()
      .max(TAX_LIMITS.reason, {
        error: `O motivo deve ter no máximo ${TAX_LIMITS.reason} caracteres.`,
      })
      .nullable()
      .default(null)
      .transform((reason) => (reason === '' ? null : reason)),
    z.string().nullable(),
  ),
  /** Convênio ICMS 52/91 (Annex I) applies to the line: the reduced ICMS base. */
  conv5291: priceValue(z.boolean().default(false), z.boolean()),
};
type PriceValues = typeof PRICE_VALUES;

function pickPriceValues<Side extends 'input' | 'answer'>(side: Side) {
  return Object.fromEntries(
    Object.entries(PRICE_VALUES).map(([key, value]) => [key, value[side]]),
  ) as { [Key in keyof PriceValues]: PriceValues[Key][Side] };
}

/** One price line (spec §3 "prices"; §5 empty becomes null). `equipmentKey` names the line. */
export const PriceInputSchema = z.object({
  equipmentKey: z.string().min(1).max(200),
  ...pickPriceValues('input'),
});
export type PriceInput = z.input<typeof PriceInputSchema>;

export const PriceSchema = z.object({
  equipmentKey: z.string(),
  type: z.enum(PROPOSAL_EQUIPMENT_TYPES),
  model: z.string(),
  sku: z.string().nullable(),
  specialEquipment: z.boolean(),
  ...pickPriceValues('answer'),
  /** The product's NCM, Ex and origin from the catalogue (null: none, e.g. special equipment). */
  classification: FiscalClassificationSchema.nullable(),
  /**
   * The rates the line is priced at, %: the override when typed, else the computed one (null
   * when the taxes could not be computed and none was typed). ICMS and PIS/COFINS are inside
   * the price (shown only); IPI is added on top.
   */
  icms: z.number().nullable(),
  pisCofins: z.number().nullable(),
  ipi: z.number().nullable(),
  /** quantity × unitPrice, null when either is empty. */
  lineTotal: z.number().nullable(),
});
export type PriceDto = z.infer<typeof PriceSchema>;

/** Who pays the DIFAL (taxes-research addendum "DIFAL: por conta do vendedor / do comprador"). */
export const DIFAL_PAYER_LABELS = {
  SELLER: 'por conta do vendedor',
  BUYER: 'por conta do comprador',
} as const;

/**
 * Totals of the price table. `total` is the spec's (Σ quantity × unitPrice, §9: the products);
 * IPI is charged on top of the price in Brazil, and from 2027 CBS/IBS too (`addedTaxes`), so the
 * invoice total (`invoiceTotal`, the NF-e's vNF: what the buyer pays, the project list's Valor) is
 * their sum (ADR 029, ADR 072). `totalWithIpi` = total + ipi, as revisions issued before the
 * taxes were computed printed it. The DIFAL is not in the invoice total: it is paid by the seller
 * or owed by the buyer to its state, and shown as its own line.
 */
export const ProposalTotalsSchema = z.object({
  total: z.number(),
  ipi: z.number(),
  totalWithIpi: z.number(),
  /** CBS and IBS added on top (from 01/01/2027), R$; 0 before. */
  addedTaxes: z.number(),
  /** What the buyer pays, R$. */
  invoiceTotal: z.number(),
  /** The invoice total in words, null when the taxes were not computed. */
  invoiceTotalInWords: z.string().nullable(),
  difal: z.object({ amount: z.number(), payer: z.enum(['SELLER', 'BUYER']) }).nullable(),
});
export type ProposalTotals = z.infer<typeof ProposalTotalsSchema>;
