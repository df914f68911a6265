// 200 users at once on the authenticated project list, for each engine, without and with the
// bound on concurrent requests (MAX_CONCURRENT_REQUESTS), in one run: the API runs as its own
// process (`npm start`'s entry point) and autocannon loads it over loopback for a fixed time.
// PostgreSQL too when TEST_DATABASE_URL is set (a database of its own, dropped afterwards).
// Run: npm run bench
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_MAX_CONCURRENT_REQUESTS } from '../src/config/env.ts';
import { signIn } from '../test/support/sign-in.ts';

const CONNECTIONS = 200;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const PROJECTS = 30;
const UNBOUNDED = 100_000;
const root = path.resolve(import.meta.dirname, '..', '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'error',
        DATABASE_URL: '',
        // The bench measures the engines and the in-flight bound, not the per-user rate limit.
        RATE_LIMIT: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

type Figures = {
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  busy: number;
  failed: number;
};

async function load(url: string, token: string, seconds = SECONDS): Promise<Figures> {
  const result = await autocannon({
    url: `${url}/v1/projects?size=10`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
  });
  const count = (status: string) =>
    (result.statusCodeStats as Record<string, { count: number } | undefined>)[status]?.count ?? 0;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: count('200'),
    busy: count('503'),
    failed: result.errors + result.timeouts + result.non2xx - count('503'),
  };
}

async function measure(engine: 'pglite' | 'postgres', env: Record<string, string>): Promise<void> {
  const rows: Array<[string, Figures]> = [];
  for (const [label, limit] of [
    ['unbounded (before)', UNBOUNDED],
    [
      `MAX_CONCURRENT_REQUESTS=${DEFAULT_MAX_CONCURRENT_REQUESTS[engine]} (default)`,
      DEFAULT_MAX_CONCURRENT_REQUESTS[engine],
    ],
  ] as const) {
    const server = await startServer({ ...env, MAX_CONCURRENT_REQUESTS: String(limit) });
    try {
      const tokens = await signIn(server.url, 'vendedor');
      const existing = await fetch(`${server.url}/v1/projects`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      for (let i = Number(existing.headers.get('x-total-count') ?? 0); i < PROJECTS; i += 1) {
        await fetch(`${server.url}/v1/projects`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens.access_token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            name: `Projeto ${i + 1}`,
            customer: { name: 'Cliente', address: {} },
          }),
        });
      }
      await load(server.url, tokens.access_token, WARM_UP_SECONDS); // JIT, caches, plans
      rows.push([label, await load(server.url, tokens.access_token)]);
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\n${engine}: ${CONNECTIONS} connections for ${SECONDS} s on GET /v1/projects (signed in)`,
  );
  console.log(
    '  case                                   req/s   p50 ms   p99 ms   max ms   200s   503s   other',
  );
  for (const [label, f] of rows) {
    console.log(
      `  ${label.padEnd(38)} ${String(f.reqPerSec).padStart(5)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.max).padStart(8)} ${String(f.ok).padStart(6)} ${String(f.busy).padStart(6)} ${String(f.failed).padStart(7)}`,
    );
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-bench-'));
try {
  await measure('pglite', { DATA_DIR: dataDir });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `camara_fria_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-bench-'));
  try {
    await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: keysDir });
  } finally {
    fs.rmSync(keysDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('\npostgres: skipped (set TEST_DATABASE_URL to measure it too)');
}
