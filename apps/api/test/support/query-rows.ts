import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** Rows of a raw query, whichever driver answered (node-postgres and PGlite shape results apart). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
