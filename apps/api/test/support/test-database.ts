import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed-database.ts';

/**
 * The database under test: a clone of the migrated, seeded PGlite template by default, or a fresh
 * database (migrated and seeded here) on the PostgreSQL server of TEST_DATABASE_URL when API_TEST_DATABASE=postgres
 * (`npm test` runs the API suite both ways when TEST_DATABASE_URL is set).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.API_TEST_DATABASE === 'postgres') return openPostgresDatabase();
  const bytes = fs.readFileSync(inject('pgliteTemplatePath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]) });
}

async function openPostgresDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  const name = `camara_fria_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedDatabase(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
