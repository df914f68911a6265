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
 * in flight waits for a read of its own (`cache: false`: no result outlives its batch). A failed
 * shared read fails no load by itself ({@link failingAlone}).
 */
export function sameTurnLoader<K, V>(
  batch: (keys: readonly K[]) => Promise<V[]>,
  maxBatchSize: number,
): DataLoader<K, V> {
  return new DataLoader(failingAlone(batch), {
    cache: false,
    maxBatchSize,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });
}

/**
 * `batch`, except that when a shared read fails each of its keys is read again alone: a key whose
 * own read fails gets that error, and every other key its value. One request's bad value (or a
 * read the database refuses for it) then fails that request only, never the others that happened
 * to share its turn (issue 26: one bad page failed 144 of 150 other users' lists). The reads
 * alone come after the failed one, so they are no staler than it; a database that is down fails
 * each of them too, at one more read per key.
 */
function failingAlone<K, V>(
  batch: (keys: readonly K[]) => Promise<V[]>,
): (keys: readonly K[]) => Promise<(V | Error)[]> {
  return async (keys) => {
    try {
      return await batch(keys);
    } catch (error) {
      if (keys.length === 1) throw error;
      return Promise.all(
        keys.map(async (key): Promise<V | Error> => {
          try {
            const [value] = await batch([key]);
            return value as V;
          } catch (keyError) {
            return keyError instanceof Error ? keyError : new Error(String(keyError));
          }
        }),
      );
    }
  };
}
