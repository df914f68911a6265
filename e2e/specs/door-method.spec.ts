import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';
import { readRequiredCapacityKcalh } from '../support/heat-load-summary.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

const PROJECT = 'Portas pelo volume';
const VOLUME_NOTE =
  'O método por volume usa o volume interno e as trocas de ar; quantidade, largura, altura, frequência, tempos e proteção não entram no cálculo.';
const TYPED_MARGIN_NOTE =
  'A carga térmica informada não usa a margem de segurança; o valor fica guardado para o cálculo.';
/** The door fields the VOLUME method does not read (textboxes, by label start). */
const IGNORED_BY_VOLUME = [
  /^Quantidade/,
  /^Largura/,
  /^Altura/,
  /^Frequência de abertura/,
  /^Tempo de abertura e fechamento/,
  /^Tempo de porta aberta/,
  /^Eficiência da proteção/,
];

async function openSection(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = page.getByRole('region', { name });
  await region.waitFor();
  return region;
}

function summary(page: Page): Locator {
  return page.getByRole('region', { name: 'Resumo da carga térmica' });
}

async function expectSaved(page: Page) {
  await expect.poll(() => summary(page).getByText('Salvo', { exact: true }).isVisible()).toBe(true);
}

async function chooseDoorMethod(doors: Locator, page: Page, label: 'Volume' | 'Velocidade do ar') {
  const select = doors.getByRole('combobox', { name: 'Método de cálculo' });
  const value = label === 'Volume' ? 'VOLUME' : 'AIR_VELOCITY';
  if ((await select.inputValue()) === value) return;
  await select.selectOption({ label });
  await page
    .getByRole('dialog', { name: 'Alterar método de cálculo' })
    .getByRole('button', { name: 'Alterar método' })
    .click();
  await expect.poll(() => select.inputValue()).toBe(value);
}

describe('inputs that do nothing are not asked (issue 11, item 5)', () => {
  it('a VOLUME door hides what the method ignores, keeps its load after a reload; a typed load locks the margin', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
      await page.waitForURL(`${baseUrl}/projects`);
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const projectDialog = page.getByRole('dialog', { name: 'Novo Projeto' });
      await projectDialog.getByLabel('Nome do projeto').fill(PROJECT);
      await projectDialog.getByRole('button', { name: 'Salvar' }).click();
      await page
        .getByRole('table', { name: 'Projetos' })
        .getByRole('link', { name: PROJECT })
        .click();
      await page.waitForURL(/\/projects\/\d+\/rooms$/);

      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await dimensions.getByRole('textbox', { name: /^Comprimento/ }).fill('6');
      await dimensions.getByRole('textbox', { name: /^Largura/ }).fill('4');
      await dimensions.getByRole('textbox', { name: /^Altura/ }).fill('3');
      await dimensions.getByRole('button', { name: 'Salvar' }).click();
      await expectSaved(page);

      // AIR_VELOCITY asks every door field.
      const doors = await openSection(page, 'PORTAS');
      await chooseDoorMethod(doors, page, 'Velocidade do ar');
      await doors.getByRole('button', { name: 'Adicionar porta' }).click();
      const airDoor = doors.getByRole('group', { name: 'Porta 1' });
      for (const label of IGNORED_BY_VOLUME) {
        expect(await airDoor.getByRole('textbox', { name: label }).count(), String(label)).toBe(1);
      }
      expect(await airDoor.getByText(VOLUME_NOTE).count()).toBe(0);

      // VOLUME: those fields are not shown; a note says why.
      await chooseDoorMethod(doors, page, 'Volume');
      await doors.getByRole('button', { name: 'Adicionar porta' }).click();
      const door = doors.getByRole('group', { name: 'Porta 1' });
      await door.getByText(VOLUME_NOTE).waitFor();
      for (const label of IGNORED_BY_VOLUME) {
        expect(await door.getByRole('textbox', { name: label }).count(), String(label)).toBe(0);
      }
      expect(await door.getByRole('combobox', { name: 'Proteção' }).count()).toBe(0);
      expect(
        await door.getByRole('textbox', { name: /^Temperatura do ambiente adjacente/ }).count(),
      ).toBe(1);
      await door.getByRole('textbox', { name: /^Taxa de renovação de ar/ }).fill('12');
      await doors.getByRole('button', { name: 'Salvar' }).click();
      await expectSaved(page);
      const total = await readRequiredCapacityKcalh(page);
      expect(total).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, 'portas pelo método por volume');

      await page.reload();
      await page.waitForURL(/\/projects\/\d+\/rooms$/);
      await expect.poll(() => readRequiredCapacityKcalh(page)).toBe(total);
      const reloaded = await openSection(page, 'PORTAS');
      expect(await reloaded.getByRole('combobox', { name: 'Método de cálculo' }).inputValue()).toBe(
        'VOLUME',
      );
      await reloaded.getByRole('group', { name: 'Porta 1' }).getByText(VOLUME_NOTE).waitFor();
      expect(
        await reloaded
          .getByRole('group', { name: 'Porta 1' })
          .getByRole('textbox', { name: /^Taxa de renovação de ar/ })
          .inputValue(),
      ).toBe('12');

      // A typed load: the margin cannot be edited, and says why.
      await page.getByRole('combobox', { name: 'Carga Térmica' }).selectOption('2');
      await page
        .getByRole('dialog', { name: 'Alterar tipo de carga térmica' })
        .getByRole('button', { name: 'Alterar' })
        .click();
      const info = await openSection(page, 'DADOS DA CÂMARA');
      const margin = info.getByRole('textbox', { name: /^Margem de segurança/ });
      await expect.poll(() => margin.isDisabled()).toBe(true);
      expect(await margin.inputValue()).toBe('10');
      expect(await info.getByText(TYPED_MARGIN_NOTE).isVisible()).toBe(true);
      await info.getByRole('textbox', { name: /^Carga térmica total/ }).fill('9000');
      await info.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => readRequiredCapacityKcalh(page)).toBe(9000);
      await expectSaved(page);
      await expectNoSeriousA11yViolations(page, 'carga térmica informada');
    } finally {
      await context.close();
    }
  });
});
