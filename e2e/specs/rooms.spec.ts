import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';
import { readRequiredCapacityKcalh } from '../support/heat-load-summary.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

async function waitForToast(page: Page, text: string) {
  await expect
    .poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 })
    .toBe(true);
}

/** Opens an accordion section (if closed) and answers its region. */
async function openSection(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = page.getByRole('region', { name });
  await region.waitFor();
  return region;
}

async function fillNumber(scope: Locator, label: string, value: string) {
  const field = scope
    .getByRole('textbox', { name: new RegExp(`^${label.replace(/[()²³/·]/g, '.')}`) })
    .first();
  await field.fill(value);
}

/**
 * The summary's required capacity in kcal/h as a number (its row "Capacidade requerida (N h/dia)"
 * holds kW and kcal/h, pt-BR, e.g. "12,34 kW" and "10.610 kcal/h").
 */
async function createProjectAndOpenRooms(page: Page, name: string) {
  await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
  await page.waitForURL(`${baseUrl}/projects`);
  await page.getByRole('button', { name: 'Novo Projeto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
  await dialog.getByLabel('Nome do projeto').fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await waitForToast(page, 'Novo projeto criado!');
  await page.getByRole('table', { name: 'Projetos' }).getByRole('link', { name }).click();
  await page.waitForURL(/\/projects\/\d+\/rooms$/);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Carga Térmica', level: 1 }).isVisible())
    .toBe(true);
}

describe('room editor', () => {
  it('adds a room, fills it, watches the summary change, and finds everything saved after a reload', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await createProjectAndOpenRooms(page, 'Entreposto de Frutas');
      // A project without rooms opens on a new "Câmara 1".
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Câmara 1', exact: true }).getAttribute('aria-pressed'),
        )
        .toBe('true');
      expect(await page.getByRole('note').first().textContent()).toContain(
        'As alterações nesta seção impactam as seções abaixo.',
      );

      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await fillNumber(dimensions, 'Comprimento', '6');
      await fillNumber(dimensions, 'Largura', '4');
      await fillNumber(dimensions, 'Altura', '3');
      await expect.poll(() => readRequiredCapacityKcalh(page)).toBeGreaterThan(0);
      await dimensions.getByRole('button', { name: 'Salvar' }).click();
      const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
      await expect.poll(() => summary.getByText('Salvo', { exact: true }).isVisible()).toBe(true);
      const chilled = await readRequiredCapacityKcalh(page);
      const info = await openSection(page, 'DADOS DA CÂMARA');

      // Colder: the summary grows as the user types, before saving.
      await fillNumber(info, 'Temperatura da câmara', '-5');
      await expect.poll(() => readRequiredCapacityKcalh(page)).toBeGreaterThan(chilled);
      expect(await summary.getByText('Não salvo', { exact: true }).isVisible()).toBe(true);
      await info.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), { timeout: 10_000 })
        .toBe(true);

      // A product from the catalogue.
      const goods = await openSection(page, 'PRODUTOS');
      await goods.getByRole('button', { name: 'Adicionar produto' }).click();
      const item = goods.getByRole('group', { name: 'Produto 1' });
      await item.getByRole('combobox', { name: /^Grupo de produtos/ }).click();
      await page.getByRole('option', { name: 'Frutas', exact: true }).click();
      await item.getByRole('combobox', { name: /^Produto/ }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await expect
        .poll(async () =>
          Number(
            (
              await item.getByRole('textbox', { name: /^Calor específico acima/ }).inputValue()
            ).replace(',', '.'),
          ),
        )
        .toBeGreaterThan(2);
      await goods.getByRole('button', { name: 'Salvar' }).click();
      await waitForToast(page, 'Câmara atualizada com sucesso!');
      await expect
        .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), { timeout: 10_000 })
        .toBe(true);
      const saved = await readRequiredCapacityKcalh(page);
      await expectNoSeriousA11yViolations(page, 'editor de câmaras');

      // The memorial shows the engine's steps.
      await page.getByRole('button', { name: 'Memorial de cálculo' }).click();
      const memorial = page.getByRole('dialog', { name: 'Memorial de cálculo' });
      await expect
        .poll(() => memorial.getByText('Transmissão — Teto').first().isVisible())
        .toBe(true);
      await memorial.getByRole('button', { name: 'Fechar' }).click();

      // Reload: everything comes back from the server.
      await page.reload();
      await page.getByRole('button', { name: 'Câmara 1', exact: true }).click();
      const reloadedInfo = await openSection(page, 'DADOS DA CÂMARA');
      await expect
        .poll(() =>
          reloadedInfo.getByRole('textbox', { name: /^Temperatura da câmara/ }).inputValue(),
        )
        .toBe('-5');
      const reloadedGoods = await openSection(page, 'PRODUTOS');
      expect(await reloadedGoods.getByRole('group', { name: 'Produto 1' }).isVisible()).toBe(true);
      await expect.poll(() => readRequiredCapacityKcalh(page)).toBeCloseTo(saved, 1);
    } finally {
      await context.close();
    }
  });

  it('copies and removes a room, and switches the calculation type to a typed total', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await createProjectAndOpenRooms(page, 'Túnel de Congelamento');
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Câmara 1', exact: true }).getAttribute('aria-pressed'),
        )
        .toBe('true');
      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await fillNumber(dimensions, 'Comprimento', '10');
      await fillNumber(dimensions, 'Largura', '8');
      await fillNumber(dimensions, 'Altura', '6');
      await dimensions.getByRole('button', { name: 'Salvar' }).click();
      const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
      await expect
        .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), { timeout: 10_000 })
        .toBe(true);

      await page.getByRole('button', { name: 'Criar Cópia' }).click();
      await page
        .getByRole('dialog', { name: 'Criar cópia da câmara' })
        .getByRole('button', { name: 'Criar cópia' })
        .click();
      await waitForToast(page, 'Câmara copiada com sucesso!');
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Cópia de Câmara 1', exact: true }).isVisible(),
        )
        .toBe(true);

      await page.getByRole('button', { name: 'Remover câmara Cópia de Câmara 1' }).click();
      await page
        .getByRole('dialog', { name: 'Remover câmara' })
        .getByRole('button', { name: 'Remover' })
        .click();
      await waitForToast(page, 'Câmara removida com sucesso!');
      await expect
        .poll(() => page.getByRole('button', { name: 'Cópia de Câmara 1', exact: true }).count())
        .toBe(0);

      // "Adicionar Câmara" appends "Câmara 2", held locally until it has a volume.
      await page.getByRole('button', { name: 'Adicionar Câmara' }).click();
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Câmara 2', exact: true }).getAttribute('aria-pressed'),
        )
        .toBe('true');

      // Calculation type 2: confirmation, then only the first two sections and a typed total.
      await page.getByRole('button', { name: 'Câmara 1', exact: true }).click();
      await page.getByRole('combobox', { name: 'Carga Térmica' }).selectOption('2');
      await page
        .getByRole('dialog', { name: 'Alterar tipo de carga térmica' })
        .getByRole('button', { name: 'Alterar' })
        .click();
      await expect
        .poll(() => page.getByRole('button', { name: 'PRODUTOS', exact: true }).count())
        .toBe(0);
      const info = await openSection(page, 'DADOS DA CÂMARA');
      await fillNumber(info, 'Carga térmica total', '12500');
      const newDimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await fillNumber(newDimensions, 'Comprimento', '10');
      await fillNumber(newDimensions, 'Largura', '8');
      await fillNumber(newDimensions, 'Altura', '6');
      await info.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => readRequiredCapacityKcalh(page), { timeout: 10_000 }).toBe(12_500);
      await expect
        .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), { timeout: 10_000 })
        .toBe(true);

      await page.reload();
      await page.getByRole('button', { name: 'Câmara 1', exact: true }).click();
      await expect.poll(() => readRequiredCapacityKcalh(page), { timeout: 10_000 }).toBe(12_500);
      expect(await page.getByRole('combobox', { name: 'Carga Térmica' }).inputValue()).toBe('2');
    } finally {
      await context.close();
    }
  });

  it("shows the forklift suggestion's inputs for a 720 m³ freezer moving 9,8 t a day (issue 29 item 14, axe)", async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await createProjectAndOpenRooms(page, 'Freezer 720');
      /** Replaces a field's value by keyboard (select all, then type), as a person would. */
      const retype = async (scope: Locator, label: RegExp, value: string) => {
        const field = scope.getByRole('textbox', { name: label }).first();
        await field.click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(value);
      };
      const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
      const save = async (section: Locator) => {
        await section.getByRole('button', { name: 'Salvar' }).click();
        await expect
          .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), {
            timeout: 10_000,
          })
          .toBe(true);
      };
      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await retype(dimensions, /^Comprimento/, '15');
      await retype(dimensions, /^Largura/, '8');
      await retype(dimensions, /^Altura/, '6');
      await save(dimensions);
      const info = await openSection(page, 'DADOS DA CÂMARA');
      await retype(info, /^Temperatura da câmara/, '-20');
      await save(info);
      const goods = await openSection(page, 'PRODUTOS');
      await goods.getByRole('button', { name: 'Adicionar produto' }).click();
      const item = goods.getByRole('group', { name: 'Produto 1' });
      expect(await item.getByRole('textbox', { name: /^Capacidade do palete/ }).inputValue()).toBe(
        '800',
      );
      await retype(item, /^Movimentação diária/, '9800');

      // 15 × 8 × 6 m: 9 800 kg ÷ 800 kg = 12,25 pallets a day ÷ 8 h ÷ 12 = 0,128.
      const others = await openSection(page, 'OUTRAS CARGAS');
      const hint = others.getByText(
        'Sugestão: 9.800 kg/dia ÷ 800 kg/palete ÷ 8 h ÷ 12 ≈ 0,13 empilhadeira',
        { exact: true },
      );
      await expect.poll(() => hint.isVisible()).toBe(true);
      const field = others.getByRole('textbox', { name: 'Número de empilhadeiras' });
      expect(await field.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
      await expectNoSeriousA11yViolations(page, 'outras cargas, sugestão de empilhadeiras');

      // 15 × 12 × 4 m, the same 720 m³: the spec gives rooms up to 4 m no forklift, and says so.
      await retype(dimensions, /^Largura/, '12');
      await retype(dimensions, /^Altura/, '4');
      await expect
        .poll(() =>
          others
            .getByText(
              'Sugestão: 0 (câmara com até 4 m de altura: a especificação não prevê empilhadeiras)',
              { exact: true },
            )
            .isVisible(),
        )
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('works on a phone-sized screen', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      await createProjectAndOpenRooms(page, 'Câmara do celular');
      await openSection(page, 'DADOS DA CÂMARA');
      await expectNoSeriousA11yViolations(page, 'editor de câmaras (celular)');
    } finally {
      await context.close();
    }
  });
});
