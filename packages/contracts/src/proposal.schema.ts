import { countTextLines, PROPOSAL_TEXT_LIMITS } from './limits.ts';
import { recordId, recordIdParam, rowVersion, safeText, singleLineText } from './primitives.ts';
import { STATE_CODES } from './brazil.ts';
import { z } from './zod.ts';

/*
 * The commercial proposal of a project (spec part 2 §2.4, §3 "Proposal" … "Owners", §4, §6, §7,
 * §8; docs/decisions/029). Money in reais (BRL) with two decimals; tax rates in % (0–100);
 * capacities kcal/h; temperatures °C; lengths m; thicknesses mm.
 *
 * A project has a series of proposal revisions sharing one number (`2026-0042`). Each revision
 * is its own proposal id (`pid`): R0, R1, … The newest is the DRAFT, the project's current
 * proposal, whose selection part (rooms, systems, equipment) is read live from the project's
 * saved rooms and systems and whose sections are editable. 'Emitir revisão' freezes the draft as
 * ISSUED (an immutable snapshot of the whole ProposalDocument, stamped with who and when) and
 * opens the next revision as the new draft with the same texts and prices. Any write to an
 * issued revision answers 409 REVISION_ISSUED.
 *
 * Roles (spec §6): APRESENTAÇÃO, CONDIÇÕES COMERCIAIS, the general conditions, RESPONSÁVEIS and
 * the DOCX download are the editor's. Their endpoints (read and write) answer 403 to anyone else;
 * the JSON document of a revision leaves those sections null for a non-editor.
 *
 * Texts of the sections are Markdown (spec §9 "text written as markdown"), shown through a
 * sanitiser on screen and walked into document nodes (never HTML) by the documents.
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

// ---------------------------------------------------------------------------------------------
// The selection part: rooms, systems, equipment (read from the project, frozen in a revision)
// ---------------------------------------------------------------------------------------------

/** Spec §2.4 'Dados do Cliente' (address null when there is no street). */
export const ProposalClientSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  cnpj: z.string().nullable(),
  email: z.string().nullable(),
  address: z
    .object({
      street: z.string(),
      city: z.string().nullable(),
      state: z.enum(STATE_CODES).nullable(),
      zipcode: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
});
export type ProposalClient = z.infer<typeof ProposalClientSchema>;

/**
 * One column of the room sizing table (spec §2.4). Fields that exist only for calculation
 * type 1 (computed load) are null for a typed load. Heat in kcal/h.
 */
export const ProposalRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 computed, 2 typed (part 1 §3). */
  calculationType: z.number().int(),
  /** The system that serves it, null when none does yet. */
  systemName: z.string().nullable(),
  /** Internal dimensions, m. */
  length: z.number(),
  width: z.number(),
  height: z.number(),
  /** Type 1: the thickest wall panel and the floor's insulation, mm (null: none). */
  wallThickness: z.number().nullable(),
  floorThickness: z.number().nullable(),
  /** Type 1: Σ door count × width × height, m² (null for VOLUME doors without sizes). */
  doorsArea: z.number().nullable(),
  /** Type 1: minutes the doors stand open per hour (frequency × open time), min/h. */
  doorsOpenTime: z.number().nullable(),
  /** Type 1: people, lighting, motors and other loads, kcal/h. */
  staffAndEquipmentHeat: z.number().nullable(),
  roomTemperature: z.number(),
  ambientTemperature: z.number(),
  /** Type 1: Σ storage capacity of the goods, kg. */
  storageCapacity: z.number().nullable(),
  /** Type 1: the goods' names, joined ("Carne bovina, Frango"). */
  goodsType: z.string().nullable(),
  /** Type 1: Σ daily movement, kg/dia. */
  dailyMovement: z.number().nullable(),
  /** Type 1: the warmest check-in temperature of the goods, °C. */
  checkInTemperature: z.number().nullable(),
  /** Type 1: the longest processing time of the goods, h. */
  processingTime: z.number().nullable(),
  /** % (null: a typed load without margin). */
  safetyMargin: z.number().nullable(),
  operatingHours: z.number(),
  /** Required capacity, kcal/h (null: the room was never computed). */
  heatLoad: z.number().nullable(),
});
export type ProposalRoom = z.infer<typeof ProposalRoomSchema>;

export const PROPOSAL_EQUIPMENT_TYPES = [
  'EVAPORATOR',
  'CONDENSING_UNIT',
  'COMPRESSOR',
  'CONDENSER',
] as const;
export type ProposalEquipmentType = (typeof PROPOSAL_EQUIPMENT_TYPES)[number];

export const PROPOSAL_EQUIPMENT_TYPE_LABELS: Record<ProposalEquipmentType, string> = {
  EVAPORATOR: 'Evaporador',
  CONDENSING_UNIT: 'Unidade condensadora',
  COMPRESSOR: 'Unidade compressora',
  CONDENSER: 'Condensador remoto',
};

/**
 * One line of the equipment list: catalogue equipment grouped by SKU over every saved system of
 * the project (counts added); each special equipment on its own line, marked.
 */
export const ProposalEquipmentSchema = z.object({
  /**
   * Stable identity of the line, the key of its price: `{type}:{sku}` for catalogue equipment,
   * `{type}:special:{systemId}:{roomId|unit}` for special equipment.
   */
  key: z.string(),
  type: z.enum(PROPOSAL_EQUIPMENT_TYPES),
  specialEquipment: z.boolean(),
  model: z.string(),
  line: z.string().nullable(),
  sku: z.object({ id: z.number().int(), sku: z.string() }).nullable(),
  count: z.number().int(),
  /** One unit, kcal/h (at the system's conditions), null when unknown. */
  unitCapacity: z.number().nullable(),
  /** From the catalogue line, or the special form's text. */
  commercialDescription: z.string().nullable(),
  image: z.string().nullable(),
  systemNames: z.array(z.string()),
  roomNames: z.array(z.string()),
});
export type ProposalEquipment = z.infer<typeof ProposalEquipmentSchema>;

/** The selection's result per saved system (spec §2.4 "the selection's resulting DT and capacity"). */
export const ProposalSystemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  refrigerant: z.string(),
  operationTemperature: z.number(),
  rack: z.boolean(),
  roomNames: z.array(z.string()),
  /** K, null until balanced. */
  resultingDt: z.number().nullable(),
  /** kcal/h, null until balanced. */
  resultingCapacity: z.number().nullable(),
  /** Σ of its rooms' required capacities, kcal/h. */
  requiredCapacity: z.number(),
});
export type ProposalSystem = z.infer<typeof ProposalSystemSchema>;

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

const commercialTexts = Object.fromEntries(
  COMMERCIAL_TEXT_FIELDS.map((field) => [field, TextBlockSchema]),
) as Record<CommercialTextField, typeof TextBlockSchema>;

/**
 * GET/PUT …/commercial-conditions (editor). A PUT replaces the whole section (every field is
 * required, so a missing field never erases a text). It sends the lines it prices; lines of equipment
 * no longer in the selection are dropped. The answer lists one line per equipment of the
 * selection (stored values, or the equipment's count and empty prices).
 */
export const CommercialConditionsInputSchema = z.object({
  prices: z.array(PriceInputSchema).max(500, { error: 'No máximo 500 linhas de preço.' }),
  ...commercialTexts,
  version: rowVersion.optional(),
});
export type CommercialConditionsInput = z.input<typeof CommercialConditionsInputSchema>;
export const CommercialConditionsSchema = z.object({
  prices: z.array(PriceSchema),
  totals: ProposalTotalsSchema,
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

// ---------------------------------------------------------------------------------------------
// Templates (spec §7 /v1/proposals/templates/current/…)
// ---------------------------------------------------------------------------------------------

/** An option of a text block (spec §3 "Options: … a list of id, title, text"). */
export const TemplateOptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TEMPLATE_KINDS),
  /** equipmentCharacteristic: the equipment type it describes; null otherwise. */
  key: z.enum(PROPOSAL_EQUIPMENT_TYPES).nullable(),
  title: z.string(),
  text: z.string(),
  /** The option a new proposal starts with (one per kind and key). */
  isDefault: z.boolean(),
  version: z.number().int(),
});
export type TemplateOption = z.infer<typeof TemplateOptionSchema>;

export const TemplateOptionListSchema = z.object({ items: z.array(TemplateOptionSchema) });

/** GET /v1/proposals/templates/current/commercial-conditions: options per text block. */
export const CommercialTemplateOptionsSchema = z.object(
  Object.fromEntries(
    COMMERCIAL_TEXT_FIELDS.map((field) => [field, z.array(TemplateOptionSchema)]),
  ) as Record<CommercialTextField, z.ZodArray<typeof TemplateOptionSchema>>,
);
export type CommercialTemplateOptions = z.infer<typeof CommercialTemplateOptionsSchema>;

/** POST /v1/proposals/templates and PUT …/{templateId} (editor; PUT needs `version`). */
export const TemplateInputSchema = z
  .object({
    kind: z.enum(TEMPLATE_KINDS, { error: 'Escolha o tipo de texto.' }),
    key: z.enum(PROPOSAL_EQUIPMENT_TYPES).nullable().default(null),
    title: singleLineText('Informe o título.')
      .min(1, { error: 'Informe o título.' })
      .max(120, { error: 'O título deve ter no máximo 120 caracteres.' }),
    text: markdownText,
    isDefault: z.boolean().default(false),
    version: rowVersion.optional(),
  })
  .superRefine((template, context) => {
    if ((template.kind === 'equipmentCharacteristic') !== (template.key !== null)) {
      context.addIssue({
        code: 'custom',
        path: ['key'],
        message: 'Escolha o tipo de equipamento (só para características dos equipamentos).',
      });
    }
  });
export type TemplateInput = z.input<typeof TemplateInputSchema>;

export const TemplateParamsSchema = z.object({ templateId: recordIdParam() });

// ---------------------------------------------------------------------------------------------
// The proposal and its revisions
// ---------------------------------------------------------------------------------------------

export const PROPOSAL_STATUSES = ['DRAFT', 'ISSUED'] as const;

/** Who did something, as shown ("Maria Souza"). */
export const PersonStampSchema = z.object({ username: z.string(), name: z.string().nullable() });

/** A revision in the list of the proposal screen. */
export const ProposalRevisionSummarySchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  /** "2026-0042-R1". */
  code: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  issuedAt: z.string().nullable(),
  issuedBy: PersonStampSchema.nullable(),
  totals: ProposalTotalsSchema,
});
export type ProposalRevisionSummary = z.infer<typeof ProposalRevisionSummarySchema>;

/**
 * GET …/proposals/current, POST …/proposals, GET …/proposals/{pid}: a revision with its
 * selection part (spec §3 "Proposal: id, code, data; rooms …; equipments list with sku").
 */
export const ProposalSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** "2026-0042": the number every revision shares. */
  number: z.string(),
  revision: z.number().int(),
  /** "2026-0042-R0": the heading's {code}. */
  code: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  project: z.object({ id: z.number().int(), name: z.string() }),
  client: ProposalClientSchema,
  rooms: z.array(ProposalRoomSchema),
  systems: z.array(ProposalSystemSchema),
  equipments: z.array(ProposalEquipmentSchema),
  totals: ProposalTotalsSchema,
  issuedAt: z.string().nullable(),
  issuedBy: PersonStampSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every revision of this proposal's number, oldest first (the draft last). */
  revisions: z.array(ProposalRevisionSummarySchema),
  version: z.number().int(),
});
export type ProposalDto = z.infer<typeof ProposalSchema>;

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
    .object({ prices: z.array(PriceSchema), totals: ProposalTotalsSchema, ...commercialTexts })
    .nullable(),
  generalConditions: TextBlockSchema.nullable(),
  responsible: TextBlockSchema.nullable(),
});
export type ProposalDocument = z.infer<typeof ProposalDocumentSchema>;

/** POST …/proposals/{pid}/revisions: freeze the draft `pid` (its version) and open the next. */
export const IssueRevisionInputSchema = z.object({ version: rowVersion.optional() });

/** GET …/proposals/{pid}/compare?with={otherPid}: what changed from `with` to `pid`. */
export const PROPOSAL_CHANGE_AREAS = ['EQUIPMENT', 'PRICES', 'TEXTS', 'ROOMS', 'SYSTEMS'] as const;
export const ProposalChangeSchema = z.object({
  area: z.enum(PROPOSAL_CHANGE_AREAS),
  /** What changed, in Portuguese: "Preço unitário — Evaporador HP 3-45 (SKU EVP-…)". */
  label: z.string(),
  /** Displayable values, pt-BR ("R$ 12.500,00"); null: absent on that side. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ProposalChange = z.infer<typeof ProposalChangeSchema>;
export const ProposalComparisonSchema = z.object({
  from: ProposalRevisionSummarySchema,
  to: ProposalRevisionSummarySchema,
  changes: z.array(ProposalChangeSchema),
});
export type ProposalComparison = z.infer<typeof ProposalComparisonSchema>;
export const ProposalCompareQuerySchema = z.object({
  with: recordIdParam('Escolha a revisão a comparar.'),
});

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

export const ProjectProposalParamsSchema = z.object({ projectId: recordIdParam() });
export const ProposalParamsSchema = z.object({
  projectId: recordIdParam(),
  proposalId: recordIdParam(),
});

/** 409 REVISION_ISSUED's message. */
export const REVISION_ISSUED_MESSAGE =
  'Esta revisão já foi emitida e não pode ser alterada. Edite a revisão em andamento.';
