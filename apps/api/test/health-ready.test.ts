import fs from 'node:fs';
import { ApiErrorSchema, HealthSchema, ReadinessSchema } from '@camara-fria/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { READINESS_TIMEOUT_MS } from '../src/modules/health/health.routes.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/*
 * GET /health is liveness (the process answers, whatever the database does); GET /health/ready is
 * readiness: 200 while the database answers `select 1`, 503 DATABASE_UNAVAILABLE when it fails or
 * keeps silent past READINESS_TIMEOUT_MS. Runs on both engines (the PostgreSQL pass too).
 */

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await server.app.close();
    fs.rmSync(server.config.dataDir, { recursive: true, force: true });
  }
});

async function start(): Promise<TestServer> {
  const server = await startTestServer();
  servers.push(server);
  return server;
}

async function expectNotReady(server: TestServer): Promise<void> {
  const ready = await fetch(`${server.baseUrl}/health/ready`);
  expect(ready.status).toBe(503);
  expect(ApiErrorSchema.parse(await ready.json())).toEqual({
    code: 'DATABASE_UNAVAILABLE',
    message: 'O banco de dados não responde.',
  });
  // Liveness does not depend on the database.
  const live = await fetch(`${server.baseUrl}/health`);
  expect(live.status).toBe(200);
  expect(HealthSchema.parse(await live.json()).status).toBe('ok');
}

describe('GET /health/ready', () => {
  it('answers 200 while the database answers, and is described in the OpenAPI document', async () => {
    const server = await start();
    const ready = await fetch(`${server.baseUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ReadinessSchema.parse(await ready.json())).toEqual({ status: 'ok' });
    const openapi = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    expect(Object.keys(openapi.paths['/health/ready']?.get?.responses ?? {}).sort()).toEqual([
      '200',
      '503',
    ]);
    await server.database.close();
    await expectNotReady(server);
  });

  it('answers 503 once READINESS_TIMEOUT_MS passes without an answer, and 200 again after', async () => {
    const server = await start();
    // Every connection busy (PGlite has one; the PostgreSQL pool ten): select 1 waits its turn.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 10 }, () =>
      server.database.db.transaction(async () => held),
    );
    try {
      const asked = Date.now();
      await expectNotReady(server);
      const waited = Date.now() - asked;
      expect(waited).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(READINESS_TIMEOUT_MS + 5000);
    } finally {
      release();
      await Promise.all(holders);
    }
    const ready = await fetch(`${server.baseUrl}/health/ready`);
    expect(ready.status).toBe(200);
    await server.database.close();
  });
});
