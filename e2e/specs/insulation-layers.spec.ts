import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { signInFrom } from '../support/sign-in.ts';

// Issue 11 item 2 (ADR 024): a custom k typed in Portuguese reaches the memorial with the
// material's name; a surface takes a second layer.

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

const K_LABEL = 'Condutividade k (W/(m·K))';

async function openSection(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = page.getByRole('region', { name });
  await region.waitFor();
  return region;
}

async function typeNumber(scope: Locator, label: string, text: string): Promise<void> {
  const field = scope.getByRole('textbox', { name: label, exact: true }).first();
  await field.fill('');
  await field.pressSequentially(text);
  await field.blur();
}

async function saveAndWait(page: Page, section: Locator): Promise<void> {
  await section.getByRole('button', { name: 'Salvar' }).click();
  const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
  await expect
    .poll(() => summary.getByText('Salvo', { exact: true }).isVisible(), { timeout: 10_000 })
    .toBe(true);
}

/** The rows (description and value) of the memorial's ceiling step, as text. */
async function readCeilingStep(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Memorial de cálculo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Memorial de cálculo' });
  const heading = dialog.getByRole('heading', { name: 'Transmissão — Teto', exact: true });
  await heading.waitFor();
  const rows = heading.locator('..').getByRole('row');
  const texts = (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  return texts;
}

async function closeMemorial(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Memorial de cálculo' })
    .getByRole('button', { name: 'Fechar' })
    .click();
  await page.getByRole('dialog', { name: 'Memorial de cálculo' }).waitFor({ state: 'hidden' });
}

describe('insulation: material k, custom k and layers', () => {
  it('saves a custom k typed as 0,030, shows it with the material in the memorial, and adds a layer', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
      await page.waitForURL(`${baseUrl}/projects`);
      await page.getByRole('button', { name: 'Novo Projeto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
      await dialog.getByLabel('Nome do projeto').fill('Isolamento em camadas');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await page
        .getByRole('table', { name: 'Projetos' })
        .getByRole('link', { name: 'Isolamento em camadas' })
        .click();
      await page.waitForURL(/\/projects\/\d+\/rooms$/);

      const dimensions = await openSection(page, 'DIMENSÕES INTERNAS');
      await typeNumber(dimensions, 'Comprimento (m)', '6');
      await typeNumber(dimensions, 'Largura (m)', '4');
      await typeNumber(dimensions, 'Altura (m)', '3');
      await saveAndWait(page, dimensions);

      const insulation = await openSection(page, 'ISOLAMENTO TÉRMICO');
      const ceiling = insulation.getByRole('group', { name: 'Teto', exact: true });
      const material = ceiling.getByRole('combobox', { name: 'Material' }).first();
      const materialName = (await material.locator('option:checked').innerText()).replace(
        / \(k .*$/,
        '',
      );
      expect(materialName).toBe('PUR');
      const k = ceiling.getByRole('textbox', { name: K_LABEL, exact: true }).first();
      expect(await k.inputValue()).toBe('0,022');
      await typeNumber(ceiling, K_LABEL, '0,030');
      expect(await k.inputValue()).toBe('0,03');
      expect(await k.getAttribute('aria-describedby')).toBeTruthy();
      await expect
        .poll(() => ceiling.getByText('Personalizado (PUR: 0,022 W/(m·K))').isVisible())
        .toBe(true);
      await saveAndWait(page, insulation);

      const custom = await readCeilingStep(page);
      expect(custom).toContainEqual(
        expect.stringMatching(/^k Condutividade — PUR \(personalizada\) 0,03 W\/\(m·K\)$/),
      );
      await expectNoSeriousA11yViolations(page, 'memorial com k personalizado');
      await closeMemorial(page);

      await ceiling.getByRole('button', { name: 'Adicionar camada' }).click();
      const second = ceiling.getByRole('group', { name: 'Camada 2' });
      await second
        .getByRole('combobox', { name: 'Material' })
        .selectOption({ label: 'Madeira (k 0,15 W/(m·K))' });
      await typeNumber(second, 'Espessura (mm)', '50');
      expect(await second.getByRole('textbox', { name: K_LABEL }).inputValue()).toBe('0,15');
      await saveAndWait(page, insulation);
      await expectNoSeriousA11yViolations(page, 'isolamento com duas camadas');

      const layered = await readCeilingStep(page);
      expect(layered).toContainEqual(
        expect.stringMatching(
          /^k₁ Condutividade — PUR \(camada 1, personalizada\) 0,03 W\/\(m·K\)$/,
        ),
      );
      expect(layered).toContainEqual(
        expect.stringMatching(/^k₂ Condutividade — Madeira \(camada 2\) 0,15 W\/\(m·K\)$/),
      );
      expect(layered.join(' ')).not.toMatch(/material \d/i);
      await closeMemorial(page);

      // On a phone the layer's fields stack without a sideways scroll.
      await page.setViewportSize(PHONE);
      await second.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, 'camadas no celular');
    } finally {
      await context.close();
    }
  });
});
