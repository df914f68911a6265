import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../api-root.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the repositories see: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** The PostgreSQL extensions the migrations create, loaded into every PGlite instance. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined keeps the database in memory; `loadDataDir` clones a dumped template. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/**
 * Opens the database and applies every pending migration (the same SQL on both engines). Seeding
 * is the caller's (`seedDatabase` in src/seed-database.ts), so db/ depends on no module.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (a restart, a failover, an administrator's
    // pg_terminate_backend) is an 'error' event on the pool: without a listener it would crash
    // the process. The pool drops that connection and opens a new one on the next query.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, {
        code: 'CAMARA_FRIA_PG_IDLE_CONNECTION_LOST',
      });
    });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  // One process at a time may open a PGlite folder: two would corrupt it (docs/decisions/015).
  // The lock comes first, before PGlite reads or migrates anything.
  let lock: DataDirLock | undefined;
  if (target.dataDir) {
    fs.mkdirSync(target.dataDir, { recursive: true });
    lock = lockDataDir(target.dataDir, `${target.dataDir}.lock`);
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    // PGlite lives in memory: random reads cost what sequential ones do, so the planner should
    // prefer the indexes (the trigram ones especially) as it would on an SSD-backed server.
    await client.exec('SET random_page_cost = 1.1');
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/**
 * Builds a migrated PGlite template, seeds it with `seed` and dumps it, so tests can clone it in
 * ~0.5 s.
 */
export async function dumpMigratedTemplate(seed: (db: Database) => Promise<void>): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await seed(db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
