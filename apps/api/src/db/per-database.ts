import DataLoader from 'dataloader';
import type { Database } from './client.ts';

/**
 * One value per database handle, built on first use: a hot query built once (drizzle's
 * `.prepare(name)` with `sql.placeholder` for its parameters) instead of on every call, since
 * drizzle's query building was 8–23 % of the room and project lists' CPU
 * (docs/decisions/035-api-throughput.md); a cache or a loader of that handle's rows. A prepared
 * query runs on the handle it was built from, so each handle (the pool, PGlite, a transaction)
 * gets its own; a handle that goes away takes its values with it. On node-postgres a prepared
 * query's name makes it a server-side prepared statement, parsed once per connection.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let value = byDatabase.get(db);
    if (!value) {
      value = build(db);
      byDatabase.set(db, value);
    }
    return value;
  };
}

/**
 * A loader whose loads asked for in the same turn of the event loop share one call of `batch`
 * (dataloader with a `setImmediate` batch: every request parsed in that turn joins, then `batch`
 * runs). Never stale: the shared read is sent after the last load that joins it was asked for, so
 * a write acknowledged before any of them began is in its rows; a load asked for while a read is
 * in flight waits for a read of its own (`cache: false`: no result outlives its batch).
 */
export function sameTurnLoader<K, V>(
  batch: (keys: readonly K[]) => Promise<V[]>,
  maxBatchSize: number,
): DataLoader<K, V> {
  return new DataLoader(batch, {
    cache: false,
    maxBatchSize,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });
}
