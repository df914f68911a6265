import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { callApi } from '../support/equipments.ts';
import { signInFrom } from '../support/sign-in.ts';

/*
 * The product comparison screen (/comparison, menu Produtos; issue 13, spec part 2 §2.3, §4): for
 * each product type, search, tick three, compare, check the table against
 * POST /v1/catalog/comparison for the same ids, go back (ticks kept), reload (the URL keeps the
 * comparison), change the type and find everything cleared; axe on both steps; the phone layout.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

type ComparisonItem = {
  id: number;
  model: string;
  line: string;
  refrigerantFluid: string;
  nominalCapacity: number | null;
  unitAirFlow: number;
  height: number;
  width: number;
  length: number;
};

const CASES = [
  {
    type: 'evaporator',
    label: 'Evaporadores',
    fields: [
      ['Temperatura de evaporação (°C)', '-10'],
      ['DT do evaporador (K)', '6'],
      ['Capacidade unitária (kcal/h)', '1000'],
    ],
    entry: { refrigerantFluid: 'R404A', evaporationTemperature: -10, evaporatorDt: 6 },
    caption: 'Comparativo de evaporadores',
    heading: 'Pesquisa de Evaporadores',
  },
  {
    type: 'condensingUnit',
    label: 'Unidades Condensadoras',
    fields: [
      ['Temperatura ambiente (°C)', '35'],
      ['Temperatura de evaporação (°C)', '-10'],
      ['Perda de carga (K)', '1'],
      ['Capacidade unitária (kcal/h)', '3000'],
    ],
    entry: {
      refrigerantFluid: 'R404A',
      evaporationTemperature: -10,
      ambientTemperature: 35,
      loadLoss: 1,
    },
    caption: 'Comparativo de unidades condensadoras',
    heading: 'Pesquisa de Unidades Condensadoras',
  },
] as const;

const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

async function signIn(page: Page) {
  await signInFrom(page, `${baseUrl}/products`, 'vendedor');
  await page.waitForURL(`${baseUrl}/comparison`);
}

/**
 * Ticks a card's 'Comparar' and waits for the count: the tick goes through the address bar, so the
 * box shows it a moment after the click.
 */
async function tick(cards: Locator, index: number, count: number) {
  await cards
    .nth(index)
    .getByRole('checkbox', { name: /^Comparar / })
    .click();
  await cards.page().getByText(`${count} de 3 selecionados`).waitFor();
}

/** Ids in tick order, read from the address bar. */
function readTickedIds(page: Page): number[] {
  const ids = new URL(page.url()).searchParams.get('ids') ?? '';
  return ids.split(',').map(Number);
}

async function search(page: Page, testCase: (typeof CASES)[number]) {
  await page.getByRole('combobox', { name: 'Tipo de produto' }).selectOption(testCase.type);
  for (const [label, value] of testCase.fields) await page.getByLabel(label).fill(value);
  const fluid = page.getByRole('combobox', { name: /Fluido refrigerante/ });
  await expect.poll(() => fluid.locator('option', { hasText: 'R404A' }).count()).toBe(1);
  await fluid.selectOption('R404A');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  return page.getByRole('list', { name: 'Modelos encontrados' });
}

describe('product comparison screen', () => {
  for (const testCase of CASES) {
    it(`compares three ${testCase.label} and checks the table against the API`, async () => {
      const { context, page } = await openPage(DESKTOP);
      await signIn(page);
      await expectNoSeriousA11yViolations(page, 'comparison, no type');
      const list = await search(page, testCase);
      const cards = list.getByRole('listitem');
      await cards.nth(3).waitFor();
      await page.getByText('0 de 3 selecionados').waitFor();
      expect(await page.getByRole('button', { name: 'Comparar' }).isDisabled()).toBe(true);

      for (let index = 0; index < 3; index += 1) await tick(cards, index, index + 1);
      // A fourth tick does nothing.
      // (aria-disabled: Playwright would wait for it to be enabled, a person just clicks.)
      await cards
        .nth(3)
        .getByRole('checkbox', { name: /^Comparar / })
        .click({ force: true });
      await page.getByText('3 de 3 selecionados').waitFor();
      expect(await cards.nth(3).getByRole('checkbox').isChecked()).toBe(false);
      await expectNoSeriousA11yViolations(page, `comparison, ${testCase.label} results`);

      await page.getByRole('button', { name: 'Comparar' }).click();
      const table = page
        .getByRole('region', { name: new RegExp(testCase.caption) })
        .getByRole('table');
      await table.waitFor();
      const ids = readTickedIds(page);
      expect(ids).toHaveLength(3);

      const answer = await callApi(page, 'POST', '/v1/catalog/comparison', {
        [testCase.type]: ids.map((id) => ({ id, ...testCase.entry })),
      });
      expect(answer.status).toBe(200);
      const items = (answer.json as { items: ComparisonItem[] }).items;
      const headers = await table.getByRole('columnheader').allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual([
        'Modelo',
        ...items.map((item) => item.model),
      ]);
      const cells = async (label: string) =>
        (await table.getByRole('row', { name: label }).getByRole('cell').allInnerTexts()).map(
          (text) => text.replace(/★?\s*Melhor/i, '').trim(),
        );
      expect(await cells('Linha')).toEqual(items.map((item) => item.line));
      expect(await cells('Fluido refrigerante')).toEqual(
        items.map((item) => item.refrigerantFluid),
      );
      expect(await cells('Capacidade nominal (kcal/h)')).toEqual(
        items.map((item) =>
          item.nominalCapacity === null ? '—' : whole.format(item.nominalCapacity),
        ),
      );
      expect(await cells('Vazão de ar (m³/h)')).toEqual(
        items.map((item) => whole.format(item.unitAirFlow)),
      );
      expect(await cells('Altura (mm)')).toEqual(items.map((item) => whole.format(item.height)));
      expect(await cells('Largura (mm)')).toEqual(items.map((item) => whole.format(item.width)));
      expect(await cells('Comprimento (mm)')).toEqual(
        items.map((item) => whole.format(item.length)),
      );
      await expectNoSeriousA11yViolations(page, `comparison, ${testCase.label} table`);

      // Printing (spec §9): buttons, header, navigation and footer stay off paper, the table prints.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
      expect(await table.isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      // A reload keeps the comparison (the URL holds it).
      await page.reload();
      await page.getByRole('table').waitFor();
      const reloaded = await page.getByRole('table').getByRole('columnheader').allInnerTexts();
      expect(reloaded.map((text) => text.trim())).toEqual(headers.map((text) => text.trim()));

      // Voltar: the results with the three ticks kept.
      await page.getByRole('button', { name: 'Voltar' }).click();
      await page.getByText('3 de 3 selecionados').waitFor();
      for (let index = 0; index < 3; index += 1)
        expect(await cards.nth(index).getByRole('checkbox').isChecked()).toBe(true);

      // Another type clears results, ticks and the saved search.
      const other = CASES.find((candidate) => candidate.type !== testCase.type)!;
      await page.getByRole('combobox', { name: 'Tipo de produto' }).selectOption(other.type);
      await page.getByRole('heading', { name: other.heading }).waitFor();
      expect(await page.getByRole('list', { name: 'Modelos encontrados' }).count()).toBe(0);
      expect(await page.getByText(/de 3 selecionados/).count()).toBe(0);
      expect(new URL(page.url()).search).toBe(`?type=${other.type}`);
      expect(await page.getByLabel('Temperatura de evaporação (°C)').inputValue()).toBe('');
      await context.close();
    });
  }

  it('stacks the cards and scrolls the table inside its own region on a phone', async () => {
    const { context, page } = await openPage(PHONE);
    await signIn(page);
    const list = await search(page, CASES[0]);
    const cards = list.getByRole('listitem');
    await cards.nth(1).waitFor();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second?.x).toBe(first?.x);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    for (let index = 0; index < 3; index += 1) await tick(cards, index, index + 1);
    await page.getByRole('button', { name: 'Comparar' }).click();
    const region = page.getByRole('region', { name: /Comparativo de evaporadores/ });
    await region.getByRole('table').waitFor();
    const sizes = await region.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    // The region is reached with the keyboard and scrolled with the arrow keys.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'comparison table on a phone');
    await context.close();
  });
});
