import { ProjectListQuerySchema } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProjectPageQueries } from '../src/modules/projects/project-page-query.repository.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// PostgreSQL estimates `name_search LIKE '%text%'` from the histogram entries the pattern matches.
// With the default statistics target (100 entries) a text matching less than 1 % of the projects
// could match no entry at all; the estimate then fell to its floor (0.01 % of the rows) and the
// editors' search chose a trigram bitmap scan of every candidate plus a sort instead of walking
// the primary key: 4.6 ms instead of 0.55 ms at 100 000 projects in one bench run on PostgreSQL.
// Migration 0018 sets the target of both search columns to 300
// (docs/decisions/036-flat-project-search.md, sixth pass).

const PROJECTS = 10_000;
const RARE = 50;

let server: TestServer;

async function selectRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await server.database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.execute(
    sql`insert into app_users (issuer, subject, username) values ('stats-test', 'owner', 'owner')`,
  );
  // Names that sort in the order of their number; RARE of them, numbers 131 to 180, also say
  // "raro". With every name distinct ANALYZE reads all 10 000 rows (below its sample size at
  // either target), so the histogram, and the estimate, are the same on every run.
  await server.database.db.execute(
    sql.raw(`insert into projects (owner_id, name, status, customer_name)
             select (select id from app_users where issuer = 'stats-test'),
                    'Projeto ' || lpad(g::text, 5, '0')
                      || case when g between 131 and ${130 + RARE} then ' raro' else '' end,
                    'PENDING', 'Cliente ' || lpad(g::text, 5, '0')
                      || case when g between 131 and ${130 + RARE} then ' raro' else '' end
             from generate_series(1, ${PROJECTS}) g`),
  );
  await server.database.db.execute(sql`analyze projects`);
}, 120_000);
afterAll(async () => {
  await server.close();
});

type PlanNode = {
  'Node Type': string;
  'Plan Rows': number;
  Filter?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
};

/** The planner's row estimates of the scans that test a LIKE, in the count of the editors' search. */
async function likeEstimates(query: Record<string, unknown>): Promise<number[]> {
  const { total } = buildProjectPageQueries(
    server.database.db,
    ProjectListQuerySchema.parse(query),
    undefined,
  );
  const [explained] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    sql`explain (format json) ${total}`,
  );
  const raw = explained?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const estimates: number[] = [];
  const walk = (node: PlanNode) => {
    const conditions = `${node.Filter ?? ''} ${node['Index Cond'] ?? ''} ${node['Recheck Cond'] ?? ''}`;
    if (node['Node Type'].includes('Scan') && conditions.includes('~~'))
      estimates.push(node['Plan Rows']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return estimates;
}

describe('the search columns’ statistics', () => {
  it('have a statistics target of 300 after the migrations', async () => {
    const targets = await selectRows<{ attname: string; attstattarget: number | string | null }>(
      sql`select attname, attstattarget from pg_attribute
          where attrelid = 'projects'::regclass
            and attname in ('name_search', 'customer_name_search')
          order by attname`,
    );
    expect(targets.map((row) => [row.attname, Number(row.attstattarget)])).toEqual([
      ['customer_name_search', 300],
      ['name_search', 300],
    ]);
  });

  it('estimate a text of 0.5 % of the projects near its count, not at the 0.01 % floor', async () => {
    // With the default target the histogram has an entry every 100 names, and the 50 "raro" names
    // (sorted positions 130 to 179) fall between two: the estimate was 1 row (0.01 % of 10 000).
    for (const query of [{ projectName: 'raro' }, { customerName: 'raro' }]) {
      const estimates = await likeEstimates(query);
      expect(estimates.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const estimate of estimates) {
        expect(estimate, JSON.stringify(query)).toBeGreaterThanOrEqual(RARE / 2);
        expect(estimate, JSON.stringify(query)).toBeLessThanOrEqual(RARE * 2);
      }
    }
  });
});
