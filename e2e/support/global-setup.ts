import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the test SMTP server writes each message it receives (one `.eml` file each). */
    mailDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '..', '..');

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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

/**
 * An SMTP server that accepts every message and writes it, as received, to `mailDir`: the
 * proposal's e-mail goes through a real SMTP conversation (issue 15), and the specs read what
 * arrived.
 */
async function startMailServer(mailDir: string): Promise<{ port: number; server: SMTPServer }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, server };
}

/**
 * Starts the whole app as `npm start` does (the built web app served by the API, embedded
 * database and identity provider) in a fresh data folder, on a free port, sending e-mail to the
 * test SMTP server.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps', 'web', 'dist', 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does)');
  }
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-e2e-mail-'));
  const mail = await startMailServer(mailDir);
  const output: string[] = [];
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitForHealth(baseUrl, child, output);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  return async () => {
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
    await new Promise((resolve) => mail.server.close(() => resolve(undefined)));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
