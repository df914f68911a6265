import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, useBrowser } from '../support/browser.ts';
import { callApi, findSystemPanel } from '../support/equipments.ts';
import { createProjectWithSavedSystem } from '../support/proposal.ts';
import { signInFrom } from '../support/sign-in.ts';

/**
 * A project's life on the list (issue 29 item 12, docs/decisions/065): a full copy with its
 * systems, archiving and the "Arquivados" filter, deleting with confirmation (and the refusal of
 * a project whose proposal was issued), the editors' "Responsável"; axe on each state, at 1366 and
 * 375 px.
 */

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

async function waitForToast(page: Page, text: string) {
  await expect
    .poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 })
    .toBe(true);
}

/** The list filtered by a project name (and the archived ones when `archived`). */
async function filterList(page: Page, projectName: string, archived = false) {
  await page.goto(
    `${baseUrl}/projects?projectName=${encodeURIComponent(projectName)}${archived ? '&archived=true' : ''}`,
  );
  await page.getByRole('search', { name: 'Filtros de projetos' }).waitFor();
}

function rowOf(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Projetos' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function expectRow(page: Page, name: string, visible: boolean) {
  await expect
    .poll(async () => (await rowOf(page, name).count()) === 1, { timeout: 10_000 })
    .toBe(visible);
}

describe('a project’s life on the list', () => {
  it('copies a project with its systems, archives the copy, finds it under "Arquivados" and deletes it after confirming', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const name = 'Caxias Ciclo de Vida';
      await createProjectWithSavedSystem(page, baseUrl, name, 'vendedor');
      await filterList(page, name);
      await expectRow(page, name, true);

      // Copy, confirmed: the copy is listed as "Cópia de …".
      await rowOf(page, name).getByRole('button', { name: 'Criar cópia' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar cópia' });
      await confirm.getByRole('button', { name: 'Criar cópia' }).click();
      await waitForToast(page, 'Projeto copiado com sucesso.');
      const copyName = `Cópia de ${name}`;
      await expectRow(page, copyName, true);
      await expectNoSeriousA11yViolations(page, 'project list after a copy');

      // The copy has the rooms and the saved system, on the equipment screen.
      await rowOf(page, copyName).getByRole('link', { name: copyName }).click();
      await page.waitForURL(/\/projects\/\d+\/rooms$/);
      const copyId = Number(/\/projects\/(\d+)\/rooms$/.exec(page.url())?.[1]);
      await page.goto(`${baseUrl}/projects/${copyId}/equipments`);
      const panel = findSystemPanel(page, /Sistema 1/);
      await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(true);
      await expect
        .poll(async () => {
          const text = (await panel.textContent()) ?? '';
          return text.includes('Resfriados') && text.includes('Laticínios');
        })
        .toBe(true);
      await expectNoSeriousA11yViolations(page, 'equipments of the copy');

      // Archive the copy: it leaves the list; "Arquivados" shows it, marked.
      await filterList(page, name);
      await rowOf(page, copyName).getByRole('button', { name: 'Arquivar' }).click();
      await waitForToast(page, 'Projeto arquivado.');
      await expectRow(page, copyName, false);
      await expectRow(page, name, true);
      await page.getByRole('checkbox', { name: /Arquivados/ }).check();
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expectRow(page, copyName, true);
      await expectRow(page, name, false);
      expect(await rowOf(page, copyName).getByText('Arquivado', { exact: true }).isVisible()).toBe(
        true,
      );
      expect(page.url()).toContain('archived=true');
      await expectNoSeriousA11yViolations(page, 'project list, archived filter');

      // Delete it, after cancelling once.
      await rowOf(page, copyName).getByRole('button', { name: 'Excluir' }).click();
      const dialog = page.getByRole('dialog', { name: 'Excluir projeto' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain(`Excluir o projeto ${copyName}`);
      await expectNoSeriousA11yViolations(page, 'delete project dialog');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expectRow(page, copyName, true);
      await rowOf(page, copyName).getByRole('button', { name: 'Excluir' }).click();
      await dialog.getByRole('button', { name: 'Excluir' }).click();
      await waitForToast(page, 'Projeto excluído.');
      await expectRow(page, copyName, false);
      const gone = await callApi(page, 'GET', `/v1/projects/${copyId}`);
      expect(gone.status).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('keeps a project whose proposal was issued and offers to archive it, on a 375 px phone', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      const name = 'Proposta Emitida Celular';
      const { projectId } = await createProjectWithSavedSystem(page, baseUrl, name, 'vendedor');
      const created = await callApi(page, 'POST', `/v1/projects/${projectId}/proposals`, {});
      expect(created.status).toBe(201);
      const proposalId = (created.json as { id: number }).id;
      const issued = await callApi(
        page,
        'POST',
        `/v1/projects/${projectId}/proposals/${proposalId}/revisions`,
        {},
      );
      expect(issued.status).toBe(201);

      await filterList(page, name);
      await expectRow(page, name, true);
      await expectNoSeriousA11yViolations(page, 'project list on a phone');
      await rowOf(page, name).getByRole('button', { name: 'Excluir' }).click();
      const dialog = page.getByRole('dialog', { name: 'Excluir projeto' });
      await dialog.getByRole('button', { name: 'Excluir' }).click();
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toContain('tem proposta emitida ou enviada e não pode ser excluído');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page, 'delete refused on a phone');
      await dialog.getByRole('button', { name: 'Arquivar' }).click();
      await waitForToast(page, 'Projeto arquivado.');
      await expectRow(page, name, false);

      await filterList(page, name, true);
      await expectRow(page, name, true);
      await expectNoSeriousA11yViolations(page, 'archived filter on a phone');
      expect((await callApi(page, 'GET', `/v1/projects/${projectId}`)).status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('shows editors whose each project is, and filters by "Responsável"', async () => {
    const seller = await openPage(DESKTOP);
    try {
      await signInFrom(seller.page, `${baseUrl}/projects`, 'vendedor');
      await seller.page.waitForURL(`${baseUrl}/projects`);
      const made = await callApi(seller.page, 'POST', '/v1/projects', {
        name: 'Responsável Garibaldi',
        status: 'PENDING',
        customer: { name: 'Cooperativa', address: {} },
      });
      expect(made.status).toBe(201);
    } finally {
      await seller.context.close();
    }
    const { context, page } = await openPage(DESKTOP);
    try {
      await signInFrom(page, `${baseUrl}/projects`, 'editor');
      await page.waitForURL(`${baseUrl}/projects`);
      await filterList(page, 'Responsável Garibaldi');
      const table = page.getByRole('table', { name: 'Projetos' });
      await expect
        .poll(() => table.getByRole('columnheader', { name: 'Responsável' }).isVisible())
        .toBe(true);
      await expectRow(page, 'Responsável Garibaldi', true);
      expect(await rowOf(page, 'Responsável Garibaldi').textContent()).toMatch(/vendedor|Vendedor/);
      await page.getByRole('combobox', { name: 'Responsável' }).click();
      const option = page.getByRole('option', { name: /vendedor/i }).first();
      await option.click();
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect.poll(() => page.url()).toContain('owner=');
      await expectRow(page, 'Responsável Garibaldi', true);
      await expectNoSeriousA11yViolations(page, 'editor project list with owner filter');
    } finally {
      await context.close();
    }
  });
});
