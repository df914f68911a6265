import fs from 'node:fs';
import { inject } from 'vitest';
import {
  openDatabase,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from '../../src/db/client.ts';
import { openScratchPostgres } from './scratch-database.ts';

/**
 * The database under test: a clone of the migrated, seeded PGlite template by default, or a fresh
 * database (migrated and seeded here) on the PostgreSQL server of TEST_DATABASE_URL when API_TEST_DATABASE=postgres
 * (`npm test` runs the API suite both ways when TEST_DATABASE_URL is set). `logger` is told
 * every statement the handle runs (counting a request's reads).
 */
export async function openTestDatabase(
  options: Pick<OpenDatabaseOptions, 'logger'> = {},
): Promise<DatabaseHandle> {
  if (process.env.API_TEST_DATABASE === 'postgres') return openPostgresDatabase(options);
  const bytes = fs.readFileSync(inject('pgliteTemplatePath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]) }, options);
}

async function openPostgresDatabase(
  options: Pick<OpenDatabaseOptions, 'logger'>,
): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  return openScratchPostgres(adminUrl, undefined, options);
}
