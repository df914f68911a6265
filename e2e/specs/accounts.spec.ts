import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/app-server.ts';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  openContext,
} from '../support/browser.ts';
import { fillSignInForm } from '../support/sign-in.ts';

// Accounts made with `npm run users` (README "Users") on a server with DEMO_USERS=false: the
// sign-in page says when an account is disabled, and an active one signs in with its e-mail.

const root = path.resolve(import.meta.dirname, '..', '..');
const PASSWORD = 'gelo-e-frio-2027';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-e2e-users-'));
let server: AppServer;
let browser: Browser;

async function users(args: string[], stdin?: string): Promise<void> {
  const run = promisify(execFile);
  const child = run(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/modules/accounts/users-cli.ts', ...args],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  if (stdin !== undefined) child.child.stdin?.end(stdin);
  await child;
}

beforeAll(async () => {
  await users(
    [
      'add',
      'rita@frigorifico.com.br',
      '--name',
      'Rita Alves',
      '--role',
      'sales',
      '--password-stdin',
    ],
    PASSWORD,
  );
  await users(['disable', 'rita@frigorifico.com.br']);
  await users(
    [
      'add',
      'saulo@frigorifico.com.br',
      '--name',
      'Saulo Reis',
      '--role',
      'editor',
      '--password-stdin',
    ],
    PASSWORD,
  );
  server = await startAppServer({ DATA_DIR: dataDir, DEMO_USERS: 'false' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('accounts of the embedded provider in the browser', () => {
  it('tells a disabled account so, offers no demo users, and signs in an active account by e-mail', async () => {
    const { context, page } = await openContext(browser, DESKTOP);
    try {
      await page.goto(`${server.baseUrl}/projects`);
      await page.waitForURL(/\/oidc\/interaction\//);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Câmara Fria' }).isVisible())
        .toBe(true);
      expect(await page.getByText('Usuários de demonstração').count()).toBe(0);

      await fillSignInForm(page, 'rita@frigorifico.com.br', PASSWORD);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Esta conta está desativada. Fale com o administrador.');
      expect(page.url()).toMatch(/\/oidc\/interaction\//);
      await expectNoSeriousA11yViolations(page, 'login de conta desativada');

      await fillSignInForm(page, 'editor', 'demo');
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Usuário ou senha inválidos.');

      await fillSignInForm(page, 'Saulo@Frigorifico.com.br', PASSWORD);
      await page.waitForURL(`${server.baseUrl}/projects`);
      await expect
        .poll(() => page.getByText('saulo@frigorifico.com.br').first().isVisible())
        .toBe(true);
    } finally {
      await context.close();
    }
  });
});
