import { ProjectListQuerySchema } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { preparedProjectPageSql } from '../../src/modules/projects/project-list.repository.ts';

/**
 * Runs the page statement a project list `query` prepares as a named prepared statement 8 times on
 * one connection (a transaction), as node-postgres runs it, and says how many of those runs used
 * a generic plan and how many a custom one (`pg_prepared_statements`). PostgreSQL makes five
 * custom plans first, then keeps the generic one unless it costs more than they did.
 */
export async function plansKept(
  db: Database,
  query: Record<string, unknown>,
  ownerId: string,
): Promise<{ generic: number; custom: number }> {
  const { text, values } = preparedProjectPageSql(db, ProjectListQuerySchema.parse(query), ownerId);
  const literals = values
    .map((value) => (typeof value === 'number' ? String(value) : `'${String(value)}'`))
    .join(', ');
  const plans = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare project_page_plan_test as ${text}`));
    for (let run = 0; run < 8; run += 1)
      await tx.execute(sql.raw(`execute project_page_plan_test(${literals})`));
    const result = (await tx.execute(
      sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'project_page_plan_test'`,
    )) as { rows: { generic_plans: number | string; custom_plans: number | string }[] };
    await tx.execute(sql`deallocate project_page_plan_test`);
    return result.rows[0];
  });
  return { generic: Number(plans?.generic_plans), custom: Number(plans?.custom_plans) };
}
