import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ApiErrorSchema,
  ProjectSchema,
  ReadinessSchema,
  TokenResponseSchema,
  z,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/api-root.ts';
import { openDatabase } from '../src/db/client.ts';
import { COMPILED_SERVER, startApiProcess, type ApiProcess } from './support/api-process.ts';
import { queryRows } from './support/query-rows.ts';
import { signIn } from './support/sign-in.ts';
import { findFreePort } from './support/test-server.ts';

/*
 * `npm start`'s production path: the compiled server (apps/api/dist/server.js, built by the API
 * tests' global set-up when its sources changed, as `npm start` does) in its own process on the embedded database, and
 * what it does on SIGTERM: requests in flight finish, new connections are refused, a request
 * pipelined behind one in flight gets 503 SHUTTING_DOWN, the database is closed (a restart reads
 * every acknowledged write) and the process exits 0; past SHUTDOWN_TIMEOUT_MS it cuts and exits 1.
 */

const started: ApiProcess[] = [];
const folders: string[] = [];

async function startCompiledServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const server = await startApiProcess(
    {
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...env,
    },
    { port },
  );
  started.push(server);
  return server;
}

/** One HTTP/1.1 connection written by hand: a request can be left half sent. */
async function openConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, received: () => received, ended };
}

type ParsedResponse = { status: number; headers: Record<string, string>; body: string };

/** The responses in what a connection received, one after the other (Content-Length bodies). */
function parseResponses(text: string): ParsedResponse[] {
  const responses: ParsedResponse[] = [];
  let rest = Buffer.from(text, 'utf8');
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = rest.subarray(0, headEnd).toString('utf8').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.subarray(headEnd + 4 + length);
  }
  return responses;
}

function requestHead(method: string, url: string, headers: Record<string, string>, body: string) {
  const lines = Object.entries({
    host: '127.0.0.1',
    ...headers,
    'content-length': String(Buffer.byteLength(body)),
  }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

async function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

afterAll(() => {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-production-'));
  folders.push(folder);
  return folder;
}

describe('the compiled server (npm start)', () => {
  it('on SIGTERM finishes the requests in flight, refuses new ones, closes the database and exits 0', async () => {
    const dataDir = newDataDir();
    const server = await startCompiledServer(dataDir, await findFreePort());
    await server.healthy();
    // A new DATA_DIR starts from the build's database instead of PGlite's initdb.
    expect(server.output()).toContain('new embedded database created from the build');
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ReadinessSchema.parse(await ready.json())).toEqual({ status: 'ok' });
    const tokens = await signIn(server.url, 'vendedor');

    // Two requests in flight when the signal comes: their bodies are half sent.
    const project = JSON.stringify({
      name: 'Escrito durante o desligamento',
      customer: { name: 'Frigorífico Sul', address: {} },
    });
    const write = await openConnection(server.port);
    write.socket.write(
      requestHead(
        'POST',
        '/v1/projects',
        { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        project,
      ) + project.slice(0, 10),
    );
    // A token refresh: the API asks the embedded provider in-process while it drains.
    const refresh = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    }).toString();
    const token = await openConnection(server.port);
    token.socket.write(
      requestHead(
        'POST',
        '/oauth2/token',
        { 'content-type': 'application/x-www-form-urlencoded' },
        refresh,
      ) + refresh.slice(0, 10),
    );
    // A third connection with a request head half sent: it is not idle when closing starts.
    const late = await openConnection(server.port);
    late.socket.write('GET /health/ready HTTP/1.1\r\nhost: 127.0.0.1\r\n');
    // Time for the server to read both heads: the requests are then in flight.
    await new Promise((resolve) => setTimeout(resolve, 500));

    server.child.kill('SIGTERM');
    await expect
      .poll(() => server.output().includes('shutting down'), { timeout: 5000 })
      .toBe(true);
    // The listening socket is closed: a new connection is refused while the two are in flight.
    await expect.poll(() => isRefused(server.port), { timeout: 5000 }).toBe(true);
    expect(server.child.exitCode).toBeNull();

    // A request that arrives now, on a connection still open, is refused in the API's shape.
    late.socket.write('\r\n');
    await late.ended;
    const [refused] = parseResponses(late.received());
    expect(refused?.status).toBe(503);
    expect(refused?.headers.connection).toBe('close');
    expect(ApiErrorSchema.parse(JSON.parse(refused?.body ?? '')).code).toBe('SHUTTING_DOWN');

    // The rest of the bodies: both requests in flight are answered, then their connections end.
    write.socket.write(project.slice(10));
    token.socket.write(refresh.slice(10));
    await Promise.all([write.ended, token.ended]);
    const [created] = parseResponses(write.received());
    expect(created?.status).toBe(201);
    expect(created?.headers.connection).toBe('close');
    const [refreshed] = parseResponses(token.received());
    expect(refreshed?.status).toBe(200);
    expect(TokenResponseSchema.parse(JSON.parse(refreshed?.body ?? '')).access_token).toMatch(/\S/);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // The write acknowledged during the drain is in the database the next start opens (same
    // port: the same issuer, so the same user).
    const restarted = await startCompiledServer(dataDir, server.port);
    await restarted.healthy();
    expect(restarted.output()).not.toContain('new embedded database created from the build');
    const again = await signIn(restarted.url, 'vendedor');
    const list = await fetch(`${restarted.url}/v1/projects`, {
      headers: { authorization: `Bearer ${again.access_token}` },
    });
    expect(list.status).toBe(200);
    const names = z
      .array(ProjectSchema)
      .parse(await list.json())
      .map((item) => item.name);
    expect(names).toContain('Escrito durante o desligamento');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('cuts what is still in flight after SHUTDOWN_TIMEOUT_MS and exits 1, the database closed', async () => {
    const dataDir = newDataDir();
    const server = await startCompiledServer(dataDir, await findFreePort(), {
      SHUTDOWN_TIMEOUT_MS: '1000',
    });
    await server.healthy();
    const stuck = await openConnection(server.port);
    stuck.socket.write(
      requestHead('POST', '/oauth2/token', { 'content-type': 'application/json' }, '{"a":1}') + '{',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(10_000);
    await stuck.ended;
    expect(server.output()).toContain('requests still in flight after SHUTDOWN_TIMEOUT_MS');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);

  it("builds a new DATA_DIR's database migrated and seeded, with no account, session or key in it", async () => {
    const template = path.join(path.dirname(COMPILED_SERVER), 'new-database.tar.gz');
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([new Uint8Array(fs.readFileSync(template))]),
    });
    try {
      const counts = await Promise.all(
        [
          '__drizzle_migrations',
          'oidc_provider_keys',
          'oidc_payloads',
          'idp_accounts',
          'app_users',
          'sign_in_failures',
          'projects',
          'catalog_versions',
          'proposal_templates',
        ].map(async (table) => {
          const schema = table === '__drizzle_migrations' ? 'drizzle.' : '';
          const rows = await queryRows<{ n: number }>(
            database.db,
            sql.raw(`select count(*)::int as n from ${schema}${table}`),
          );
          return [table, rows[0]?.n] as const;
        }),
      );
      const journal = JSON.parse(
        fs.readFileSync(path.join(API_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(Object.fromEntries(counts)).toMatchObject({
        __drizzle_migrations: journal.entries.length,
        oidc_provider_keys: 0,
        oidc_payloads: 0,
        idp_accounts: 0,
        app_users: 0,
        sign_in_failures: 0,
        projects: 0,
        catalog_versions: 1,
      });
      expect(Object.fromEntries(counts).proposal_templates).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
