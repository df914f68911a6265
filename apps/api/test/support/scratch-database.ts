import crypto from 'node:crypto';
import pg from 'pg';
import {
  openDatabase,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed-database.ts';

/** A new empty database on the PostgreSQL server of `adminUrl`; `drop` removes it. */
export async function createEmptyPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database on the PostgreSQL server of `adminUrl`, migrated and seeded, whose `close`
 * also drops it: one per API test file when API_TEST_DATABASE=postgres, and one per benchmark
 * run (`apps/api/bench`). Free of vitest, so plain tsx scripts can use it.
 */
export async function openScratchPostgres(
  adminUrl: string,
  prefix = 'camara_fria_test',
  options: Pick<OpenDatabaseOptions, 'logger'> = {},
): Promise<DatabaseHandle> {
  const empty = await createEmptyPostgres(adminUrl, prefix);
  const handle = await openDatabase(
    { kind: 'postgres', url: empty.url },
    { prepare: seedDatabase, ...options },
  );
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
