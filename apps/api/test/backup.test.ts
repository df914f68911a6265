import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ProjectSchema, RoomSchema } from '@camara-fria/contracts';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, BackupError, restoreDataDir } from '../src/db/backup.ts';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import {
  fillSampleData,
  readEverything,
  signInSampleUsers,
  type SampleUsers,
} from './support/sample-data.ts';
import { runBackupCli, startServerProcess } from './support/server-process.ts';
import { findFreePort } from './support/test-server.ts';

/**
 * `npm run db:backup` / `npm run db:restore` (src/db/backup-cli.ts) on the embedded database of
 * a real server process: what the API answers after a restore is what it answered at the backup.
 */

let root: string;
let backup: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-backup-test-'));
  backup = path.join(root, 'camara-fria.tar.gz');
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A digest of every file under `dir` (names and bytes): equal digests, untouched folder. */
function digestTree(dir: string): string {
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const full = path.join(dir, name);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(name).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/** Reads that did not answer 200, but for the proposal of a project that has none (404). */
function unanswered(reads: Awaited<ReturnType<typeof readEverything>>): string[] {
  return Object.entries(reads)
    .filter(([, read]) => read.status !== 200)
    .filter(([key, read]) => !(key.endsWith('/proposals/current') && read.status === 404))
    .map(([key, read]) => `${key}: ${read.status}`);
}

/** One port for every server of a test: users are recorded by issuer, which is PUBLIC_URL's. */
let port: number;
beforeAll(async () => {
  port = await findFreePort();
});
/** What the API answered at the backup, and the backup (the first test makes them). */
let before: Awaited<ReturnType<typeof readEverything>> | undefined;

async function withServer<T>(
  dataDir: string,
  work: (users: SampleUsers, baseUrl: string) => Promise<T>,
) {
  const server = await startServerProcess(dataDir, port);
  try {
    return await work(await signInSampleUsers(server.baseUrl), server.baseUrl);
  } finally {
    expect(await server.stop()).toBe(0);
  }
}

describe('backup and restore of the embedded database', () => {
  it('restores projects, rooms, systems and proposals exactly as the API answered them at the backup, refusing a running server and a file that is not a backup', async () => {
    const dataDir = path.join(root, 'data');
    const pglite = path.join(dataDir, 'pglite');

    // A server with data: backup and restore both refuse while it runs.
    before = await (async () => {
      const server = await startServerProcess(dataDir, port);
      try {
        const users = await signInSampleUsers(server.baseUrl);
        await fillSampleData(users);
        const reads = await readEverything(users);
        for (const command of ['backup', 'restore'] as const) {
          const refused = await runBackupCli(command, backup, dataDir);
          expect(refused.code, refused.stderr).toBe(1);
          expect(refused.stderr).toContain('já está aberto por outro processo');
          expect(refused.stderr).toContain('precisa do servidor parado');
        }
        expect(fs.existsSync(backup)).toBe(false);
        return reads;
      } finally {
        expect(await server.stop()).toBe(0);
      }
    })();
    // Every read answered, and the data is what was written.
    expect(unanswered(before)).toEqual([]);
    const roomReads = Object.entries(before).filter(([key]) => /\/rooms\/\d+$/.test(key));
    expect(roomReads).toHaveLength(9);
    // The main project's system and revisions, and its copy's system and new draft (a copy
    // carries its systems and a draft of its proposal: docs/decisions/065).
    expect(Object.keys(before).filter((key) => key.includes('/operating-systems/'))).toHaveLength(
      2,
    );
    expect(Object.keys(before).filter((key) => key.endsWith('/document'))).toHaveLength(3);

    // Backup of the stopped server, through the real command.
    const made = await runBackupCli('backup', backup, dataDir, { viaNpm: true });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`gravado em ${backup}`);
    await expect(backupDataDir(pglite, backup)).rejects.toThrow('já existe');
    const postgres = await runBackupCli('backup', path.join(root, 'pg.tar.gz'), dataDir, {
      env: { DATABASE_URL: 'postgres://camara@127.0.0.1:1/camara_fria' },
    });
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toContain(
      'Use pg_dump -Fc para o backup e pg_restore --clean --if-exists',
    );

    // The data changes after the backup: a room deleted, a project added.
    await withServer(dataDir, async (users) => {
      const [project] = ProjectSchema.array().parse(
        (await users.projetista.call('GET', '/v1/projects?size=100')).body,
      );
      const rooms = `/v1/projects/${project?.id}/rooms`;
      const [room] = RoomSchema.array().parse((await users.projetista.call('GET', rooms)).body);
      expect((await users.projetista.call('DELETE', `${rooms}/${room?.id}`)).status).toBe(204);
      const added = await users.vendedor.call('POST', '/v1/projects', {
        name: 'Depois do backup',
        customer: { name: 'Cliente novo', address: {} },
      });
      expect(added.status).toBe(201);
      expect(await readEverything(users)).not.toEqual(before);
    });

    // A file that is not a backup is refused and the data folder is left exactly as it was.
    const untouched = digestTree(pglite);
    const text = path.join(root, 'texto.tar.gz');
    fs.writeFileSync(text, 'isto não é um backup');
    const refused = await runBackupCli('restore', text, dataDir);
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stderr).toContain('não é um backup do banco embutido');
    expect(refused.stderr).toContain('Nada foi alterado.');
    // A gzip that is no tar, a tar that is no database, a database of another app.
    const otherTar = path.join(root, 'outro.tar');
    execFileSync('tar', ['-cf', otherTar, '-C', root, 'texto.tar.gz']);
    const otherApp = await PGlite.create();
    const otherDump = Buffer.from(await (await otherApp.dumpDataDir('gzip')).arrayBuffer());
    await otherApp.close();
    const refusals: [string, Buffer, string][] = [
      ['comprimido.tar.gz', zlib.gzipSync('nem isto, comprimido'), 'não é um backup do banco'],
      ['outro.tar', fs.readFileSync(otherTar), 'não pôde ser aberto como banco embutido'],
      ['outro-app.tar.gz', otherDump, 'não é um backup do Câmara Fria'],
    ];
    for (const [name, bytes, message] of refusals) {
      const attempt = restoreDataDir(pglite, name, { migrationsFolder: MIGRATIONS_FOLDER, bytes });
      await expect(attempt, name).rejects.toThrow(BackupError);
      await expect(attempt, name).rejects.toThrow(message);
    }
    expect(digestTree(pglite)).toBe(untouched);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite.'))).toEqual([]);

    // The restore, through the real command: the changed data is kept aside.
    const restored = await runBackupCli('restore', backup, dataDir, { viaNpm: true });
    expect(restored.code, restored.stderr).toBe(0);
    const kept = fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite.'));
    expect(kept).toEqual([expect.stringMatching(/^pglite\.before-restore-\d{4}-/)]);
    expect(restored.stdout).toContain(kept[0]);
    expect(digestTree(path.join(dataDir, kept[0] ?? ''))).toBe(untouched);

    // The API answers exactly what it answered at the backup.
    const after = await withServer(dataDir, (users) => readEverything(users));
    expect(after).toEqual(before);
  }, 240_000);

  it('restores into a fresh data folder, and refuses a backup a newer release wrote', async () => {
    if (!before) throw new Error('the first test makes the backup');
    const fresh = path.join(root, 'fresh', 'pglite');
    expect(await restoreDataDir(fresh, backup, { migrationsFolder: MIGRATIONS_FOLDER })).toEqual({
      previous: null,
    });
    expect(await withServer(path.dirname(fresh), (users) => readEverything(users))).toEqual(before);

    // The same backup read by a release whose migrations all predate it: "newer release".
    const oldRelease = path.join(root, 'old-release');
    fs.mkdirSync(path.join(oldRelease, 'meta'), { recursive: true });
    fs.writeFileSync(
      path.join(oldRelease, 'meta', '_journal.json'),
      JSON.stringify({ entries: [{ when: 1 }] }),
    );
    const elsewhere = path.join(root, 'elsewhere', 'pglite');
    await expect(
      restoreDataDir(elsewhere, backup, { migrationsFolder: oldRelease }),
    ).rejects.toThrow('versão mais nova do Câmara Fria');
    expect(fs.readdirSync(path.dirname(elsewhere))).toEqual([]);
  }, 240_000);
});
