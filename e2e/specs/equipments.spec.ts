import type { Page } from 'playwright-core';
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
import { chooseEvaporator, findEvaporatorWizard } from '../support/evaporator-wizard.ts';
import { chooseCondensingUnit } from '../support/unit-wizards.ts';

/*
 * Issue 12: the equipment-selection screen end to end, through the real modals and the API.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

async function waitForToast(page: Page, text: string) {
  await expect
    .poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 })
    .toBe(true);
}

/** An <img> whose picture has arrived (not the fallback, not broken). */
function isLoadedImage(element: SVGElement | HTMLElement): boolean {
  return element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0;
}

/** Whether `inner` lies inside `outer` (1 px of rounding allowed). */
function isInside(
  inner: { x: number; y: number; width: number; height: number } | null,
  outer: { x: number; y: number; width: number; height: number } | null,
): boolean {
  if (!inner || !outer) return false;
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/**
 * WCAG contrast of an element's text against the first opaque background behind it (itself or an
 * ancestor), computed in the page from the styles the browser applied.
 */
function readTextContrast(element: SVGElement | HTMLElement): number {
  const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const text = parse(getComputedStyle(element).color);
  let node: Element | null = element;
  let background = [255, 255, 255];
  while (node) {
    const rgba = parse(getComputedStyle(node).backgroundColor);
    if (rgba.length >= 3 && (rgba[3] ?? 1) === 1) {
      background = rgba;
      break;
    }
    node = node.parentElement;
  }
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** A project with three rooms at 0 °C, 2 °C and −9 °C, created through the API. */
function createThreeRoomProject(page: Page, name: string): Promise<number> {
  return createProjectWithRooms(page, baseUrl, name, [
    ['Resfriados', 0],
    ['Laticínios', 2],
    ['Congelados leves', -9],
  ]);
}

describe('equipment selection', () => {
  it('builds a system of two rooms, refuses the too-cold one, calculates, saves and finds it after a reload', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const projectId = await createThreeRoomProject(page, 'Entreposto Equipamentos');
      await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
      await expect
        .poll(() =>
          page.getByRole('heading', { name: 'Entreposto Equipamentos', level: 1 }).isVisible(),
        )
        .toBe(true);
      expect(await page.getByRole('link', { name: /Carga Térmica/ }).getAttribute('href')).toBe(
        `/projects/${projectId}/rooms`,
      );
      expect(
        await page.getByRole('link', { name: /Resultado da Seleção/ }).getAttribute('href'),
      ).toBe(`/projects/${projectId}/proposal`);

      // No system defined yet: a room asks for the settings first.
      await page.getByRole('button', { name: 'Incluir Resfriados' }).click();
      await expect
        .poll(() =>
          page.getByText('Antes de continuar, defina a configuração do sistema.').isVisible(),
        )
        .toBe(true);
      await expectNoSeriousA11yViolations(page, 'equipments, new system');

      await configureSystem(page, findSystemPanel(page, /Novo sistema/), {
        name: 'Sistema Resfriados',
        operationTemperature: '-10',
        refrigerantFluid: 'R404A',
        rack: false,
      });
      const panel = findSystemPanel(page, /Sistema Resfriados/);

      // −9 °C against −10 °C is DT 1 K, below R404A's 2 K: red, with the reason, and refused.
      const cold = page.getByRole('button', { name: 'Incluir Congelados leves' });
      expect(await cold.getAttribute('aria-disabled')).toBe('true');
      await expect
        .poll(() => page.getByText('DT insuficiente: mínimo 2 K para R404A').isVisible())
        .toBe(true);
      // It stays focusable and says why; a click (forced past aria-disabled) does not add it.
      await cold.click({ force: true });
      expect(await evaporatorRows(page, /Congelados leves/).count()).toBe(0);

      await page.getByRole('button', { name: 'Incluir Resfriados' }).click();
      await page.getByRole('button', { name: 'Incluir Laticínios' }).click();
      await openEvaporatorRow(panel, 'Resfriados');
      // The cards show the line's drawing the API serves (.svg), loaded and described.
      const drawing = findEvaporatorWizard(page)
        .getByRole('img', { name: /^Evaporador linha / })
        .first();
      await expect.poll(() => drawing.evaluate(isLoadedImage), { timeout: 15_000 }).toBe(true);
      expect(await drawing.getAttribute('src')).toMatch(
        /^\/assets\/images\/evaporadores\/.+\.svg$/,
      );
      const first = await chooseEvaporator(page);
      await openEvaporatorRow(panel, 'Laticínios');
      // 2 °C at −10 °C is DT 12 K, past every demonstration model's maximum (ADR 059): searched
      // at 10 K, the row then shows its capacity held at the maximum, with the warning.
      await chooseEvaporator(page, { searchDt: 10 });
      await expect
        .poll(() =>
          evaporatorRows(panel, /Resfriados/)
            .getByText(first.sku)
            .isVisible(),
        )
        .toBe(true);
      await openUnitBlock(panel, 'Unidade Condensadora');
      const unit = await chooseCondensingUnit(page);
      await expect.poll(() => panel.getByText(unit.model).first().isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Calcular' }).click();
      await expect.poll(() => readResultValue(page, 'DT Resultante')).toMatch(/^\d+,\d\d$/);
      const dt = await readResultValue(page, 'DT Resultante');
      const capacity = await readResultValue(page, 'Capacidade Total (Kcal/h)');
      expect(capacity).toMatch(/^\d{1,3}(\.\d{3})*$/);
      await expect
        .poll(() =>
          page.getByRole('img', { name: /Capacidade dos evaporadores e da unidade/ }).isVisible(),
        )
        .toBe(true);
      await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, 'equipments, calculated');

      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await waitForToast(page, 'Sistema salvo com sucesso.');

      await page.reload();
      await expect
        .poll(() => page.getByRole('button', { name: /Sistema Resfriados/ }).isVisible())
        .toBe(true);
      expect(await evaporatorRows(page, /Resfriados/).count()).toBe(1);
      expect(await evaporatorRows(page, /Laticínios/).count()).toBe(1);
      expect(await readResultValue(page, 'DT Resultante')).toBe(dt);
      expect(await readResultValue(page, 'Capacidade Total (Kcal/h)')).toBe(capacity);
      expect(await page.getByRole('button', { name: 'Incluir Congelados leves' }).count()).toBe(1);
      await expectNoSeriousA11yViolations(page, 'equipments, saved');
    } finally {
      await context.close();
    }
  });

  it('on a phone: the balance chart keeps its crossing label and axis title inside, pt-BR ticks, a readable "Ativo" badge (issue 29 item 7)', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      const projectId = await createProjectWithRooms(page, baseUrl, 'Gráfico no Celular', [
        ['Resfriados', 0],
        ['Laticínios', 2],
      ]);
      await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
      await configureSystem(page, findSystemPanel(page, /Novo sistema/), {
        name: 'Sistema Celular',
        operationTemperature: '-10',
        refrigerantFluid: 'R404A',
        rack: false,
      });
      const panel = findSystemPanel(page, /Sistema Celular/);
      await page.getByRole('button', { name: 'Incluir Resfriados' }).click();
      await page.getByRole('button', { name: 'Incluir Laticínios' }).click();
      await openEvaporatorRow(panel, 'Resfriados');
      await chooseEvaporator(page);
      await openEvaporatorRow(panel, 'Laticínios');
      await chooseEvaporator(page, { searchDt: 10 });
      await openUnitBlock(panel, 'Unidade Condensadora');
      await chooseCondensingUnit(page);
      await panel.getByRole('button', { name: 'Calcular' }).click();
      await expect.poll(() => readResultValue(page, 'DT Resultante')).toMatch(/^\d+,\d\d$/);

      const chart = page.getByRole('img', { name: /Capacidade dos evaporadores e da unidade/ });
      const surface = chart.locator('svg.recharts-surface').first();
      const crossing = surface.locator('text', { hasText: /^DT \d/ });
      await crossing.waitFor({ timeout: 15_000 });
      const chartBox = await surface.boundingBox();
      expect(chartBox?.width ?? 0).toBeLessThanOrEqual(PHONE.width);
      expect(isInside(await crossing.boundingBox(), chartBox)).toBe(true);
      expect(await crossing.textContent()).toMatch(/kcal\/h/);
      const axisTitle = surface.locator('text', { hasText: 'Temperatura de evaporação (°C)' });
      expect(isInside(await axisTitle.boundingBox(), chartBox)).toBe(true);
      // pt-BR ticks with the screen's minus: "-16,3", never "-16.3".
      const ticks = await surface
        .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
        .allTextContents();
      expect(ticks.length).toBeGreaterThan(1);
      for (const tick of ticks) expect(tick).toMatch(/^-?\d+(,\d)?$/);

      const badge = page.getByText('Ativo', { exact: true });
      expect(await badge.evaluate(readTextContrast)).toBeGreaterThanOrEqual(4.5);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page, 'equipments on a phone, calculated');
    } finally {
      await context.close();
    }
  });

  it('works on a phone: the carousel and the settings fit and answer', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      const projectId = await createThreeRoomProject(page, 'Equipamentos no Celular');
      await page.goto(`${baseUrl}/projects/${projectId}/equipments`);
      await page.getByRole('button', { name: 'Confirmar configuração' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page, 'equipments on a phone');
    } finally {
      await context.close();
    }
  });
});
