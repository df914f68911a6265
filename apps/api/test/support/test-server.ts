import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { loadOrCreateProviderKeys, type ProviderKeys } from '../../src/oidc/keys.ts';
import { openTestDatabase } from './test-database.ts';
import { findFreePort } from './free-port.ts';

export type TestServer = {
  app: FastifyInstance;
  baseUrl: string;
  config: AppConfig;
  database: DatabaseHandle;
  keys: ProviderKeys;
  /** Every log line the server wrote, as text. */
  logs: string[];
  close: () => Promise<void>;
};

export { findFreePort };

/**
 * Starts the real API on a free loopback port, over a real database, with the embedded identity
 * provider. `env` adds or overrides environment variables; `routes` may add test-only routes.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    routes?: (app: FastifyInstance, database: DatabaseHandle) => void;
    /** The sign-in throttle's clock; real time by default. */
    clock?: () => Date;
    /** Fills the server's fresh DATA_DIR before it starts (e.g. an earlier release's files). */
    prepareDataDir?: (dataDir: string) => void;
    /** A database opened by the caller (closed with the server); a clone of the template by default. */
    database?: DatabaseHandle;
    /** The proposals' tax sources and the clock that dates a draft (docs/decisions/072). */
    proposals?: Pick<BuildAppOptions, 'taxSources' | 'proposalClock'>;
  } = {},
): Promise<TestServer> {
  // A test that must know the port before the server starts (to put it in PUBLIC_URL) passes PORT.
  const port = options.env?.PORT ? Number(options.env.PORT) : await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-api-test-'));
  options.prepareDataDir?.(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    // Tests fire bursts no single user would; the bound itself is load-shedding.test.ts's.
    MAX_CONCURRENT_REQUESTS: '100000',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const app = await buildApp({
    config,
    database,
    keysDir: dataDir,
    logStream: stream,
    ...(options.clock ? { clock: options.clock } : {}),
    ...options.proposals,
  });
  // Stored by buildApp: read back, so tests can sign tokens as the provider does.
  const { keys } = await loadOrCreateProviderKeys(database.db);
  options.routes?.(app, database);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl: config.publicUrl,
    config,
    database,
    keys,
    logs,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
