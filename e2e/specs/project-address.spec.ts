import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

// Issue 29, item 13 (docs/decisions/066): a CEP fills the state and city from the Correios'
// ranges, and the address has its number, complement and neighbourhood.

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

const combobox = (dialog: Locator, name: string) => dialog.getByRole('combobox', { name });

async function expectChosen(dialog: Locator, state: string, city: string) {
  await expect.poll(() => combobox(dialog, 'Estado').inputValue(), { timeout: 10_000 }).toBe(state);
  await expect.poll(() => combobox(dialog, 'Cidade').inputValue(), { timeout: 10_000 }).toBe(city);
}

async function expectText(scope: Locator, text: string) {
  await expect
    .poll(() => scope.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 })
    .toBe(true);
}

async function openNewProject(page: Page): Promise<Locator> {
  await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
  await page.waitForURL(`${baseUrl}/projects`);
  await page.getByRole('button', { name: 'Novo Projeto' }).click();
  return page.getByRole('dialog', { name: 'Novo Projeto' });
}

describe('the project address', () => {
  it('fills Caxias do Sul from its CEP, saves number, complement and neighbourhood, and keeps a chosen city unless asked', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const dialog = await openNewProject(page);
      await dialog.getByLabel('Nome do projeto').fill('Frigorífico Serra Gaúcha');
      await dialog.getByLabel('CEP').pressSequentially('95020000');
      await expectChosen(dialog, 'Rio Grande do Sul', 'Caxias do Sul');
      await expectText(dialog, 'Estado e cidade preenchidos pelo CEP.');
      await expectNoSeriousA11yViolations(page, 'Novo Projeto: CEP preencheu estado e cidade');

      await dialog.getByLabel('Logradouro').fill('Rua Sinimbu');
      await dialog.getByLabel('Número').fill('1200');
      await dialog.getByLabel('Complemento').fill('Sala 2');
      await dialog.getByLabel('Bairro').fill('Centro');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expectText(page.locator('body'), 'Novo projeto criado!');

      // After a reload, the edit form reads back what was saved.
      await page.reload();
      const table = page.getByRole('table', { name: 'Projetos' });
      const row = table.getByRole('row', { name: /Frigorífico Serra Gaúcha/ }).first();
      await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
      await row.getByRole('button', { name: 'Editar Dados' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Projeto' });
      await expect.poll(() => edit.getByLabel('Número').inputValue()).toBe('1200');
      expect(await edit.getByLabel('Logradouro').inputValue()).toBe('Rua Sinimbu');
      expect(await edit.getByLabel('Complemento').inputValue()).toBe('Sala 2');
      expect(await edit.getByLabel('Bairro').inputValue()).toBe('Centro');
      expect(await edit.getByLabel('CEP').inputValue()).toBe('95020-000');
      await expectChosen(edit, 'Rio Grande do Sul', 'Caxias do Sul');

      // A CEP of another city: the chosen city stays, and the CEP's is offered.
      await edit.getByLabel('CEP').fill('');
      await edit.getByLabel('CEP').pressSequentially('01310100');
      await expectText(
        edit,
        'Este CEP é de São Paulo (SP); a cidade escolhida (Caxias do Sul) foi mantida.',
      );
      await expectChosen(edit, 'Rio Grande do Sul', 'Caxias do Sul');
      await expectNoSeriousA11yViolations(page, 'Editar Projeto: CEP de outra cidade');
      await edit.getByRole('button', { name: 'Usar São Paulo (SP)' }).click();
      await expectChosen(edit, 'São Paulo', 'São Paulo');
    } finally {
      await context.close();
    }
  });

  it('on a phone: a CEP known by its state only asks for the city; an unknown CEP fills nothing', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      const dialog = await openNewProject(page);
      await dialog.getByLabel('CEP').pressSequentially('95500000');
      await expectText(dialog, 'CEP de Rio Grande do Sul: escolha a cidade.');
      await expectChosen(dialog, 'Rio Grande do Sul', '');
      await dialog.getByLabel('Número').fill('s/n');
      await expectNoSeriousA11yViolations(page, 'Novo Projeto (375 px): CEP só do estado');

      await dialog.getByLabel('CEP').fill('');
      await dialog.getByLabel('CEP').pressSequentially('00100000');
      await expectText(
        dialog,
        'CEP fora das faixas conhecidas dos Correios: escolha o estado e a cidade.',
      );
      await expectChosen(dialog, 'Rio Grande do Sul', '');
      await expectNoSeriousA11yViolations(page, 'Novo Projeto (375 px): CEP desconhecido');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });
});
