import { countTextLines, PROPOSAL_TEXT_LIMITS } from './limits.ts';
import { ProposalSchema } from './proposal.schema.ts';
import { PriceInputSchema, PriceSchema, ProposalTotalsSchema } from './proposal-prices.schema.ts';
import { calendarDate, recordId, rowVersion, safeText } from './primitives.ts';
import { ProposalTaxesSchema, SellerFiscalProfileSchema, TaxRateSchema } from './tax.schema.ts';
import { z } from './zod.ts';

/*
 * The sections of a proposal (docs/decisions/029): their names and labels, the Markdown text
 * blocks they hold, each section's GET/PUT shape, and the document of a revision (the proposal
 * and every section's content). The proposal itself: proposal.schema.ts; its prices:
 * proposal-prices.schema.ts.
 */

// ---------------------------------------------------------------------------------------------
// Sections and their labels
// ---------------------------------------------------------------------------------------------

/** The accordion of spec §2.4, in its order. */
export const PROPOSAL_SECTIONS = [
  'presentation',
  'dimensioning',
  'equipmentCharacteristics',
  'commercialConditions',
  'generalConditions',
  'responsible',
] as const;
export type ProposalSection = (typeof PROPOSAL_SECTIONS)[number];

/** Spec §6: the sections only an editor sees, reads and saves. */
export const EDITOR_ONLY_SECTIONS: readonly ProposalSection[] = [
  'presentation',
  'commercialConditions',
  'generalConditions',
  'responsible',
];

/** Accordion titles as the spec writes them; the general terms title is ours (spec leaves it open). */
export const PROPOSAL_SECTION_TITLES: Record<ProposalSection, string> = {
  presentation: 'APRESENTAÇÃO',
  dimensioning: 'PARÂMETROS DE DIMENSIONAMENTO E SELEÇÃO DE EQUIPAMENTOS',
  equipmentCharacteristics: 'CARACTERÍSTICAS DOS EQUIPAMENTOS',
  commercialConditions: 'CONDIÇÕES COMERCIAIS',
  generalConditions: 'TERMOS E CONDIÇÕES GERAIS DE VENDA',
  responsible: 'RESPONSÁVEIS',
};

/** The text blocks of CONDIÇÕES COMERCIAIS (spec §3 "Commercial conditions"), in order. */
export const COMMERCIAL_TEXT_FIELDS = [
  'pricingComposition',
  'paymentConditions',
  'warranty',
  'installation',
  'deliveryTime',
  'transportation',
  'creditRegistration',
  'proposalValidity',
] as const;
export type CommercialTextField = (typeof COMMERCIAL_TEXT_FIELDS)[number];

export const COMMERCIAL_TEXT_LABELS: Record<CommercialTextField, string> = {
  pricingComposition: 'Composição de preços',
  paymentConditions: 'Condições de pagamento',
  warranty: 'Garantia',
  installation: 'Instalação',
  deliveryTime: 'Prazo de entrega',
  transportation: 'Transporte',
  creditRegistration: 'Cadastro de crédito',
  proposalValidity: 'Validade da proposta',
};

/**
 * Kinds of stored templates: one per text block. `equipmentCharacteristic` templates also carry
 * the equipment type they describe (their `key`).
 */
export const TEMPLATE_KINDS = [
  'presentation',
  'equipmentCharacteristic',
  ...COMMERCIAL_TEXT_FIELDS,
  'generalConditions',
  'responsible',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Field primitives
// ---------------------------------------------------------------------------------------------

/** The longest Markdown text of one block, in characters (limits.ts). */
export const PROPOSAL_TEXT_MAX = PROPOSAL_TEXT_LIMITS.characters;

/**
 * A Markdown text block as the rich-text editor writes it (may be empty), within what a document
 * lays out: {@link PROPOSAL_TEXT_LIMITS} characters and lines.
 */
export const markdownText = safeText('Informe o texto.')
  .max(PROPOSAL_TEXT_MAX, {
    error: `O texto deve ter no máximo ${PROPOSAL_TEXT_MAX.toLocaleString('pt-BR')} caracteres.`,
  })
  .refine((text) => countTextLines(text) <= PROPOSAL_TEXT_LIMITS.lines, {
    error: `O texto deve ter no máximo ${PROPOSAL_TEXT_LIMITS.lines.toLocaleString('pt-BR')} linhas (parágrafos, títulos, itens de lista e quebras de linha).`,
  });

/** A text block and the template it was filled from (null: written by hand). */
export const TextBlockSchema = z.object({
  templateId: recordId('Modelo de texto inválido.').nullable().default(null),
  text: markdownText,
});
export type TextBlock = z.infer<typeof TextBlockSchema>;
export type TextBlockInput = z.input<typeof TextBlockSchema>;

// ---------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------

/** Every section answer carries the version its PUT must send back (stale: 409). */
const sectionMeta = {
  version: z.number().int(),
  updatedAt: z.string(),
  /** The revision is issued: read-only. */
  readOnly: z.boolean(),
};

/** GET/PUT …/presentation (spec §3 "Presentation: text"). */
export const PresentationInputSchema = TextBlockSchema.extend({ version: rowVersion.optional() });
export const PresentationSchema = z.object({ ...TextBlockSchema.shape, ...sectionMeta });
export type PresentationDto = z.infer<typeof PresentationSchema>;

/** One equipment line's texts (spec §3 "Equipment features: descriptions"). `id` is the line's key. */
export const EquipmentDescriptionInputSchema = z.object({
  id: z.string().min(1).max(200),
  complementaryDescription: markdownText,
});
export const EquipmentDescriptionSchema = z.object({
  id: z.string(),
  /** "Evaporador HP 3-45 (SKU …) × 2". */
  title: z.string(),
  commercialDescription: z.string().nullable(),
  complementaryDescription: z.string(),
  specialEquipment: z.boolean(),
});

/** GET/PUT …/equipment-characteristics (any user of the project). */
export const EquipmentCharacteristicsInputSchema = z.object({
  descriptions: z.array(EquipmentDescriptionInputSchema).max(500),
  additionalInformation: markdownText,
  version: rowVersion.optional(),
});
export type EquipmentCharacteristicsInput = z.input<typeof EquipmentCharacteristicsInputSchema>;
export const EquipmentCharacteristicsSchema = z.object({
  descriptions: z.array(EquipmentDescriptionSchema),
  additionalInformation: z.string(),
  ...sectionMeta,
});
export type EquipmentCharacteristicsDto = z.infer<typeof EquipmentCharacteristicsSchema>;

const commercialTexts = Object.fromEntries(
  COMMERCIAL_TEXT_FIELDS.map((field) => [field, TextBlockSchema]),
) as Record<CommercialTextField, typeof TextBlockSchema>;

/**
 * The dates the taxes of the commercial conditions are computed for (ADR 072), AAAA-MM-DD: the
 * proposal's date (issued: the issue date; a draft: the day its revision was opened), the expected
 * invoice date ("Data prevista de faturamento": picks every dated rate and the price
 * composition) and the end of the proposal's validity ("Válida até": whether it spans
 * 31/12/2026). Each typed date, or its default: the proposal's date + {@link TAX_DATE_DEFAULT_DAYS}.
 */
export const TaxDatesSchema = z.object({
  proposalDate: z.string(),
  invoiceDate: z.string(),
  validUntil: z.string(),
});
export type TaxDates = z.infer<typeof TaxDatesSchema>;

/** Days after the proposal's date of an empty invoice date and validity end (ADR 072). */
export const TAX_DATE_DEFAULT_DAYS = 30;

/** What is missing for the taxes to be computed (ADR 072). */
export const TAXES_MISSING_MESSAGES = {
  buyerState: 'Informe o estado do cliente',
  buyerFiscal: 'Preencha o perfil fiscal do cliente',
} as const;

/** The section's tax fields as stored and answered (a revision, a document). */
const commercialTaxFields = {
  /** The typed invoice date, null: the default. */
  invoiceDate: z.string().nullable(),
  /** The typed validity end, null: the default. */
  validUntil: z.string().nullable(),
  /** The dates used (typed or default); null for a revision issued before the taxes were computed. */
  taxDates: TaxDatesSchema.nullable(),
  /** The computed taxes; null when something is missing (`taxesMissing`) or issued before. */
  taxes: ProposalTaxesSchema.nullable(),
  taxesMissing: z.array(z.string()),
};

/**
 * What the screen computes the taxes with, live, with the same engine as the API (ADR 072): the
 * maker's profile, the customer's (null while incomplete) and every rate row.
 */
export const CommercialTaxInputsSchema = z.object({
  seller: SellerFiscalProfileSchema,
  buyer: ProposalTaxesSchema.shape.buyer.nullable(),
  rates: z.array(
    TaxRateSchema.pick({
      id: true,
      kind: true,
      key: true,
      rate: true,
      method: true,
      validFrom: true,
      validTo: true,
      source: true,
      verified: true,
    }),
  ),
});
export type CommercialTaxInputs = z.infer<typeof CommercialTaxInputsSchema>;

/**
 * GET/PUT …/commercial-conditions (editor). A PUT replaces the whole section (every field is
 * required, so a missing field never erases a text). It sends the lines it prices; lines of equipment
 * no longer in the selection are dropped. The answer lists one line per equipment of the
 * selection (stored values, or the equipment's count and empty prices).
 */
export const CommercialConditionsInputSchema = z.object({
  prices: z.array(PriceInputSchema).max(500, { error: 'No máximo 500 linhas de preço.' }),
  /** "Data prevista de faturamento"; null: the proposal's date + 30 days. */
  invoiceDate: calendarDate.nullable().default(null),
  /** "Válida até"; null: the proposal's date + 30 days. */
  validUntil: calendarDate.nullable().default(null),
  ...commercialTexts,
  version: rowVersion.optional(),
});
export type CommercialConditionsInput = z.input<typeof CommercialConditionsInputSchema>;
export const CommercialConditionsSchema = z.object({
  prices: z.array(PriceSchema),
  totals: ProposalTotalsSchema,
  ...commercialTaxFields,
  /** The engine's inputs for the screen's live figures; null for an issued revision. */
  taxInputs: CommercialTaxInputsSchema.nullable(),
  ...commercialTexts,
  ...sectionMeta,
});
export type CommercialConditionsDto = z.infer<typeof CommercialConditionsSchema>;

/** GET/PUT …/general-conditions (editor). */
export const GeneralConditionsInputSchema = PresentationInputSchema;
export const GeneralConditionsSchema = PresentationSchema;

/** GET/PUT …/responsible (editor; spec §7 "{template, text}"). */
export const ResponsibleInputSchema = PresentationInputSchema;
export const ResponsibleSchema = PresentationSchema;

/**
 * The one model of a revision that the screen (read-only view, diff) and the documents (PDF,
 * DOCX, e-mail) render: the proposal and every section's content. Editor-only sections are null
 * for a non-editor.
 */
export const ProposalDocumentSchema = z.object({
  proposal: ProposalSchema.omit({ revisions: true }),
  presentation: TextBlockSchema.nullable(),
  equipmentCharacteristics: z.object({
    descriptions: z.array(EquipmentDescriptionSchema),
    additionalInformation: z.string(),
  }),
  commercialConditions: z
    .object({
      prices: z.array(PriceSchema),
      totals: ProposalTotalsSchema,
      ...commercialTaxFields,
      ...commercialTexts,
    })
    .nullable(),
  generalConditions: TextBlockSchema.nullable(),
  responsible: TextBlockSchema.nullable(),
});
export type ProposalDocument = z.infer<typeof ProposalDocumentSchema>;
