import type { Database } from './db/client.ts';
import { seedReferenceData } from './db/seed-reference-data.ts';
import { seedDemoCatalog } from './modules/catalog/catalog-demo-seed.ts';
import { seedProposalTemplates } from './modules/proposal-templates/proposal-templates.service.ts';

/**
 * Upserts the reference data and the municipalities, adds the seeded proposal text options it
 * does not hold yet (never overwriting an editor's change) and, when the database has no
 * equipment catalogue yet, stores the demonstration catalogue. Run after `openDatabase` by the server, the
 * catalogue import and the test template; idempotent.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await seedReferenceData(db);
  await seedProposalTemplates(db);
  await seedDemoCatalog(db);
}
