import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProjectSchema, type Project } from '@camara-fria/contracts';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { catalogVersions, proposalTemplates } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/seed-database.ts';
import { startApiProcess, startProxy, type ApiProcess } from './support/api-process.ts';
import { createEmptyPostgres } from './support/scratch-database.ts';
import { signIn } from './support/sign-in.ts';

/*
 * PostgreSQL only (the PGlite pass excludes this file, see vitest.config.ts): several API
 * processes on one database, as behind a load balancer (README, "Several instances behind a load
 * balancer"; docs/decisions/039). Each test starts from a fresh, empty database.
 */

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

/** A new empty database on the test server; `drop` removes it. */
const createEmptyDatabase = () => createEmptyPostgres(adminUrl, 'camara_fria_instances');

describe('opening one empty database from several places at once', () => {
  it('migrates and seeds it once: every open succeeds and finds the same data', async () => {
    const empty = await createEmptyDatabase();
    const handles: DatabaseHandle[] = [];
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 3 }, () =>
          openDatabase({ kind: 'postgres', url: empty.url }, { prepare: seedDatabase }),
        ),
      );
      for (const result of opened) if (result.status === 'fulfilled') handles.push(result.value);
      expect(opened.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const db = handles[0]?.db;
      if (!db) throw new Error('no database');
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      const migrations = await client
        .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
        .finally(() => client.end());
      const files = fs
        .readdirSync(path.resolve(import.meta.dirname, '..', 'drizzle'))
        .filter((file) => file.endsWith('.sql'));
      expect(migrations.rows[0]?.n).toBe(files.length);
      // The demonstration catalogue is stored when there is none: once, not once per opener.
      expect((await db.select({ n: count() }).from(catalogVersions))[0]?.n).toBe(1);
      const templates = await db.select({ n: count() }).from(proposalTemplates);
      const reseeded = await openDatabase(
        { kind: 'postgres', url: empty.url },
        { prepare: seedDatabase },
      );
      handles.push(reseeded);
      expect(await reseeded.db.select({ n: count() }).from(proposalTemplates)).toEqual(templates);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await empty.drop();
    }
  });
});

describe('two API processes behind a load balancer on one PostgreSQL database', () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let a: ApiProcess;
  let b: ApiProcess;
  const dataDirs: string[] = [];
  /** Where the proxy sends the next request: one instance, or each in turn. */
  let route: 'a' | 'b' | 'alternate' = 'a';
  let turn = 0;

  beforeAll(async () => {
    empty = await createEmptyDatabase();
    proxy = await startProxy(() => {
      const pick = route === 'alternate' ? (turn++ % 2 === 0 ? 'a' : 'b') : route;
      return pick === 'a' ? a.url : b.url;
    });
    const envOf = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-instance-'));
      dataDirs.push(dataDir);
      return {
        NODE_ENV: 'production',
        DATABASE_URL: empty.url,
        // The same public address for every instance: the load balancer's.
        PUBLIC_URL: proxy.url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
      };
    };
    // Started at the same moment on an empty database: both migrate-and-seed at once.
    [a, b] = await Promise.all([startApiProcess(envOf()), startApiProcess(envOf())]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await empty?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('both become healthy, and the embedded provider has one set of keys', async () => {
    await Promise.all([a.healthy(), b.healthy()]);
    const db = new pg.Client({ connectionString: empty.url });
    await db.connect();
    try {
      const keys = await db.query('select count(*)::int as n from oidc_provider_keys');
      expect(keys.rows[0]).toEqual({ n: 1 });
    } finally {
      await db.end();
    }
    const jwksOf = async (instance: ApiProcess) =>
      (await (await fetch(`${instance.url}/oidc/jwks`)).json()) as unknown;
    expect(await jwksOf(a)).toEqual(await jwksOf(b));
    // Neither wrote a key file of its own.
    for (const dir of dataDirs) expect(fs.readdirSync(dir)).toEqual([]);
  }, 120_000);

  it('accepts at B the token a user got by signing in through A', async () => {
    await Promise.all([a.healthy(), b.healthy()]);
    route = 'a';
    const tokens = await signIn(proxy.url, 'vendedor');
    const me = await fetch(`${b.url}/v1/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'vendedor' });
    // B renews the session A opened (the refresh token and the grant are in the database).
    route = 'b';
    const renewed = await fetch(`${proxy.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
      }).toString(),
    });
    expect(renewed.status).toBe(200);
  }, 120_000);

  it('signs a user in with every step of the flow on the other instance (no sticky sessions)', async () => {
    await Promise.all([a.healthy(), b.healthy()]);
    route = 'alternate';
    const tokens = await signIn(proxy.url, 'projetista');
    const me = await fetch(`${a.url}/v1/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
  }, 120_000);

  it('refuses with 409 a stale write through B after a write through A', async () => {
    await Promise.all([a.healthy(), b.healthy()]);
    route = 'a';
    const { access_token: token } = await signIn(proxy.url, 'vendedor');
    const call = async (instance: ApiProcess, method: string, url: string, body: unknown) => {
      const response = await fetch(`${instance.url}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const body = (name: string) => ({
      name,
      status: 'PENDING',
      customer: { name: 'Laticínios Serra Azul', address: {} },
    });
    const created = await call(a, 'POST', '/v1/projects', body('Duas instâncias'));
    expect(created.status).toBe(201);
    const project: Project = ProjectSchema.parse(created.body);
    // Both instances read the same version…
    const readAtB = await fetch(`${b.url}/v1/projects/${project.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ProjectSchema.parse(await readAtB.json()).version).toBe(project.version);
    // …A saves first, then B saves what it read: refused, not lost.
    const atA = await call(a, 'PUT', `/v1/projects/${project.id}`, {
      ...body('Salvo em A'),
      version: project.version,
    });
    expect(atA.status).toBe(200);
    const atB = await call(b, 'PUT', `/v1/projects/${project.id}`, {
      ...body('Salvo em B'),
      version: project.version,
    });
    expect(atB.status).toBe(409);
    expect(atB.body).toMatchObject({ code: 'CONFLICT' });
    const final = await fetch(`${b.url}/v1/projects/${project.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ProjectSchema.parse(await final.json()).name).toBe('Salvo em A');
  }, 120_000);
});
