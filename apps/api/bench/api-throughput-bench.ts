// How close the API comes to a bare Fastify route, in one run (issue 16, goals 3 and 6): the app
// built in-process (buildApp, production-like configuration: info logs, rate limit on with a
// ceiling the load never reaches, the default in-flight bound), signed in through the embedded
// provider, one project with 10 realistic rooms among 10 projects. autocannon (in a child process,
// no Accept-Encoding) loads, 50 connections each, a bare Fastify route on another port serving
// the room list's JSON from memory (the baseline), the room list with its heat-load summaries, the
// project list, /v1/me and /health; then the process's resident memory. Each engine runs in a
// child process of its own so that its memory figure is its own: PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (a database of its own, dropped afterwards).
// Run: npm run bench (or: npx tsx apps/api/bench/api-throughput-bench.ts)
// Options (environment): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50),
// BENCH_ENGINE=pglite|postgres (one engine, in this process), BENCH_CASES=rooms,projects,me,health
// (a subset; the bare route always runs), BENCH_LOG_LEVEL (default info), BENCH_PROFILE_DIR=dir (a V8 CPU profile of each
// measured case, without the set-up and the warm-up, as dir/<engine>-<case>.cpuprofile).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed-database.ts';
import { signIn } from '../test/support/sign-in.ts';
import { openScratchPostgres } from '../test/support/scratch-database.ts';
import { findFreePort } from '../test/support/test-server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 2;
const ROOMS = 10;
const PROJECTS = 10;
const GOAL_RATIO = 0.3;
const LONG_TERM_RATIO = 0.5;
const GOAL_P99_MS = 50;
const GOAL_RSS_MB = { postgres: 400, pglite: 1024 } as const;
const onlyCases = process.env.BENCH_CASES?.split(',');
const root = path.resolve(import.meta.dirname, '..', '..', '..');

type Engine = 'pglite' | 'postgres';
type Figures = {
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** The server process's CPU time (user + system) per answered request, µs. */
  cpuUsPerRequest: number;
  /** The local PostgreSQL server's CPU time per answered request, µs (0 on PGlite). */
  databaseCpuUsPerRequest: number;
};

const profileDir = process.env.BENCH_PROFILE_DIR;

/** Runs `work` under the V8 CPU profiler, saved as `<name>.cpuprofile` (BENCH_PROFILE_DIR set). */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!profileDir) return work();
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(profileDir, { recursive: true });
    fs.writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/**
 * autocannon's programmatic API in a child process of its own: the load generator then takes
 * neither the server's event loop nor its CPU account, so `process.cpuUsage()` here is the
 * server's alone (the CPU time per request is the figure a loaded, shared machine does not bend).
 */
const LOAD_SCRIPT = `
import autocannon from 'autocannon';
const options = JSON.parse(process.env.BENCH_LOAD);
const result = await autocannon(options);
process.stdout.write(JSON.stringify({ ok: result['2xx'], other: result.non2xx + result.errors + result.timeouts, p50: result.latency.p50, p99: result.latency.p99 }));
`;

async function runLoad(
  url: string,
  headers: Record<string, string>,
  duration: number,
): Promise<{ ok: number; other: number; p50: number; p99: number }> {
  // No Accept-Encoding: compression would measure zlib, not the API.
  const options = { url, connections: CONNECTIONS, duration, timeout: 30, headers };
  const child = spawn(process.execPath, ['--input-type=module', '-e', LOAD_SCRIPT], {
    cwd: root,
    env: { ...process.env, BENCH_LOAD: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${String(code)}`);
  return JSON.parse(output) as { ok: number; other: number; p50: number; p99: number };
}

/**
 * The bench database's server process (its postmaster), when it runs on this machine: only it and
 * its children are counted, not the other PostgreSQL servers a shared machine may run.
 */
let databaseServerPid: string | undefined;

/**
 * CPU time (µs) of this machine's PostgreSQL server processes so far; 0 where /proc has none. The
 * postmaster's count includes its exited children (`cutime`, `cstime`): a backend that ends during
 * a case (a pool connection closed as idle) would otherwise take its time out of the sum, and the
 * case's figure could go below zero.
 */
function databaseServerCpuUs(): number {
  let ticks = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const server = databaseServerPid;
      if (server && pid !== server && fields[1] !== server) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
      if (server && pid === server) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10_000; // USER_HZ is 100 on Linux
}

async function load(name: string, url: string, headers: Record<string, string>): Promise<Figures> {
  await runLoad(url, headers, WARM_UP_SECONDS); // JIT, caches, query plans
  const cpuBefore = process.cpuUsage();
  const dbBefore = databaseServerCpuUs();
  const result = await profiled(name, () => runLoad(url, headers, SECONDS));
  const cpu = process.cpuUsage(cpuBefore);
  const databaseCpu = databaseServerCpuUs() - dbBefore;
  return {
    reqPerSec: Math.round(result.ok / SECONDS),
    p50: result.p50,
    p99: result.p99,
    ok: result.ok,
    other: result.other,
    cpuUsPerRequest: Math.round((cpu.user + cpu.system) / Math.max(1, result.ok + result.other)),
    databaseCpuUsPerRequest: Math.round(databaseCpu / Math.max(1, result.ok + result.other)),
  };
}

/** Log lines go to /dev/null as pino's default synchronous stdout would: written, then dropped. */
function nullLogStream(): Writable {
  const fd = fs.openSync('/dev/null', 'w');
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      fs.writeSync(fd, chunk);
      callback();
    },
  });
}

/** The engine's database, migrated and seeded; on PostgreSQL a scratch one that close() drops. */
async function openBenchDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'postgres') {
    return openScratchPostgres(process.env.TEST_DATABASE_URL ?? '', 'camara_fria_bench');
  }
  const database = await openDatabase({ kind: 'pglite' });
  await seedDatabase(database.db);
  return database;
}

async function send(url: string, token: string, method: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function measureEngine(engine: Engine): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-bench-'));
  const port = await findFreePort();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // The limiter runs (its cost is measured) but one user's 50 connections never reach it.
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(engine === 'postgres' ? { DATABASE_URL: 'postgres://bench/placeholder' } : {}),
  });
  const database = await openBenchDatabase(engine);
  if (engine === 'postgres') {
    const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as {
      rows: Array<{ pid: number }>;
    };
    const statFile = `/proc/${String(result.rows[0]?.pid)}/stat`;
    if (fs.existsSync(statFile)) {
      const stat = fs.readFileSync(statFile, 'utf8');
      databaseServerPid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    }
  }
  const app = await buildApp({ config, database, keysDir: dataDir, logStream: nullLogStream() });
  await app.listen({ port, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  try {
    const base = config.publicUrl;
    const { access_token: token } = await signIn(base, 'vendedor');
    const roomInput = JSON.parse(
      fs.readFileSync(path.join(root, 'e2e/support/room-input.json'), 'utf8'),
    ) as Record<string, unknown>;
    let projectId = 0;
    for (let p = 0; p < PROJECTS; p += 1) {
      const project = (await send(`${base}/v1/projects`, token, 'POST', {
        name: `Frigorífico ${p + 1}`,
        customer: { name: `Cliente ${p + 1}`, address: {} },
      })) as { id: number };
      projectId = project.id;
    }
    for (let r = 0; r < ROOMS; r += 1) {
      await send(`${base}/v1/projects/${projectId}/rooms`, token, 'POST', {
        ...roomInput,
        name: `Câmara ${r + 1}`,
        length: 6 + r,
      });
    }
    const roomsPath = `/v1/projects/${projectId}/rooms?embed=heatLoadSummary`;
    const roomsJson = await (
      await fetch(`${base}${roomsPath}`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    if ((JSON.parse(roomsJson) as unknown[]).length !== ROOMS) throw new Error('rooms missing');

    const barePort = await findFreePort();
    bare.get('/bare', (_request, reply) => {
      void reply.header('content-type', 'application/json; charset=utf-8').send(roomsJson);
    });
    await bare.listen({ port: barePort, host: '127.0.0.1' });

    const auth = { authorization: `Bearer ${token}` };
    const cases: Array<[string, string, string, Record<string, string>]> = [
      ['bare', 'bare Fastify route, same JSON (baseline)', `http://127.0.0.1:${barePort}/bare`, {}],
      ['rooms', `GET rooms?embed=heatLoadSummary (${ROOMS} rooms)`, `${base}${roomsPath}`, auth],
      ['projects', 'GET /v1/projects (project list)', `${base}/v1/projects`, auth],
      ['me', 'GET /v1/me', `${base}/v1/me`, auth],
      ['health', 'GET /health', `${base}/health`, {}],
    ];
    const rows: Array<[string, Figures]> = [];
    for (const [key, label, url, headers] of cases) {
      if (key === 'bare' || !onlyCases || onlyCases.includes(key))
        rows.push([label, await load(`${engine}-${key}`, url, headers)]);
    }

    const baseline = rows[0]?.[1] ?? { reqPerSec: 1, cpuUsPerRequest: 1 };
    console.log(
      `\n${engine}: ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARM_UP_SECONDS} s warm-up), a valid token; room list JSON ${roomsJson.length} bytes`,
    );
    console.log(
      '  case                                          2xx/s   p50 ms   p99 ms   × bare   non-2xx   CPU µs/req   × bare (CPU)   DB CPU µs/req',
    );
    for (const [label, f] of rows) {
      console.log(
        `  ${label.padEnd(44)} ${String(f.reqPerSec).padStart(6)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${(f.reqPerSec / baseline.reqPerSec).toFixed(2).padStart(8)} ${String(f.other).padStart(9)} ${String(f.cpuUsPerRequest).padStart(12)} ${(baseline.cpuUsPerRequest / f.cpuUsPerRequest).toFixed(2).padStart(14)} ${String(f.databaseCpuUsPerRequest).padStart(15)}`,
      );
    }
    console.log(
      `  goal (on PostgreSQL): each API case ≥ ${GOAL_RATIO}× the bare route (long-term ${LONG_TERM_RATIO}×) with p99 ≤ ${GOAL_P99_MS} ms`,
    );
    console.log(
      "  × bare (CPU): the bare route's CPU time per request over the case's, the ratio a core of its own would give (the database server's CPU is not counted); DB CPU: the local PostgreSQL server processes' CPU time per request, from /proc",
    );
    if (global.gc) global.gc();
    const memory = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    console.log(
      `  resident memory after the benchmark: ${mb(memory.rss)} MB (goal ≤ ${GOAL_RSS_MB[engine]} MB on ${engine}); JS heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB, outside the heap ${mb(memory.external)} MB`,
    );
  } finally {
    await bare.close();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ENGINE as Engine | undefined;
if (only) {
  await measureEngine(only);
} else {
  const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  let failed = false;
  for (const engine of engines) {
    const result = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', import.meta.filename],
      { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_ENGINE: engine } },
    );
    if (result.status !== 0) failed = true;
  }
  if (!process.env.TEST_DATABASE_URL)
    console.log('\npostgres: skipped (set TEST_DATABASE_URL to measure it too)');
  process.exit(failed ? 1 : 0);
}
