import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
const WIDE_SHORT = { width: 1280, height: 900 };
const openPage = useBrowser();

/** Signs in as `editor` (no other spec lists its projects) and waits for the list. */
async function openProjectsAsEditor(page: Page): Promise<void> {
  await signInFrom(page, `${baseUrl}/projects`, 'editor');
  await page.waitForURL(`${baseUrl}/projects`);
  await expect
    .poll(() => page.getByRole('button', { name: 'Novo Projeto' }).isVisible())
    .toBe(true);
}

/** Creates projects through the API with the signed-in page's own token. */
async function createProjects(page: Page, projects: { name: string; customer: string }[]) {
  const statuses = await page.evaluate(async (items) => {
    const token = localStorage.getItem('camara-fria.auth.access-token');
    const answers = [];
    for (const item of items) {
      const answer = await fetch('/v1/projects', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: item.name,
          status: 'PENDING',
          customer: { name: item.customer, address: {} },
        }),
      });
      answers.push(answer.status);
    }
    return answers;
  }, projects);
  expect(statuses.every((status) => status === 201)).toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Scrolls until `target`'s bottom edge meets the window's bottom edge (where a user scrolling
 * down first sees it whole, and where a fixed footer would cover it), then checks the footer's
 * box and the target's do not meet.
 */
async function expectFooterClearOf(page: Page, target: Locator, what: string): Promise<void> {
  await target.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight);
  });
  const footer = await page.getByRole('contentinfo').boundingBox();
  const box = await target.boundingBox();
  if (!footer || !box) throw new Error(`no box for the footer or ${what}`);
  expect(intersects(footer, box), `footer over ${what}`).toBe(false);
}

async function expectFooterClearOfList(page: Page, screen: string): Promise<void> {
  const table = page.getByRole('table', { name: 'Projetos' });
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(10);
  await expectFooterClearOf(page, table.getByRole('row').last(), `the last row (${screen})`);
  await expectFooterClearOf(
    page,
    page.getByRole('navigation', { name: 'Paginação' }),
    `the pagination (${screen})`,
  );
}

describe('the project list', () => {
  it('has a favicon on the sign-in page and in the app', async () => {
    const { context, page } = await openPage(WIDE_SHORT);
    try {
      const icon = await page.request.get(`${baseUrl}/favicon.svg`);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toContain('image/svg+xml');
      await page.goto(`${baseUrl}/projects`);
      await page.waitForURL(/\/oidc\/interaction\//);
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    } finally {
      await context.close();
    }
  });

  it('finds "Açaí Norte" from "acai" and its customer from "pao de acucar"', async () => {
    const { context, page } = await openPage(WIDE_SHORT);
    try {
      await openProjectsAsEditor(page);
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
      await dialog.getByLabel('Nome do projeto').fill('Açaí Norte');
      await dialog.getByLabel('Nome do cliente').fill('Pão de Açúcar');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => page.getByText('Novo projeto criado!', { exact: true }).first().isVisible())
        .toBe(true);
      await createProjects(page, [{ name: 'Caju Sul', customer: 'Padaria Central' }]);

      const table = page.getByRole('table', { name: 'Projetos' });
      const filters = page.getByRole('search', { name: 'Filtros de projetos' });
      await filters.getByLabel('Nome do projeto').fill('acai');
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/projectName=acai/);
      await expect.poll(() => table.getByRole('link', { name: 'Caju Sul' }).count()).toBe(0);
      expect(await table.getByRole('link', { name: 'Açaí Norte' }).isVisible()).toBe(true);
      const row = table.getByRole('row', { name: /Açaí Norte/ });
      expect(await row.textContent()).toContain('R$\u00a00,00');

      await filters.getByRole('button', { name: 'Limpar Filtros' }).click();
      await expect.poll(() => table.getByRole('link', { name: 'Caju Sul' }).isVisible()).toBe(true);
      await filters.getByLabel('Nome do cliente').fill('pao de acucar');
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/customerName=pao/);
      await expect.poll(() => table.getByRole('link', { name: 'Caju Sul' }).count()).toBe(0);
      expect(await table.getByRole('link', { name: 'Açaí Norte' }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page, '/projects filtrado sem acentos');
    } finally {
      await context.close();
    }
  });

  it('says "mais de 50 projetos" on a long search, and the exact total five pages from its end', async () => {
    const { context, page } = await openPage(WIDE_SHORT);
    try {
      await openProjectsAsEditor(page);
      await createProjects(
        page,
        Array.from({ length: 56 }, (_, i) => ({
          name: `Horizonte ${i + 1}`,
          customer: 'Frigorífico do Horizonte',
        })),
      );
      // The server counts five pages past the page: 50 of the 56 from page 1, all from page 2.
      await page.goto(`${baseUrl}/projects?projectName=horizonte`);
      const table = page.getByRole('table', { name: 'Projetos' });
      await expect
        .poll(() => page.getByText('Página 1 · mais de 50 projetos').isVisible())
        .toBe(true);
      expect(await table.getByRole('link', { name: 'Horizonte 56' }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page, '/projects, total contado até 50');

      await page.getByRole('button', { name: 'Próxima página' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/page=2/);
      await expect.poll(() => page.getByText('Página 2 de 6 · 56 projetos').isVisible()).toBe(true);
      expect(await table.getByRole('link', { name: 'Horizonte 46' }).isVisible()).toBe(true);

      await page.setViewportSize(PHONE);
      await page.goto(`${baseUrl}/projects?projectName=horizonte`);
      await expect
        .poll(() => page.getByText('Página 1 · mais de 50 projetos').isVisible())
        .toBe(true);
      await expectNoSeriousA11yViolations(page, '/projects, total contado até 50 (celular)');
    } finally {
      await context.close();
    }
  });

  it('keeps the footer off the rows and the pagination at 1280×900 and on a phone', async () => {
    const { context, page } = await openPage(WIDE_SHORT);
    try {
      await openProjectsAsEditor(page);
      await createProjects(
        page,
        Array.from({ length: 12 }, (_, i) => ({
          name: `Rodapé ${i + 1}`,
          customer: 'Distribuidora de Sorvetes do Vale',
        })),
      );
      // A page past the last one shows the last page, in the chosen size, never "empty".
      await page.goto(`${baseUrl}/projects?projectName=rodap%C3%A9&page=99&size=20`);
      await page.waitForURL(/page=1&size=20/);
      await expect.poll(() => page.getByText('Página 1 de 1 · 12 projetos').isVisible()).toBe(true);
      expect(await page.getByText('Nenhum projeto encontrado.').count()).toBe(0);

      await page.goto(`${baseUrl}/projects?page=1&size=20`);
      await expectFooterClearOfList(page, '1280×900');
      await expectNoSeriousA11yViolations(page, '/projects 1280×900');

      await page.setViewportSize(PHONE);
      await page.reload();
      await expectFooterClearOfList(page, `${PHONE.width}×${PHONE.height}`);
      await expectNoSeriousA11yViolations(page, '/projects (celular)');
    } finally {
      await context.close();
    }
  });
});
