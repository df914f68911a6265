import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Drives the unit modals of the equipment screen (apps/web/src/features/equipments/unit-wizards)
 * once the screen has opened them. Each helper works inside its dialog only, waits for it to
 * close after Confirmar, and answers what it chose.
 */

export const UNIT_DIALOGS = {
  condensingUnit: 'Seleção de Unidade Condensadora',
  compressor: 'Preencher Dados da Unidade de Compressão',
  condenser: 'Preencher dados do Condensador Remoto',
} as const;

async function openDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

async function waitClosed(dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** The model name of a radio labelled 'Selecionar {model}'. */
async function readModel(radio: Locator): Promise<string> {
  return ((await radio.getAttribute('aria-label')) ?? '').replace(/^Selecionar /, '');
}

/**
 * 'Seleção de Unidade Condensadora': searches with the pre-filled filters (or `capacity`,
 * kcal/h), picks the first suggestion and its first SKU, confirms.
 */
export async function chooseCondensingUnit(
  page: Page,
  options: { capacity?: string } = {},
): Promise<{ model: string }> {
  const dialog = await openDialog(page, UNIT_DIALOGS.condensingUnit);
  if (options.capacity !== undefined) {
    await dialog.getByRole('textbox', { name: /^Capacidade \(kcal\/h\)/ }).fill(options.capacity);
  }
  await dialog.getByRole('button', { name: 'Pesquisar' }).click();
  const first = dialog.getByRole('radio', { name: /^Selecionar / }).first();
  await first.waitFor({ timeout: 10_000 });
  const model = await readModel(first);
  await first.check();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog
    .getByRole('radiogroup', { name: /^SKU de / })
    .getByRole('radio')
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await waitClosed(dialog);
  return { model };
}

/** Fills the special condensing unit (or compressor unit, `variant`) form and confirms. */
export async function fillSpecialUnit(
  page: Page,
  variant: 'condensingUnit' | 'compressor' = 'condensingUnit',
  model = 'ESPECIAL-E2E',
): Promise<void> {
  const dialog = await openDialog(page, UNIT_DIALOGS[variant]);
  if (variant === 'condensingUnit') {
    await dialog.getByRole('button', { name: 'Equipamento Especial' }).click();
  } else {
    await dialog.getByText('Preencher manualmente', { exact: true }).click();
  }
  const text = (name: RegExp) => dialog.getByRole('textbox', { name });
  await text(/^Modelo/).fill(model);
  await text(/^Temperatura de condensação/).fill('45');
  await text(/^Potência máxima/).fill('6');
  await text(/^Potência em operação/).fill('4,5');
  await text(/^Capacidade (unitária|por compressor)/).fill('12000');
  await text(/^Calor rejeitado/).fill('16000');
  await text(/^Descrição comercial/).fill('Equipamento especial de teste');
  const choose = async (label: string, option: string) => {
    await dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Tipo de compressor', 'Scroll');
  if (variant === 'condensingUnit') await choose('Carenagem', 'Com');
  await choose('Degelo por gás quente', 'Sem');
  await choose('Controle de capacidade', 'Com');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await waitClosed(dialog);
}

async function chooseListed(page: Page, name: string, count: string): Promise<{ model: string }> {
  const dialog = await openDialog(page, name);
  const first = dialog.getByRole('radio', { name: /^Selecionar / }).first();
  await first.waitFor({ timeout: 10_000 });
  const model = await readModel(first);
  await first.check();
  await dialog.getByRole('textbox', { name: /^Quantidade/ }).fill(count);
  await dialog
    .getByRole('radiogroup', { name: /^SKU de / })
    .getByRole('radio')
    .first()
    .check();
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  await confirm.click();
  await waitClosed(dialog);
  return { model };
}

/** 'Preencher Dados da Unidade de Compressão': the first listed compressor unit, first SKU. */
export function fillCompressor(page: Page, count = '1'): Promise<{ model: string }> {
  return chooseListed(page, UNIT_DIALOGS.compressor, count);
}

/** 'Preencher dados do Condensador Remoto': the first listed condenser, first SKU. */
export function fillCondenser(page: Page, count = '1'): Promise<{ model: string }> {
  return chooseListed(page, UNIT_DIALOGS.condenser, count);
}
