import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, type Db } from 'pg-boss';
import type { Database } from './client.ts';

/**
 * A drizzle transaction as pg-boss's database (src/jobs, docs/decisions/078): pg-boss's
 * statements run through the transaction's `execute`, so a job sent through it exists once the
 * transaction commits, and not at all if it rolls back.
 */
export function asJobDatabase(tx: Database): Db {
  return fromDrizzle(
    { execute: (query) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }> },
    sql,
  );
}
