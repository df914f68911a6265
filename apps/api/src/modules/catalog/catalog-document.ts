import { EquipmentCatalogSchema } from '@camara-fria/contracts';
import type { EquipmentCatalog, ProductLine } from '@camara-fria/domain';
import { z } from 'zod';

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

export const CATALOG_DOCUMENT_FORMAT = 1;

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

/** A stored document, validated. @throws ZodError when it is not a catalogue version. */
export function readCatalogVersionDocument(stored: unknown): CatalogVersionDocument {
  return CatalogVersionDocumentSchema.parse(stored);
}
