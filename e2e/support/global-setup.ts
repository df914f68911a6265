import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { findFreePort, startAppServer } from './app-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the test SMTP server writes each message it receives (one `.eml` file each). */
    mailDir: string;
  }
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
 * Starts the whole app (see support/app-server.ts), sending e-mail to the test SMTP server.
 */
export default async function setup(project: TestProject) {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-e2e-mail-'));
  const mail = await startMailServer(mailDir);
  const server = await startAppServer({ SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', mailDir);
  return async () => {
    await server.stop();
    await new Promise((resolve) => mail.server.close(() => resolve(undefined)));
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
