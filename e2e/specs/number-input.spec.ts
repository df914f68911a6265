import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { callApi, createProjectWithRooms } from '../support/equipments.ts';
import { createProjectWithSavedSystem } from '../support/proposal.ts';
import { signInFrom } from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

async function openSection(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = page.getByRole('region', { name });
  await region.waitFor();
  return region;
}

function numberField(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true }).first();
}

/** Types the text key by key, as on a keyboard (the numeric keypad's "." included). */
async function typeNumber(scope: Locator, label: string, text: string): Promise<void> {
  const field = numberField(scope, label);
  await field.fill('');
  await field.pressSequentially(text);
  await field.blur();
}

const THOUSANDS_GROUP =
  'Número inválido: o ponto de milhar separa grupos de 3 algarismos (ex.: 30.000); para decimais, use vírgula (ex.: 30,5).';

async function waitForSaved(page: Page): Promise<void> {
  const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
  await expect
    .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), { timeout: 10_000 })
    .toBe(true);
}

describe('numbers in the room editor', () => {
  it('reads 1.5, 2,5 and 1.234,5 as typed, refuses 30.0000, and finds 1,5 / 2,5 / 1.234,5 after a reload', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
      await page.waitForURL(`${baseUrl}/projects`);
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
      await dialog.getByLabel('Nome do projeto').fill('Números digitados');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await page
        .getByRole('table', { name: 'Projetos' })
        .getByRole('link', { name: 'Números digitados' })
        .click();
      await page.waitForURL(/\/projects\/\d+\/rooms$/);

      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await typeNumber(dimensions, 'Comprimento (m)', '1.5');
      await typeNumber(dimensions, 'Largura (m)', '2,5');
      await typeNumber(dimensions, 'Altura (m)', '3');
      expect(await numberField(dimensions, 'Comprimento (m)').inputValue()).toBe('1,5');
      expect(await numberField(dimensions, 'Área (m²)').inputValue()).toBe('3,75');
      await dimensions.getByRole('button', { name: 'Salvar' }).click();
      await waitForSaved(page);

      const goods = await openSection(page, 'PRODUTOS');
      await goods.getByRole('button', { name: 'Adicionar produto' }).click();
      const item = goods.getByRole('group', { name: 'Produto 1' });
      await item.getByRole('combobox', { name: /^Grupo de produtos/ }).click();
      await page.getByRole('option', { name: 'Frutas', exact: true }).click();
      await item.getByRole('combobox', { name: /^Produto/ }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await typeNumber(item, 'Movimentação diária (kg)', '1.234,5');

      // A dot before a group of 4 digits: refused at the field, in Portuguese, and nothing saved.
      await typeNumber(item, 'Capacidade do palete (kg)', '30.0000');
      await goods.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => item.getByText(THOUSANDS_GROUP).isVisible()).toBe(true);
      expect(
        await numberField(item, 'Capacidade do palete (kg)').getAttribute('aria-invalid'),
      ).toBe('true');
      await expectNoSeriousA11yViolations(page, 'editor de câmaras com número recusado');

      await typeNumber(item, 'Capacidade do palete (kg)', '800');
      await goods.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => page.getByText('Câmara atualizada com sucesso!', { exact: true }).isVisible())
        .toBe(true);
      await waitForSaved(page);

      await page.reload();
      await page.getByRole('button', { name: 'Câmara 1', exact: true }).click();
      const reloaded = await openSection(page, 'DIMENSÕES INTERNAS');
      await expect.poll(() => numberField(reloaded, 'Comprimento (m)').inputValue()).toBe('1,5');
      expect(await numberField(reloaded, 'Largura (m)').inputValue()).toBe('2,5');
      const reloadedGoods = await openSection(page, 'PRODUTOS');
      const reloadedItem = reloadedGoods.getByRole('group', { name: 'Produto 1' });
      expect(await numberField(reloadedItem, 'Movimentação diária (kg)').inputValue()).toBe(
        '1.234,5',
      );
      expect(await numberField(reloadedItem, 'Capacidade do palete (kg)').inputValue()).toBe('800');
      await expectNoSeriousA11yViolations(page, 'editor de câmaras recarregado');
    } finally {
      await context.close();
    }
  });
});

async function expectFocused(field: Locator): Promise<void> {
  await expect
    .poll(() => field.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

/** Whether the whole of the field's text is selected (what is typed next replaces it). */
async function isWholeSelected(field: Locator): Promise<boolean> {
  return field.evaluate(
    (element) =>
      element instanceof HTMLInputElement &&
      element.value.length > 0 &&
      element.selectionStart === 0 &&
      element.selectionEnd === element.value.length,
  );
}

/** Reaches `field` with Tab, from the element before it, as a person on a keyboard. */
async function tabInto(field: Locator): Promise<void> {
  await field.focus();
  await field.page().keyboard.press('Shift+Tab');
  await field.page().keyboard.press('Tab');
  await expectFocused(field);
  expect(await isWholeSelected(field), 'Tab selects the whole value').toBe(true);
}

/** Reaches `field` with Shift+Tab, from the element after it. */
async function shiftTabInto(field: Locator): Promise<void> {
  await field.focus();
  await field.page().keyboard.press('Tab');
  await field.page().keyboard.press('Shift+Tab');
  await expectFocused(field);
  expect(await isWholeSelected(field), 'Shift+Tab selects the whole value').toBe(true);
}

/** Clicks into `field` with the mouse, as a person would, between its first characters. */
async function clickInto(field: Locator): Promise<void> {
  const box = await field.boundingBox();
  if (!box) throw new Error('field not on screen');
  await field.page().mouse.click(box.x + 14, box.y + box.height / 2);
  await expectFocused(field);
  expect(await isWholeSelected(field), 'a click selects the whole value').toBe(true);
}

/**
 * Types on the numeric keypad with Num Lock on, key by key: `Numpad0`…`Numpad9` and
 * `NumpadDecimal`, which writes '.' on a US keypad and ',' on a Brazilian ABNT2 one (`text` says
 * which). Sent as Chromium receives them from the keyboard: Playwright's own `Numpad5` is the key
 * with Num Lock off ('Clear', `NumpadDecimal` 'Delete'), which types nothing.
 */
async function pressOnKeypad(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const character of text) {
      const isDecimal = character === '.' || character === ',';
      const key = {
        key: character,
        code: isDecimal ? 'NumpadDecimal' : `Numpad${character}`,
        windowsVirtualKeyCode: isDecimal ? 110 : 96 + Number(character),
        location: 3,
      };
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: character, ...key });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
    }
  } finally {
    await cdp.detach();
  }
}

function fieldIn(scope: Locator, name: string | RegExp): Locator {
  return scope.getByRole('textbox', { name, exact: typeof name === 'string' }).first();
}

const KEPT_TITLE = 'Exibindo o último cálculo válido';

type StoredRoom = {
  length: number;
  goods: { dailyMovement: number; storageCapacity: number }[];
};

describe('numbers typed over filled fields (issue 29)', () => {
  it('Tab, Shift+Tab and a click select the whole value, typing replaces it, the keypad types decimals, 30.000 is thirty thousand and 30.0000 is refused', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const projectId = await createProjectWithRooms(page, baseUrl, 'Números sobre números', [
        ['Resfriados', 0],
      ]);
      const readRoom = async () => {
        const rooms = await callApi(page, 'GET', `/v1/projects/${projectId}/rooms`);
        const [listed] = rooms.json as { id: number }[];
        if (!listed) throw new Error('expected the room');
        const room = await callApi(page, 'GET', `/v1/projects/${projectId}/rooms/${listed.id}`);
        return room.json as StoredRoom;
      };
      await page.goto(`${baseUrl}/projects/${projectId}/rooms`);
      await page.getByRole('button', { name: 'Resfriados', exact: true }).click();

      // A mouse click into a filled field, then typing: the value is replaced.
      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      const length = fieldIn(dimensions, 'Comprimento (m)');
      await expect.poll(() => length.inputValue()).toBe('10');
      await clickInto(length);
      await page.keyboard.type('12,5');
      await page.keyboard.press('Tab');
      expect(await length.inputValue()).toBe('12,5');
      await dimensions.getByRole('button', { name: 'Salvar' }).click();
      await waitForSaved(page);

      const goods = await openSection(page, 'PRODUTOS');
      const item = goods.getByRole('group', { name: 'Produto 1' });
      // Tab into "Movimentação diária" (11.856) and type 5000: 5.000, not 11.8565.000.
      const daily = fieldIn(item, 'Movimentação diária (kg)');
      expect(await daily.inputValue()).toBe('11.856');
      await tabInto(daily);
      await page.keyboard.type('5000');
      await page.keyboard.press('Tab');
      expect(await daily.inputValue()).toBe('5.000');

      // Shift+Tab into "Capacidade de armazenagem" (59.280) and type 30.0000: refused, not 30.
      const storage = fieldIn(item, 'Capacidade de armazenagem (kg)');
      expect(await storage.inputValue()).toBe('59.280');
      await shiftTabInto(storage);
      await page.keyboard.type('30.0000');
      await page.keyboard.press('Tab');
      await expect.poll(() => item.getByText(THOUSANDS_GROUP).isVisible()).toBe(true);
      expect(await storage.getAttribute('aria-invalid')).toBe('true');
      await goods.getByRole('button', { name: 'Salvar' }).click();
      // The summary keeps the last valid load in sight, marked as not including the field.
      const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
      await expect
        .poll(() => summary.getByRole('note', { name: KEPT_TITLE }).isVisible())
        .toBe(true);
      expect(await summary.getByText('Preencha os dados para calcular').count()).toBe(0);
      expect(await summary.getByRole('row', { name: /^Capacidade requerida/ }).count()).toBe(1);
      await expectNoSeriousA11yViolations(page, 'editor de câmaras: 30.0000 recusado');
      const refused = await readRoom();
      expect(refused.goods[0]?.storageCapacity).toBe(59_280);
      expect(refused.goods[0]?.dailyMovement).toBe(11_856);

      // Shift+Tab into it again and type 30.000: thirty thousand.
      await shiftTabInto(storage);
      await page.keyboard.type('30.000');
      await page.keyboard.press('Tab');
      expect(await storage.inputValue()).toBe('30.000');
      expect(await item.getByText(THOUSANDS_GROUP).count()).toBe(0);

      // The numeric keypad: digits and its decimal key ('.' on a US keypad) into filled fields.
      const pallet = fieldIn(item, 'Capacidade do palete (kg)');
      await tabInto(pallet);
      await pressOnKeypad(page, '800');
      const processing = fieldIn(item, 'Tempo de processamento (h)');
      await tabInto(processing);
      await pressOnKeypad(page, '12.5');
      await page.keyboard.press('Tab');
      expect(await pallet.inputValue()).toBe('800');
      expect(await processing.inputValue()).toBe('12,5');
      await goods.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => page.getByText('Câmara atualizada com sucesso!', { exact: true }).isVisible())
        .toBe(true);
      await waitForSaved(page);
      expect(await summary.getByRole('note', { name: KEPT_TITLE }).count()).toBe(0);

      // Doors: Tab and the keypad over filled fields.
      const doors = await openSection(page, 'PORTAS');
      const door = doors.getByRole('group', { name: 'Porta 1' });
      const adjacent = fieldIn(door, /^Temperatura do ambiente adjacente/);
      expect(await adjacent.inputValue()).toBe('30');
      await tabInto(adjacent);
      await page.keyboard.type('25');
      const exchange = fieldIn(door, /^Taxa de renovação de ar/);
      await shiftTabInto(exchange);
      await pressOnKeypad(page, '12.5');
      await page.keyboard.press('Tab');
      expect(await exchange.inputValue()).toBe('12,5');
      await doors.getByRole('button', { name: 'Salvar' }).click();
      await waitForSaved(page);
      await expectNoSeriousA11yViolations(page, 'editor de câmaras: valores digitados por cima');

      await page.reload();
      await page.getByRole('button', { name: 'Resfriados', exact: true }).click();
      const dimensionsAgain = await openSection(page, 'DIMENSÕES INTERNAS');
      await expect
        .poll(() => fieldIn(dimensionsAgain, 'Comprimento (m)').inputValue())
        .toBe('12,5');
      const itemAgain = (await openSection(page, 'PRODUTOS')).getByRole('group', {
        name: 'Produto 1',
      });
      expect(await fieldIn(itemAgain, 'Movimentação diária (kg)').inputValue()).toBe('5.000');
      expect(await fieldIn(itemAgain, 'Capacidade de armazenagem (kg)').inputValue()).toBe(
        '30.000',
      );
      expect(await fieldIn(itemAgain, 'Capacidade do palete (kg)').inputValue()).toBe('800');
      expect(await fieldIn(itemAgain, 'Tempo de processamento (h)').inputValue()).toBe('12,5');
      const doorAgain = (await openSection(page, 'PORTAS')).getByRole('group', {
        name: 'Porta 1',
      });
      expect(await fieldIn(doorAgain, /^Temperatura do ambiente adjacente/).inputValue()).toBe(
        '25',
      );
      expect(await fieldIn(doorAgain, /^Taxa de renovação de ar/).inputValue()).toBe('12,5');
      const stored = await readRoom();
      expect(stored.length).toBe(12.5);
      expect(stored.goods[0]).toMatchObject({ dailyMovement: 5000, storageCapacity: 30_000 });
      await expectNoSeriousA11yViolations(page, 'editor de câmaras recarregado (teclado)');
    } finally {
      await context.close();
    }
  });

  it('prices on the proposal screen: Tab, Shift+Tab and the keypad over filled prices, found after a reload', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const project = await createProjectWithSavedSystem(
        page,
        baseUrl,
        'Preços pelo teclado',
        'editor',
      );
      const openCommercial = async () => {
        const title = 'CONDIÇÕES COMERCIAIS';
        const name = new RegExp(`^${title}( Não salvo)?$`);
        const toggle = page.getByRole('button', { name });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        const panel = page.getByRole('region', { name });
        await panel.waitFor();
        return panel;
      };
      const save = async (panel: Locator) => {
        await panel.getByRole('button', { name: 'Salvar — CONDIÇÕES COMERCIAIS' }).click();
        await expect
          .poll(() => page.getByText('Salvo com sucesso!').first().isVisible(), {
            timeout: 15_000,
          })
          .toBe(true);
      };
      await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      let commercial = await openCommercial();
      const prices = () => commercial.getByRole('textbox', { name: /^Preço unitário \(R\$\) — / });
      await expect.poll(() => prices().count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

      // First prices, typed after a click, with the thousands dot as the app writes them.
      await prices().nth(0).click();
      await page.keyboard.type('14.850');
      await prices().nth(1).click();
      await page.keyboard.type('1.000');
      await page.keyboard.press('Tab');
      expect(await prices().nth(0).inputValue()).toBe('14.850,00');
      expect(await prices().nth(1).inputValue()).toBe('1.000,00');
      await save(commercial);

      await page.reload();
      commercial = await openCommercial();
      await expect.poll(() => prices().nth(0).inputValue(), { timeout: 20_000 }).toBe('14.850,00');
      // Tab into the filled price and type 15900: 15.900,00, not 1485015.900,00.
      await tabInto(prices().nth(0));
      await page.keyboard.type('15900');
      await page.keyboard.press('Tab');
      expect(await prices().nth(0).inputValue()).toBe('15.900,00');
      // Shift+Tab into the second, and the keypad with its decimal key (',' on an ABNT2 keypad).
      await shiftTabInto(prices().nth(1));
      await pressOnKeypad(page, '999,5');
      await page.keyboard.press('Tab');
      expect(await prices().nth(1).inputValue()).toBe('999,50');
      await expectNoSeriousA11yViolations(page, 'proposta: preços digitados por cima');
      await save(commercial);

      await page.reload();
      commercial = await openCommercial();
      await expect.poll(() => prices().nth(0).inputValue(), { timeout: 20_000 }).toBe('15.900,00');
      expect(await prices().nth(1).inputValue()).toBe('999,50');
      await expectNoSeriousA11yViolations(page, 'proposta recarregada (preços)');
    } finally {
      await context.close();
    }
  });
});
