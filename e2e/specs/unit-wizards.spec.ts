import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  launchBrowser,
  openContext,
} from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';
import {
  UNIT_DIALOGS,
  chooseCondensingUnit,
  fillCompressor,
  fillCondenser,
  fillSpecialUnit,
} from '../support/unit-wizards.ts';

/*
 * The unit modals on the equipment screen (issue 12), written against the screen's expected
 * flow (spec part 2 §2.1): a project with one computed room, 'Configuração do Sistema' filled,
 * then each unit block's 'Selecione o equipamento'. The screen lives on another branch: this
 * spec runs once both are merged.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A project with one saved, computed room; answers its id. */
async function createProjectWithRoom(page: Page, name: string): Promise<string> {
  await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
  await page.waitForURL(`${baseUrl}/projects`);
  await page.getByRole('button', { name: 'Novo Projeto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
  await dialog.getByLabel('Nome do projeto').fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('table', { name: 'Projetos' }).getByRole('link', { name }).click();
  await page.waitForURL(/\/projects\/\d+\/rooms$/);
  const id = /\/projects\/(\d+)\/rooms$/.exec(page.url())?.[1] ?? '';
  const dimensions = page.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
  const toggle = page.getByRole('button', { name: 'DIMENSÕES INTERNAS', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await dimensions.getByRole('textbox', { name: /^Comprimento/ }).fill('6');
  await dimensions.getByRole('textbox', { name: /^Largura/ }).fill('4');
  await dimensions.getByRole('textbox', { name: /^Altura/ }).fill('3');
  await dimensions.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(() => page.getByText('Salvo', { exact: true }).first().isVisible(), { timeout: 10_000 })
    .toBe(true);
  return id;
}

/** 'Configuração do Sistema' of the first system: name, Te, R404A and the machine type. */
async function configureSystem(page: Page, projectId: string, isRack: boolean) {
  await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
  const settings = page.getByRole('region', { name: 'Configuração do Sistema' }).first();
  await settings.waitFor({ timeout: 15_000 });
  await settings.getByRole('textbox', { name: /^Nome/ }).fill('Sistema E2E');
  await settings.getByRole('textbox', { name: /Temperatura de evapora/ }).fill('-10');
  await settings.getByRole('combobox', { name: /Fluido refrigerante/ }).click();
  await page.getByRole('option', { name: 'R404A', exact: true }).click();
  await settings
    .getByText(isRack ? 'Rack/Compressor + Condensador' : 'Unidade Condensadora', { exact: true })
    .first()
    .click();
}

async function openUnitBlock(page: Page, block: string) {
  await page
    .getByRole('region', { name: block })
    .first()
    .getByRole('button', { name: 'Selecione o equipamento' })
    .click();
}

describe('unit modals on the equipment screen', () => {
  it('chooses a condensing unit (axe on each step) and a special one', async () => {
    const { context, page } = await openContext(browser, DESKTOP);
    try {
      const id = await createProjectWithRoom(page, 'Unidades E2E');
      await configureSystem(page, id, false);
      await openUnitBlock(page, 'Unidade Condensadora');
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
      const block = page.getByRole('region', { name: 'Unidade Condensadora' }).first();
      await expect.poll(() => block.getByText(model).first().isVisible()).toBe(true);

      await block
        .getByRole('button', { name: /Editar/ })
        .first()
        .click();
      await dialog.getByRole('button', { name: 'Equipamento Especial' }).click();
      await expectNoSeriousA11yViolations(page, 'Unidade condensadora especial');
      await dialog.getByRole('button', { name: 'Voltar' }).click();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await block
        .getByRole('button', { name: /Editar/ })
        .first()
        .click();
      await fillSpecialUnit(page, 'condensingUnit', 'UC-ESPECIAL-E2E');
      await expect.poll(() => block.getByText('UC-ESPECIAL-E2E').first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('fills a rack system’s compressor and condenser, full screen on a phone (axe on both)', async () => {
    const { context, page } = await openContext(browser, PHONE);
    try {
      const id = await createProjectWithRoom(page, 'Rack E2E');
      await configureSystem(page, id, true);
      await openUnitBlock(page, 'Rack/Compressor');
      await page.getByRole('dialog', { name: UNIT_DIALOGS.compressor }).waitFor();
      await page
        .getByRole('radio', { name: /^Selecionar / })
        .first()
        .waitFor();
      await expectNoSeriousA11yViolations(page, UNIT_DIALOGS.compressor);
      const compressor = await fillCompressor(page, '2');
      await openUnitBlock(page, 'Condensador');
      await page.getByRole('dialog', { name: UNIT_DIALOGS.condenser }).waitFor();
      await page
        .getByRole('radio', { name: /^Selecionar / })
        .first()
        .waitFor();
      await expectNoSeriousA11yViolations(page, UNIT_DIALOGS.condenser);
      const condenser = await fillCondenser(page);
      await expect.poll(() => page.getByText(compressor.model).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText(condenser.model).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
