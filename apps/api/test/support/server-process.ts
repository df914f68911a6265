import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** The environment of a server or command on the embedded database of `dataDir`. */
function envFor(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
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
 * The real server (`apps/api/src/server.ts`) in a child process on the embedded database of
 * `dataDir`, answering /health; `stop` sends SIGTERM and answers the exit code. Users are
 * recorded by their issuer, which is PUBLIC_URL's: restarts over the same data must use the
 * same `port` to find their projects again.
 */
export async function startServerProcess(dataDir: string, port: number): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(tsx, ['apps/api/src/server.ts'], {
    cwd: root,
    env: envFor(dataDir, { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /health in 60 s:\n${output.join('')}`);
    }
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
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
      env: envFor(dataDir, options.env),
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
