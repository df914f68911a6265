import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import {
  configureSystem,
  createProjectWithRooms,
  findSystemPanel,
  openEvaporatorRow,
} from '../support/equipments.ts';
import { chooseEvaporator } from '../support/evaporator-wizard.ts';

/*
 * Issue 29, item 5 (docs/decisions/064): a system save the server refuses shows the server's
 * Portuguese reason (which room, which DT) where the user acts, in one toast however often
 * 'Salvar' is pressed.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

/** Every toast on screen. */
const toasts = (page: Page) => page.locator('.mantine-Notification-root');

const REASON =
  /A câmara Resfriados não pode entrar neste sistema: a diferença entre a temperatura da câmara \(0 °C\) e a de operação \(-1 °C\) é 1 K, abaixo do mínimo de 2 K do R404A\./;

describe('a refused system save', () => {
  it("shows the server's reason once, in the toast and in the system's panel", async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const projectId = await createProjectWithRooms(page, baseUrl, 'Entreposto Recusado', [
        ['Resfriados', 0],
      ]);
      await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
      await configureSystem(page, findSystemPanel(page, /Novo sistema/), {
        name: 'Sistema Recusado',
        operationTemperature: '-10',
        refrigerantFluid: 'R404A',
        rack: false,
      });
      const panel = findSystemPanel(page, /Sistema Recusado/);
      await page.getByRole('button', { name: 'Incluir Resfriados' }).click();
      await openEvaporatorRow(panel, 'Resfriados');
      await chooseEvaporator(page);

      // The room was compatible at −10 °C; at −1 °C its DT is 1 K, below R404A's 2 K. The screen
      // lets the settings through; the server refuses the save and says why.
      await configureSystem(page, panel, {
        name: 'Sistema Recusado',
        operationTemperature: '-1',
        refrigerantFluid: 'R404A',
        rack: false,
      });
      const save = panel.getByRole('button', { name: 'Salvar', exact: true });
      await save.click();

      const toast = toasts(page).filter({ hasText: 'Erro ao salvar sistema.' });
      await expect.poll(() => toast.textContent(), { timeout: 15_000 }).toMatch(REASON);
      await expect.poll(() => panel.getByRole('alert').filter({ hasText: REASON }).count()).toBe(1);
      expect(await toasts(page).count()).toBe(1);
      await expectNoSeriousA11yViolations(page, 'equipments, save refused');

      // Pressed again (twice), the same refusal: still one toast.
      await save.click();
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await expect.poll(() => save.isEnabled()).toBe(true);
      expect(await toasts(page).count()).toBe(1);
      expect(await toast.textContent()).toMatch(REASON);
    } finally {
      await context.close();
    }
  });
});
