import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findFreePort } from './test-server.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/**
 * What `npm start` runs once built (scripts/start.mjs): the compiled server. Tests that start API
 * processes run this very file; `ensureCompiledApi` (the API project's global set-up) builds it
 * first when its sources changed, as `npm start` does.
 */
export const COMPILED_SERVER = path.join(root, 'apps', 'api', 'dist', 'server.js');

type BuildSteps = {
  isCurrent: (name: string) => boolean;
  runBuild: (name: string) => boolean;
};

/** Compiles the API (apps/api/dist/server.js) when it is missing or older than its sources. */
export async function ensureCompiledApi(): Promise<void> {
  const steps = (await import(
    pathToFileURL(path.join(root, 'scripts', 'build-steps.mjs')).href
  )) as BuildSteps;
  if (!steps.isCurrent('api') && !steps.runBuild('api'))
    throw new Error('the API could not be compiled (npm run build)');
}

export type ApiProcess = {
  /** Where this process listens (its own port, not the public address). */
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process printed so far. */
  output: () => string;
  /** Resolves when the process ends, with its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when /health answers 200; rejects if the process exits or `timeoutMs` pass. */
  healthy: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM, then SIGKILL after `killAfterMs`; resolves with the exit code. */
  stop: (killAfterMs?: number) => Promise<number | null>;
};

/**
 * Starts the compiled API server in a child process, in the repository's root, with `env` on
 * top of this process's, on a free loopback port (or `port`).
 */
export async function startApiProcess(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    async healthy(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (hasExited()) throw new Error(`the API process on ${port} exited:\n${output}`);
        try {
          if ((await fetch(`${url}/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the API process on ${port} did not become healthy:\n${output}`);
    },
    async stop(killAfterMs = 15_000) {
      if (!hasExited()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      const { code } = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * A tiny reverse proxy in front of several API processes, like a load balancer without sticky
 * sessions: each request goes to `route()`'s choice (the Host header is passed on as nginx's
 * `proxy_set_header Host $host` does).
 */
export async function startProxy(
  route: () => string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const target = new URL(route());
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
