import fs from 'node:fs';
import os from 'node:os';

/** The embedded database of a folder is already open in another live process. */
export class DataDirLockedError extends Error {
  readonly lockFile: string;
  readonly ownerPid: number;
  constructor(dataDir: string, lockFile: string, owner: LockOwner) {
    const where = owner.hostname === os.hostname() ? '' : ` na máquina ${owner.hostname}`;
    super(
      `O banco embutido em ${dataDir} já está aberto por outro processo (pid ${owner.pid}${where}, ` +
        `desde ${owner.since}). Só um servidor ou comando pode usá-lo por vez: pare o outro ` +
        `processo ou use outro DATA_DIR. Se tiver certeza de que nenhum processo o usa, apague ` +
        `${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
    this.lockFile = lockFile;
    this.ownerPid = owner.pid;
  }
}

type LockOwner = { pid: number; hostname: string; since: string };

export type DataDirLock = {
  /** Removes the lock file if this process still owns it; safe to call twice. */
  release: () => void;
};

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The lock's owner; undefined when there is no lock file, 'writing' while its owner writes it. */
function readOwner(lockFile: string): LockOwner | 'writing' | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string')
      return { pid: parsed.pid, hostname: parsed.hostname, since: String(parsed.since ?? '?') };
  } catch {
    // Empty or torn: being written right now, or left by a crash while it was written.
  }
  const age = Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return age < 2_000 ? 'writing' : { pid: 0, hostname: os.hostname(), since: '?' };
}

/**
 * Whether the lock's owner may still be running. Like PostgreSQL's postmaster.pid: a pid that is
 * ours or our parent's is a leftover (a container restarts with the same pids); a lock from
 * another machine (a shared volume) cannot be checked, so it counts as alive.
 */
function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return true;
  if (owner.pid <= 0 || owner.pid === process.pid || owner.pid === process.ppid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(lockFile: string): boolean {
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    since: new Date().toISOString(),
  };
  try {
    const fd = fs.openSync(lockFile, 'wx', 0o644);
    try {
      fs.writeSync(fd, `${JSON.stringify(owner)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Makes this process the one owner of the embedded database in `dataDir`: creates `lockFile`
 * exclusively with our pid, takes over a lock left by a process that no longer runs, and throws
 * DataDirLockedError when a live process holds it. The lock goes away on `release()` and, as a
 * last resort, when the process exits.
 *
 * Taking over a stale lock happens under a short-lived guard directory (mkdir is atomic), so
 * two processes starting at once over a stale lock cannot both win.
 */
export function lockDataDir(dataDir: string, lockFile: string): DataDirLock {
  const guard = `${lockFile}.takeover`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (tryCreate(lockFile)) return holdLock(lockFile);
    const owner = readOwner(lockFile);
    if (!owner) continue; // released between our two calls: try again
    if (owner === 'writing') {
      sleep(20);
      continue;
    }
    if (isAlive(owner)) throw new DataDirLockedError(dataDir, lockFile, owner);
    try {
      fs.mkdirSync(guard);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process is taking over right now; a guard older than a few seconds is itself
      // a leftover of a crash in the middle of a takeover.
      const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 5_000) fs.rmSync(guard, { recursive: true, force: true });
      else sleep(20);
      continue;
    }
    try {
      // Under the guard: the file must still be the stale one we judged.
      const again = readOwner(lockFile);
      if (
        typeof again === 'object' &&
        again.pid === owner.pid &&
        again.since === owner.since &&
        !isAlive(again)
      )
        fs.rmSync(lockFile, { force: true });
    } finally {
      fs.rmSync(guard, { recursive: true, force: true });
    }
  }
  throw new Error(`could not take the lock ${lockFile}`);
}

function holdLock(lockFile: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    const owner = readOwner(lockFile);
    if (typeof owner === 'object' && owner.pid === process.pid)
      fs.rmSync(lockFile, { force: true });
  };
  process.once('exit', release);
  return { release };
}
