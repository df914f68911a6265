import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { fillSignInForm, signInFrom } from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

describe('sign-in through the embedded identity provider', () => {
  it('sends /projects to sign-in, signs in as vendedor, lands inside the private layout, and Sair signs out', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await page.goto(`${baseUrl}/projects`);
      await page.waitForURL(/\/oidc\/interaction\//);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Câmara Fria' }).isVisible())
        .toBe(true);
      await expectNoSeriousA11yViolations(page, 'página de login');

      await fillSignInForm(page, 'vendedor', 'senha-errada');
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain('Usuário ou senha inválidos.');
      await fillSignInForm(page, 'vendedor');

      await page.waitForURL(`${baseUrl}/projects`);
      const nav = page.getByRole('navigation').first();
      await expect.poll(() => nav.getByRole('link', { name: 'Projetos' }).isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Produtos' }).isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Sair' }).isVisible()).toBe(true);
      await expect
        .poll(() => page.getByText('vendedor@demo.camarafria.com.br').first().isVisible())
        .toBe(true);
      expect(await page.getByRole('contentinfo').textContent()).toContain('2.8.6');
      await expectNoSeriousA11yViolations(page, '/projects');

      await nav.getByRole('link', { name: 'Sair' }).click();
      await page.waitForURL(/\/oidc\/interaction\//);
      expect(await page.getByLabel('Usuário').isVisible()).toBe(true);

      await page.goto(`${baseUrl}/about`);
      await page.waitForURL(/\/oidc\/interaction\//);
      expect(await page.getByLabel('Senha').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('signs in at 127.0.0.1 while PUBLIC_URL is http://localhost:PORT, and stays there (issue 29)', async () => {
    // The server's PUBLIC_URL is http://localhost:PORT: 127.0.0.1 on the same port is the same
    // computer by another name (ADR 064).
    const loopback = baseUrl.replace('//localhost:', '//127.0.0.1:');
    expect(loopback).not.toBe(baseUrl);
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${loopback}/projects`, 'vendedor');
      await page.waitForURL(`${loopback}/projects`);
      const nav = page.getByRole('navigation').first();
      await expect.poll(() => nav.getByRole('link', { name: 'Sair' }).isVisible()).toBe(true);
      await expect
        .poll(() => page.getByText('vendedor@demo.camarafria.com.br').first().isVisible())
        .toBe(true);
      await expectNoSeriousA11yViolations(page, '/projects em 127.0.0.1');

      await nav.getByRole('link', { name: 'Sair' }).click();
      await page.waitForURL(/\/oidc\/interaction\//);
      expect(new URL(page.url()).origin).toBe(loopback);
    } finally {
      await context.close();
    }
  });

  it('shows Sobre with the version, a not-found page, and a phone-sized menu, all keyboard-reachable', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      await signInFrom(page, `${baseUrl}/about`, 'editor');
      await page.waitForURL(/\/(about|projects)$/);
      await page.goto(`${baseUrl}/about`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Sobre', level: 1 }).isVisible())
        .toBe(true);
      expect(await page.getByRole('main').textContent()).toContain('2.8.6');
      await expectNoSeriousA11yViolations(page, '/about (celular)');

      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(focused).toContain('Pular para o conteúdo');

      await page.goto(`${baseUrl}/nao-existe`);
      await expect
        .poll(() =>
          page
            .getByText(/página não encontrada/i)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await expectNoSeriousA11yViolations(page, 'página não encontrada');
    } finally {
      await context.close();
    }
  });
});
