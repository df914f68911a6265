// Project list at 1 000 and at 100 000 projects, in one run: the same queries the API runs
// (findProjectPage), timed as the median of repeated calls. Run: npm run bench
import { ProjectListQuerySchema, type ProjectListQuery } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.ts';
import { findProjectPage } from '../src/modules/projects/projects.repository.ts';
import { seedDatabase } from '../src/seed-database.ts';

const OWNERS = 100;
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

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function addProjects(db: Database, from: number, to: number): Promise<void> {
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
      INSERT INTO projects (owner_id, name, status, customer_name, created_at)
      SELECT u.id,
             (${words})[1 + (g % 10)] || ' ' || g,
             (ARRAY['PENDING','SENT','IN_REVIEW','CLOSED_WON','CLOSED_LOST'])[1 + (g % 5)],
             'Cliente ' || (${words})[1 + ((g / 10) % 10)] || ' ' || (g % 997),
             now() - ((g % 730) || ' days')::interval
      FROM generate_series(${from}, ${to}) AS g
      JOIN (SELECT id, row_number() OVER (ORDER BY subject) - 1 AS n FROM app_users) u ON u.n = g % ${OWNERS}`),
  );
  await db.execute(sql`ANALYZE projects`);
}

async function time(run: () => Promise<unknown>, repeat = 15): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < repeat; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

const q = (query: Record<string, unknown>): ProjectListQuery => ProjectListQuerySchema.parse(query);

const handle = await openDatabase({ kind: 'pglite' });
await seedDatabase(handle.db);
const db = handle.db;
await db.execute(
  sql.raw(`INSERT INTO app_users (issuer, subject, username)
           SELECT 'bench', 'user-' || lpad(g::text, 3, '0'), 'user' || g FROM generate_series(0, ${OWNERS - 1}) g`),
);
const [owner] = await rows<{ id: string }>(
  db,
  sql`SELECT id FROM app_users ORDER BY subject LIMIT 1`,
);
if (!owner) throw new Error('no owner');

const cases: [string, ProjectListQuery, string | undefined][] = [
  ['own list, page 1', q({}), owner.id],
  ['own list, page 5', q({ page: 5 }), owner.id],
  ['editor: everyone, page 1', q({}), undefined],
  ['editor: name contains "sorvetes 9"', q({ projectName: 'sorvetes 9' }), undefined],
  ['editor: customer contains "pescados"', q({ customerName: 'pescados' }), undefined],
  [
    'editor: status SENT, last 30 days',
    q({ status: 'SENT', startDate: new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10) }),
    undefined,
  ],
  ['own list: name contains "carnes"', q({ projectName: 'carnes' }), owner.id],
];

const results: Record<string, number[]> = {};
for (const [size, from, to] of [
  [1_000, 1, 1_000],
  [100_000, 1_001, 100_000],
] as const) {
  await addProjects(db, from, to);
  for (const [label, query, ownerId] of cases) {
    const ms = await time(() => findProjectPage(db, query, ownerId));
    (results[label] ??= []).push(ms);
  }
  console.log(`  … measured at ${size.toLocaleString('pt-BR')} projects`);
}

console.log('\nProject list (PGlite, median of 15, ms per page of 10 including the total count)');
console.log(`${'query'.padEnd(42)} ${'1 000'.padStart(8)} ${'100 000'.padStart(9)}  ratio`);
for (const [label, [small = 0, large = 0]] of Object.entries(results)) {
  console.log(
    `${label.padEnd(42)} ${small.toFixed(2).padStart(8)} ${large.toFixed(2).padStart(9)}  ${(large / small).toFixed(1)}×`,
  );
}
const plan = await rows<{ 'QUERY PLAN': string }>(
  db,
  sql`EXPLAIN SELECT id FROM projects WHERE f_unaccent(lower(name)) LIKE f_unaccent(lower('%sorvetes 9%')) ORDER BY id DESC LIMIT 10`,
);
console.log(`\nPlan of the name search: ${plan.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);
await handle.close();
