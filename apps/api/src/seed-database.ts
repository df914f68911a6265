import type { Database } from './db/client.ts';
import { seedReferenceData } from './db/seed-reference-data.ts';
import { seedDemoCatalog } from './modules/catalog/catalog-demo-seed.ts';
import { seedProposalTemplates } from './modules/proposal-templates/proposal-templates.service.ts';
import { seedTaxRates } from './modules/tax-tables/tax-tables.service.ts';

/**
 * Upserts the reference data and the municipalities, adds the seeded proposal text options it
 * does not hold yet (never overwriting an editor's change), the seeded tax rate tables when it
 * holds none (docs/decisions/070) and, when the database has no
 * equipment catalogue yet, stores the demonstration catalogue. Run after `openDatabase` by the server, the
 * catalogue import and the test template; idempotent.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await seedReferenceData(db);
  await seedProposalTemplates(db);
  await seedTaxRates(db);
  await seedDemoCatalog(db);
}
