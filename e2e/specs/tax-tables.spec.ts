import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

/*
 * Issue 30, item 2: "Tabelas fiscais" on the real API. An editor fills the 2027 CBS rate (a row
 * seeded without its figure) with its source and a reason, sees it in the list and in the row's
 * history with their name; the screen and the modal pass axe.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

const PENDING_ROW = 'STANDARD (01/01/2027 a 31/12/2028)';

async function waitForText(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('Tabelas fiscais', () => {
  it('an editor fills the 2027 CBS rate with its source and reason, and finds it in the list and the history', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'editor');
      await page.waitForURL(`${baseUrl}/projects`);
      await page.getByRole('link', { name: 'Tabelas fiscais' }).first().click();
      await page.getByRole('heading', { name: 'Tabelas fiscais', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Tabela' }).selectOption('CBS');
      const table = page.getByRole('region', { name: 'CBS', exact: true });
      await table.getByText('A preencher', { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, 'Tabelas fiscais');

      await page.getByRole('button', { name: `Editar ${PENDING_ROW}` }).click();
      const form = page.getByRole('form', { name: 'Editar linha STANDARD' });
      await form.waitFor();
      await expectNoSeriousA11yViolations(page, 'Tabelas fiscais: editar linha');
      await form.getByRole('textbox', { name: 'Alíquota (%)' }).fill('8,8');
      await form.getByRole('textbox', { name: /Fonte/ }).fill('Resolução do Senado (teste)');
      await form
        .getByRole('textbox', { name: /Motivo da alteração/ })
        .fill('Alíquota de referência publicada');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await waitForText(page, 'Linha da tabela fiscal salva!');
      await form.waitFor({ state: 'detached' });

      const row = table.getByRole('row').filter({ hasText: '01/01/2027 a 31/12/2028' });
      await row.getByText('8,8 %').waitFor();
      await row.getByText('Resolução do Senado (teste)').waitFor();
      expect(await row.getByText('A preencher', { exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: `Histórico de ${PENDING_ROW}` }).click();
      const history = page.getByRole('dialog', { name: /Histórico — STANDARD/ });
      // Newest first; other specs may have changed the row before (proposal-taxes fills and restores it).
      await history
        .getByText(/Editor Demonstração/)
        .first()
        .waitFor();
      await history.getByText('Motivo: Alíquota de referência publicada').first().waitFor();
      await history.getByText('Alíquota: A preencher → 8,8 %').first().waitFor();
      await expectNoSeriousA11yViolations(page, 'Tabelas fiscais: histórico');
    } finally {
      await context.close();
    }
  });
});
