import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { findFreePort } from './test-server.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/**
 * How a production API process is started (as `npm start` runs it), in one place: the command and
 * its arguments, run in the repository's root.
 */
export const API_START_COMMAND: readonly [string, ...string[]] = [
  path.join(root, 'node_modules', '.bin', 'tsx'),
  'apps/api/src/server.ts',
];

export type ApiProcess = {
  /** Where this process listens (its own port, not the public address). */
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process printed so far. */
  output: string[];
  /** Resolves when /health answers 200; rejects if the process exits or `timeoutMs` pass. */
  healthy: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process is gone. */
  stop: () => Promise<void>;
};

/** Starts one API process with `env` (on top of this process's) on a free loopback port. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const [command, ...args] = API_START_COMMAND;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    port,
    child,
    output,
    async healthy(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the API process on ${port} exited:\n${output.join('')}`);
        try {
          if ((await fetch(`${url}/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the API process on ${port} did not become healthy:\n${output.join('')}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
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
