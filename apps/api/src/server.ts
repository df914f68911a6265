import path from 'node:path';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@camara-fria/domain';
import { API_ROOT } from './api-root.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS } from './oidc/demo-accounts.ts';
import { seedDatabase } from './seed-database.ts';

/** Written by the API build (scripts/build.mjs): a new embedded database starts from it. */
const NEW_DATABASE_TEMPLATE = path.join(API_ROOT, 'dist', 'new-database.tar.gz');

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Where the server listens and why (docs/decisions/064). */
function describeListening(config: AppConfig, port: number): string {
  const address = `  Ouvindo em ${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  switch (config.hostChoice) {
    case 'demo-users':
      return `${address}: só este computador, porque os usuários de demonstração estão ligados (HOST=0.0.0.0 abre para a rede)`;
    case 'HOST':
      return `${address} (HOST)`;
    case 'default':
      return `${address}: todas as interfaces de rede (HOST=127.0.0.1 limita a este computador)`;
  }
}

function printBanner(config: AppConfig, databaseKind: string, port: number): void {
  const lines = [
    '',
    `  ${PRODUCT_NAME} ${PRODUCT_VERSION} em ${config.publicUrl}`,
    `  API: ${config.publicUrl}/docs   Banco: ${databaseKind === 'pglite' ? `PGlite embutido em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    describeListening(config, port),
  ];
  if (config.oidc.kind === 'embedded') {
    lines.push(`  Provedor de identidade embutido: ${config.oidc.issuer}`);
    if (config.oidc.demoUsers) {
      lines.push('  Usuários de demonstração (senha: demo; DEMO_USERS=false os desliga):');
      for (const account of DEMO_ACCOUNTS) {
        lines.push(
          `    - ${account.username.padEnd(11)} ${account.roles.includes('editor') ? 'editor' : 'vendas'}`,
        );
      }
    } else {
      lines.push('  Usuários de demonstração desligados; contas: npm run users -- list');
    }
  } else {
    lines.push(`  Provedor de identidade externo: ${config.oidc.issuer}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Opens the database; a data folder another process holds ends the start with its reason. */
async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  try {
    return await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : {
            kind: 'pglite',
            dataDir: path.join(config.dataDir, 'pglite'),
            newDatabaseTemplate: NEW_DATABASE_TEMPLATE,
          },
      // Seeded under the migrations' lock: instances started together seed once.
      { prepare: seedDatabase },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database, keysDir: config.dataDir });
if (database.fromTemplate)
  app.log.info({ template: NEW_DATABASE_TEMPLATE }, 'new embedded database created from the build');

let isClosing = false;
/**
 * SIGTERM/SIGINT: stop taking connections and let the requests in flight finish, for at most
 * SHUTDOWN_TIMEOUT_MS (then their connections are cut), close the database (PGlite: a clean
 * checkpoint and its lock released) and exit: 0 after a full drain, 1 when requests were cut.
 */
const shutdown = async (signal: string, exitCode = 0) => {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
  let code = exitCode;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), config.shutdownTimeoutMs);
  });
  // Node closes the connections idle when closing starts; one whose request ends later would
  // stay open until its keep-alive timeout (72 s): closed as soon as it is idle too.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    const closed = app.close().then(() => 'closed' as const);
    if ((await Promise.race([closed, timedOut])) === 'timed out') {
      app.log.warn(
        { timeoutMs: config.shutdownTimeoutMs },
        'shutdown: requests still in flight after SHUTDOWN_TIMEOUT_MS; closing their connections',
      );
      app.server.closeAllConnections();
      code = 1;
      // The sockets are gone; the close hooks get a moment more, not another full bound.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
  } catch (error) {
    app.log.error({ err: error }, 'shutdown: closing the server failed');
    code = 1;
  } finally {
    clearTimeout(timer);
    clearInterval(reaper);
    try {
      await database.close();
    } finally {
      process.exit(code);
    }
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  await shutdown('listen failed', 1);
}
const address = app.server.address();
printBanner(
  config,
  database.kind,
  typeof address === 'object' && address ? address.port : config.port,
);
