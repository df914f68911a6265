import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startApiProcess } from './api-process.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** The environment of a server or command on the embedded database of `dataDir`. */
function envFor(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...extra,
  };
}

export type ServerProcess = { baseUrl: string; pid: number; stop: () => Promise<number | null> };

/**
 * The compiled server (what `npm start` runs) in a child process on the embedded database of
 * `dataDir`, answering /health; `stop` sends SIGTERM and answers the exit code. Users are
 * recorded by their issuer, which is PUBLIC_URL's: restarts over the same data must use the
 * same `port` to find their projects again.
 */
export async function startServerProcess(dataDir: string, port: number): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startApiProcess(envFor(dataDir, { PUBLIC_URL: baseUrl }), { port });
  try {
    await server.healthy(60_000);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return { baseUrl, pid: server.child.pid ?? 0, stop: () => server.stop() };
}

export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * Runs `npm run db:backup|db:restore -- FILE` on `dataDir`: literally through npm with
 * `viaNpm`, else its script (backup-cli.ts) through tsx, a second faster.
 */
export async function runBackupCli(
  command: 'backup' | 'restore',
  file: string,
  dataDir: string,
  options: { viaNpm?: boolean; env?: Record<string, string> } = {},
): Promise<CommandResult> {
  const [program, args] = options.viaNpm
    ? ['npm', ['run', '--silent', `db:${command}`, '--', file]]
    : [tsx, ['apps/api/src/db/backup-cli.ts', command, file]];
  try {
    const { stdout, stderr } = await promisify(execFile)(program, args, {
      cwd: root,
      env: { ...process.env, ...envFor(dataDir, options.env) },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : -1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}
