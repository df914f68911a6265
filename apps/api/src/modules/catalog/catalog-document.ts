import { DEFAULT_IMPORT_RATING_BASIS, EquipmentCatalogSchema } from '@camara-fria/contracts';
import {
  classifyDemoCatalog,
  deriveLineApplicationRange,
  type EquipmentCatalog,
  type ProductLine,
} from '@camara-fria/domain';
import { z } from 'zod';
import {
  defineStoredDocument,
  readStoredDocument,
  toStoredDocument,
  type JsonObject,
} from '../../lib/versioned-document.ts';

/**
 * What a catalogue version stores (docs/decisions/012-catalogue-as-one-document.md): the domain's
 * catalogue as it is, the API id of each model and SKU (parallel to the catalogue's arrays, so
 * ids stay stable within a version and unique across versions) and each line's image path.
 * Validated by this one schema when written and when read back.
 */

/** The catalogue's arrays whose items have API ids, in the order a write numbers them. */
export const CATALOG_ITEM_ARRAYS = [
  'evaporators',
  'evaporatorSkus',
  'condensingUnits',
  'condensingUnitSkus',
  'compressorUnits',
  'compressorUnitSkus',
  'remoteCondensers',
  'remoteCondenserSkus',
] as const satisfies readonly (keyof EquipmentCatalog)[];
type ItemArray = (typeof CATALOG_ITEM_ARRAYS)[number];

/**
 * The format written. 1: before the lines' application ranges; 2: each line has
 * `roomTemperatureMinC` and `roomTemperatureMaxC` (docs/decisions/060). A format-1 document is
 * upgraded when read (the stored document's step 2 → 3, {@link addLineApplicationRanges}).
 */
export const CATALOG_DOCUMENT_FORMAT = 2;

const idList = z.array(z.number().int().positive());

export const CatalogVersionDocumentSchema = z
  .object({
    format: z.literal(CATALOG_DOCUMENT_FORMAT),
    catalog: EquipmentCatalogSchema,
    ids: z.object({
      evaporators: idList,
      evaporatorSkus: idList,
      condensingUnits: idList,
      condensingUnitSkus: idList,
      compressorUnits: idList,
      compressorUnitSkus: idList,
      remoteCondensers: idList,
      remoteCondenserSkus: idList,
    } satisfies Record<ItemArray, typeof idList>),
    /** Image path of each line, parallel to `catalog.lines`. */
    lineImagePaths: z.array(z.string().nullable()),
  })
  .superRefine((document, context) => {
    for (const name of CATALOG_ITEM_ARRAYS) {
      if (document.ids[name].length !== document.catalog[name].length)
        context.addIssue({ code: 'custom', path: ['ids', name], message: 'one id per item' });
    }
    if (document.lineImagePaths.length !== document.catalog.lines.length)
      context.addIssue({ code: 'custom', path: ['lineImagePaths'], message: 'one per line' });
  });
export type CatalogVersionDocument = z.infer<typeof CatalogVersionDocumentSchema>;

/** How many API ids a catalogue needs. */
export function countCatalogItems(catalog: EquipmentCatalog): number {
  return CATALOG_ITEM_ARRAYS.reduce((sum, name) => sum + catalog[name].length, 0);
}

/**
 * The document of a catalogue whose items are numbered from `firstId` on, validated.
 * @throws ZodError when the catalogue breaks its description.
 */
export function toCatalogVersionDocument(
  catalog: EquipmentCatalog,
  firstId: number,
  imagePathOf: (line: ProductLine) => string | null,
): CatalogVersionDocument {
  let next = firstId;
  const number = (items: readonly unknown[]) => items.map(() => next++);
  return CatalogVersionDocumentSchema.parse({
    format: CATALOG_DOCUMENT_FORMAT,
    catalog,
    ids: Object.fromEntries(CATALOG_ITEM_ARRAYS.map((name) => [name, number(catalog[name])])),
    lineImagePaths: catalog.lines.map(imagePathOf),
  });
}

const UNIT_ARRAYS = ['condensingUnits', 'compressorUnits'] as const;
const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Version 1 → 2 (docs/decisions/062-rating-basis-stated.md): every unit table states its rating
 * basis. A version-1 demonstration catalogue was built from the compressor curves as rated
 * (AHRI 540, 18.3 °C return gas) and says so; an imported one takes the import's default,
 * EN 12900 (10 K superheat). No capacity changes.
 */
export function addTableRatingBasis(document: JsonObject): JsonObject {
  const catalog = document.catalog;
  if (!isRecord(catalog)) return document;
  const ratingBasis =
    catalog.isDemonstration === true ? 'AHRI540_RETURN_GAS_18_3C' : DEFAULT_IMPORT_RATING_BASIS;
  const withBasis = (unit: unknown) =>
    isRecord(unit) && Array.isArray(unit.capacityTables)
      ? {
          ...unit,
          capacityTables: unit.capacityTables.map((table: unknown) =>
            isRecord(table) ? { ratingBasis, ...table } : table,
          ),
        }
      : unit;
  const units = Object.fromEntries(
    UNIT_ARRAYS.map((name) => {
      const items = catalog[name];
      return [name, Array.isArray(items) ? items.map(withBasis) : items];
    }),
  );
  return { ...document, catalog: { ...catalog, ...units } };
}

const JsonRecord = z.record(z.string(), z.unknown());
const FinSpacing = z.object({ lineCode: z.unknown(), finSpacingMm: z.number() });

/**
 * Version 2 → 3 (docs/decisions/060), format 1 → 2: each evaporator line takes the
 * application range of its models' narrowest fin spacing (the default an import without the
 * columns gets), other lines none. The demonstration lines carry exactly that default, so a
 * demonstration catalogue stored before reads as the one generated now. Any other document is
 * returned as it is, for the schema to judge.
 */
export function addLineApplicationRanges(stored: JsonObject): JsonObject {
  const document = JsonRecord.safeParse(stored);
  if (!document.success || document.data.format !== 1) return stored;
  const catalog = JsonRecord.safeParse(document.data.catalog);
  const lines = z.array(JsonRecord).safeParse(catalog.data?.lines);
  const models = z.array(FinSpacing).safeParse(catalog.data?.evaporators);
  if (!catalog.success || !lines.success || !models.success) return stored;
  const upgraded = lines.data.map((line) => {
    const fins = models.data
      .filter((model) => line.kind === 'EVAPORATOR' && model.lineCode === line.code)
      .map((model) => model.finSpacingMm);
    const range = deriveLineApplicationRange(fins);
    return line.kind === 'EVAPORATOR'
      ? { ...line, ...range }
      : { ...line, roomTemperatureMinC: null, roomTemperatureMaxC: null };
  });
  return { ...document.data, format: 2, catalog: { ...catalog.data, lines: upgraded } };
}

/** The arrays of classified products (evaporators, units, remote condensers). */
const PRODUCT_ARRAYS = [
  'evaporators',
  'condensingUnits',
  'compressorUnits',
  'remoteCondensers',
] as const satisfies readonly ItemArray[];

/**
 * Version 3 → 4 (docs/decisions/071, "Product classification"): every evaporator, unit and remote
 * condenser carries `classification` (NCM, Ex, origin). An imported catalogue stored before gave
 * none: null (never guessed; the proposal asks for the IPI of its products until a version is
 * imported with the columns). A demonstration catalogue gets the demonstration classifications
 * (`classifyDemoCatalog`), so one stored before reads as the one generated now. Any other
 * document is returned as it is, for the schema to judge.
 */
export function addProductClassifications(stored: JsonObject): JsonObject {
  const catalog = JsonRecord.safeParse(stored.catalog);
  if (!catalog.success) return stored;
  const unclassified = Object.fromEntries(
    PRODUCT_ARRAYS.map((name) => {
      const items = z.array(JsonRecord).safeParse(catalog.data[name]);
      const withNull = items.data?.map((item) => ({ classification: null, ...item }));
      return [name, withNull ?? catalog.data[name]];
    }),
  );
  const upgraded = { ...catalog.data, ...unclassified };
  if (upgraded.isDemonstration !== true) return { ...stored, catalog: upgraded };
  const demo = EquipmentCatalogSchema.safeParse(upgraded);
  return { ...stored, catalog: demo.success ? classifyDemoCatalog(demo.data) : upgraded };
}

/** The stored catalogue version document: its schema and its upgrades (ADR 049). */
export const CATALOG_VERSION_DOCUMENT = defineStoredDocument(
  'da versão do catálogo',
  CatalogVersionDocumentSchema,
  [
    { from: 1, name: 'unit-tables-state-their-rating-basis', up: addTableRatingBasis },
    { from: 2, name: 'line-application-ranges', up: addLineApplicationRanges },
    { from: 3, name: 'product-classifications', up: addProductClassifications },
  ],
);

/** The document as written: stamped with the current version. */
export function toStoredCatalogVersionDocument(
  document: CatalogVersionDocument,
): CatalogVersionDocument & { schemaVersion: number } {
  return toStoredDocument(CATALOG_VERSION_DOCUMENT, document);
}

/**
 * A stored document, upgraded and validated.
 * @throws AppError 500 STORED_DOCUMENT_UNREADABLE when it is not a catalogue version.
 */
export function readCatalogVersionDocument(
  stored: unknown,
  where = 'catálogo',
): CatalogVersionDocument {
  return readStoredDocument(CATALOG_VERSION_DOCUMENT, stored, where);
}
