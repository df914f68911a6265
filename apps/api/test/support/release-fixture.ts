import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed-database.ts';

/**
 * The committed databases of past releases (apps/api/test/fixtures/releases): each is
 * `release-<version>.tar.br`, a `npm run db:backup` tar compressed with brotli (about a third of
 * the gzip's size), beside `release-<version>.json`, what it holds. Made by
 * make-upgrade-fixture.ts, read by upgrade.test.ts. Free of vitest.
 */
export const RELEASES_DIR = path.resolve(import.meta.dirname, '..', 'fixtures', 'releases');

/**
 * The port the fixture's server listened on. Users are recorded by issuer (PUBLIC_URL/oidc), so
 * the test serves the restored database on the same URL to find each user's projects again.
 */
export const FIXTURE_PORT = 39617;

export type ReleaseManifest = {
  version: string;
  publicUrl: string;
  /** Project names each demo user sees, in the order of their project list. */
  projects: Record<string, string[]>;
  rooms: number;
  systems: number;
  proposalRevisions: number;
  /** `user GET path` of every read that answered 200 when the fixture was made. */
  reads: string[];
};

export type InProcessServer = {
  app: FastifyInstance;
  baseUrl: string;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** The app on the embedded database of `dataDir` (migrated and seeded as at start), in this process. */
export async function startInProcess(dataDir: string, port: number): Promise<InProcessServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    RATE_LIMIT: 'off',
    MAX_CONCURRENT_REQUESTS: '100000',
  });
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await seedDatabase(database.db);
  const silent = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const app = await buildApp({ config, database, keysDir: dataDir, logStream: silent });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
