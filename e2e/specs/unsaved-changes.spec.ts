import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

const PROJECT = 'Entreposto sem perdas';

function card(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Câmaras do projeto' })
    .getByRole('button', { name, exact: true });
}

function leaveDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Descartar alterações?' });
}

function nameField(page: Page): Locator {
  return page.getByRole('region', { name: 'DADOS DA CÂMARA' }).getByRole('textbox', {
    name: 'Nome',
  });
}

async function expectSaved(page: Page) {
  await expect
    .poll(() =>
      page
        .getByRole('region', { name: 'Resumo da carga térmica' })
        .getByText('Salvo', { exact: true })
        .isVisible(),
    )
    .toBe(true);
}

async function waitForRooms(page: Page) {
  await page.waitForURL(/\/projects\/\d+\/rooms$/);
  await nameField(page).waitFor();
}

/** Fills the open DIMENSÕES INTERNAS and saves it (the room reaches the server). */
async function saveDimensions(page: Page, length: string) {
  const dimensions = page.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
  await dimensions.getByRole('textbox', { name: /^Comprimento/ }).fill(length);
  await dimensions.getByRole('textbox', { name: /^Largura/ }).fill('4');
  await dimensions.getByRole('textbox', { name: /^Altura/ }).fill('3');
  await dimensions.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
}

async function openProjectRooms(page: Page) {
  await page.getByRole('table', { name: 'Projetos' }).getByRole('link', { name: PROJECT }).click();
  await waitForRooms(page);
}

describe('unsaved changes in the room editor (issue 11)', () => {
  it('asks before an edited room is left by another card, "← Projetos" and the browser’s back, and on closing the tab', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
      await page.waitForURL(`${baseUrl}/projects`);
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const projectDialog = page.getByRole('dialog', { name: 'Novo Projeto' });
      await projectDialog.getByLabel('Nome do projeto').fill(PROJECT);
      await projectDialog.getByRole('button', { name: 'Salvar' }).click();
      await openProjectRooms(page);

      // Two rooms on the server; nothing unsaved, so moving between them asks nothing.
      await saveDimensions(page, '6');
      await page.getByRole('button', { name: 'Adicionar Câmara' }).click();
      await expect.poll(() => card(page, 'Câmara 2').getAttribute('aria-pressed')).toBe('true');
      await saveDimensions(page, '5');
      expect(await leaveDialog(page).count()).toBe(0);

      // 1. Another room card: asked; Cancelar stays with the edit.
      await nameField(page).fill('Câmara Dois');
      await card(page, 'Câmara 1').click();
      await leaveDialog(page).waitFor();
      expect(await leaveDialog(page).textContent()).toContain(
        'A câmara Câmara 2 tem alterações que não foram salvas.',
      );
      await expectNoSeriousA11yViolations(page, 'pergunta "Descartar alterações?"');
      await leaveDialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await leaveDialog(page).waitFor({ state: 'detached' });
      expect(await card(page, 'Câmara 2').getAttribute('aria-pressed')).toBe('true');
      expect(await nameField(page).inputValue()).toBe('Câmara Dois');

      // 2. "← Projetos": asked; Descartar leaves without saving.
      await page.getByText('← Projetos').click();
      await leaveDialog(page).waitFor();
      await leaveDialog(page).getByRole('button', { name: 'Descartar' }).click();
      await page.waitForURL(`${baseUrl}/projects`);
      // The browser's back right after the answer returns to the room, unasked, without the edit.
      await page.goBack();
      await waitForRooms(page);
      // The answered question may still be fading out; it goes, and the back is not undone.
      await leaveDialog(page).waitFor({ state: 'detached' });
      expect(page.url()).toMatch(/\/projects\/\d+\/rooms$/);
      await expect.poll(() => card(page, 'Câmara 2').count()).toBe(1);
      expect(await card(page, 'Câmara Dois').count()).toBe(0);
      expect(await nameField(page).inputValue()).not.toBe('Câmara Dois');

      // 3. The browser's back: asked; Salvar saves, then leaves.
      await nameField(page).fill('Câmara Um');
      await page.goBack();
      await leaveDialog(page).waitFor();
      expect(page.url()).toMatch(/\/projects\/\d+\/rooms$/);
      await leaveDialog(page).getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(`${baseUrl}/projects`);
      await openProjectRooms(page);
      await expect.poll(() => card(page, 'Câmara Um').count()).toBe(1);

      // Closing the tab with an edit: the browser asks (beforeunload).
      await nameField(page).fill('Câmara Três');
      const dialogType = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.accept();
        });
        setTimeout(() => resolve('none'), 10_000);
      });
      await page.close({ runBeforeUnload: true });
      expect(await dialogType).toBe('beforeunload');
    } finally {
      await context.close();
    }
  });
});
