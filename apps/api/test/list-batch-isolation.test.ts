import {
  ApiErrorSchema,
  ProjectListQuerySchema,
  ProjectSchema,
  z,
  type ProjectListQuery,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  findProjectPage,
  projectPagesQueryFor,
} from '../src/modules/projects/project-list.repository.ts';
import { findProjectRoomStamps } from '../src/modules/rooms/rooms.repository.ts';
import { sendTogether, type BurstAnswer } from './support/http-burst.ts';
import { queryRows } from './support/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Concurrent list reads share one batched query (modules/projects/project-list.repository.ts and
// rooms.repository.ts, `sameTurnLoader`). One request whose read fails in the database must fail
// alone: the others in its batch get their own pages (issue 26: `GET /v1/projects?page=2147483648`
// answered 500, and 144 of 150 other users' list loads in the same burst failed with it).

/** Sellers that list their projects at once, as in the report (batches hold at most 64). */
const USERS = 150;
/** Past a PostgreSQL integer once multiplied by the page size. */
const HUGE_PAGE = 2_147_483_648;

type Seller = { subject: string; token: string; projectName: string };

let server: TestServer;
let sellers: Seller[];

async function tokenFor(subject: string): Promise<string> {
  const jwk = server.keys.signingKeys[0] as JWK;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ preferred_username: subject, name: `Vendedor ${subject}` })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(server.config.oidc.issuer)
    .setAudience(server.config.oidc.audience)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(jwk, 'RS256'));
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown };
}

const listOf = (answer: { body: unknown }) => z.array(ProjectSchema).parse(answer.body);

async function ownerIdOf(subject: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from app_users where subject = ${subject}`,
  );
  if (!row) throw new Error(`no user ${subject}`);
  return row.id;
}

beforeAll(async () => {
  // Bursts far above one user's pace; the request limits are rate-limit.test.ts's.
  server = await startTestServer({ env: { RATE_LIMIT: 'off' } });
  sellers = [];
  for (let index = 0; index < USERS; index += 1) {
    const subject = `vendedor-lote-${index}`;
    sellers.push({
      subject,
      token: await tokenFor(subject),
      projectName: `Projeto do lote ${index}`,
    });
  }
  // Each seller owns one project, so every list answers rows of its own.
  for (const seller of sellers) {
    const created = await call(seller.token, 'POST', '/v1/projects', {
      name: seller.projectName,
      customer: { address: {} },
    });
    expect(created.status).toBe(201);
  }
  // Each seller's first list records them and verifies their token; from then on a list reaches
  // the page read without waiting on the database, so lists sent together share its batches.
  const warmUp = await Promise.all(
    sellers.map((seller) => call(seller.token, 'GET', '/v1/projects')),
  );
  expect(warmUp.map((answer) => answer.status)).toEqual(sellers.map(() => 200));
}, 120_000);
afterAll(async () => {
  await server.close();
});

/** Every seller's list at once; each must be 200 with exactly that seller's one project. */
function expectOwnLists(answers: BurstAnswer[], isExcepted: (index: number) => boolean) {
  const failed = answers
    .map((answer, index) => ({ index, status: answer.status }))
    .filter(({ index, status }) => !isExcepted(index) && status !== 200);
  expect(failed, 'other sellers whose list failed').toEqual([]);
  answers.forEach((answer, index) => {
    if (isExcepted(index)) return;
    const names = listOf({ body: JSON.parse(answer.body) }).map((project) => project.name);
    expect(names).toEqual([sellers[index]?.projectName]);
  });
}

describe('a burst of list reads with one bad request in it', () => {
  it('refuses the huge page with 400 and answers every other seller their own list', async () => {
    // Several bad requests spread through the burst, so that some share a batch with good ones.
    const isBad = (index: number) => index % 25 === 7;
    const answers = await sendTogether(
      server.baseUrl,
      sellers.map((seller, index) => ({
        token: seller.token,
        path: isBad(index) ? `/v1/projects?page=${HUGE_PAGE}` : '/v1/projects',
      })),
    );
    expectOwnLists(answers, isBad);
    for (const [index, answer] of answers.entries()) {
      if (!isBad(index)) continue;
      expect(answer.status).toBe(400);
      const error = ApiErrorSchema.parse(JSON.parse(answer.body));
      expect(error.details?.map((issue) => issue.path)).toEqual(['page']);
    }
  }, 60_000);

  it('fails only the request whose read the database refuses, never the others in its batch', async () => {
    // A read that passes the schema but fails in the database: the shared statement is run with
    // this seller's offset past a PostgreSQL integer, so PostgreSQL itself refuses the batch.
    const bad = 11;
    const badOwner = await ownerIdOf(sellers[bad]?.subject ?? '');
    const db = server.database.db;
    const statement = projectPagesQueryFor(db, ProjectListQuerySchema.parse({}), badOwner);
    const execute = statement.execute.bind(statement);
    const spy = vi.spyOn(statement, 'execute').mockImplementation(async (values) => {
      const arrays = values as Record<string, unknown[]>;
      const owners = arrays.ownerId ?? [];
      if (!owners.includes(badOwner)) return execute(values);
      const offset = owners.map((owner, index) =>
        owner === badOwner ? 2 ** 40 : arrays.offset?.[index],
      );
      return execute({ ...arrays, offset });
    });
    try {
      const answers = await sendTogether(
        server.baseUrl,
        sellers.map((seller) => ({ token: seller.token, path: '/v1/projects' })),
      );
      // The bad read did share a statement with others (what this test is about).
      const shared = spy.mock.calls.filter(([values]) => {
        const owners = (values as Record<string, unknown[]>).ownerId ?? [];
        return owners.length > 1 && owners.includes(badOwner);
      });
      expect(shared.length).toBeGreaterThan(0);
      expect(answers[bad]?.status).toBe(500);
      expect(ApiErrorSchema.parse(JSON.parse(answers[bad]?.body ?? '')).code).toBe(
        'INTERNAL_ERROR',
      );
      expectOwnLists(answers, (index) => index === bad);
    } finally {
      spy.mockRestore();
    }
  }, 60_000);
});

describe('batched reads fail one key at a time', () => {
  const query = (search: Record<string, unknown> = {}): ProjectListQuery =>
    ProjectListQuerySchema.parse(search);

  it('answers the project pages asked for in one turn although one of them fails', async () => {
    const db = server.database.db;
    const owners = await Promise.all(sellers.slice(0, 5).map((s) => ownerIdOf(s.subject)));
    const alone = [];
    for (const owner of owners) alone.push(await findProjectPage(db, query(), owner));

    // Past the schema's bound (the schema refuses it): the database refuses the read.
    const tooFar = { ...query(), page: HUGE_PAGE };
    const together = await Promise.allSettled([
      ...owners.map((owner) => findProjectPage(db, query(), owner)),
      findProjectPage(db, tooFar, owners[0]),
    ]);
    expect(together.slice(0, owners.length)).toEqual(
      alone.map((value) => ({ status: 'fulfilled', value })),
    );
    expect(together[owners.length]?.status).toBe('rejected');
  });

  it("answers the room stamps asked for in one turn although one project's read fails", async () => {
    const db = server.database.db;
    const [first] = listOf(await call(sellers[0]?.token ?? '', 'GET', '/v1/projects'));
    const [second] = listOf(await call(sellers[1]?.token ?? '', 'GET', '/v1/projects'));
    if (!first || !second) throw new Error('each seller owns a project');
    const together = await Promise.allSettled([
      findProjectRoomStamps(db, first.id),
      // Past a PostgreSQL integer (paths refuse it): the database refuses the shared read.
      findProjectRoomStamps(db, 2 ** 40),
      findProjectRoomStamps(db, second.id),
    ]);
    expect(together.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(together[0]).toMatchObject({ value: { rooms: [] } });
    expect(together[2]).toMatchObject({ value: { rooms: [] } });
  });
});
