import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

const PROJECT = 'Entreposto ampliado';

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
  await expect
    .poll(() => summary(page).getByText('Salvo', { exact: true }).isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
}

/** The summary's "Transmissão" in kW, read as a person reads "1.234,56 kW". */
async function readTransmissionKw(page: Page): Promise<number> {
  const text =
    (await summary(page)
      .getByRole('row', { name: /^Transmissão/ })
      .getByRole('cell')
      .last()
      .textContent()) ?? '';
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

function surfaceLength(insulation: Locator, legend: string): Locator {
  return insulation
    .getByRole('group', { name: legend, exact: true })
    .getByRole('textbox', { name: /^Comprimento/ });
}

async function openSavedRoom(page: Page) {
  await page.getByRole('button', { name: 'Câmara 1', exact: true }).click();
  await expect
    .poll(() =>
      page.getByRole('button', { name: 'Câmara 1', exact: true }).getAttribute('aria-pressed'),
    )
    .toBe('true');
  await expect.poll(() => readTransmissionKw(page)).toBeGreaterThan(0);
}

describe('room dimensions and the insulated surfaces', () => {
  it('a saved room made longer: its surfaces follow, one sized by hand stays and is marked, and the transmission rises after a reload', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
      await page.waitForURL(`${baseUrl}/projects`);
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
      await dialog.getByLabel('Nome do projeto').fill(PROJECT);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await page
        .getByRole('table', { name: 'Projetos' })
        .getByRole('link', { name: PROJECT })
        .click();
      await page.waitForURL(/\/projects\/\d+\/rooms$/);

      // A 5,9 × 4 × 3 m room, saved.
      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await dimensions.getByRole('textbox', { name: /^Comprimento/ }).fill('5,9');
      await dimensions.getByRole('textbox', { name: /^Largura/ }).fill('4');
      await dimensions.getByRole('textbox', { name: /^Altura/ }).fill('3');
      await dimensions.getByRole('button', { name: 'Salvar' }).click();
      await expectSaved(page);

      // Loaded again, it is a saved room (UPDATING). Wall 2 gets a size typed by hand.
      await page.reload();
      await openSavedRoom(page);
      let insulation = await openSection(page, 'ISOLAMENTO TÉRMICO');
      const wall2 = insulation.getByRole('group', { name: 'Parede 2', exact: true });
      expect(await wall2.getByText('Medida manual').count()).toBe(0);
      await surfaceLength(insulation, 'Parede 2').fill('3,5');
      await expect.poll(() => wall2.getByText('Medida manual').isVisible()).toBe(true);
      await insulation.getByRole('button', { name: 'Salvar' }).click();
      await expectSaved(page);
      const before = await readTransmissionKw(page);

      // 12,5 m long instead of 5,9 m.
      const saved = await openSection(page, 'DIMENSÕES INTERNAS');
      await saved.getByRole('textbox', { name: /^Comprimento/ }).fill('12,5');
      await saved.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() =>
          saved
            .getByText(
              'Dimensões das superfícies atualizadas: Teto, Piso, Parede 4. Medidas manuais mantidas: Parede 2.',
            )
            .isVisible(),
        )
        .toBe(true);
      await expectSaved(page);
      expect(await readTransmissionKw(page)).toBeGreaterThan(before * 1.3);
      await expectNoSeriousA11yViolations(page, 'câmara com medida manual e nota das superfícies');

      // After a reload, the server has it all.
      await page.reload();
      await openSavedRoom(page);
      await expect.poll(() => readTransmissionKw(page)).toBeGreaterThan(before * 1.3);
      insulation = await openSection(page, 'ISOLAMENTO TÉRMICO');
      // 12,5 m inside plus the suggested 125 mm of PUR on each side (ADR 057).
      await expect.poll(() => surfaceLength(insulation, 'Teto').inputValue()).toBe('12,75');
      expect(await surfaceLength(insulation, 'Parede 4').inputValue()).toBe('12,75');
      expect(await surfaceLength(insulation, 'Parede 2').inputValue()).toBe('3,5');
      const reloadedWall2 = insulation.getByRole('group', { name: 'Parede 2', exact: true });
      expect(await reloadedWall2.getByText('Medida manual').isVisible()).toBe(true);
      expect(
        await insulation
          .getByRole('group', { name: 'Parede 4', exact: true })
          .getByText('Medida manual')
          .count(),
      ).toBe(0);
      await expectNoSeriousA11yViolations(page, 'isolamento com medida manual');

      // "Usar medidas da câmara" brings wall 2 back to the room's outside length (ADR 057).
      await reloadedWall2.getByRole('button', { name: 'Usar medidas da câmara' }).click();
      expect(await surfaceLength(insulation, 'Parede 2').inputValue()).toBe('12,75');
      expect(await reloadedWall2.getByText('Medida manual').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
