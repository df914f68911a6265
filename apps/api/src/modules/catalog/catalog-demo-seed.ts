import { generateDemoCatalog } from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { seedCatalogIfEmpty } from './catalog-writer.ts';

/** Seed of the demonstration catalogue the API ships (docs/decisions/009-equipment-catalogue.md). */
export const DEMO_CATALOG_SEED = 1;

/**
 * Inserts the demonstration catalogue (`generateDemoCatalog(1)`, labelled as demonstration data)
 * as the first active version when no catalogue version exists; one count query otherwise.
 */
export async function seedDemoCatalog(db: Database): Promise<number | null> {
  return seedCatalogIfEmpty(db, () => generateDemoCatalog(DEMO_CATALOG_SEED));
}
