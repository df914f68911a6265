import {
  COMMERCIAL_TEXT_FIELDS,
  OVERRIDE_REASON_BEFORE_TAXES,
  z,
  type CommercialTextField,
} from '@camara-fria/contracts';
import type { proposalSections } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  defineStoredDocument,
  readStoredDocument,
  toStoredDocument,
  type JsonObject,
  type StoredDocument,
} from '../../lib/versioned-document.ts';

/**
 * How the sections of a proposal revision are stored (`proposal_sections.content`) and read
 * back (docs/decisions/049-versioned-stored-documents.md). Three documents, each with its own
 * version and upgrades: a text section (presentation, general conditions, responsible), the
 * equipment characteristics and the commercial conditions. Version 1 is the shape stored before
 * versions existed (no `schemaVersion`); its parts may be missing, and read as empty, as they
 * always have.
 */

/** The sections of a revision, each a row of proposal_sections. */
export const SECTION_KEYS = [
  'presentation',
  'equipmentCharacteristics',
  'commercialConditions',
  'generalConditions',
  'responsible',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

const EMPTY_TEXT = { templateId: null, text: '' } as const;

/**
 * A stored text block: the template it was filled from (null: written by hand) and its Markdown,
 * without today's input limits (a text stored before a limit still reads). A missing part is
 * empty.
 */
export const StoredTextBlockSchema = z.object({
  templateId: z.number().int().nullable().default(null),
  text: z.string().default(''),
});

/** A text block of a section that may be missing (or null) in a stored document: empty then. */
const optionalTextBlock = StoredTextBlockSchema.nullish().transform((block) => block ?? EMPTY_TEXT);

/**
 * A stored price line (a missing value is empty): the ICMS and IPI rates typed over the computed
 * ones (null: computed) with their reason, and whether Convênio 52/91 applies (ADR 072).
 */
export const StoredPriceSchema = z.object({
  equipmentKey: z.string(),
  quantity: z.number().int().nullable().default(null),
  unitPrice: z.number().nullable().default(null),
  icmsOverride: z.number().nullable().default(null),
  ipiOverride: z.number().nullable().default(null),
  overrideReason: z.string().nullable().default(null),
  conv5291: z.boolean().default(false),
});
export type StoredPrice = z.output<typeof StoredPriceSchema>;

/** presentation, generalConditions, responsible: one text block. */
export const TEXT_SECTION_DOCUMENT = defineStoredDocument(
  'da seção de texto da proposta',
  StoredTextBlockSchema,
);

/** equipmentCharacteristics: the complementary description per equipment key, and a text. */
export const CHARACTERISTICS_SECTION_DOCUMENT = defineStoredDocument(
  'das características dos equipamentos da proposta',
  z.object({
    descriptions: z.record(z.string(), z.string()).default({}),
    additionalInformation: z.string().default(''),
  }),
);
export type StoredCharacteristics = z.output<typeof CHARACTERISTICS_SECTION_DOCUMENT.schema>;

const commercialTexts = Object.fromEntries(
  COMMERCIAL_TEXT_FIELDS.map((field) => [field, optionalTextBlock]),
) as Record<CommercialTextField, typeof optionalTextBlock>;

const JsonRecordSchema = z.record(z.string(), z.unknown());
const typedRate = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Version 1 → 2 (docs/decisions/072): the ICMS and IPI rates are computed. A rate typed before
 * becomes an override of the computed one, with the reason "Informada antes do cálculo
 * automático", so no figure a user typed changes silently; the typed PIS/COFINS (for information,
 * never in a total) gives way to the computed one. Convênio 52/91 unmarked; the tax dates empty
 * (their defaults). A line not of the expected shape is left as it is, for the schema to refuse.
 */
function typedRatesBecomeOverrides(document: JsonObject): JsonObject {
  const prices = z.array(JsonRecordSchema).safeParse(document.prices ?? []);
  if (!prices.success) return document;
  return {
    invoiceDate: null,
    validUntil: null,
    ...document,
    prices: prices.data.map((stored) => {
      // A line already in this shape (a document whose version mark was lost) keeps its values.
      if ('icmsOverride' in stored) return stored;
      const { icms, pisCofins: _typedInformation, ipi, ...line } = stored;
      const icmsOverride = typedRate(icms);
      const ipiOverride = typedRate(ipi);
      const isTyped = icmsOverride !== null || ipiOverride !== null;
      return {
        ...line,
        icmsOverride,
        ipiOverride,
        overrideReason: isTyped ? OVERRIDE_REASON_BEFORE_TAXES : null,
        conv5291: false,
      };
    }),
  };
}

/** commercialConditions: the price lines, the tax dates (null: default) and the eight text blocks. */
export const COMMERCIAL_SECTION_DOCUMENT = defineStoredDocument(
  'das condições comerciais da proposta',
  z.object({
    prices: z.array(StoredPriceSchema).default([]),
    invoiceDate: z.string().nullable().default(null),
    validUntil: z.string().nullable().default(null),
    ...commercialTexts,
  }),
  [{ from: 1, name: 'typed-rates-become-overrides', up: typedRatesBecomeOverrides }],
);
export type StoredCommercial = z.output<typeof COMMERCIAL_SECTION_DOCUMENT.schema>;

type TextSectionKey = 'presentation' | 'generalConditions' | 'responsible';

/** The content of each section, as read. */
export type SectionContents = Record<TextSectionKey, z.output<typeof StoredTextBlockSchema>> & {
  equipmentCharacteristics: StoredCharacteristics;
  commercialConditions: StoredCommercial;
};

type RawSectionRow = typeof proposalSections.$inferSelect;

/** A stored section with its content read: the key tells which content it holds. */
export type SectionRow = {
  [K in SectionKey]: Omit<RawSectionRow, 'key' | 'content'> & {
    key: K;
    content: SectionContents[K];
  };
}[SectionKey];

const isTextSection = (key: string): key is TextSectionKey =>
  key === 'presentation' || key === 'generalConditions' || key === 'responsible';

function documentOf(key: string): StoredDocument<z.ZodType> | undefined {
  if (isTextSection(key)) return TEXT_SECTION_DOCUMENT;
  if (key === 'equipmentCharacteristics') return CHARACTERISTICS_SECTION_DOCUMENT;
  if (key === 'commercialConditions') return COMMERCIAL_SECTION_DOCUMENT;
  return undefined;
}

/**
 * A stored section row with its content upgraded and parsed.
 * @throws AppError STORED_DOCUMENT_UNREADABLE for a content of a newer or unknown version, one
 *   that does not parse, or a section key this code does not know.
 */
export function readSectionRow(row: RawSectionRow): SectionRow {
  const { key, content, ...rest } = row;
  const where = `seção ${key} da proposta ${row.proposalId}`;
  if (isTextSection(key)) {
    return { ...rest, key, content: readStoredDocument(TEXT_SECTION_DOCUMENT, content, where) };
  }
  if (key === 'equipmentCharacteristics') {
    const read = readStoredDocument(CHARACTERISTICS_SECTION_DOCUMENT, content, where);
    return { ...rest, key, content: read };
  }
  if (key === 'commercialConditions') {
    const read = readStoredDocument(COMMERCIAL_SECTION_DOCUMENT, content, where);
    return { ...rest, key, content: read };
  }
  throw new AppError(
    500,
    'STORED_DOCUMENT_UNREADABLE',
    `A ${where} não é uma seção que esta versão do sistema conhece.`,
  );
}

/**
 * A section's content as it is written: checked against its document's schema and stamped with
 * the current version.
 * @throws Error when the content does not fit its section (a bug: the service builds it).
 */
export function toStoredSectionContent(key: string, content: unknown): object {
  const document = documentOf(key);
  if (!document) throw new Error(`unknown proposal section ${key}`);
  const parsed = document.schema.safeParse(content);
  if (!parsed.success || typeof parsed.data !== 'object' || parsed.data === null) {
    throw new Error(`proposal section ${key} does not fit its document`);
  }
  return toStoredDocument(document, parsed.data);
}

/** The content of a text section (undefined when the row is missing or another section). */
export function textContent(
  section: SectionRow | undefined,
): SectionContents[TextSectionKey] | undefined {
  return section?.key === 'presentation' ||
    section?.key === 'generalConditions' ||
    section?.key === 'responsible'
    ? section.content
    : undefined;
}

/** The content of the equipment characteristics (undefined when missing). */
export function characteristicsContent(
  section: SectionRow | undefined,
): StoredCharacteristics | undefined {
  return section?.key === 'equipmentCharacteristics' ? section.content : undefined;
}

/** The content of the commercial conditions (undefined when missing). */
export function commercialContent(section: SectionRow | undefined): StoredCommercial | undefined {
  return section?.key === 'commercialConditions' ? section.content : undefined;
}
