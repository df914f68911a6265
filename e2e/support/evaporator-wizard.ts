import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './browser.ts';

export type ChooseEvaporatorOptions = {
  /** Tick two models, compare them, and continue with the first one compared. */
  compare?: boolean;
  /** Run axe on each step of the modal (no serious or critical violation). */
  checkA11y?: boolean;
  /**
   * Search again at this DT (K) first: a room whose design DT passes every model's maximum DT
   * gets no suggestion at its own DT (docs/decisions/059), so a person lowers the DT searched.
   */
  searchDt?: number;
};

export type ChosenEvaporator = { model: string; sku: string };

/** The open 'Seleção de Evaporadores' modal. */
export function findEvaporatorWizard(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Seleção de Evaporadores' });
}

async function readRadioLabel(radio: Locator): Promise<string> {
  const id = await radio.getAttribute('id');
  const label = radio.page().locator(`label[for="${id}"]`);
  return ((await label.textContent()) ?? '').trim();
}

/**
 * Drives an open 'Seleção de Evaporadores' modal through the real API, as a person would: waits
 * for the first search, picks the first model suggested (or, with `compare`, ticks two, opens the
 * Comparativo and chooses the first), Avançar, the first SKU, Confirmar. Resolves with the model
 * and SKU chosen once the modal has closed.
 */
export async function chooseEvaporator(
  page: Page,
  { compare = false, checkA11y = false, searchDt }: ChooseEvaporatorOptions = {},
): Promise<ChosenEvaporator> {
  const dialog = findEvaporatorWizard(page);
  await dialog.waitFor();
  if (searchDt !== undefined) {
    await dialog
      .getByRole('textbox', { name: /^DT do evaporador/ })
      .fill(String(searchDt).replace('.', ','));
    await dialog.getByRole('button', { name: 'Pesquisar' }).click();
  }
  const models = dialog.getByRole('radiogroup', { name: 'Modelos' });
  await models.waitFor({ timeout: 15_000 });
  const firstModel = models.getByRole('radio').first();
  const model = await readRadioLabel(firstModel);
  if (checkA11y) await expectNoSeriousA11yViolations(page, 'Seleção de Evaporadores: Modelo');

  if (compare) {
    await dialog.getByRole('switch', { name: 'Comparar Modelos?' }).check();
    const ticks = dialog.getByRole('checkbox', { name: /^Comparar / });
    const toTick = Math.min(2, await ticks.count());
    for (let index = 0; index < toTick; index += 1) await ticks.nth(index).check();
    await expect.poll(() => dialog.getByText(`${toTick} de 3 selecionados`).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Comparar', exact: true }).click();
    const table = dialog.getByRole('table', { name: 'Comparativo de evaporadores' });
    await table.waitFor();
    if (checkA11y) {
      await expectNoSeriousA11yViolations(page, 'Seleção de Evaporadores: Comparativo');
    }
    await table.getByRole('button', { name: `Escolher ${model}` }).click();
  } else {
    await firstModel.check();
    await dialog.getByRole('button', { name: 'Avançar' }).click();
  }

  const skus = dialog.getByRole('radiogroup', { name: `SKUs do modelo ${model}` });
  await skus.waitFor();
  const firstSku = skus.getByRole('radio').first();
  const sku = await readRadioLabel(firstSku);
  await firstSku.check();
  if (checkA11y) await expectNoSeriousA11yViolations(page, 'Seleção de Evaporadores: SKU');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { model, sku };
}
