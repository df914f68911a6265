import { STATE_CODES } from './brazil.ts';
import { BuyerFiscalProfileSchema } from './buyer-fiscal-profile.ts';
import { calendarDate, recordId, safeText, singleLineText } from './primitives.ts';
import { z } from './zod.ts';

/*
 * Brazilian taxes on a proposal (issue 30; docs/decisions/069-brazilian-taxes.md;
 * docs/domain/taxes.md): the dated rate tables an editor keeps ("Tabelas fiscais"), the maker's and
 * the customer's fiscal profiles, and what the tax engine of @camara-fria/proposal answers for a
 * proposal. Rates are in % (20.5 = 20,5 %), money in reais rounded to the centavo, dates
 * `AAAA-MM-DD` (a row's `validTo` included; null = open).
 */

// ---------------------------------------------------------------------------------------------
// Rate tables
// ---------------------------------------------------------------------------------------------

/**
 * The kinds of dated rows. The key of a row names what it rates:
 * - IPI: the NCM's 8 digits, with its Ex after a colon: `84189900:01`, `84186940`.
 * - ICMS_INTERNAL, FCP, DIFAL_METHOD: the destination's UF (`BA`).
 * - ICMS_INTERSTATE: `S_SE_TO_N_NE_CO_ES` (7 %), `OTHER` (12 %), `IMPORTED` (4 %).
 * - PIS, COFINS: the seller's regime (`LUCRO_REAL`, `LUCRO_PRESUMIDO`).
 * - CBS, IBS_STATE, IBS_MUNICIPAL: `STANDARD`.
 * - CONV_52_91_LOAD: the effective load (carga efetiva) of Convênio ICMS 52/91's Annex I:
 *   `INTERSTATE_7`, `INTERSTATE_12`, `INTERNAL`; a state's own load is prefixed with the
 *   origin's UF: `SP:INTERSTATE_7`.
 */
export const TAX_RATE_KINDS = [
  'IPI',
  'ICMS_INTERNAL',
  'FCP',
  'ICMS_INTERSTATE',
  'DIFAL_METHOD',
  'CONV_52_91_LOAD',
  'PIS',
  'COFINS',
  'CBS',
  'IBS_STATE',
  'IBS_MUNICIPAL',
] as const;
export type TaxRateKind = (typeof TAX_RATE_KINDS)[number];

export const TAX_RATE_KIND_LABELS: Record<TaxRateKind, string> = {
  IPI: 'IPI (TIPI por NCM e Ex)',
  ICMS_INTERNAL: 'ICMS interno por UF',
  FCP: 'Fundo de combate à pobreza (FCP) por UF',
  ICMS_INTERSTATE: 'ICMS interestadual',
  DIFAL_METHOD: 'Método do DIFAL por UF',
  CONV_52_91_LOAD: 'Convênio ICMS 52/91: carga efetiva',
  PIS: 'PIS por regime',
  COFINS: 'COFINS por regime',
  CBS: 'CBS',
  IBS_STATE: 'IBS estadual',
  IBS_MUNICIPAL: 'IBS municipal',
};

export const INTERSTATE_RATE_KEYS = ['S_SE_TO_N_NE_CO_ES', 'OTHER', 'IMPORTED'] as const;
export const CONV_52_91_LOAD_KEYS = ['INTERSTATE_7', 'INTERSTATE_12', 'INTERNAL'] as const;

/** How a destination state computes the DIFAL (taxes-research §2c). */
export const DIFAL_METHODS = ['SINGLE_BASE', 'DUAL_BASE'] as const;
export type DifalMethod = (typeof DIFAL_METHODS)[number];
export const DIFAL_METHOD_LABELS: Record<DifalMethod, string> = {
  SINGLE_BASE: 'Base única',
  DUAL_BASE: 'Base dupla',
};

export const TAX_LIMITS = { key: 40, source: 600, note: 600, reason: 500 } as const;

const percent = (label: string) =>
  z
    .number({ error: `Informe ${label} em %.` })
    .min(0, { error: `${label} não pode ser negativa.` })
    .max(100, { error: `${label}: no máximo 100 %.` })
    .refine((value) => Math.round(value * 10_000) === value * 10_000, {
      error: `${label}: no máximo 4 casas decimais.`,
    });

/** One dated row as the API answers it. */
export const TaxRateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TAX_RATE_KINDS),
  key: z.string(),
  /** %, null while the row waits for its figure (the 2027 CBS rate: research addendum). */
  rate: z.number().nullable(),
  /** DIFAL_METHOD rows only. */
  method: z.enum(DIFAL_METHODS).nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  /** The law or document the figure comes from, as an accountant would cite it. */
  source: z.string(),
  note: z.string().nullable(),
  /** False for a figure the research could not confirm (taxes-research "What I could not verify"). */
  verified: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;

/** What the engine reads of a row (the API's rows, or a test's). */
export type TaxRateRow = Pick<
  TaxRate,
  'id' | 'kind' | 'key' | 'rate' | 'method' | 'validFrom' | 'validTo' | 'source' | 'verified'
>;

/** POST /v1/tax-tables/rates and PUT /v1/tax-tables/rates/{id} (editor): every change has a reason. */
export const TaxRateInputSchema = z.object({
  kind: z.enum(TAX_RATE_KINDS, { error: 'Escolha uma tabela da lista.' }),
  key: singleLineText('Informe a chave da linha.')
    .trim()
    .min(1, { error: 'Informe a chave da linha.' })
    .max(TAX_LIMITS.key, { error: `A chave deve ter no máximo ${TAX_LIMITS.key} caracteres.` }),
  rate: percent('A alíquota').nullable(),
  method: z.enum(DIFAL_METHODS, { error: 'Escolha o método do DIFAL.' }).nullable().default(null),
  validFrom: calendarDate,
  validTo: calendarDate.nullable(),
  source: singleLineText('Informe a fonte (lei, decreto, convênio).')
    .trim()
    .min(3, { error: 'Informe a fonte (lei, decreto, convênio).' })
    .max(TAX_LIMITS.source, {
      error: `A fonte deve ter no máximo ${TAX_LIMITS.source} caracteres.`,
    }),
  note: singleLineText()
    .trim()
    .max(TAX_LIMITS.note, {
      error: `A observação deve ter no máximo ${TAX_LIMITS.note} caracteres.`,
    })
    .nullable()
    .default(null),
  verified: z.boolean().default(false),
  reason: safeText('Informe o motivo da alteração.')
    .trim()
    .min(3, { error: 'Informe o motivo da alteração.' })
    .max(TAX_LIMITS.reason, {
      error: `O motivo deve ter no máximo ${TAX_LIMITS.reason} caracteres.`,
    }),
  /** PUT: the row version the edit is based on. */
  version: z.number().int().min(1).optional(),
});
export type TaxRateInput = z.input<typeof TaxRateInputSchema>;

/** One change of a row: who, when, why, and the row before and after. */
export const TaxRateChangeSchema = z.object({
  id: z.number().int(),
  rateId: z.number().int(),
  action: z.enum(['CREATE', 'UPDATE']),
  before: TaxRateSchema.omit({ version: true, updatedAt: true, updatedBy: true }).nullable(),
  after: TaxRateSchema.omit({ version: true, updatedAt: true, updatedBy: true }),
  reason: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type TaxRateChange = z.infer<typeof TaxRateChangeSchema>;

/** GET /v1/tax-tables: every row (the engine picks by date), and the maker's profile. */
export const TaxTablesSchema = z.object({
  rates: z.array(TaxRateSchema),
  seller: z.lazy(() => SellerFiscalProfileSchema),
});
export type TaxTables = z.infer<typeof TaxTablesSchema>;

export const TaxRateIdParamsSchema = z.object({ id: recordId() });

// ---------------------------------------------------------------------------------------------
// Fiscal profiles
// ---------------------------------------------------------------------------------------------

export const TAX_REGIMES = ['LUCRO_REAL', 'LUCRO_PRESUMIDO', 'SIMPLES_NACIONAL'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export const TAX_REGIME_LABELS: Record<TaxRegime, string> = {
  LUCRO_REAL: 'Lucro Real (PIS/COFINS não cumulativo)',
  LUCRO_PRESUMIDO: 'Lucro Presumido (PIS/COFINS cumulativo)',
  SIMPLES_NACIONAL: 'Simples Nacional',
};

/** The maker (seller): GET/PUT /v1/tax-tables/seller (editor), its default from the environment. */
export const SellerFiscalProfileSchema = z.object({
  state: z.enum(STATE_CODES, { error: 'Escolha o estado do fabricante.' }),
  regime: z.enum(TAX_REGIMES, { error: 'Escolha o regime tributário.' }),
});
export type SellerFiscalProfile = z.infer<typeof SellerFiscalProfileSchema>;
export const SellerFiscalProfileInputSchema = SellerFiscalProfileSchema.extend({
  reason: TaxRateInputSchema.shape.reason,
});

// The customer's (buyer's) profile lives in its own module, which the project's DTO imports
// without the rest of this one (docs/decisions/046, 071).
export {
  BuyerFiscalProfileSchema,
  GOODS_USE_LABELS,
  GOODS_USES,
  ICMS_CONTRIBUTION_LABELS,
  ICMS_CONTRIBUTIONS,
  type BuyerFiscalProfile,
  type GoodsUse,
  type IcmsContribution,
} from './buyer-fiscal-profile.ts';

// ---------------------------------------------------------------------------------------------
// Product classification and the line's fiscal inputs
// ---------------------------------------------------------------------------------------------

/** Origin of the goods (NF-e `orig`, 0–8): 1, 2, 3 and 8 take the 4 % interstate rate. */
export const GOODS_ORIGINS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type GoodsOrigin = (typeof GOODS_ORIGINS)[number];

/** A product's NCM (8 digits, stored without dots), its TIPI Ex (2–3 digits) and origin. */
export const FiscalClassificationSchema = z.object({
  ncm: z.string().regex(/^\d{8}$/, { error: 'Informe o NCM com 8 algarismos (ex.: 8418.99.00).' }),
  ex: z
    .string()
    .regex(/^\d{2,3}$/, { error: 'O Ex da TIPI tem 2 ou 3 algarismos (ex.: 01).' })
    .nullable(),
  origin: z.union(
    GOODS_ORIGINS.map((code) => z.literal(code)) as [
      z.ZodLiteral<GoodsOrigin>,
      ...z.ZodLiteral<GoodsOrigin>[],
    ],
    {
      error: 'A origem da mercadoria é um código de 0 a 8.',
    },
  ),
});
export type FiscalClassification = z.infer<typeof FiscalClassificationSchema>;

/** Own production (CFOP x101/x107) or goods bought in and resold (x102/x108). */
export const LINE_PRODUCTIONS = ['OWN', 'RESALE'] as const;
export type LineProduction = (typeof LINE_PRODUCTIONS)[number];

/** The rates a user may set on a line instead of the computed ones, with the reason. */
export const TAX_OVERRIDE_FIELDS = ['icms', 'ipi'] as const;
export type TaxOverrideField = (typeof TAX_OVERRIDE_FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// What the engine answers
// ---------------------------------------------------------------------------------------------

export const TAX_NAMES = [
  'IPI',
  'ICMS',
  'FCP',
  'DIFAL',
  'PIS',
  'COFINS',
  'CBS',
  'IBS_STATE',
  'IBS_MUNICIPAL',
] as const;
export type TaxName = (typeof TAX_NAMES)[number];
export const TAX_NAME_LABELS: Record<TaxName, string> = {
  IPI: 'IPI',
  ICMS: 'ICMS',
  FCP: 'FCP',
  DIFAL: 'DIFAL',
  PIS: 'PIS',
  COFINS: 'COFINS',
  CBS: 'CBS',
  IBS_STATE: 'IBS estadual',
  IBS_MUNICIPAL: 'IBS municipal',
};

/**
 * How a figure reaches the buyer: INCLUDED in the price (ICMS, PIS/COFINS: shown, not added);
 * ADDED on top (IPI; CBS/IBS from 2027); INFORMATIVE (CBS/IBS of 2026); the DIFAL paid by the
 * seller or owed by the buyer to its state.
 */
export const TAX_TREATMENTS = [
  'INCLUDED',
  'ADDED',
  'INFORMATIVE',
  'PAID_BY_SELLER',
  'PAID_BY_BUYER',
] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** One tax of a line: base, rate, amount, and the rule with its short name and source. */
export const TaxFigureSchema = z.object({
  tax: z.enum(TAX_NAMES),
  /** R$. */
  base: z.number(),
  /** Base reduction in % (Convênio 52/91), null when none. */
  baseReduction: z.number().nullable(),
  /** %. */
  rate: z.number(),
  /** R$, rounded to the centavo. */
  amount: z.number(),
  treatment: z.enum(TAX_TREATMENTS),
  /** A stable identifier of the rule (`ICMS_INTERSTATE_7`, `IPI_IN_ICMS_BASE`, …). */
  rule: z.string(),
  /** Its short pt-BR name, as the tax table writes it: 'ICMS interestadual 7 % (S/SE → N/NE/CO/ES)'. */
  ruleLabel: z.string(),
  /** The law: 'Res. Senado 22/1989'. */
  source: z.string(),
  /** The rate table rows read (ids), empty for an overridden or derived figure. */
  rateIds: z.array(z.number().int()),
  /** False when a row it read is not verified (the tax table marks it for the accountant). */
  verified: z.boolean(),
  /** Set when the user's rate replaced the computed one. */
  override: z.object({ computedRate: z.number().nullable(), reason: z.string() }).nullable(),
});
export type TaxFigure = z.infer<typeof TaxFigureSchema>;

/** A warning of the computation, in pt-BR (a missing rate, an unverified rule, a typed rate). */
export const TaxWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The line it is about, null for the whole proposal. */
  lineKey: z.string().nullable(),
});
export type TaxWarning = z.infer<typeof TaxWarningSchema>;

export const LineTaxesSchema = z.object({
  key: z.string(),
  /** quantity × unit price, R$. */
  gross: z.number(),
  discount: z.number(),
  /**
   * gross − discount: the NF-e's vProd − vDesc; from 2027 also less the PIS/COFINS the 2026
   * price had inside it (`pisCofinsRemoved`).
   */
  net: z.number(),
  /**
   * From 01/01/2027 (price without PIS/COFINS): what was taken out of the quoted price, estimated
   * with the seller regime's PIS/COFINS rows in force on `referenceDate` (31/12/2026); null (or
   * absent) until then.
   */
  pisCofinsRemoved: z
    .object({
      amount: z.number(),
      referenceDate: z.string(),
      rateIds: z.array(z.number().int()),
      verified: z.boolean(),
    })
    .nullable()
    .optional(),
  cfop: z.string().nullable(),
  figures: z.array(TaxFigureSchema),
  /** Σ figures ADDED, R$. */
  added: z.number(),
  /** net + added: what the buyer pays for the line. */
  total: z.number(),
});
export type LineTaxes = z.infer<typeof LineTaxesSchema>;

/**
 * The price composition by the invoice date: until 31/12/2026 PIS/COFINS inside the price; from
 * 01/01/2027 PIS/COFINS out of the price and CBS/IBS on top (LC 214/2025).
 */
export const TAX_PERIODS = ['PIS_COFINS', 'CBS_IBS'] as const;
export type TaxPeriod = (typeof TAX_PERIODS)[number];

export const TaxSummarySchema = z.object({
  invoiceDate: z.string(),
  period: z.enum(TAX_PERIODS),
  lines: z.array(LineTaxesSchema),
  /** Σ per tax, R$ (each line rounded first). */
  byTax: z.array(
    z.object({ tax: z.enum(TAX_NAMES), treatment: z.enum(TAX_TREATMENTS), amount: z.number() }),
  ),
  /** Σ net. */
  products: z.number(),
  /** Σ added taxes. */
  added: z.number(),
  /** products + added: the invoice total (vNF), what the buyer pays. */
  invoiceTotal: z.number(),
  /** The DIFAL and who pays it, null when none. */
  difal: z
    .object({
      amount: z.number(),
      payer: z.enum(['SELLER', 'BUYER']),
      method: z.enum(DIFAL_METHODS),
    })
    .nullable(),
  /** "cento e um mil, novecentos e vinte e seis reais e vinte e um centavos". */
  invoiceTotalInWords: z.string(),
  warnings: z.array(TaxWarningSchema),
});
export type TaxSummary = z.infer<typeof TaxSummarySchema>;

/**
 * The taxes of a proposal: at the expected invoice date, and, when the proposal's validity spans
 * 31/12/2026, under the other price composition too, with the tax-change clause.
 */
export const ProposalTaxesSchema = z.object({
  seller: SellerFiscalProfileSchema,
  buyer: BuyerFiscalProfileSchema.extend({ state: z.enum(STATE_CODES) }),
  primary: TaxSummarySchema,
  alternative: TaxSummarySchema.nullable(),
  clause: z.string().nullable(),
});
export type ProposalTaxes = z.infer<typeof ProposalTaxesSchema>;
