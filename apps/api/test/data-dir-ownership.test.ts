import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProjectSchema, z } from '@camara-fria/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.ts';
import { findFreePort } from './support/test-server.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const serverEntry = path.join(root, 'apps', 'api', 'src', 'server.ts');

type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const started: ChildProcess[] = [];

function processEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    // The queue's own polling writes to the database while the first server runs idle: off, so
    // the files can show that the refused second server wrote nothing (docs/decisions/078).
    JOBS_ENABLED: 'false',
  };
}

/** Runs one of the command-line tools to its end: its exit code and everything it printed. */
async function runCli(
  file: string,
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, file), ...args], {
    cwd: root,
    env: processEnv(dataDir, 0),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/**
 * `npm start`'s server as its own process (the real entry point, PGlite in DATA_DIR). Node with
 * tsx's loader, not the tsx command, which would run the server in a child of its own.
 */
function startServer(dataDir: string, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: processEnv(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitForHealth(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  while (Date.now() < deadline && !hasExited) {
    try {
      if ((await fetch(`${server.baseUrl}/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

/** Every file of the database folder with its size and modification time. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(dir, name));
    if (stat.isFile()) entries[name] = `${stat.size}:${stat.mtimeMs}`;
  }
  return entries;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-owner-'));

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('one process owns the embedded database of a DATA_DIR', () => {
  it('refuses a second server, and after kill -9 a restart takes over with every acknowledged write', async () => {
    const port = await findFreePort();
    const first = startServer(dataDir, port);
    await waitForHealth(first);
    const lockFile = path.join(dataDir, 'pglite.lock');
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });

    const tokens = await signIn(first.baseUrl, 'vendedor');
    const call = (baseUrl: string, method: string, url: string, body?: unknown) =>
      fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // Acknowledged writes, some one after the other and some at once.
    const names = Array.from({ length: 12 }, (_, i) => `Durabilidade ${i + 1}`);
    const project = (name: string) => ({
      name,
      customer: { name: 'Frigorífico Sul', address: {} },
    });
    for (const name of names.slice(0, 6)) {
      expect((await call(first.baseUrl, 'POST', '/v1/projects', project(name))).status).toBe(201);
    }
    const together = await Promise.all(
      names.slice(6).map((name) => call(first.baseUrl, 'POST', '/v1/projects', project(name))),
    );
    expect(together.map((answer) => answer.status)).toEqual(names.slice(6).map(() => 201));

    // A second server on the same folder (another port) stops before opening the database.
    const before = snapshot(path.join(dataDir, 'pglite'));
    const second = startServer(dataDir, await findFreePort());
    const outcome = await Promise.race([
      second.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000)),
    ]);
    expect(outcome).not.toBe('still running');
    expect(outcome).toMatchObject({ code: 1 });
    expect(second.output()).toContain(path.join(dataDir, 'pglite'));
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(snapshot(path.join(dataDir, 'pglite'))).toEqual(before);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });
    expect((await fetch(`${first.baseUrl}/health`)).status).toBe(200);

    // So do the command-line tools that open the same database.
    const migrate = await runCli('apps/api/src/db/migrate-cli.ts', [], dataDir);
    expect(migrate).toMatchObject({ code: 1 });
    expect(migrate.output).toContain(`pid ${first.child.pid}`);
    const catalogFile = path.join(root, 'apps/api/test/fixtures/catalog/example-catalog.json');
    const importer = await runCli(
      'apps/api/src/modules/catalog/catalog-import-cli.ts',
      [catalogFile],
      dataDir,
    );
    expect(importer).toMatchObject({ code: 1 });
    expect(importer.output).toContain(`pid ${first.child.pid}`);
    expect(snapshot(path.join(dataDir, 'pglite'))).toEqual(before);

    // The owner dies without any chance to clean up; its lock stays behind.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(lockFile)).toBe(true);

    const restarted = startServer(dataDir, port);
    await waitForHealth(restarted);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: restarted.child.pid,
    });
    const list = await call(restarted.baseUrl, 'GET', '/v1/projects?size=50');
    expect(list.status).toBe(200);
    const projects = z.array(ProjectSchema).parse(await list.json());
    expect(projects.map((project) => project.name).sort()).toEqual([...names].sort());

    // SIGTERM closes the database and releases the lock.
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 400_000);
});
