import { generateDemoCatalog } from '@camara-fria/domain';
import { seedCatalogIfEmpty } from '../modules/catalog/catalog-writer.ts';
import type { Database } from './client.ts';

/** Seed of the demonstration catalogue the API ships (docs/decisions/009-equipment-catalogue.md). */
export const DEMO_CATALOG_SEED = 1;

/**
 * Inserts the demonstration catalogue (`generateDemoCatalog(1)`, labelled as demonstration data)
 * as the first active version when no catalogue version exists; one count query otherwise.
 */
export async function seedDemoCatalog(db: Database): Promise<number | null> {
  return seedCatalogIfEmpty(db, () => generateDemoCatalog(DEMO_CATALOG_SEED));
}
