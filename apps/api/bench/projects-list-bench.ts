// Project list at 1 000 and at 100 000 projects, in one run: the same queries the API runs
// (findProjectPage: the page and its capped total), timed as the median of repeated calls, the
// two sizes sampled in turn (so a busy machine slows both alike). PGlite always; PostgreSQL too
// when TEST_DATABASE_URL is set (two databases of its own, dropped afterwards). Prints the plans
// (EXPLAIN ANALYZE) of every query at 100 000. Run: npm run bench
import { ProjectListQuerySchema, type ProjectListQuery } from '@camara-fria/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { findProjectPage } from '../src/modules/projects/project-list.repository.ts';
import { buildProjectPageQueries } from '../src/modules/projects/project-page-query.repository.ts';
import { seedDatabase } from '../src/seed-database.ts';
import { openScratchPostgres } from '../test/support/scratch-database.ts';

const OWNERS = 100;
const SIZES = [1_000, 100_000] as const;
const SAMPLES = 41;
const WORDS = [
  'Frigorífico',
  'Laticínios',
  'Pescados',
  'Hortifruti',
  'Sorvetes',
  'Carnes',
  'Açougue',
  'Mercado',
  'Distribuidora',
  'Cooperativa',
];

async function rows<T>(db: Database, query: SQLWrapper): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Owners user-000 … user-099 and projects 1 … `to`, the same rows on every database. */
async function fill(db: Database, to: number): Promise<void> {
  await db.execute(
    sql.raw(`INSERT INTO app_users (issuer, subject, username)
             SELECT 'bench', 'user-' || lpad(g::text, 3, '0'), 'user' || g
             FROM generate_series(0, ${OWNERS - 1}) g`),
  );
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
      INSERT INTO projects (owner_id, name, status, customer_name, created_at)
      SELECT u.id,
             (${words})[1 + (g % 10)] || ' ' || g,
             (ARRAY['PENDING','SENT','IN_REVIEW','CLOSED_WON','CLOSED_LOST'])[1 + (g % 5)],
             'Cliente ' || (${words})[1 + ((g / 10) % 10)] || ' ' || (g % 997),
             now() - ((g % 730) || ' days')::interval
      FROM generate_series(1, ${to}) AS g
      JOIN (SELECT id, row_number() OVER (ORDER BY subject) - 1 AS n FROM app_users) u ON u.n = g % ${OWNERS}`),
  );
  await db.execute(sql`ANALYZE`);
}

async function openPglite(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite' });
  await seedDatabase(handle.db);
  return handle;
}

/** The median, and the fastest sample: on a busy machine the least disturbed one. */
const summarise = (samples: number[]): { median: number; min: number } => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, min: sorted[0] ?? 0 };
};

async function sample(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const q = (query: Record<string, unknown>): ProjectListQuery => ProjectListQuerySchema.parse(query);

type Case = { label: string; query: ProjectListQuery; asOwner: boolean };
const cases: Case[] = [
  { label: 'own list, page 1', query: q({}), asOwner: true },
  { label: 'own list, page 5', query: q({ page: 5 }), asOwner: true },
  { label: 'editor: everyone, page 1', query: q({}), asOwner: false },
  {
    label: 'editor: name contains "sorvetes 9"',
    query: q({ projectName: 'sorvetes 9' }),
    asOwner: false,
  },
  {
    label: 'editor: customer contains "pescados"',
    query: q({ customerName: 'pescados' }),
    asOwner: false,
  },
  {
    label: 'editor: status SENT, last 30 days',
    query: q({
      status: 'SENT',
      startDate: new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10),
    }),
    asOwner: false,
  },
  { label: 'own list: name contains "carnes"', query: q({ projectName: 'carnes' }), asOwner: true },
];

async function ownerOf(db: Database): Promise<string> {
  const [owner] = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM app_users WHERE issuer = 'bench' ORDER BY subject LIMIT 1`,
  );
  if (!owner) throw new Error('no owner');
  return owner.id;
}

async function benchEngine(engine: string, open: () => Promise<DatabaseHandle>): Promise<void> {
  const handles: DatabaseHandle[] = [];
  try {
    for (const size of SIZES) {
      const handle = await open();
      handles.push(handle);
      await fill(handle.db, size);
    }
    const owners = await Promise.all(handles.map((handle) => ownerOf(handle.db)));
    const results: { label: string; ms: { median: number; min: number }[]; total: string[] }[] = [];
    for (const { label, query, asOwner } of cases) {
      const samples: number[][] = handles.map(() => []);
      const totals: string[] = [];
      for (const [i, handle] of handles.entries()) {
        const page = await findProjectPage(handle.db, query, asOwner ? owners[i] : undefined);
        totals.push(`${page.isTotalCapped ? '>' : ''}${page.total}`);
      }
      for (let s = 0; s < SAMPLES; s += 1) {
        for (const [i, handle] of handles.entries()) {
          const ownerId = asOwner ? owners[i] : undefined;
          samples[i]?.push(await sample(() => findProjectPage(handle.db, query, ownerId)));
        }
      }
      results.push({ label, ms: samples.map(summarise), total: totals });
    }
    console.log(
      `\nProject list on ${engine}: ms per page of 10 including its total (counted, in brackets; > when capped),`,
    );
    console.log(`median of ${SAMPLES} and fastest sample, the two sizes sampled in turn`);
    console.log(
      `${'query'.padEnd(38)} ${'1 000'.padStart(20)} ${'100 000'.padStart(21)}  ratio (median, fastest)`,
    );
    for (const { label, ms, total } of results) {
      const [small = { median: 0, min: 0 }, large = { median: 0, min: 0 }] = ms;
      const cell = (value: { median: number; min: number }, count: string | undefined) =>
        `${value.median.toFixed(2)}/${value.min.toFixed(2)} (${count ?? '?'})`;
      console.log(
        `${label.padEnd(38)} ${cell(small, total[0]).padStart(20)} ${cell(large, total[1]).padStart(21)}  ${(large.median / small.median).toFixed(2)}×, ${(large.min / small.min).toFixed(2)}×`,
      );
    }
    const large = handles[handles.length - 1];
    const owner = owners[owners.length - 1];
    if (!large) return;
    console.log(`\nPlans on ${engine} at 100 000 projects`);
    for (const { label, query, asOwner } of cases) {
      const built = buildProjectPageQueries(large.db, query, asOwner ? owner : undefined);
      for (const [part, builder] of [
        ['page', built.page],
        ['total', built.total],
      ] as const) {
        const plan = await rows<{ 'QUERY PLAN': string }>(
          large.db,
          sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${builder}`,
        );
        console.log(`\n· ${label} — ${part}`);
        for (const line of plan) console.log(`    ${line['QUERY PLAN']}`);
      }
    }
  } finally {
    for (const handle of handles) await handle.close();
  }
}

await benchEngine('PGlite', openPglite);
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl)
  await benchEngine('PostgreSQL', () => openScratchPostgres(adminUrl, 'camara_fria_bench'));
else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL to measure it too)');
