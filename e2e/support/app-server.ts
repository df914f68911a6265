import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findFreePort } from '@camara-fria/api/test/support/free-port.ts';

export { findFreePort };

const root = path.resolve(import.meta.dirname, '..', '..');

async function waitForHealth(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer /health in 90 s:\n${output.join('')}`);
}

export type AppServer = {
  baseUrl: string;
  /** The server process (its pid, for memory readings). */
  child: ChildProcess;
  stop(): Promise<void>;
};

type BuildSteps = {
  BUILDS: Record<string, { label: string }>;
  isCurrent: (name: string) => boolean;
  runBuild: (name: string) => boolean;
};

/** As `npm start` does (scripts/start.mjs): builds the web app or the API when their sources changed. */
async function buildWhatChanged(): Promise<void> {
  const steps = (await import(
    pathToFileURL(path.join(root, 'scripts', 'build-steps.mjs')).href
  )) as BuildSteps;
  for (const name of Object.keys(steps.BUILDS)) {
    if (!steps.isCurrent(name) && !steps.runBuild(name)) {
      throw new Error(`the build of the ${steps.BUILDS[name]?.label ?? name} failed`);
    }
  }
}

/**
 * Starts the whole app as `npm start` does (the compiled API, apps/api/dist/server.js, serving
 * the built web app, with the embedded database and identity provider) in a fresh data folder, on
 * a free port, after building what changed. Used by the end-to-end global setup and by the
 * browser benchmarks in `e2e/bench`.
 */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  await buildWhatChanged();
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(root, 'apps', 'api', 'dist', 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitForHealth(baseUrl, child, output);
  return {
    baseUrl,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(undefined);
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
