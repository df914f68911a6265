import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MeSchema, TokenResponseSchema } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import {
  AccountCommandError,
  addAccount,
  listAccounts,
  resetAccountPassword,
  setAccountDisabled,
  setAccountRole,
} from '../src/modules/accounts/accounts.service.ts';
import { queryRows } from './support/query-rows.ts';
import { signIn, startSignIn } from './support/sign-in.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Accounts of the embedded identity provider (`npm run users`): stored in the database with a
// scrypt hash, signed in with their e-mail, their role deciding the permissions; a disabled
// account is told so and gets no token; DEMO_USERS=false keeps the demo users out.

const apiRoot = path.resolve(import.meta.dirname, '..');
const cli = path.join(apiRoot, 'src', 'modules', 'accounts', 'users-cli.ts');
const PASSWORD = 'gelo-e-frio-2027';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT: 'off' } });
});
afterAll(async () => {
  await server.close();
});

async function me(token: string) {
  const answer = await fetch(`${server.baseUrl}/v1/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return MeSchema.parse(await answer.json());
}

/** An editor-only route: the permission the role gives, as the API decides it. */
async function editorRouteStatus(baseUrl: string, token: string) {
  const answer = await fetch(`${baseUrl}/v1/proposals/templates/current/presentation`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.status;
}

async function refresh(baseUrl: string, refreshToken: string | undefined) {
  return fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken ?? '',
    }).toString(),
  });
}

async function attempt(baseUrl: string, username: string, password: string) {
  const signInAttempt = await startSignIn(baseUrl);
  const answer = await signInAttempt.submit(username, password);
  return {
    status: answer.status,
    page: await answer.text(),
    location: answer.headers.get('location'),
  };
}

describe('accounts of the embedded provider', () => {
  it('signs in an added salesperson by e-mail (any case) with the sales permissions', async () => {
    const account = await addAccount(server.database.db, {
      email: ' Carla.Vendas@Frigorifico.com.br ',
      name: 'Carla Vendas',
      role: 'sales',
      password: PASSWORD,
    });
    expect(account).toMatchObject({ email: 'carla.vendas@frigorifico.com.br', role: 'sales' });

    const tokens = await signIn(server.baseUrl, 'CARLA.VENDAS@frigorifico.com.br', PASSWORD);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub: account.id, roles: ['sales'] });
    expect(await me(tokens.access_token)).toEqual({
      subject: account.id,
      username: 'carla.vendas@frigorifico.com.br',
      email: 'carla.vendas@frigorifico.com.br',
      name: 'Carla Vendas',
      isEditor: false,
    });
    expect(await editorRouteStatus(server.baseUrl, tokens.access_token)).toBe(403);
  });

  it('keeps a slow, salted hash with its parameters, never the password', async () => {
    await addAccount(server.database.db, {
      email: 'hash.a@frigorifico.com.br',
      name: 'Hash A',
      role: 'sales',
      password: PASSWORD,
    });
    await addAccount(server.database.db, {
      email: 'hash.b@frigorifico.com.br',
      name: 'Hash B',
      role: 'sales',
      password: PASSWORD,
    });
    const rows = await queryRows<{ password_hash: string }>(
      server.database.db,
      sql`select password_hash from idp_accounts where email like 'hash.%' order by email`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(
        /^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
      );
      expect(row.password_hash).not.toContain(PASSWORD);
    }
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
  });

  it('refuses a wrong password, an unknown e-mail, a taken e-mail and a weak password', async () => {
    await addAccount(server.database.db, {
      email: 'duda@frigorifico.com.br',
      name: 'Duda',
      role: 'sales',
      password: PASSWORD,
    });
    const wrong = await attempt(server.baseUrl, 'duda@frigorifico.com.br', 'outra-senha-qualquer');
    expect(wrong.status).toBe(401);
    expect(wrong.page).toContain('Usuário ou senha inválidos.');
    const unknown = await attempt(server.baseUrl, 'ninguem@frigorifico.com.br', PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.page).toContain('Usuário ou senha inválidos.');

    const taken = addAccount(server.database.db, {
      email: 'DUDA@frigorifico.com.br',
      name: 'Outra Duda',
      role: 'sales',
      password: PASSWORD,
    });
    await expect(taken).rejects.toThrow(
      'Já existe uma conta com o e-mail duda@frigorifico.com.br.',
    );
    const weak = await addAccount(server.database.db, {
      email: 'fraca@frigorifico.com.br',
      name: 'Fraca',
      role: 'chefe',
      password: 'curta',
    }).catch((error: unknown) => error);
    expect(weak).toBeInstanceOf(AccountCommandError);
    expect((weak as AccountCommandError).problems).toEqual([
      'Papel inválido: use sales (vendas) ou editor.',
      'Senha fraca: use pelo menos 10 caracteres.',
    ]);
    await expect(
      addAccount(server.database.db, {
        email: 'eva@frigorifico.com.br',
        name: 'Eva',
        role: 'sales',
        password: 'eva@frigorifico.com.br',
      }),
    ).rejects.toThrow('Senha fraca: não use o e-mail nem o nome como senha.');
  });

  it('tells a disabled account so, issues no token, and ends its refresh tokens', async () => {
    await addAccount(server.database.db, {
      email: 'fabio@frigorifico.com.br',
      name: 'Fábio',
      role: 'editor',
      password: PASSWORD,
    });
    const before = await signIn(server.baseUrl, 'fabio@frigorifico.com.br', PASSWORD);
    expect((await refresh(server.baseUrl, before.refresh_token)).status).toBe(200);
    const after = await signIn(server.baseUrl, 'fabio@frigorifico.com.br', PASSWORD);

    await setAccountDisabled(server.database.db, 'Fabio@Frigorifico.com.br', true);
    const refused = await attempt(server.baseUrl, 'fabio@frigorifico.com.br', PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.location).toBeNull();
    expect(refused.page).toContain('Esta conta está desativada. Fale com o administrador.');
    // Only whoever knows the password learns the account is disabled.
    const guessed = await attempt(server.baseUrl, 'fabio@frigorifico.com.br', 'chute-qualquer-1');
    expect(guessed.status).toBe(401);
    expect(guessed.page).not.toContain('desativada');
    expect((await refresh(server.baseUrl, after.refresh_token)).status).toBe(400);

    await setAccountDisabled(server.database.db, 'fabio@frigorifico.com.br', false);
    const again = await signIn(server.baseUrl, 'fabio@frigorifico.com.br', PASSWORD);
    expect((await me(again.access_token)).isEditor).toBe(true);
  });

  it('resets a password: the old one fails, the new one works, old sessions end', async () => {
    await addAccount(server.database.db, {
      email: 'gabi@frigorifico.com.br',
      name: 'Gabi',
      role: 'sales',
      password: PASSWORD,
    });
    const old = await signIn(server.baseUrl, 'gabi@frigorifico.com.br', PASSWORD);
    await expect(
      resetAccountPassword(server.database.db, 'gabi@frigorifico.com.br', '123'),
    ).rejects.toThrow('Senha fraca: use pelo menos 10 caracteres.');
    await resetAccountPassword(server.database.db, 'gabi@frigorifico.com.br', 'camara-nova-2028');
    expect((await attempt(server.baseUrl, 'gabi@frigorifico.com.br', PASSWORD)).status).toBe(401);
    const renewed = await signIn(server.baseUrl, 'gabi@frigorifico.com.br', 'camara-nova-2028');
    expect((await me(renewed.access_token)).email).toBe('gabi@frigorifico.com.br');
    expect((await refresh(server.baseUrl, old.refresh_token)).status).toBe(400);
    await expect(
      resetAccountPassword(server.database.db, 'ninguem@frigorifico.com.br', 'camara-nova-2028'),
    ).rejects.toThrow('Nenhuma conta com o e-mail ninguem@frigorifico.com.br.');
  });

  it('refuses a name with a line break or a direction control, and still serves an account stored with one', async () => {
    for (const name of ['Inês\r\nBcc: x', 'Inês \u202Esêni']) {
      const refused = await addAccount(server.database.db, {
        email: 'ines@frigorifico.com.br',
        name,
        role: 'sales',
        password: PASSWORD,
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AccountCommandError);
      expect((refused as AccountCommandError).problems).toEqual([
        'Use uma só linha, sem caracteres de controle nem marcas de direção do texto.',
      ]);
    }
    // An account named before names refused them (decision 045): its password still resets.
    await addAccount(server.database.db, {
      email: 'ines@frigorifico.com.br',
      name: 'Inês',
      role: 'sales',
      password: PASSWORD,
    });
    await server.database.db.execute(
      sql`update idp_accounts set name = ${'Inês \u202Esêni\n'} where email = 'ines@frigorifico.com.br'`,
    );
    await resetAccountPassword(server.database.db, 'ines@frigorifico.com.br', 'camara-nova-2029');
    await signIn(server.baseUrl, 'ines@frigorifico.com.br', 'camara-nova-2029');
    expect((await listAccounts(server.database.db)).map((account) => account.name)).toContain(
      'Inês \u202Esêni\n',
    );
  });

  it('changes the role: the next token (a refresh) carries the new permissions', async () => {
    await addAccount(server.database.db, {
      email: 'hugo@frigorifico.com.br',
      name: 'Hugo',
      role: 'sales',
      password: PASSWORD,
    });
    const tokens = await signIn(server.baseUrl, 'hugo@frigorifico.com.br', PASSWORD);
    expect(await editorRouteStatus(server.baseUrl, tokens.access_token)).toBe(403);

    await setAccountRole(server.database.db, 'hugo@frigorifico.com.br', 'editor');
    const promoted = TokenResponseSchema.parse(
      await (await refresh(server.baseUrl, tokens.refresh_token)).json(),
    );
    expect(decodeJwt(promoted.access_token).roles).toEqual(['sales', 'editor']);
    expect((await me(promoted.access_token)).isEditor).toBe(true);
    expect(await editorRouteStatus(server.baseUrl, promoted.access_token)).toBe(200);

    await setAccountRole(server.database.db, 'hugo@frigorifico.com.br', 'sales');
    const demoted = TokenResponseSchema.parse(
      await (await refresh(server.baseUrl, promoted.refresh_token)).json(),
    );
    expect(await editorRouteStatus(server.baseUrl, demoted.access_token)).toBe(403);
    await expect(
      setAccountRole(server.database.db, 'hugo@frigorifico.com.br', 'admin'),
    ).rejects.toThrow('Papel inválido: use sales (vendas) ou editor.');
  });

  it('keeps the demo users while DEMO_USERS is on (the default)', async () => {
    const refused = await attempt(server.baseUrl, 'vendedor', 'errada');
    expect(refused.page).toContain('Usuários de demonstração');
    expect((await me((await signIn(server.baseUrl, 'editor')).access_token)).isEditor).toBe(true);
  });
});

describe('DEMO_USERS=false', () => {
  let noDemo: TestServer;
  beforeAll(async () => {
    noDemo = await startTestServer({ env: { DEMO_USERS: 'false', RATE_LIMIT: 'off' } });
  });
  afterAll(async () => {
    await noDemo.close();
  });

  it('refuses the demo users and hides their hint; database accounts still sign in', async () => {
    for (const demo of ['vendedor', 'projetista', 'editor']) {
      const refused = await attempt(noDemo.baseUrl, demo, 'demo');
      expect(refused.status, demo).toBe(401);
      expect(refused.page).toContain('Usuário ou senha inválidos.');
      expect(refused.page).not.toContain('Usuários de demonstração');
    }
    await addAccount(noDemo.database.db, {
      email: 'ines@frigorifico.com.br',
      name: 'Inês',
      role: 'editor',
      password: PASSWORD,
    });
    const tokens = await signIn(noDemo.baseUrl, 'ines@frigorifico.com.br', PASSWORD);
    expect(await editorRouteStatus(noDemo.baseUrl, tokens.access_token)).toBe(200);
  });
});

describe('npm run users (the command, in a child process)', () => {
  type Run = { code: number | null; stdout: string; stderr: string };
  const run = (args: string[], env: Record<string, string>, stdin = '') =>
    new Promise<Run>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
        cwd: apiRoot,
        env: { ...process.env, DATABASE_URL: '', ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });

  it('adds and lists an account in DATA_DIR, refuses while the server holds it, and the account signs in', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-users-cli-'));
    try {
      const env = { DATA_DIR: dataDir };
      const added = await run(
        [
          'add',
          'Joana@Frigorifico.com.br',
          '--name',
          'Joana Lima',
          '--role',
          'editor',
          '--password-stdin',
        ],
        env,
        `${PASSWORD}\n`,
      );
      expect(added).toMatchObject({ code: 0, stderr: '' });
      expect(added.stdout).toBe('Conta criada: joana@frigorifico.com.br (Joana Lima, editor).\n');
      const noPassword = await run(
        ['add', 'kaio@frigorifico.com.br', '--name', 'Kaio', '--role', 'sales'],
        env,
      );
      expect(noPassword.code).toBe(1);
      expect(noPassword.stderr).toContain('--password-stdin');

      const list = await run(['list'], env);
      expect(list.code).toBe(0);
      const lines = list.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^E-MAIL\s+NOME\s+PAPEL\s+SITUAÇÃO\s+CRIADA EM$/);
      expect(lines.slice(1)).toHaveLength(1);
      expect(lines[1]).toMatch(
        /^joana@frigorifico\.com\.br\s+Joana Lima\s+editor\s+ativa\s+\d{4}-/,
      );

      // A running server holds the embedded database (its lock names a live process that is not
      // this test, which as the command's parent would count as a leftover): the command says
      // what to do, and touches nothing.
      const holder = spawn('sleep', ['60'], { stdio: 'ignore' });
      const lockFile = path.join(dataDir, 'pglite.lock');
      fs.writeFileSync(
        lockFile,
        JSON.stringify({
          pid: holder.pid,
          hostname: os.hostname(),
          since: new Date().toISOString(),
        }),
      );
      try {
        const locked = await run(['list'], env);
        expect(locked.code).toBe(1);
        expect(locked.stderr).toContain('já está aberto por outro processo');
        expect(locked.stderr).toContain('pare o servidor (npm start)');
      } finally {
        holder.kill('SIGKILL');
        fs.rmSync(lockFile, { force: true });
      }

      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      const cliServer = await startTestServer({ env: { DEMO_USERS: 'false' }, database });
      try {
        const tokens = await signIn(cliServer.baseUrl, 'joana@frigorifico.com.br', PASSWORD);
        expect(await editorRouteStatus(cliServer.baseUrl, tokens.access_token)).toBe(200);
        expect(await listAccounts(cliServer.database.db)).toHaveLength(1);
      } finally {
        await cliServer.close();
      }
      const disabled = await run(['disable', 'joana@frigorifico.com.br'], env);
      expect(disabled.stdout).toContain('Conta desativada: joana@frigorifico.com.br');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Each run of the command opens (the first one creates) an embedded database: seconds each.
  }, 180_000);
});
