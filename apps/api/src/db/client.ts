import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm';
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
  /** True when a new PGlite folder was created from `newDatabaseTemplate`. */
  fromTemplate?: boolean;
  /**
   * The engine underneath, for the job queue (src/jobs, docs/decisions/078), which runs its own
   * SQL in its own schema of the same database: PostgreSQL through a small pool of its own on the
   * same URL, PGlite through this very instance (one process's, one connection).
   */
  engine: DatabaseEngine;
};

export type DatabaseEngine = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

/** The PostgreSQL extensions the migrations create, loaded into every PGlite instance. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined keeps the database in memory; `loadDataDir` clones a dumped template.
   * `newDatabaseTemplate`: a dump (the build's `dist/new-database.tar.gz`) that a `dataDir`
   * holding no database yet starts from, instead of PGlite's own initdb (~4.6 s); the
   * migrations and `prepare` run on it as on any database, so an older dump is still right.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; newDatabaseTemplate?: string };

export type OpenDatabaseOptions = {
  /**
   * Runs after the migrations under the same lock, e.g. `seedDatabase` (src/seed-database.ts):
   * passed in, so db/ depends on no module.
   */
  prepare?: (db: Database) => Promise<void>;
  /**
   * Told every statement the returned handle runs, in its transactions too (not the migrations'
   * or `prepare`'s): tests count the reads of one request with it.
   */
  logger?: Logger;
};

const loggerOf = (options: OpenDatabaseOptions) =>
  options.logger ? { logger: options.logger } : {};

/**
 * The PostgreSQL advisory lock (one per database: advisory locks are scoped to the database)
 * that API processes take to migrate and seed, so several started at once do it one at a time:
 * the first applies the migrations, the others find nothing pending (docs/decisions/039).
 */
export const MIGRATION_LOCK_NAME = 'camara-fria: migrate and seed';

/**
 * Migrates (and runs `prepare`) on one connection of `pool` holding the advisory lock
 * {@link MIGRATION_LOCK_NAME}; the lock ends with the connection if the process dies.
 */
async function migrateUnderAdvisoryLock(
  pool: pg.Pool,
  prepare: OpenDatabaseOptions['prepare'],
): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_NAME]);
    try {
      const locked = drizzlePg({ client, schema });
      await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
      await prepare?.(locked);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_NAME]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed may still hold the lock or a transaction: drop it, not reuse it.
    client.release(broken);
  }
}

/**
 * Opens the database and applies every pending migration (the same SQL on both engines), then
 * runs `options.prepare`, both under a lock: PostgreSQL's advisory lock, or the data-dir lock
 * that makes a PGlite folder one process's.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
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
    const db = drizzlePg({ client: pool, schema, ...loggerOf(options) });
    try {
      await migrateUnderAdvisoryLock(pool, options.prepare);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      engine: { kind: 'postgres', url: target.url },
      close: () => pool.end(),
    };
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
    const loadDataDir = target.loadDataDir ?? newDatabaseTemplateFor(target);
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    // PGlite lives in memory: random reads cost what sequential ones do, so the planner should
    // prefer the indexes (the trigram ones especially) as it would on an SSD-backed server.
    await client.exec('SET random_page_cost = 1.1');
    takeTurns(client);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await options.prepare?.(db);
    const opened = client;
    return {
      db: (options.logger
        ? drizzlePglite({ client, schema, logger: options.logger })
        : db) as unknown as Database,
      kind: 'pglite',
      engine: { kind: 'pglite', client },
      ...(loadDataDir && !target.loadDataDir ? { fromTemplate: true } : {}),
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
 * How long PGlite's statements may run back to back before the event loop gets a turn: about
 * what one statement of a burst costs, so a burst neither holds the loop (the 1 s of `/health`)
 * nor pays a turn per statement (a turn each cost about a third of the room read's throughput).
 */
const PGLITE_SLICE_MS = 8;

/**
 * PGlite runs each statement synchronously (WebAssembly on this thread) and hands its lock from
 * one waiting statement to the next through promise callbacks, so a burst of requests ran
 * statement after statement without the event loop ever reading a socket: 120 concurrent reads
 * held `/health` for 1 to 3 s (issue 26). The statements outside a transaction (and each
 * transaction as a whole) take turns here instead, in the order they were asked for (PGlite ran
 * them one at a time anyway): back to back for up to {@link PGLITE_SLICE_MS}, then after a turn
 * of the event loop (`setImmediate`). Statements inside a transaction run on its own connection
 * object, untouched.
 */
function takeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  let sliceStart = performance.now();
  const turn = (): Promise<void> | undefined => {
    if (performance.now() - sliceStart < PGLITE_SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  };
  const methods = client as unknown as Record<
    'query' | 'exec' | 'transaction',
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const run = methods[name].bind(client);
    methods[name] = (...args: unknown[]) => {
      const result = last.then(turn).then(() => run(...args));
      last = result.catch(() => undefined);
      return result;
    };
  }
}

/** The template a PGlite folder with no database yet starts from, when there is one. */
function newDatabaseTemplateFor(target: Extract<DatabaseTarget, { kind: 'pglite' }>) {
  const template = target.newDatabaseTemplate;
  if (!target.dataDir || !template || !fs.existsSync(template)) return undefined;
  if (fs.existsSync(path.join(target.dataDir, 'PG_VERSION'))) return undefined;
  return new Blob([new Uint8Array(fs.readFileSync(template))]);
}

/**
 * Builds a migrated PGlite template, seeds it with `seed` and dumps it, so tests can clone it in
 * ~0.5 s.
 */
export async function dumpMigratedTemplate(
  seed: (db: Database) => Promise<void>,
  compression: 'none' | 'gzip' = 'none',
): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await seed(db);
  const dump = await client.dumpDataDir(compression);
  await client.close();
  return dump;
}
