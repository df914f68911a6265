import fs from 'node:fs';
import { ApiErrorSchema, HealthSchema } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { queryRows } from './support/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    routes: (app) => {
      app.get('/v1/test-only/boom', { config: { isPublic: true } }, () => {
        throw new Error('segredo interno: senha=123');
      });
    },
  });
});
afterAll(async () => {
  await server.close();
});

describe('the API foundation', () => {
  it('answers /health with the version and the database engine', async () => {
    const response = await fetch(`${server.baseUrl}/health`);
    expect(response.status).toBe(200);
    const health = HealthSchema.parse(await response.json());
    expect(health.version).toBe('2.8.6');
    expect(health.database).toBe(
      process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
    );
  });

  it('publishes OpenAPI at /docs/json and its UI at /docs', async () => {
    const json = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/health', '/v1/me', '/oauth2/token', '/v1/auth/config']),
    );
    const ui = await fetch(`${server.baseUrl}/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.baseUrl}/health`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers unknown API paths with the wire shape and 404', async () => {
    const response = await fetch(`${server.baseUrl}/v1/nada-aqui`, {
      headers: { authorization: 'Bearer x' },
    });
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json())).toEqual({
      code: 'NOT_FOUND',
      message: 'Recurso não encontrado.',
    });
  });

  it('hides internals on a 500 and logs them instead', async () => {
    const response = await fetch(`${server.baseUrl}/v1/test-only/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('segredo');
    expect(ApiErrorSchema.parse(JSON.parse(text)).code).toBe('INTERNAL_ERROR');
    expect(server.logs.join('')).toContain('segredo interno');
  });

  it('has applied every migration on this engine', async () => {
    const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(rows[0]?.n).toBe(files.length);
  });

  it('serves the embedded provider discovery under /oidc', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    const doc = (await response.json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
    };
    expect(doc.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });
});
