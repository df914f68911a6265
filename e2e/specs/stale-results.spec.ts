import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { callApi, readResultValue } from '../support/equipments.ts';
import { downloadFile, pdfText } from '../support/documents.ts';
import { createProjectWithSavedSystem } from '../support/proposal.ts';

/*
 * Issue 28 item 1 (docs/decisions/055): a saved system whose room changes afterwards shows no
 * figure of its old balance: the equipment screen offers "Recalcular" with empty results, the
 * proposal screen warns and prints no result, the PDF is refused with the reason; once
 * recalculated and saved, the screens and the PDF carry the new balance only.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

type SavedSystem = { id: number; resultingDt: number | null; resultingCapacity: number | null };

/** The project's one saved system as the API answers it. */
async function readSystem(page: Page, projectId: number): Promise<SavedSystem> {
  const answer = await callApi(page, 'GET', `/v1/projects/${projectId}/operating-systems`);
  expect(answer.status).toBe(200);
  const [system] = (answer.json as { items: SavedSystem[] }).items;
  if (!system) throw new Error('no saved system');
  return system;
}

/** A capacity as every screen and document prints it: whole kcal/h, pt-BR ("18.207"). */
const kcalh = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 0 });

async function waitForText(scope: Page | Locator, text: string, timeout = 15_000) {
  await expect.poll(() => scope.getByText(text).first().isVisible(), { timeout }).toBe(true);
}

/** Opens the proposal's section of the systems and their results. */
async function openDimensioning(page: Page): Promise<Locator> {
  const name = 'PARÂMETROS DE DIMENSIONAMENTO E SELEÇÃO DE EQUIPAMENTOS';
  const toggle = page.getByRole('button', { name, exact: true });
  await toggle.waitFor({ timeout: 20_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('region', { name });
  await panel.waitFor();
  return panel;
}

async function downloadPdfText(page: Page): Promise<string> {
  const pdf = await downloadFile(page, 'Download PDF');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf.saved, { layout: true });
}

describe('results are never stale', () => {
  it('edits a saved system’s room and finds no old figure on the equipment screen, the proposal or the PDF', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const { projectId } = await createProjectWithSavedSystem(
        page,
        baseUrl,
        'Entreposto Atualizado',
        'editor',
      );
      const before = await readSystem(page, projectId);
      expect(before.resultingCapacity).toBeGreaterThan(0);
      const oldCapacity = kcalh(before.resultingCapacity ?? 0);

      // The proposal prints the saved balance while it is current.
      await page.goto(`${baseUrl}/projects/${projectId}/proposal`);
      await waitForText(await openDimensioning(page), oldCapacity, 20_000);

      // The room 'Resfriados' gets colder (0 → −4 °C) in the room editor, as a user types it.
      await page.goto(`${baseUrl}/projects/${projectId}/rooms`);
      await page.getByRole('button', { name: 'Resfriados', exact: true }).click();
      const toggle = page.getByRole('button', { name: 'DADOS DA CÂMARA', exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      const info = page.getByRole('region', { name: 'DADOS DA CÂMARA' });
      await info.getByRole('textbox', { name: /^Temperatura da câmara/ }).fill('-4');
      await info.getByRole('button', { name: 'Salvar' }).click();
      const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
      await expect
        .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), { timeout: 15_000 })
        .toBe(true);

      // Equipment screen: "Recalcular", the warning, and no figure of the old balance.
      await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
      await expect
        .poll(
          () =>
            page
              .getByRole('button', { name: /Sistema 1/ })
              .first()
              .isVisible(),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      await waitForText(page, 'Resultado desatualizado');
      expect(await page.getByRole('button', { name: 'Recalcular' }).first().isVisible()).toBe(true);
      expect(await readResultValue(page, 'DT Resultante')).toBe('');
      expect(await readResultValue(page, 'Capacidade Total (Kcal/h)')).toBe('');
      expect(await page.locator('main').innerText()).not.toContain(oldCapacity);
      await expectNoSeriousA11yViolations(page, 'equipamentos (resultado desatualizado)');

      // Proposal screen: the warning, no old result, and the PDF refused with the reason.
      await page.goto(`${baseUrl}/projects/${projectId}/proposal`);
      const staleSection = await openDimensioning(page);
      await waitForText(staleSection, 'Resultados desatualizados', 20_000);
      await waitForText(staleSection, 'Sistema 1');
      expect(await page.locator('main').innerText()).not.toContain(oldCapacity);
      await page.getByRole('button', { name: 'Download PDF' }).first().click();
      await waitForText(page, 'clique em Recalcular antes de emitir ou enviar a proposta');
      await expectNoSeriousA11yViolations(page, 'proposta (resultado desatualizado)');

      // Recalcular and save: the new balance everywhere, the old one nowhere.
      await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
      await page.getByRole('button', { name: 'Recalcular' }).first().click();
      await expect
        .poll(() => readResultValue(page, 'DT Resultante'), { timeout: 20_000 })
        .toMatch(/^\d+,\d\d$/);
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await waitForText(page, 'Sistema salvo com sucesso.');
      const after = await readSystem(page, projectId);
      const newCapacity = kcalh(after.resultingCapacity ?? 0);
      expect(after.resultingCapacity).not.toBe(before.resultingCapacity);
      expect(newCapacity).not.toBe(oldCapacity);
      expect(await readResultValue(page, 'Capacidade Total (Kcal/h)')).toBe(newCapacity);

      await page.goto(`${baseUrl}/projects/${projectId}/proposal`);
      await waitForText(await openDimensioning(page), newCapacity, 20_000);
      expect(await page.getByText('Resultados desatualizados').count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toContain(oldCapacity);
      const pdf = await downloadPdfText(page);
      expect(pdf).toContain(newCapacity);
      expect(pdf).not.toContain(oldCapacity);
    } finally {
      await context.close();
    }
  });
});
