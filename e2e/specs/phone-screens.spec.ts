import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PHONE,
  expectNoSeriousA11yViolations,
  launchBrowser,
  openContext,
} from '../support/browser.ts';
import { callApi, evaporatorRows } from '../support/equipments.ts';
import { createProjectWithSavedSystem, type SavedSystemProject } from '../support/proposal.ts';

/*
 * Issue 29 item 8 (docs/decisions/068): every main screen on a 375 px phone passes axe and never
 * scrolls the page sideways; the proposal's revision codes stay on one line; the evaporator
 * table shows each room's DT and capacity without scrolling sideways.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let closeContext: () => Promise<void>;
let project: SavedSystemProject;

beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await openContext(browser, PHONE);
  page = opened.page;
  closeContext = () => opened.context.close();
  project = await createProjectWithSavedSystem(page, baseUrl, 'Câmaras no Celular', 'editor');
  // An issued revision and the draft after it: two codes, 'AAAA-NNNN-R0' and '…-R1'.
  const created = await callApi(page, 'POST', `/v1/projects/${project.projectId}/proposals`, {});
  expect(created.status, 'proposal').toBe(201);
  const proposal = created.json as { id: number; version: number };
  const issued = await callApi(
    page,
    'POST',
    `/v1/projects/${project.projectId}/proposals/${proposal.id}/revisions`,
    { version: proposal.version },
  );
  expect(issued.status, JSON.stringify(issued.json)).toBe(201);
}, 120_000);
afterAll(async () => {
  await closeContext();
  await browser.close();
});

async function waitForVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** The page's width beyond the viewport (0: no sideways scroll). */
async function readSidewaysOverflow(target: Page): Promise<number> {
  return target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The elements wider than the viewport's right edge, for a failure's message. */
async function describeOverflow(target: Page): Promise<string[]> {
  return target.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}–${Math.round(box.right)} px`;
      }),
  );
}

async function expectNoSidewaysScroll(target: Page, screen: string): Promise<void> {
  const overflow = await readSidewaysOverflow(target);
  expect(overflow, `${screen}: ${(await describeOverflow(target)).join('; ')}`).toBeLessThanOrEqual(
    0,
  );
}

/** How many lines the element's text takes (its text's line boxes, by their tops). */
async function countTextLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(
      [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    );
    return tops.size;
  });
}

/**
 * Whether the element is wholly inside the viewport and shown there (not clipped away by a
 * scroll container): the point at its centre belongs to it.
 */
async function isWithinViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

/** Scrolls the page up or down (never sideways, and no inner scroll container) to the element. */
async function scrollVerticallyTo(locator: Locator): Promise<void> {
  await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
  });
}

describe('the main screens on a 375 px phone (issue 29 item 8)', () => {
  it('the project list and its form', async () => {
    await page.goto(`${baseUrl}/projects`);
    await waitForVisible(page.getByRole('link', { name: 'Câmaras no Celular' }));
    await expectNoSidewaysScroll(page, 'Projetos');
    await expectNoSeriousA11yViolations(page, 'Projetos (celular)');

    await page.getByRole('button', { name: 'Novo Projeto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
    await waitForVisible(dialog.getByLabel('Nome do projeto'));
    await expectNoSidewaysScroll(page, 'Novo Projeto');
    await expectNoSeriousA11yViolations(page, 'Novo Projeto (celular)');
  });

  it('the room editor', async () => {
    await page.goto(`${baseUrl}/projects/${project.projectId}/rooms`);
    await waitForVisible(page.getByRole('heading', { name: 'Carga Térmica', level: 1 }));
    await waitForVisible(page.getByText('Resfriados'));
    await expectNoSidewaysScroll(page, 'Carga Térmica');
    await expectNoSeriousA11yViolations(page, 'Carga Térmica (celular)');
  });

  it('the equipment screen shows each room’s DT and capacity without scrolling sideways', async () => {
    await page.goto(`${baseUrl}/projects/${project.projectId}/equipments`);
    const table = page.getByRole('table', { name: 'Evaporador' }).first();
    await waitForVisible(table);
    const headers = (await table.getByRole('columnheader').allTextContents()).map((text) =>
      text.trim(),
    );
    const dtColumn = headers.indexOf('DT');
    const capacityColumn = headers.indexOf('Carga do Evaporador (kcal/h)');
    expect(dtColumn, headers.join(' | ')).toBeGreaterThan(0);
    expect(capacityColumn, headers.join(' | ')).toBeGreaterThan(0);
    for (const roomName of ['Resfriados', 'Laticínios']) {
      const row = evaporatorRows(page, new RegExp(roomName)).first();
      const cells = row.locator(':scope > th, :scope > td');
      const dt = cells.nth(dtColumn);
      const capacity = cells.nth(capacityColumn);
      await scrollVerticallyTo(dt);
      expect(await dt.textContent(), `${roomName} DT`).toMatch(/\d+(,\d+)? K/);
      expect(await capacity.textContent(), `${roomName} capacity`).toMatch(/\d/);
      expect(await isWithinViewport(dt), `${roomName}: DT within the viewport`).toBe(true);
      await scrollVerticallyTo(capacity);
      expect(await isWithinViewport(capacity), `${roomName}: capacity within the viewport`).toBe(
        true,
      );
    }
    await expectNoSidewaysScroll(page, 'Equipamentos');
    await expectNoSeriousA11yViolations(page, 'Equipamentos (celular)');
  });

  it('the proposal page does not scroll sideways and keeps each revision code on one line', async () => {
    await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
    const heading = page.getByRole('heading', { name: /^Resultado da Seleção \d{4}-\d{4}-R1$/ });
    await waitForVisible(heading);
    const code = ((await heading.textContent()) ?? '').replace('Resultado da Seleção ', '').trim();
    const revisions = page.getByRole('region', { name: 'Revisões', exact: true });
    await waitForVisible(revisions);
    for (const revisionCode of [code.replace(/-R1$/, '-R0'), code]) {
      const codeText = revisions.getByText(revisionCode, { exact: true }).first();
      await scrollVerticallyTo(codeText);
      expect(await countTextLines(codeText), `${revisionCode} on one line`).toBe(1);
      expect(await isWithinViewport(codeText), `${revisionCode} within the viewport`).toBe(true);
    }
    // Each revision's status and action are shown without scrolling sideways.
    const open = revisions.getByRole('button', {
      name: `Abrir revisão ${code.replace(/-R1$/, '-R0')}`,
    });
    await scrollVerticallyTo(open);
    expect(await isWithinViewport(open), 'Abrir within the viewport').toBe(true);
    const status = revisions.getByText('Emitida', { exact: true }).first();
    expect(await isWithinViewport(status), 'Emitida within the viewport').toBe(true);
    await expectNoSidewaysScroll(page, 'Proposta');
    await expectNoSeriousA11yViolations(page, 'Proposta (celular)');
  });

  it('the product comparison', async () => {
    await page.goto(`${baseUrl}/comparison`);
    await waitForVisible(page.getByRole('heading', { name: 'Comparação de Produtos', level: 1 }));
    await expectNoSidewaysScroll(page, 'Comparação de Produtos');
    await expectNoSeriousA11yViolations(page, 'Comparação de Produtos (celular)');
  });

  it('the text templates', async () => {
    await page.goto(`${baseUrl}/proposal-templates`);
    await waitForVisible(page.getByRole('heading', { name: 'Modelos de texto', level: 1 }));
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, 'Modelos de texto');
    await expectNoSeriousA11yViolations(page, 'Modelos de texto (celular)');
  });
});
