import { HEAT_LOAD_WARNING_MESSAGES } from '@camara-fria/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

const PROJECT = 'Entreposto com memorial';
/** kW with two decimals, kcal/h without (pt-BR). */
const KW = /^-?\d{1,3}(\.\d{3})*,\d{2} kW$/;
const KCALH = /^-?\d{1,3}(\.\d{3})* kcal\/h$/;

async function openSection(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = page.getByRole('region', { name });
  await region.waitFor();
  return region;
}

function summaryOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Resumo da carga térmica' });
}

async function expectSaved(page: Page) {
  await expect
    .poll(() => summaryOf(page).getByText('Salvo', { exact: true }).isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
}

/** The texts of a summary row's cell (kW and kcal/h stack in it). */
async function readCell(row: Locator): Promise<string[]> {
  return row.getByRole('cell').locator('div').allTextContents();
}

async function createRoomWithProduct(page: Page) {
  await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
  await page.waitForURL(`${baseUrl}/projects`);
  await page.getByRole('button', { name: 'Novo Projeto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
  await dialog.getByLabel('Nome do projeto').fill(PROJECT);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('table', { name: 'Projetos' }).getByRole('link', { name: PROJECT }).click();
  await page.waitForURL(/\/projects\/\d+\/rooms$/);

  const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
  await dimensions.getByRole('textbox', { name: /^Comprimento/ }).fill('6');
  await dimensions.getByRole('textbox', { name: /^Largura/ }).fill('4');
  await dimensions.getByRole('textbox', { name: /^Altura/ }).fill('3');
  await dimensions.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);

  const goods = await openSection(page, 'PRODUTOS');
  if ((await goods.getByRole('group', { name: 'Produto 1' }).count()) === 0) {
    await goods.getByRole('button', { name: 'Adicionar produto' }).click();
  }
  const item = goods.getByRole('group', { name: 'Produto 1' });
  await item.getByRole('combobox', { name: /^Grupo de produtos/ }).click();
  await page.getByRole('option', { name: 'Frutas', exact: true }).click();
  await item.getByRole('combobox', { name: /^Produto/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect
    .poll(() => item.getByRole('textbox', { name: /^Calor específico acima/ }).inputValue())
    .not.toBe('');
  await goods.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
}

/** A door whose adjacent air is colder than the room: DOOR_NO_DENSITY_DIFFERENCE. */
async function addColdSideDoor(page: Page) {
  const info = await openSection(page, 'DADOS DA CÂMARA');
  const roomTemperature = Number(
    (await info.getByRole('textbox', { name: /^Temperatura da câmara/ }).inputValue()).replace(
      ',',
      '.',
    ),
  );
  const doors = await openSection(page, 'PORTAS');
  await doors.getByRole('combobox', { name: /^Método de cálculo/ }).selectOption('AIR_VELOCITY');
  await page
    .getByRole('dialog', { name: 'Alterar método de cálculo' })
    .getByRole('button', { name: 'Alterar método' })
    .click();
  await doors.getByRole('button', { name: 'Adicionar porta' }).click();
  const door = doors.getByRole('group', { name: 'Porta 1' });
  await door
    .getByRole('textbox', { name: /^Temperatura do ambiente adjacente/ })
    .fill(String(roomTemperature - 5).replace('.', ','));
  await doors.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
}

describe('what the heat load means, and the engine’s warnings (issue 11)', () => {
  it('names the total the capacity at the operating hours, shows the 24 h average, the margin in kW, every door input, the product parts and the warnings', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await createRoomWithProduct(page);
      const summary = summaryOf(page);

      // The total is the capacity at the room's operating hours, with its 24 h average beside it.
      const capacity = summary.getByRole('row', { name: /^Capacidade requerida \(\d+ h\/dia\)/ });
      await capacity.waitFor();
      const [capacityKw, capacityKcalh] = await readCell(capacity);
      expect(capacityKw).toMatch(KW);
      expect(capacityKcalh).toMatch(KCALH);
      const [averageKw, averageKcalh] = await readCell(
        summary.getByRole('row', { name: /^Média em 24 h/ }),
      );
      expect(averageKw).toMatch(KW);
      expect(averageKcalh).toMatch(KCALH);
      const [marginKw] = await readCell(
        summary.getByRole('row', { name: /^Margem de segurança \(\d+(,\d+)? %\)/ }),
      );
      expect(marginKw).toMatch(KW);
      expect(await summary.getByRole('row', { name: /^Total/ }).count()).toBe(0);

      await addColdSideDoor(page);
      const message = HEAT_LOAD_WARNING_MESSAGES.DOOR_NO_DENSITY_DIFFERENCE;
      await expect.poll(() => summary.getByRole('note').textContent()).toContain(message);
      await expectNoSeriousA11yViolations(page, 'resumo com aviso');

      await summary.getByRole('button', { name: 'Memorial de cálculo' }).click();
      const memorial = page.getByRole('dialog', { name: 'Memorial de cálculo' });
      const top = memorial.getByRole('note').first();
      await top.waitFor();
      expect(await top.textContent()).toContain('Avisos do cálculo');
      expect(await top.textContent()).toContain(message);

      const doorCard = memorial
        .locator('.mantine-Paper-root')
        .filter({ has: page.getByRole('heading', { name: /^Infiltração — Porta 1/ }) });
      expect(await doorCard.getByRole('note', { name: 'Aviso' }).textContent()).toContain(message);
      for (const label of [
        'Frequência de abertura',
        'Tempo de abertura e fechamento',
        'Tempo de porta aberta',
        'Largura da porta',
        'Temperatura do ambiente adjacente',
        'Umidade relativa do ambiente adjacente',
        'Umidade relativa interna',
      ]) {
        expect(await doorCard.getByRole('cell', { name: label, exact: true }).count(), label).toBe(
          1,
        );
      }
      expect(await doorCard.getByText(/passagens\/h$/).count()).toBeGreaterThan(0);

      const productCard = memorial
        .locator('.mantine-Paper-root')
        .filter({ has: page.getByRole('heading', { name: /^Produtos — Item 1 \(resfriamento/ }) });
      for (const part of [
        'Resfriamento acima do congelamento',
        'Congelamento',
        'Resfriamento abaixo do congelamento',
      ]) {
        for (const per of ['por lote', 'por dia']) {
          const name = `${part} (${per})`;
          expect(await productCard.getByRole('cell', { name, exact: true }).count(), name).toBe(1);
        }
      }
      expect(
        await memorial.getByRole('heading', { name: 'Média em 24 h', exact: true }).count(),
      ).toBe(1);
      expect(
        await memorial
          .getByRole('heading', { name: /^Capacidade requerida \(\d+ h\/dia\) — kW$/ })
          .count(),
      ).toBe(1);
      await expectNoSeriousA11yViolations(page, 'memorial de cálculo com aviso');
    } finally {
      await context.close();
    }
  });
});
