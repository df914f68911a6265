import { ProjectSchema, z } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_PAGES_AHEAD } from '../src/modules/projects/project-page-query.repository.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import { plansKept } from './support/plans-kept.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// An owner's own search (name or customer contains a text) runs a prepared statement that finds
// the owner's rows through their trigram keys (migration 0014). On a large table PostgreSQL
// planned it again on every request (~0.3 ms at 100 000 projects), because a custom plan that sees
// the searched keys looked cheaper than the generic one; with the keys and the pattern computed
// once per execution, custom and generic plans are alike and the generic one is kept
// (docs/decisions/036-flat-project-search.md, fifth pass).

const PROJECTS = 20_000;
const OWNERS = 20;

let server: TestServer;
let vendedor: UserClient;
let ownerId: string;

async function selectRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await server.database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  server = await startTestServer();
  vendedor = await signInAs(server, 'vendedor');
  // The user's row is written on their first request.
  expect((await vendedor.call('GET', '/v1/projects')).status).toBe(200);
  const [owner] = await selectRows<{ id: string }>(
    sql`select id from app_users where username = 'vendedor'`,
  );
  ownerId = owner?.id ?? '';
  // The vendedor and other owners, each with PROJECTS / OWNERS projects, analysed (as the
  // benchmark's databases are).
  await server.database.db.execute(
    sql.raw(`insert into app_users (issuer, subject, username)
             select 'plan-test', 'owner-' || g, 'owner' || g from generate_series(2, ${OWNERS}) g`),
  );
  await server.database.db.execute(sql`
    insert into projects (owner_id, name, status, customer_name)
    select u.id, (array['Frigorífico', 'Laticínios', 'Pescados', 'Sorvetes'])[1 + g % 4] || ' ' || g,
           'PENDING', 'Cliente ' || (g % 97)
    from generate_series(1, ${PROJECTS}) g
    join (select id, row_number() over (order by (id = ${ownerId}) desc, subject) - 1 as n
          from app_users where id = ${ownerId} or issuer = 'plan-test') u
      on u.n = g % ${OWNERS}`);
  await server.database.db.execute(sql`analyze projects`);
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe("an owner's own search", () => {
  it('keeps the generic plan of its statement: it is not planned again on every request', async () => {
    // Five custom plans first, then the generic one for the other three runs.
    expect(await plansKept(server.database.db, { projectName: 'carnes' }, ownerId)).toEqual({
      generic: 3,
      custom: 5,
    });
    expect(await plansKept(server.database.db, { customerName: 'carnes' }, ownerId)).toEqual({
      generic: 3,
      custom: 5,
    });
  });

  it('finds the same projects as a plain search of the owner’s projects', async () => {
    // The vendedor's projects are all "Frigorífico N": none, all (capped), some, one; a customer.
    for (const text of [
      'carnes',
      'frigorifico',
      'FRIGORÍFICO 18',
      'frigorifico 1234',
      'cliente 5',
    ]) {
      const field = text.startsWith('cliente') ? 'customer_name' : 'name';
      const expected = await selectRows<{ id: number }>(sql`
        select id from projects
        where owner_id = ${ownerId}
          and f_unaccent(lower(${sql.raw(field)})) like '%' || f_unaccent(lower(${text})) || '%'
        order by id desc limit 10`);
      const counted = await selectRows<{ n: number | string }>(sql`
        select count(*) as n from projects
        where owner_id = ${ownerId}
          and f_unaccent(lower(${sql.raw(field)})) like '%' || f_unaccent(lower(${text})) || '%'`);
      const param = field === 'name' ? 'projectName' : 'customerName';
      const answer = await vendedor.call(
        'GET',
        `/v1/projects?${param}=${encodeURIComponent(text)}&size=10`,
      );
      expect(answer.status).toBe(200);
      const items = z.array(ProjectSchema).parse(answer.body);
      expect(items.map((item) => item.id)).toEqual(expected.map((row) => Number(row.id)));
      const total = Number(counted[0]?.n);
      // Counted up to COUNT_PAGES_AHEAD pages of ten, "mais de …" beyond.
      expect(answer.headers.get('x-total-count')).toBe(
        String(Math.min(total, 10 * COUNT_PAGES_AHEAD)),
      );
    }
  });
});
