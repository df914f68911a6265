import type { EquipmentCatalog } from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { defaultLineImagePath } from './catalog-images.ts';
import { toCatalogRows } from './catalog-rows.ts';
import {
  activateCatalogVersion,
  countCatalogVersions,
  insertCatalogVersion,
  lockCatalogVersions,
  type CatalogSource,
} from './catalog.repository.ts';

export type CatalogVersionOrigin = {
  source: CatalogSource;
  fileName: string | null;
  /** Image paths given by an import, by `kind|code`; the others get the default path. */
  imagePaths?: ReadonlyMap<string, string>;
};

/**
 * Stores a catalogue as a new version and makes it the active one, all in one transaction (an
 * import lands whole or not at all). Returns the new version's id.
 */
export async function storeCatalogVersion(
  db: Database,
  catalog: EquipmentCatalog,
  origin: CatalogVersionOrigin,
): Promise<number> {
  const rows = toCatalogRows(
    catalog,
    (line) =>
      origin.imagePaths?.get(`${line.kind}|${line.code}`) ??
      defaultLineImagePath(line.kind, line.code),
  );
  return db.transaction(async (tx) => {
    await lockCatalogVersions(tx);
    const id = await insertCatalogVersion(
      tx,
      {
        versionKey: catalog.catalogVersion,
        label: catalog.label,
        source: origin.source,
        isDemonstration: catalog.isDemonstration,
        fileName: origin.fileName,
      },
      rows,
    );
    await activateCatalogVersion(tx, id);
    return id;
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
  const rows = toCatalogRows(catalog, (line) => defaultLineImagePath(line.kind, line.code));
  return db.transaction(async (tx) => {
    await lockCatalogVersions(tx);
    if ((await countCatalogVersions(tx)) > 0) return null;
    const id = await insertCatalogVersion(
      tx,
      {
        versionKey: catalog.catalogVersion,
        label: catalog.label,
        source: 'DEMONSTRATION',
        isDemonstration: true,
        fileName: null,
      },
      rows,
    );
    await activateCatalogVersion(tx, id);
    return id;
  });
}
