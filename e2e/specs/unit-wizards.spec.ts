import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import {
  configureSystem,
  createProjectWithRooms,
  evaporatorRows,
  findSystemPanel,
  openEvaporatorRow,
  openUnitBlock,
  readResultValue,
} from '../support/equipments.ts';
import { chooseEvaporator } from '../support/evaporator-wizard.ts';
import {
  UNIT_DIALOGS,
  chooseCondensingUnit,
  fillCondenser,
  fillSpecialUnit,
} from '../support/unit-wizards.ts';

/*
 * The unit modals on the equipment screen (issue 12, spec part 2 §2.1, §2.2): a project with one
 * computed room, 'Configuração do Sistema' stored, the room included, then each unit block's
 * 'Selecione o equipamento'. The second test is issue 12's rack system with special equipment:
 * it is calculated, saved and found again after a reload.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

/** A project with one room (0 °C), the first system configured (Te −10 °C, R404A), the room in it. */
async function openConfiguredSystem(
  page: Page,
  projectName: string,
  systemName: string,
  rack: boolean,
): Promise<Locator> {
  const projectId = await createProjectWithRooms(page, baseUrl, projectName, [['Resfriados', 0]]);
  await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
  await configureSystem(page, findSystemPanel(page, /Novo sistema/), {
    name: systemName,
    operationTemperature: '-10',
    refrigerantFluid: 'R404A',
    rack,
  });
  const panel = findSystemPanel(page, new RegExp(systemName));
  await page.getByRole('button', { name: 'Incluir Resfriados' }).click();
  await evaporatorRows(panel, /Resfriados/).waitFor();
  return panel;
}

/** The unit block (a region named by its title) of the panel. */
function findBlock(panel: Locator, title: string): Locator {
  return panel.getByRole('region', { name: title, exact: true });
}

/** The dialog covers the whole phone screen (Mantine's fullScreen on small screens). */
async function expectFullScreen(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(PHONE.width);
  expect(box?.height).toBe(PHONE.height);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Issue 28 item 4: a catalogue compressor unit is rated in the rack modal (it answered 404 and
 * showed "—"). RC-400M-60HZ220V3F at the system's Te −10 °C, 35 °C and no load loss (R404A):
 * 40 010 kcal/h in the demonstration catalogue; the required capacity and slack beside it, and
 * no error toast.
 */
async function expectRackRated(page: Page, dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'Pesquisar equipamento' }).fill('RC-400M');
  await dialog.getByRole('radio', { name: 'Selecionar RC-400M' }).check();
  await dialog.getByRole('radio', { name: /^RC-400M-60HZ220V3F/ }).check();
  const table = dialog.getByRole('table', { name: 'Capacidades' });
  const cell = (name: string) => table.getByRole('row', { name: new RegExp(name) }).locator('td');
  await expect.poll(() => cell('Capacidade total').textContent()).toBe('40.010 kcal/h');
  expect(await cell('Capacidade requerida').textContent()).toMatch(/^\d[\d.]* kcal\/h$/);
  expect(await cell('Folga').textContent()).toMatch(/^-?\d+(,\d)? %$/);
  expect(await page.getByText('Erro ao recuperar SKU`s.').count()).toBe(0);
}

describe('unit modals on the equipment screen', () => {
  it('chooses a condensing unit (axe on each step) and a special one', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const panel = await openConfiguredSystem(page, 'Unidades E2E', 'Sistema Unidade', false);
      await openUnitBlock(panel, 'Unidade Condensadora');
      const dialog = page.getByRole('dialog', { name: UNIT_DIALOGS.condensingUnit });
      await dialog.waitFor();
      await expectNoSeriousA11yViolations(page, 'Seleção de Unidade Condensadora (filtros)');
      await dialog.getByRole('button', { name: 'Pesquisar' }).click();
      await dialog
        .getByRole('radio', { name: /^Selecionar / })
        .first()
        .waitFor();
      await expectNoSeriousA11yViolations(page, 'Seleção de Unidade Condensadora (sugestões)');
      const { model } = await chooseCondensingUnit(page);
      const block = findBlock(panel, 'Unidade Condensadora');
      await expect.poll(() => block.getByText(model).first().isVisible()).toBe(true);

      await block.getByRole('button', { name: 'Editar Unidade Condensadora' }).click();
      await dialog.getByRole('button', { name: 'Equipamento Especial' }).click();
      await expectNoSeriousA11yViolations(page, 'Unidade condensadora especial');
      await dialog.getByRole('button', { name: 'Voltar' }).click();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await block.getByRole('button', { name: 'Editar Unidade Condensadora' }).click();
      await fillSpecialUnit(page, 'condensingUnit', 'UC-ESPECIAL-E2E');
      await expect
        .poll(() =>
          block
            .getByText(/UC-ESPECIAL-E2E/)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await expect.poll(() => block.getByText('Equipamento Especial').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('selects a compressor unit by its card text, by its accessible name and with the arrow keys (issue 29 item 10, axe)', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const panel = await openConfiguredSystem(page, 'Rack Cartões', 'Sistema Cartões', true);
      await openUnitBlock(panel, 'Rack/Compressor');
      const dialog = page.getByRole('dialog', { name: UNIT_DIALOGS.compressor });
      const radio = (model: string) => dialog.getByRole('radio', { name: `Selecionar ${model}` });
      await radio('RC-400M').waitFor();
      expect(await radio('RC-400M').isChecked()).toBe(false);

      // A click on the card's model name (text, not the radio) selects that compressor unit.
      await dialog.getByText('RC-630M', { exact: true }).click();
      expect(await radio('RC-630M').isChecked()).toBe(true);
      await dialog.getByRole('radiogroup', { name: 'SKU de RC-630M' }).waitFor();
      // By its accessible name.
      await radio('RC-1000M').check();
      expect(await radio('RC-630M').isChecked()).toBe(false);
      await dialog.getByRole('radiogroup', { name: 'SKU de RC-1000M' }).waitFor();
      // The keyboard: the arrow keys move the choice to the next card.
      await radio('RC-1000M').focus();
      await page.keyboard.press('ArrowDown');
      expect(await radio('RC-1600M').isChecked()).toBe(true);
      await dialog.getByRole('radiogroup', { name: 'SKU de RC-1600M' }).waitFor();
      expect(await radio('RC-1600M').getAttribute('aria-describedby')).toBeTruthy();
      await expectNoSeriousA11yViolations(page, `${UNIT_DIALOGS.compressor}, a card chosen`);
    } finally {
      await context.close();
    }
  });

  it('builds a rack system with a special compressor unit and a remote condenser, saves it and finds it after a reload (phone, full screen, axe on both)', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      const panel = await openConfiguredSystem(page, 'Rack E2E', 'Sistema Rack', true);
      await openEvaporatorRow(panel, 'Resfriados');
      await chooseEvaporator(page);

      await openUnitBlock(panel, 'Rack/Compressor');
      const compressorDialog = page.getByRole('dialog', { name: UNIT_DIALOGS.compressor });
      await compressorDialog.waitFor();
      await compressorDialog
        .getByRole('radio', { name: /^Selecionar / })
        .first()
        .waitFor();
      await expectFullScreen(page, compressorDialog);
      await expectNoSeriousA11yViolations(page, UNIT_DIALOGS.compressor);
      await expectRackRated(page, compressorDialog);
      await fillSpecialUnit(page, 'compressor', 'RACK-ESPECIAL-E2E');

      await openUnitBlock(panel, 'Condensador');
      const condenserDialog = page.getByRole('dialog', { name: UNIT_DIALOGS.condenser });
      await condenserDialog.waitFor();
      await condenserDialog
        .getByRole('radio', { name: /^Selecionar / })
        .first()
        .waitFor();
      await expectFullScreen(page, condenserDialog);
      await expectNoSeriousA11yViolations(page, UNIT_DIALOGS.condenser);
      const condenser = await fillCondenser(page);

      const compressorBlock = findBlock(panel, 'Rack/Compressor');
      const condenserBlock = findBlock(panel, 'Condensador');
      await expect
        .poll(() =>
          compressorBlock
            .getByText(/RACK-ESPECIAL-E2E/)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() => condenserBlock.getByText(condenser.model).first().isVisible())
        .toBe(true);

      await panel.getByRole('button', { name: 'Calcular' }).click();
      await expect.poll(() => readResultValue(page, 'DT Resultante')).toMatch(/^\d+,\d\d$/);
      const dt = await readResultValue(page, 'DT Resultante');
      const capacity = await readResultValue(page, 'Capacidade Total (Kcal/h)');

      await panel.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect
        .poll(() =>
          page.getByText('Sistema salvo com sucesso.', { exact: true }).first().isVisible(),
        )
        .toBe(true);

      await page.reload();
      const saved = findSystemPanel(page, /Sistema Rack/);
      await evaporatorRows(saved, /Resfriados/).waitFor({ timeout: 15_000 });
      await expect
        .poll(() =>
          findBlock(saved, 'Rack/Compressor')
            .getByText(/RACK-ESPECIAL-E2E/)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() => findBlock(saved, 'Condensador').getByText(condenser.model).first().isVisible())
        .toBe(true);
      expect(await readResultValue(page, 'DT Resultante')).toBe(dt);
      expect(await readResultValue(page, 'Capacidade Total (Kcal/h)')).toBe(capacity);
    } finally {
      await context.close();
    }
  });
});
