import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openTestDatabase } from './support/test-database.ts';

/*
 * PostgreSQL only (the PGlite pass excludes this file, see vitest.config.ts): the server may close
 * a pooled connection at any time (restart, failover, pg_terminate_backend). The API must not
 * crash on it and must answer the next query on a new connection.
 */
describe('a PostgreSQL connection closed by the server', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('is dropped from the pool without crashing, and the next query works', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      type Rows<T> = { rows: T[] };
      const before = (await handle.db.execute(sql`select current_database() as name`)) as Rows<{
        name: string;
      }>;
      const name = before.rows[0]?.name;
      // The pool now holds an idle connection; the server terminates it.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await expect.poll(() => warnings.some((text) => text.includes('idle connection'))).toBe(true);
      const after = (await handle.db.execute(sql`select 1 as one`)) as Rows<{ one: number }>;
      expect(after.rows[0]).toEqual({ one: 1 });
    } finally {
      process.off('warning', onWarning);
    }
  });
});
