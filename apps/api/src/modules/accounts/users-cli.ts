import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import {
  AccountCommandError,
  addAccount,
  listAccounts,
  resetAccountPassword,
  setAccountDisabled,
  setAccountRole,
  type AccountView,
} from './accounts.service.ts';
import { readPassword } from './read-password.ts';

// `npm run users -- COMMAND`: the accounts of the embedded identity provider, in the configured
// database (DATABASE_URL, else DATA_DIR's PGlite, which needs the server stopped). README "Users".

const USAGE = `Uso: npm run users -- COMANDO
  add E-MAIL --name "NOME" --role sales|editor [--password-stdin]
  list
  disable E-MAIL
  enable E-MAIL
  reset-password E-MAIL [--password-stdin]
  set-role E-MAIL sales|editor

A senha é pedida no terminal (sem eco, duas vezes) ou, com --password-stdin, lida da entrada
padrão (por exemplo: printf '%s' "$SENHA" | npm run users -- add ...). Mínimo de 10 caracteres.`;

function fail(message: string, exitCode = 1): never {
  console.error(message);
  process.exit(exitCode);
}

let parsed: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
try {
  parsed = parseCommandLine();
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`, 2);
}
const { values, positionals } = parsed;
const [command, email, extra] = positionals;
if (values.help || !command) fail(USAGE, command ? 0 : 2);

const needsEmail = ['add', 'disable', 'enable', 'reset-password', 'set-role'];
if (command !== 'list' && !needsEmail.includes(command))
  fail(`Comando desconhecido: ${command}\n\n${USAGE}`, 2);
if (needsEmail.includes(command) && !email) fail(`Informe o e-mail da conta.\n\n${USAGE}`, 2);
if (command === 'add' && (!values.name || !values.role))
  fail(`add precisa de --name e --role.\n\n${USAGE}`, 2);
if (command === 'set-role' && !extra) fail(`Informe o papel: sales ou editor.\n\n${USAGE}`, 2);

/** Opens the database; a PGlite folder held by the running server ends the command with how to go on. */
async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const config = loadConfig();
  try {
    return await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    fail(
      `${error.message}\nO banco embutido (PGlite) só aceita um processo: pare o servidor ` +
        `(npm start) e rode o comando de novo. Com PostgreSQL (DATABASE_URL) o servidor pode ` +
        `continuar no ar.`,
    );
  }
}

const ROLE_LABELS = { sales: 'vendas', editor: 'editor' } as const;
const describe = (account: AccountView) =>
  `${account.email} (${account.name}, ${ROLE_LABELS[account.role]}${account.isDisabled ? ', desativada' : ''})`;

function printTable(accounts: AccountView[]): void {
  if (accounts.length === 0) {
    console.log(
      'Nenhuma conta. Crie uma com: npm run users -- add E-MAIL --name "NOME" --role editor',
    );
    return;
  }
  const rows = [
    ['E-MAIL', 'NOME', 'PAPEL', 'SITUAÇÃO', 'CRIADA EM'],
    ...accounts.map((account) => [
      account.email,
      account.name,
      ROLE_LABELS[account.role],
      account.isDisabled ? 'desativada' : 'ativa',
      account.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

// The password is read before the database opens: nobody waits at a prompt holding the lock.
const password =
  command === 'add' || command === 'reset-password'
    ? await readPassword({ fromStdin: values['password-stdin'] }).catch((error: unknown) =>
        fail((error as Error).message),
      )
    : '';

const database = await openConfiguredDatabase();
try {
  const target = email ?? '';
  switch (command) {
    case 'add':
      console.log(
        `Conta criada: ${describe(await addAccount(database.db, { email: target, name: values.name ?? '', role: values.role ?? '', password }))}.`,
      );
      break;
    case 'list':
      printTable(await listAccounts(database.db));
      break;
    case 'disable':
      console.log(
        `Conta desativada: ${describe(await setAccountDisabled(database.db, target, true))}. Sessões encerradas.`,
      );
      break;
    case 'enable':
      console.log(
        `Conta reativada: ${describe(await setAccountDisabled(database.db, target, false))}.`,
      );
      break;
    case 'reset-password':
      console.log(
        `Senha trocada: ${describe(await resetAccountPassword(database.db, target, password))}. Sessões encerradas.`,
      );
      break;
    case 'set-role':
      console.log(
        `Papel alterado: ${describe(await setAccountRole(database.db, target, extra ?? ''))}.`,
      );
      break;
  }
} catch (error) {
  if (!(error instanceof AccountCommandError)) throw error;
  process.exitCode = 1;
  console.error(error.problems.join('\n'));
} finally {
  await database.close();
}
