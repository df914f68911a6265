import { PROPOSAL_EQUIPMENT_TYPES } from './proposal-selection.schema.ts';
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

/**
 * The values a user types in a price line, in the table's order, each once: its input rule and its
 * answer. A new column of the price table is one line here and one entry of PRICE_COLUMNS in
 * @camara-fria/proposal (docs/decisions/048-the-proposal-package.md).
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
  icms: rate('O ICMS'),
  pisCofins: rate('O PIS/COFINS'),
  ipi: rate('O IPI'),
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
  /** quantity × unitPrice, null when either is empty. */
  lineTotal: z.number().nullable(),
});
export type PriceDto = z.infer<typeof PriceSchema>;

/**
 * Totals of the price table. `total` is the spec's (Σ quantity × unitPrice, §9); IPI is charged on
 * top of the price in Brazil, so its amount and the total with it are shown beside (ADR 029).
 */
export const ProposalTotalsSchema = z.object({
  total: z.number(),
  ipi: z.number(),
  totalWithIpi: z.number(),
});
export type ProposalTotals = z.infer<typeof ProposalTotalsSchema>;
