import {
  catalogCapacityCellFields,
  catalogCapacityTableFields,
  catalogCondenserFields,
  catalogCondenserSkuFields,
  catalogEvaporatorFields,
  catalogEvaporatorMaxDtFields,
  catalogEvaporatorRatingFields,
  catalogEvaporatorSkuFields,
  catalogHeaderFields,
  catalogLineFields,
  catalogRefrigerantFactorFields,
  catalogSkuKeyFields,
  catalogSupplyFields,
  catalogUnitFields,
  catalogUnitSkuFields,
} from './catalog-document.schema.ts';
import { safeText } from './primitives.ts';
import { GOODS_ORIGINS, type FiscalClassification, type GoodsOrigin } from './tax.schema.ts';
import { z } from './zod.ts';

/**
 * The one import schema of an equipment catalogue (`npm run catalog:import -- FILE`, documented in
 * docs/domain/selection.md "Import file"): a list of records, each naming its `record` type and
 * carrying that type's fields, in a JSON array or in CSV (one row per record, the header the
 * union of the columns used, empty cells = absent). Each record's fields, rules and messages are
 * the catalogue's own (catalog-document.schema.ts, the one description of a catalogue), read
 * from cells. Written for CSV as well as JSON: a number may be text ("12.5", dot
 * decimals), a boolean true/false/sim/não/1/0, a list text separated by `|`.
 */

export const CATALOG_IMPORT_RECORD_TYPES = [
  'catalog',
  'line',
  'evaporator',
  'evaporator_refrigerant',
  'evaporator_sku',
  'unit',
  'unit_sku',
  'unit_capacity',
  'condenser',
  'condenser_sku',
] as const;
export type CatalogImportRecordType = (typeof CATALOG_IMPORT_RECORD_TYPES)[number];

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** Text cells: '' is absent. */
const readText = (value: unknown) => (isBlank(value) ? undefined : value);
const readNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : value;
};
const TRUE_WORDS = ['true', 'sim', 's', '1', 'yes'];
const FALSE_WORDS = ['false', 'não', 'nao', 'n', '0', 'no'];
const readBoolean = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  if (TRUE_WORDS.includes(text)) return true;
  if (FALSE_WORDS.includes(text)) return false;
  return value;
};
const readList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  return value
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');
};

/** The reader of a cell for a field's schema: CSV text to what the schema expects. */
function readerOf(schema: z.ZodType): (value: unknown) => unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return readerOf((def as unknown as { innerType: z.ZodType }).innerType);
    case 'number':
      return readNumber;
    case 'boolean':
      return readBoolean;
    case 'literal': {
      const { values } = def as unknown as { values: unknown[] };
      return values.every((value) => typeof value === 'number') ? readNumber : readText;
    }
    case 'union': {
      const { options } = def as unknown as { options: z.ZodType[] };
      return options.every((option) => readerOf(option) === readNumber) ? readNumber : readText;
    }
    case 'array': {
      const readItem = readerOf((def as unknown as { element: z.ZodType }).element);
      return (value) => {
        const list = readList(value);
        return Array.isArray(list) ? list.map(readItem) : list;
      };
    }
    default:
      return readText;
  }
}

/** A catalogue field (catalog-document.schema.ts) read from a CSV or JSON cell. */
const cell = <T extends z.ZodType>(schema: T) => z.preprocess(readerOf(schema), schema);

type Cells<S extends Record<string, z.ZodType>> = {
  [K in keyof S]: ReturnType<typeof cell<S[K]>>;
};
const cells = <S extends Record<string, z.ZodType>>(shape: S): Cells<S> =>
  Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, cell(schema)]),
  ) as Cells<S>;

/**
 * The classification columns of a product record (docs/decisions/071, "Product classification"):
 * `ncm` as the TIPI writes it (`8418.99.00`) or plain (`84189900`), stored without dots; `ex`
 * (`01`, `Ex 01`, empty = none); `origin`, the NF-e origin code 0–8 (empty = 0, national). All
 * optional: a product without NCM is not classified (the proposal then asks for its IPI), but an
 * Ex or an origin needs its NCM.
 */
const NCM_MESSAGE = 'NCM deve ter 8 algarismos (ex.: 8418.99.00).';
const EX_MESSAGE = 'Ex da TIPI deve ter 2 ou 3 algarismos (ex.: 01 ou Ex 01).';
const ORIGIN_MESSAGE = 'Origem da mercadoria (origin): um código de 0 a 8 (0 = nacional).';
const classificationCells = {
  ncm: z.preprocess(
    readText,
    z
      .string({ error: NCM_MESSAGE })
      .regex(/^\d{4}\.?\d{2}\.?\d{2}$/, { error: NCM_MESSAGE })
      .transform((ncm) => ncm.replaceAll('.', ''))
      .optional(),
  ),
  ex: z.preprocess(
    readText,
    z
      .string({ error: EX_MESSAGE })
      .regex(/^(?:ex\s*)?\d{2,3}$/i, { error: EX_MESSAGE })
      .transform((ex) => ex.replace(/^ex\s*/i, ''))
      .optional(),
  ),
  origin: z.preprocess(
    readNumber,
    z
      .number({ error: ORIGIN_MESSAGE })
      .refine((code) => (GOODS_ORIGINS as readonly number[]).includes(code), {
        error: ORIGIN_MESSAGE,
      })
      .transform((code) => code as GoodsOrigin)
      .optional(),
  ),
};

/** An Ex or an origin is a product's only with its NCM. */
function checkClassificationCells(
  record: { ncm?: string; ex?: string; origin?: GoodsOrigin },
  context: z.RefinementCtx,
): void {
  if (record.ncm === undefined && (record.ex !== undefined || record.origin !== undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['ncm'],
      message: 'Informe o NCM (ncm) do produto que tem Ex ou origem.',
    });
  }
}

/** A product record's classification: null without NCM; origin 0 (national) when not given. */
export function readImportedClassification(record: {
  ncm?: string | undefined;
  ex?: string | undefined;
  origin?: GoodsOrigin | undefined;
}): FiscalClassification | null {
  if (record.ncm === undefined) return null;
  return { ncm: record.ncm, ex: record.ex ?? null, origin: record.origin ?? 0 };
}

const {
  description,
  application,
  dtChoicesK,
  roomTemperatureMinC,
  roomTemperatureMaxC,
  ...lineFields
} = catalogLineFields;

/** One catalogue, named: the version's label (shown in the UI) and key. Exactly one per file. */
export const CatalogImportHeaderSchema = z.strictObject({
  record: z.literal('catalog'),
  ...cells(catalogHeaderFields),
});

export const CatalogImportLineSchema = z.strictObject({
  record: z.literal('line'),
  ...cells(lineFields),
  description: cell(description.optional()),
  application: cell(application.optional()),
  /** Evaporator lines: DT choices, K (`4|5|6`). */
  dtChoicesK: cell(dtChoicesK.optional()),
  /**
   * Evaporator lines: the rooms the line serves, °C (docs/decisions/060). Both absent: the
   * default of the line's narrowest fin spacing; one absent: no bound on that side.
   */
  roomTemperatureMinC: cell(roomTemperatureMinC.optional()),
  roomTemperatureMaxC: cell(roomTemperatureMaxC.optional()),
  /** Image path; by default the spec's path of the line. */
  imagePath: cell(safeText('Texto inválido.').trim().max(300).optional()),
});

export const CatalogImportEvaporatorSchema = z
  .strictObject({
    record: z.literal('evaporator'),
    ...cells(catalogEvaporatorFields),
    ...cells(catalogEvaporatorRatingFields),
    /** The maximum DT over the rated DT (1–3); empty = 1.3 (docs/decisions/059). */
    ...cells(catalogEvaporatorMaxDtFields),
    ...classificationCells,
  })
  .superRefine(checkClassificationCells);

export const CatalogImportEvaporatorRefrigerantSchema = z.strictObject({
  record: z.literal('evaporator_refrigerant'),
  modelCode: cell(catalogSkuKeyFields.modelCode),
  ...cells(catalogRefrigerantFactorFields),
});

export const CatalogImportEvaporatorSkuSchema = z.strictObject({
  record: z.literal('evaporator_sku'),
  ...cells(catalogSkuKeyFields),
  ...cells(catalogSupplyFields),
  ...cells(catalogEvaporatorSkuFields),
});

export const CatalogImportUnitSchema = z
  .strictObject({
    record: z.literal('unit'),
    ...cells(catalogUnitFields),
    ...classificationCells,
  })
  .superRefine(checkClassificationCells);

export const CatalogImportUnitSkuSchema = z.strictObject({
  record: z.literal('unit_sku'),
  ...cells(catalogSkuKeyFields),
  ...cells(catalogSupplyFields),
  ...cells(catalogUnitSkuFields),
});

/** Rating basis of an imported table whose file does not state one (EN 12900, ADR 062). */
export const DEFAULT_IMPORT_RATING_BASIS = 'EN12900_10K_SUPERHEAT' as const;

/** One cell of a unit's capacity table: te × ambient, per refrigerant and frequency, ONE unit. */
export const CatalogImportUnitCapacitySchema = z.strictObject({
  record: z.literal('unit_capacity'),
  modelCode: cell(catalogSkuKeyFields.modelCode),
  ...cells(catalogCapacityTableFields),
  /** Optional in a file: a table that does not state its basis is EN 12900 (ADR 062). */
  ratingBasis: cell(catalogCapacityTableFields.ratingBasis.optional()).transform(
    (basis) => basis ?? DEFAULT_IMPORT_RATING_BASIS,
  ),
  ...cells(catalogCapacityCellFields),
});

export const CatalogImportCondenserSchema = z
  .strictObject({
    record: z.literal('condenser'),
    ...cells(catalogCondenserFields),
    ...classificationCells,
  })
  .superRefine(checkClassificationCells);

export const CatalogImportCondenserSkuSchema = z.strictObject({
  record: z.literal('condenser_sku'),
  ...cells(catalogSkuKeyFields),
  ...cells(catalogSupplyFields),
  ...cells(catalogCondenserSkuFields),
});

/** Any record of an import file; `record` names its type. */
export const CatalogImportRecordSchema = z.discriminatedUnion(
  'record',
  [
    CatalogImportHeaderSchema,
    CatalogImportLineSchema,
    CatalogImportEvaporatorSchema,
    CatalogImportEvaporatorRefrigerantSchema,
    CatalogImportEvaporatorSkuSchema,
    CatalogImportUnitSchema,
    CatalogImportUnitSkuSchema,
    CatalogImportUnitCapacitySchema,
    CatalogImportCondenserSchema,
    CatalogImportCondenserSkuSchema,
  ],
  {
    error: `Tipo de registro (record) desconhecido: use ${CATALOG_IMPORT_RECORD_TYPES.join(', ')}.`,
  },
);
export type CatalogImportRecord = z.infer<typeof CatalogImportRecordSchema>;
