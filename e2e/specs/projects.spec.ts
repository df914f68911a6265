import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

async function pickOption(
  page: Page,
  combobox: string,
  option: string,
  scope = page.getByRole('dialog'),
) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function waitForToast(page: Page, text: string) {
  await expect
    .poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 })
    .toBe(true);
}

describe('projects', () => {
  it('creates, edits, filters and copies a project as a user would', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
      await page.waitForURL(`${baseUrl}/projects`);
      await expect
        .poll(() => page.getByRole('button', { name: 'Novo Projeto' }).isVisible())
        .toBe(true);

      // Create, with a validation error first.
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
      await dialog.getByLabel('CNPJ').fill('11222333000182');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => dialog.getByText('Informe o nome do projeto.').isVisible())
        .toBe(true);
      expect(
        await dialog.getByText('CNPJ inválido: confira os dígitos verificadores.').isVisible(),
      ).toBe(true);
      await expectNoSeriousA11yViolations(page, 'modal Novo Projeto');

      await dialog.getByLabel('Nome do projeto').fill('Entreposto Serra Azul');
      await dialog.getByLabel('Nome do cliente').fill('Laticínios Serra Azul');
      await dialog.getByLabel('E-mail').fill('compras@serraazul.com.br');
      await dialog.getByLabel('CNPJ').fill('');
      await dialog.getByLabel('CNPJ').pressSequentially('11222333000181');
      await dialog.getByLabel('Telefone').pressSequentially('35998765432');
      await dialog.getByLabel('Logradouro').fill('Rua das Flores, 100');
      await pickOption(page, 'Estado', 'Minas Gerais');
      await pickOption(page, 'Cidade', 'Poços de Caldas');
      await dialog.getByLabel('CEP').pressSequentially('37701000');
      await pickOption(page, 'Segmento', 'Supermercado');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await waitForToast(page, 'Novo projeto criado!');

      const table = page.getByRole('table', { name: 'Projetos' });
      await expect
        .poll(() => table.getByRole('link', { name: 'Entreposto Serra Azul' }).isVisible())
        .toBe(true);
      const row = table.getByRole('row', { name: /Entreposto Serra Azul/ });
      expect(await row.textContent()).toContain('PENDENTE');
      expect(await row.textContent()).toContain('0,00');
      await expectNoSeriousA11yViolations(page, '/projects');

      // Edit: the masks come back, the status changes.
      await row.getByRole('button', { name: 'Editar Dados' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Projeto' });
      await expect.poll(() => edit.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-81');
      expect(await edit.getByLabel('Telefone').inputValue()).toBe('(35) 99876-5432');
      await pickOption(page, 'Status', 'ENVIADO', edit);
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await waitForToast(page, 'Projeto atualizado!');
      await expect
        .poll(
          async () =>
            (await table.getByRole('row', { name: /Entreposto Serra Azul/ }).textContent()) ?? '',
        )
        .toContain('ENVIADO');

      // A second project, then filter by name and by status.
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const second = page.getByRole('dialog', { name: 'Novo Projeto' });
      await second.getByLabel('Nome do projeto').fill('Peixaria do Porto');
      await second.getByRole('button', { name: 'Salvar' }).click();
      await waitForToast(page, 'Novo projeto criado!');
      await expect
        .poll(() => table.getByRole('link', { name: 'Peixaria do Porto' }).isVisible())
        .toBe(true);

      const filters = page.getByRole('search', { name: 'Filtros de projetos' });
      await filters.getByLabel('Nome do projeto').fill('serra');
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/projectName=serra/);
      await expect
        .poll(() => table.getByRole('link', { name: 'Peixaria do Porto' }).count())
        .toBe(0);
      expect(await table.getByRole('link', { name: 'Entreposto Serra Azul' }).isVisible()).toBe(
        true,
      );
      expect(page.url()).toContain('page=1');

      await filters.getByRole('button', { name: 'Limpar Filtros' }).click();
      await expect
        .poll(() => table.getByRole('link', { name: 'Peixaria do Porto' }).isVisible())
        .toBe(true);
      await pickOption(page, 'Status', 'ENVIADO', filters);
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/status=SENT/);
      await expect
        .poll(() => table.getByRole('link', { name: 'Peixaria do Porto' }).count())
        .toBe(0);
      await filters.getByRole('button', { name: 'Limpar Filtros' }).click();

      // Copy, after a confirmation.
      await table
        .getByRole('row', { name: /Entreposto Serra Azul/ })
        .first()
        .getByRole('button', { name: 'Criar cópia' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar cópia' });
      expect(await confirm.textContent()).toContain(
        'Criar uma cópia do projeto Entreposto Serra Azul?',
      );
      await confirm.getByRole('button', { name: 'Criar cópia' }).click();
      await waitForToast(page, 'Projeto copiado com sucesso.');
      await expect
        .poll(() => table.getByRole('link', { name: 'Cópia de Entreposto Serra Azul' }).isVisible())
        .toBe(true);

      // The name opens the room editor.
      await table.getByRole('link', { name: 'Peixaria do Porto' }).click();
      await page.waitForURL(/\/projects\/\d+\/rooms$/);
    } finally {
      await context.close();
    }
  });

  it('keeps one user’s projects from another and works on a phone', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'projetista');
      await page.waitForURL(`${baseUrl}/projects`);
      await expect.poll(() => page.getByText('Nenhum projeto encontrado.').isVisible()).toBe(true);
      expect(await page.getByText('Entreposto Serra Azul').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, '/projects (celular, vazio)');
    } finally {
      await context.close();
    }
  });
});
