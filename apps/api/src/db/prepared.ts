import type { Database } from './client.ts';

/**
 * A hot query built once per database handle (drizzle's `.prepare(name)` with `sql.placeholder`
 * for its parameters) instead of on every call: drizzle's query building was 8–23 % of the room
 * and project lists' CPU (docs/decisions/035-api-throughput.md). A prepared query runs on the
 * handle it was built from, so each handle (the pool, PGlite, a transaction) gets its own; a
 * handle that goes away takes its queries with it. On node-postgres the name makes it a
 * server-side prepared statement, parsed once per connection.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
