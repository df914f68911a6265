import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  openContext,
} from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openSection(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = page.getByRole('region', { name });
  await region.waitFor();
  return region;
}

function numberField(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true }).first();
}

/** Types the text key by key, as on a keyboard (the numeric keypad's "." included). */
async function typeNumber(scope: Locator, label: string, text: string): Promise<void> {
  const field = numberField(scope, label);
  await field.fill('');
  await field.pressSequentially(text);
  await field.blur();
}

async function waitForSaved(page: Page): Promise<void> {
  const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
  await expect
    .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), { timeout: 10_000 })
    .toBe(true);
}

describe('numbers in the room editor', () => {
  it('reads 1.5, 2,5 and 1.234,5 as typed, refuses 1.234, and finds 1,5 / 2,5 / 1.234,5 after a reload', async () => {
    const { context, page } = await openContext(browser, DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
      await page.waitForURL(`${baseUrl}/projects`);
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
      await dialog.getByLabel('Nome do projeto').fill('Números digitados');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await page
        .getByRole('table', { name: 'Projetos' })
        .getByRole('link', { name: 'Números digitados' })
        .click();
      await page.waitForURL(/\/projects\/\d+\/rooms$/);

      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await typeNumber(dimensions, 'Comprimento (m)', '1.5');
      await typeNumber(dimensions, 'Largura (m)', '2,5');
      await typeNumber(dimensions, 'Altura (m)', '3');
      expect(await numberField(dimensions, 'Comprimento (m)').inputValue()).toBe('1,5');
      expect(await numberField(dimensions, 'Área (m²)').inputValue()).toBe('3,75');
      await dimensions.getByRole('button', { name: 'Salvar' }).click();
      await waitForSaved(page);

      const goods = await openSection(page, 'PRODUTOS');
      await goods.getByRole('button', { name: 'Adicionar produto' }).click();
      const item = goods.getByRole('group', { name: 'Produto 1' });
      await item.getByRole('combobox', { name: /^Grupo de produtos/ }).click();
      await page.getByRole('option', { name: 'Frutas', exact: true }).click();
      await item.getByRole('combobox', { name: /^Produto/ }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await typeNumber(item, 'Movimentação diária (kg)', '1.234,5');

      // "1.234" reads both ways: refused at the field, in Portuguese, and nothing is saved.
      await typeNumber(item, 'Capacidade do palete (kg)', '1.234');
      await goods.getByRole('button', { name: 'Salvar' }).click();
      const ambiguous =
        'Número ambíguo: use vírgula para decimais (1,234) ou escreva sem ponto (1234).';
      await expect.poll(() => item.getByText(ambiguous).isVisible()).toBe(true);
      expect(
        await numberField(item, 'Capacidade do palete (kg)').getAttribute('aria-invalid'),
      ).toBe('true');
      await expectNoSeriousA11yViolations(page, 'editor de câmaras com número recusado');

      await typeNumber(item, 'Capacidade do palete (kg)', '800');
      await goods.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => page.getByText('Câmara atualizada com sucesso!', { exact: true }).isVisible())
        .toBe(true);
      await waitForSaved(page);

      await page.reload();
      await page.getByRole('button', { name: 'Câmara 1', exact: true }).click();
      const reloaded = await openSection(page, 'DIMENSÕES INTERNAS');
      await expect.poll(() => numberField(reloaded, 'Comprimento (m)').inputValue()).toBe('1,5');
      expect(await numberField(reloaded, 'Largura (m)').inputValue()).toBe('2,5');
      const reloadedGoods = await openSection(page, 'PRODUTOS');
      const reloadedItem = reloadedGoods.getByRole('group', { name: 'Produto 1' });
      expect(await numberField(reloadedItem, 'Movimentação diária (kg)').inputValue()).toBe(
        '1.234,5',
      );
      expect(await numberField(reloadedItem, 'Capacidade do palete (kg)').inputValue()).toBe('800');
      await expectNoSeriousA11yViolations(page, 'editor de câmaras recarregado');
    } finally {
      await context.close();
    }
  });
});
