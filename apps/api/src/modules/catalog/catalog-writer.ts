import type { EquipmentCatalog, ProductLine } from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { defaultLineImagePath } from './catalog-images.ts';
import {
  countCatalogItems,
  toCatalogVersionDocument,
  toStoredCatalogVersionDocument,
} from './catalog-document.ts';
import {
  activateCatalogVersion,
  countCatalogVersions,
  insertCatalogVersion,
  lockCatalogVersions,
  reserveCatalogItemIds,
  type CatalogSource,
} from './catalog.repository.ts';

export type CatalogVersionOrigin = {
  source: CatalogSource;
  fileName: string | null;
  /** Image paths given by an import, by `kind|code`; the others get the default path. */
  imagePaths?: ReadonlyMap<string, string>;
};

/**
 * Inserts `catalog` as a new version and activates it; the caller holds the transaction and the
 * lock. The document is validated before it is written.
 */
async function insertAndActivate(
  tx: Database,
  catalog: EquipmentCatalog,
  origin: CatalogVersionOrigin,
): Promise<number> {
  const imagePathOf = (line: ProductLine) =>
    origin.imagePaths?.get(`${line.kind}|${line.code}`) ??
    defaultLineImagePath(line.kind, line.code);
  const firstId = await reserveCatalogItemIds(tx, countCatalogItems(catalog));
  const id = await insertCatalogVersion(tx, {
    versionKey: catalog.catalogVersion,
    label: catalog.label,
    source: origin.source,
    isDemonstration: catalog.isDemonstration,
    fileName: origin.fileName,
    document: toStoredCatalogVersionDocument(
      toCatalogVersionDocument(catalog, firstId, imagePathOf),
    ),
  });
  await activateCatalogVersion(tx, id);
  return id;
}

/**
 * Stores a catalogue as a new version and makes it the active one, all in one transaction (an
 * import lands whole or not at all). Returns the new version's id.
 */
export async function storeCatalogVersion(
  db: Database,
  catalog: EquipmentCatalog,
  origin: CatalogVersionOrigin,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCatalogVersions(tx);
    return insertAndActivate(tx, catalog, origin);
  });
}

/**
 * Seeds `catalog` as the first, active version when the database holds no catalogue version
 * (start-up; a no-op afterwards, so imports are never replaced).
 */
export async function seedCatalogIfEmpty(
  db: Database,
  createCatalog: () => EquipmentCatalog,
): Promise<number | null> {
  if ((await countCatalogVersions(db)) > 0) return null;
  const catalog = createCatalog();
  return db.transaction(async (tx) => {
    await lockCatalogVersions(tx);
    if ((await countCatalogVersions(tx)) > 0) return null;
    return insertAndActivate(
      tx,
      { ...catalog, isDemonstration: true },
      {
        source: 'DEMONSTRATION',
        fileName: null,
      },
    );
  });
}
