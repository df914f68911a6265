import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { chooseEvaporator, findEvaporatorWizard } from '../support/evaporator-wizard.ts';
import { signInFrom } from '../support/sign-in.ts';

/*
 * The 'Seleção de Evaporadores' modal on the equipments screen (spec part 2 §2.1, §2.2 item 1),
 * through the real API in Chromium. It needs the screen (/projects/{id}/equipments, its row action
 * 'Selecione o Evaporador') and the operating-systems API of issue 12: it runs once those are
 * merged with this modal.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

async function waitForToast(page: Page, text: string) {
  await expect
    .poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 })
    .toBe(true);
}

/** As the app would: the signed-in user's bearer, for setting data up through the API. */
async function callApi(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('camara-fria.auth.access-token'));
  const response = await page.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, username: 'vendedor' },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as unknown;
}

/**
 * A project with one 6 × 4 × 3 m room at 0 °C (its heat load computed and saved by the room
 * editor) and one R404A system at −10 °C serving it, then its equipments screen.
 */
async function openEquipmentsWithOneRoom(page: Page, name: string) {
  await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
  await page.waitForURL(`${baseUrl}/projects`);
  await page.getByRole('button', { name: 'Novo Projeto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
  await dialog.getByLabel('Nome do projeto').fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await waitForToast(page, 'Novo projeto criado!');
  await page.getByRole('table', { name: 'Projetos' }).getByRole('link', { name }).click();
  await page.waitForURL(/\/projects\/\d+\/rooms$/);
  const projectId = Number(/\/projects\/(\d+)\//.exec(page.url())?.[1]);

  const info = page.getByRole('region', { name: 'DADOS DA CÂMARA' });
  await info.waitFor();
  await info.getByRole('textbox', { name: /^Temperatura da câmara/ }).fill('0');
  await info.getByRole('button', { name: 'Salvar' }).click();
  const dimensionsToggle = page.getByRole('button', { name: 'DIMENSÕES INTERNAS', exact: true });
  if ((await dimensionsToggle.getAttribute('aria-expanded')) !== 'true') {
    await dimensionsToggle.click();
  }
  const dimensions = page.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
  for (const [label, value] of [
    ['Comprimento', '6'],
    ['Largura', '4'],
    ['Altura', '3'],
  ] as const) {
    await dimensions.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  await dimensions.getByRole('button', { name: 'Salvar' }).click();
  const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
  await expect.poll(() => summary.getByText('Salvo', { exact: true }).isVisible()).toBe(true);

  const rooms = (await callApi(page, 'GET', `/v1/projects/${projectId}/rooms`)) as { id: number }[];
  const roomId = rooms[0]?.id;
  expect(roomId).toBeDefined();
  await callApi(page, 'POST', `/v1/projects/${projectId}/operating-systems`, {
    name: 'Sistema 1',
    active: true,
    rack: false,
    operationTemperature: -10,
    refrigerantFluid: 'R404A',
    configurations: [{ roomId, evaporator: null }],
  });
  await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
}

describe('Seleção de Evaporadores', () => {
  it('compares two models, chooses one and its SKU, and the row shows them (axe on each step)', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await openEquipmentsWithOneRoom(page, 'Evaporadores comparados');
      await page.getByRole('button', { name: 'Selecione o Evaporador' }).first().click();
      const chosen = await chooseEvaporator(page, { compare: true, checkA11y: true });
      await expect.poll(() => page.getByText(chosen.sku).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("shows a special evaporator's air changes per hour beside the spec's floor-area figure (issue 29 item 11, axe)", async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await openEquipmentsWithOneRoom(page, 'Evaporador especial');
      await page.getByRole('button', { name: 'Selecione o Evaporador' }).first().click();
      const dialog = findEvaporatorWizard(page);
      await dialog.getByRole('switch', { name: 'Equipamento Especial' }).check();
      const form = dialog.getByRole('form', { name: 'Equipamento especial' });
      for (const [label, value] of [
        [/^Quantidade/, '2'],
        [/^Vazão de ar unitária/, '3600'],
      ] as const) {
        await form.getByRole('textbox', { name: label }).click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(value);
      }
      // The 6 × 4 × 3 m room: 7 200 m³/h ÷ 72 m³ = 100 changes per hour; ÷ 24 m² = 300.
      const totals = form.getByRole('table', { name: 'Totais do equipamento especial' });
      const cell = (name: RegExp) => totals.getByRole('row', { name }).getByRole('cell');
      await expect
        .poll(() => cell(/^Trocas de ar por hora \(vazão ÷ volume\)/).textContent())
        .toBe('100/h');
      expect(await cell(/^Vazão por área de piso \(fórmula da especificação\)/).textContent()).toBe(
        '300 m³/h por m²',
      );
      await expectNoSeriousA11yViolations(page, 'Seleção de Evaporadores: equipamento especial');
    } finally {
      await context.close();
    }
  });

  it('fills the phone screen and still reaches Confirmar', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      await openEquipmentsWithOneRoom(page, 'Evaporador no celular');
      await page.getByRole('button', { name: 'Selecione o Evaporador' }).first().click();
      const box = await findEvaporatorWizard(page).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
      const chosen = await chooseEvaporator(page, { checkA11y: true });
      await expect.poll(() => page.getByText(chosen.sku).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
