import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { callApi } from '../support/equipments.ts';
import { readProposalCode } from '../support/documents.ts';
import { createProjectWithSavedSystem } from '../support/proposal.ts';

/*
 * Issue 14: the selection result and proposal screen (/projects/{id}/proposal) end to end, on the
 * real API: an editor fills every section, saves, reloads, issues a revision and compares it; a
 * seller sees only the two sections that are theirs; stored script-bearing texts stay inert.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

const TITLES = {
  presentation: 'APRESENTAÇÃO',
  dimensioning: 'PARÂMETROS DE DIMENSIONAMENTO E SELEÇÃO DE EQUIPAMENTOS',
  characteristics: 'CARACTERÍSTICAS DOS EQUIPAMENTOS',
  commercial: 'CONDIÇÕES COMERCIAIS',
  general: 'TERMOS E CONDIÇÕES GERAIS DE VENDA',
  responsible: 'RESPONSÁVEIS',
} as const;

const UNSAVED = 'As alterações ainda não foram salvas.';

async function waitForText(scope: Page | Locator, text: string | RegExp) {
  await expect
    .poll(() => scope.getByText(text).first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

async function waitForToast(page: Page, text: string) {
  await waitForText(page, text);
}

/** A section's accessible name: its title, then 'Não salvo' while it has unsaved edits. */
const sectionName = (title: string) => new RegExp(`^${title}( Não salvo)?$`);

/** Opens an accordion section (if closed) and answers its panel. */
async function openSection(page: Page, title: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: sectionName(title) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('region', { name: sectionName(title) });
  await panel.waitFor();
  return panel;
}

/** Saves a section with its own Salvar and waits for the spec's toast. */
async function saveSection(page: Page, panel: Locator, title: string) {
  await waitForText(panel, UNSAVED);
  await panel.getByRole('button', { name: `Salvar — ${title}` }).click();
  await waitForToast(page, 'Salvo com sucesso!');
  await expect.poll(() => panel.getByText(UNSAVED).count()).toBe(0);
}

/** Picks a Mantine Select option by its visible title. */
async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope
    .getByRole('textbox', { name: label })
    .or(scope.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The open editor of a text block: 'Adicionar Texto — {label}' opens it. */
async function openEditor(scope: Locator, label: string): Promise<Locator> {
  await scope.getByRole('button', { name: `Adicionar Texto — ${label}` }).click();
  const editor = scope.locator(`[contenteditable="true"][aria-label="${label}"]`);
  await editor.waitFor({ timeout: 15_000 });
  return editor;
}

/** Types key by key, as a person on a keyboard (numeric keypad for digits and the separator). */
async function typeNumber(field: Locator, text: string) {
  await field.click();
  await field.press('Control+A');
  await field.press('Delete');
  await field.pressSequentially(text);
}

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

describe('proposal screen', () => {
  it('an editor fills every section, saves, reloads and finds it, issues a revision and sees what changed', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const project = await createProjectWithSavedSystem(
        page,
        baseUrl,
        'Proposta Boa Vista',
        'editor',
      );
      await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      const code = await readProposalCode(page, 0);
      await waitForText(page, 'Frigorífico Boa Vista Ltda.');
      await expect.poll(() => page.getByRole('button', { name: 'Download DOCX' }).count()).toBe(1);
      await expectNoSeriousA11yViolations(page, 'proposta (editor)');

      // PARÂMETROS: the rooms as columns, the saved equipment with its SKUs.
      const dimensioning = await openSection(page, TITLES.dimensioning);
      await waitForText(dimensioning, 'Resfriados');
      await waitForText(dimensioning, 'Laticínios');
      for (const sku of [...project.evaporators.map((item) => item.sku), project.unit.sku]) {
        await waitForText(dimensioning, sku);
      }
      await waitForText(dimensioning, /Itens considerados apenas para o cálculo de carga térmica/);

      // APRESENTAÇÃO: rich text with bold and a list.
      const presentation = await openSection(page, TITLES.presentation);
      const editor = await openEditor(presentation, 'Apresentação');
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type('Proposta para a ');
      await page.keyboard.press('Control+B');
      await page.keyboard.type('Boa Vista');
      await page.keyboard.press('Control+B');
      await page.keyboard.press('Enter');
      await presentation.getByRole('button', { name: 'Lista com marcadores' }).click();
      await page.keyboard.type('Câmara de resfriados');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Câmara de laticínios');
      await waitForText(presentation, UNSAVED);
      await presentation.getByRole('button', { name: 'Confirmar — Apresentação' }).click();
      await saveSection(page, presentation, TITLES.presentation);

      // CARACTERÍSTICAS: a complementary text on the first equipment, additional information.
      const characteristics = await openSection(page, TITLES.characteristics);
      const extra = await openEditor(characteristics, 'Informações adicionais');
      await extra.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('Painéis elétricos conforme NR-10.');
      await characteristics
        .getByRole('button', { name: 'Confirmar — Informações adicionais' })
        .click();
      await saveSection(page, characteristics, TITLES.characteristics);

      // CONDIÇÕES COMERCIAIS: prices typed in Portuguese, a payment option.
      const commercial = await openSection(page, TITLES.commercial);
      const priceFields = commercial.getByRole('textbox', { name: /^Preço unitário \(R\$\) — / });
      const quantityFields = commercial.getByRole('textbox', { name: /^Quantidade — / });
      const ipiFields = commercial.getByRole('textbox', { name: /^IPI \(%\) — / });
      await expect.poll(() => priceFields.count()).toBeGreaterThanOrEqual(2);
      const lines = await priceFields.count();
      const prices = [12_500, 38_900.5, 9_999.99].slice(0, lines);
      let total = 0;
      let ipi = 0;
      for (let index = 0; index < lines; index += 1) {
        const price = prices[index] ?? 1_000;
        const typed = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(price);
        await typeNumber(priceFields.nth(index), typed);
        await typeNumber(ipiFields.nth(index), '5');
        // A rate typed over the computed one carries its reason (issue 30, ADR 072).
        await commercial
          .getByRole('textbox', { name: /^Motivo — / })
          .nth(index)
          .fill('IPI informado pelo cliente');
        const quantity = Number(await quantityFields.nth(index).inputValue());
        const lineTotal = Math.round(quantity * price * 100) / 100;
        total += lineTotal;
        ipi += Math.round(lineTotal * 5) / 100;
      }
      const totals = commercial.getByRole('table', { name: 'Totais' });
      await waitForText(totals, brl(total));
      await waitForText(totals, brl(total + ipi));
      await chooseOption(page, commercial, 'Modelo — Condições de pagamento', '30/60/90 dias');
      await waitForText(commercial, /a 30, 60 e 90 dias/);
      await saveSection(page, commercial, TITLES.commercial);

      // TERMOS and RESPONSÁVEIS.
      const general = await openSection(page, TITLES.general);
      const generalEditor = await openEditor(general, 'Termos e condições gerais de venda');
      await generalEditor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Cláusula adicional: entrega em Campinas.');
      await general
        .getByRole('button', { name: 'Confirmar — Termos e condições gerais de venda' })
        .click();
      await saveSection(page, general, TITLES.general);
      const responsible = await openSection(page, TITLES.responsible);
      await chooseOption(
        page,
        responsible,
        'Modelo — Responsáveis',
        'Comercial, Engenharia e Assistência Técnica',
      );
      await waitForText(responsible, /Assistência Técnica/);
      await saveSection(page, responsible, TITLES.responsible);

      // Reload: everything is there.
      await page.reload();
      expect(await readProposalCode(page, 0)).toBe(code);
      const presentationAgain = await openSection(page, TITLES.presentation);
      await expect
        .poll(() => presentationAgain.locator('strong', { hasText: 'Boa Vista' }).count())
        .toBe(1);
      await expect
        .poll(() => presentationAgain.locator('li').allTextContents())
        .toEqual(['Câmara de resfriados', 'Câmara de laticínios']);
      await waitForText(await openSection(page, TITLES.characteristics), /conforme NR-10/);
      const commercialAgain = await openSection(page, TITLES.commercial);
      await expect
        .poll(() =>
          commercialAgain
            .getByRole('textbox', { name: /^Preço unitário \(R\$\) — / })
            .first()
            .inputValue(),
        )
        .toBe('12.500,00');
      await waitForText(commercialAgain, /a 30, 60 e 90 dias/);
      await waitForText(await openSection(page, TITLES.general), /entrega em Campinas/);
      await waitForText(await openSection(page, TITLES.responsible), /Assistência Técnica/);

      // The project list's Valor is what the buyer pays: the total with the IPI (ADR 072).
      await page.goto(`${baseUrl}/projects`);
      const row = page.getByRole('row', { name: /Proposta Boa Vista/ });
      await waitForText(row, brl(total + ipi));

      // Emitir revisão: R0 frozen, R1 open; a price changed on R1; the diff shows it.
      await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      await readProposalCode(page, 0);
      await page.getByRole('button', { name: 'Emitir revisão' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Emitir revisão' }).click();
      const nextCode = await readProposalCode(page, 1);
      expect(nextCode).toBe(code.replace(/R0$/, 'R1'));
      const commercialR1 = await openSection(page, TITLES.commercial);
      await typeNumber(
        commercialR1.getByRole('textbox', { name: /^Preço unitário \(R\$\) — / }).first(),
        '13.000,00',
      );
      await saveSection(page, commercialR1, TITLES.commercial);

      await page.getByRole('button', { name: `Abrir revisão ${code}` }).click();
      await waitForText(page, /somente leitura/);
      const frozen = await openSection(page, TITLES.commercial);
      await waitForText(frozen, /12\.500,00/);
      await expect.poll(() => page.getByRole('button', { name: /^Salvar — / }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'proposta (revisão emitida)');
      await page
        .getByRole('button', { name: 'Voltar para a revisão em edição' })
        .or(page.getByRole('link', { name: 'Voltar para a revisão em edição' }))
        .first()
        .click();
      await readProposalCode(page, 1);

      await chooseOption(page, page.locator('body'), 'Revisão anterior (antes)', code);
      await chooseOption(page, page.locator('body'), 'Revisão posterior (depois)', nextCode);
      await page.getByRole('button', { name: 'Comparar', exact: true }).click();
      const diff = page.getByRole('table', { name: `Diferenças de ${code} para ${nextCode}` });
      await diff.waitFor({ timeout: 15_000 });
      const priceRow = diff.getByRole('row', { name: /Preço unitário/ }).first();
      await waitForText(priceRow, brl(12_500));
      await waitForText(priceRow, brl(13_000));
      await expectNoSeriousA11yViolations(page, 'proposta (comparação de revisões)');
    } finally {
      await context.close();
    }
  });

  it("an editor changes a default text in 'Modelos de texto' and a new proposal starts with it", async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const project = await createProjectWithSavedSystem(
        page,
        baseUrl,
        'Proposta modelo',
        'editor',
      );
      await page.goto(`${baseUrl}/projects`);
      await page.getByRole('link', { name: 'Modelos de texto' }).first().click();
      await page.getByRole('heading', { name: 'Modelos de texto', level: 1 }).waitFor();
      await expectNoSeriousA11yViolations(page, 'modelos de texto');
      await page.getByRole('button', { name: 'Editar 15 dias' }).click();
      const form = page.getByRole('form', { name: 'Editar modelo 15 dias' });
      const editor = await openEditor(form, 'Texto');
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Valores em reais, sem correção.');
      await form.getByRole('button', { name: 'Confirmar — Texto' }).click();
      await form.getByRole('button', { name: 'Salvar' }).click();
      await waitForToast(page, 'Salvo com sucesso!');

      await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      await readProposalCode(page, 0);
      const commercial = await openSection(page, TITLES.commercial);
      await waitForText(commercial, /Valores em reais, sem correção\./);
    } finally {
      await context.close();
    }
  });

  it('a seller sees only the dimensioning and equipment sections, PDF and e-mail, on a phone', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      const project = await createProjectWithSavedSystem(
        page,
        baseUrl,
        'Proposta do vendedor',
        'vendedor',
      );
      await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      await readProposalCode(page, 0);
      await page.getByRole('button', { name: TITLES.dimensioning, exact: true }).waitFor();
      for (const title of Object.values(TITLES)) {
        const visible = title === TITLES.dimensioning || title === TITLES.characteristics;
        expect(await page.getByRole('button', { name: title, exact: true }).count(), title).toBe(
          visible ? 1 : 0,
        );
      }
      expect(await page.getByRole('button', { name: 'Download DOCX' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Download PDF' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Enviar por Email' }).count()).toBe(1);
      const dimensioning = await openSection(page, TITLES.dimensioning);
      await waitForText(dimensioning, project.unit.sku);
      // The server refuses the editor's sections to a seller, not only the screen.
      const current = await callApi(
        page,
        'GET',
        `/v1/projects/${project.projectId}/proposals/current`,
      );
      const proposalId = (current.json as { id: number }).id;
      const refused = await callApi(
        page,
        'GET',
        `/v1/projects/${project.projectId}/proposals/${proposalId}/presentation`,
      );
      expect(refused.status).toBe(403);
      await expectNoSeriousA11yViolations(page, 'proposta (vendedor, celular)');
    } finally {
      await context.close();
    }
  });

  it('shows stored script-bearing texts as inert text', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const project = await createProjectWithSavedSystem(page, baseUrl, 'Proposta XSS', 'editor');
      const created = await callApi(
        page,
        'POST',
        `/v1/projects/${project.projectId}/proposals`,
        {},
      );
      const proposalId = (created.json as { id: number }).id;
      const path = `/v1/projects/${project.projectId}/proposals/${proposalId}/presentation`;
      const section = (await callApi(page, 'GET', path)).json as { version: number };
      const vectors = [
        'Texto **seguro** <script>window.__xss = 1</script>',
        '<img src=x onerror="window.__xss = 2">',
        '[clique aqui](javascript:window.__xss=3)',
        '<svg onload="window.__xss = 4"></svg> <iframe src="javascript:window.__xss=5"></iframe>',
        '[link](JaVaScRiPt:window.__xss=6) {onclick="window.__xss=7"}',
      ].join('\n\n');
      const saved = await callApi(page, 'PUT', path, {
        templateId: null,
        text: vectors,
        version: section.version,
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);

      await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      await readProposalCode(page, 0);
      const presentation = await openSection(page, TITLES.presentation);
      await waitForText(presentation, /window\.__xss = 1/);
      expect(await presentation.locator('strong', { hasText: 'seguro' }).count()).toBe(1);
      expect(await presentation.locator('script, img, svg[onload], iframe').count()).toBe(0);
      const dangerous = await presentation.evaluate((element) =>
        [...element.querySelectorAll('*')].some(
          (node) =>
            [...node.attributes].some((attribute) => attribute.name.startsWith('on')) ||
            /^\s*javascript:/i.test(node.getAttribute('href') ?? ''),
        ),
      );
      expect(dangerous).toBe(false);
      const links = presentation.getByText('clique aqui');
      if ((await links.count()) > 0) await links.first().click();
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await expectNoSeriousA11yViolations(page, 'proposta (textos com script)');
    } finally {
      await context.close();
    }
  });
});
