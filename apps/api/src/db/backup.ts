import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Backup and restore of the embedded database (docs/decisions/041-embedded-database-backups.md):
 * a backup is PGlite's own dump of its data folder (`dumpDataDir`, a gzip-compressed tar); a
 * restore loads it into a new folder beside the current one and swaps the two only once it has
 * opened and been checked. Both take the folder's lock, so neither runs beside a server.
 */

/** A file that cannot be restored, or a backup that would not be safe to write. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupResult = { file: string; bytes: number };
export type RestoreResult = {
  /** Where the data that was there before now lives; null when the folder was empty. */
  previous: string | null;
};

const GZIP_MAGIC = [0x1f, 0x8b];
const TAR_MAGIC = 'ustar';

/** The migrations table every database of this app has (drizzle's bookkeeping). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

function lockFileOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

function hasDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file` (a `.tar.gz`). Refuses while
 * another process (the server) holds the folder, when there is no database there, and when `file`
 * exists. Nothing is migrated: the backup holds the database as it is.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  if (!hasDatabase(dataDir))
    throw new BackupError(`Não há banco embutido em ${dataDir}: nada para copiar.`);
  if (fs.existsSync(file))
    throw new BackupError(`${file} já existe: escolha outro nome ou apague o arquivo antes.`);
  if (!fs.existsSync(path.dirname(file)))
    throw new BackupError(`A pasta ${path.dirname(file)} não existe.`);
  const lock = lockDataDir(dataDir, lockFileOf(dataDir));
  try {
    const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    let dump: Blob;
    try {
      // A checkpoint with WAL recycling off leaves one fresh WAL segment instead of the old ones
      // full of history the data files already hold: the backup is about half the size.
      await client.exec('SET wal_recycle = off');
      await client.query('SELECT pg_switch_wal()');
      await client.exec('CHECKPOINT');
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written beside the target and renamed: a half-written backup never has the final name.
    const partial = `${file}.partial-${process.pid}`;
    try {
      fs.writeFileSync(partial, bytes, { flag: 'wx' });
      const fd = fs.openSync(partial, 'r');
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      fs.renameSync(partial, file);
    } catch (error) {
      fs.rmSync(partial, { force: true });
      throw error;
    }
    return { file, bytes: bytes.length };
  } finally {
    lock.release();
  }
}

/** The tar inside a backup file's bytes (gzip or plain tar), or a BackupError saying it is none. */
function readTar(bytes: Buffer, file: string): Buffer {
  const notABackup = new BackupError(
    `${file} não é um backup do banco embutido (esperado um .tar.gz de npm run db:backup).`,
  );
  let tar = bytes;
  if (GZIP_MAGIC.every((byte, index) => bytes[index] === byte)) {
    try {
      tar = zlib.gunzipSync(bytes);
    } catch {
      throw notABackup;
    }
  }
  if (tar.length < 512 || tar.subarray(257, 262).toString('latin1') !== TAR_MAGIC) throw notABackup;
  return tar;
}

/** The newest migration the code knows (drizzle's journal), as its `when` stamp. */
function newestKnownMigration(migrationsFolder: string): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Opens the restored folder and checks it is a database of this app no newer than this code:
 * it has drizzle's migrations table, and none of its migrations is later than the newest one
 * this code ships (an older one is fine: the server migrates it at start).
 */
async function checkRestored(dir: string, file: string, migrationsFolder: string): Promise<void> {
  const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  try {
    const table = await client.query<{ found: string | null }>(
      `SELECT to_regclass('${MIGRATIONS_TABLE}')::text AS found`,
    );
    if (!table.rows[0]?.found)
      throw new BackupError(`${file} não é um backup do Câmara Fria (o banco não tem migrações).`);
    const newest = await client.query<{ newest: string | null }>(
      `SELECT max(created_at)::text AS newest FROM ${MIGRATIONS_TABLE}`,
    );
    const stored = Number(newest.rows[0]?.newest ?? 0);
    if (stored > newestKnownMigration(migrationsFolder))
      throw new BackupError(
        `${file} foi feito por uma versão mais nova do Câmara Fria: atualize o programa antes ` +
          'de restaurá-lo.',
      );
  } finally {
    await client.close();
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Replaces the embedded database in `dataDir` with the backup in `file`. The backup is loaded
 * into a new folder beside `dataDir` and checked first; only then is the current folder renamed
 * to `<dataDir>.before-restore-<time>` (kept, never deleted) and the new one put in its place.
 * A file that is not a backup, or a backup of a newer release, changes nothing.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  options: { migrationsFolder: string; bytes?: Buffer },
): Promise<RestoreResult> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // The lock first: a running server is the first thing to say, whatever the file is.
  const lock = lockDataDir(dataDir, lockFileOf(dataDir));
  const when = stamp();
  const incoming = `${dataDir}.restoring-${when}`;
  try {
    if (!options.bytes && !fs.existsSync(file)) throw new BackupError(`${file} não existe.`);
    const tar = readTar(options.bytes ?? fs.readFileSync(file), file);
    try {
      const client = await PGlite.create({
        dataDir: incoming,
        loadDataDir: new Blob([new Uint8Array(tar)]),
        extensions: PGLITE_EXTENSIONS,
      });
      await client.close();
    } catch (error) {
      throw new BackupError(
        `${file} não pôde ser aberto como banco embutido (${(error as Error).message}).`,
      );
    }
    await checkRestored(incoming, file, options.migrationsFolder);
    let previous: string | null = null;
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      previous = `${dataDir}.before-restore-${when}`;
      fs.renameSync(dataDir, previous);
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    fs.renameSync(incoming, dataDir);
    return { previous };
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}
