import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { downloadFile, pdfPages, readProposalCode, receivedMails } from '../support/documents.ts';
import { callApi } from '../support/equipments.ts';
import { createProjectWithSavedSystem } from '../support/proposal.ts';

/*
 * Issue 31's "done when", end to end (docs/decisions/074–079): a seller issues and sends a
 * revision; the e-mail carries the customer's link; a second browser context, never signed in,
 * opens it on a phone, sees the proposal, downloads the PDF and accepts it, typing as a person
 * types; the seller's screen then shows the views and the acceptance, the project is FECHADO/GANHO,
 * and the acceptance's hash is the SHA-256 of the PDF the customer downloaded. A revoked link shows
 * the revoked page. No request of the customer's page leaves the app's origin.
 */

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const openPage = useBrowser();
const PHONE_390 = { width: 390, height: 844 };
const PROJECT_NAME = 'Proposta Link do Cliente';

/** The page's width beyond the viewport (0: no sideways scroll). */
async function readSidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Every request the page makes, by address (blob: and data: are the page's own bytes). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The seller's proposal screen: issue the draft and send it by e-mail, the link included. */
async function issueAndSend(page: Page, projectId: number): Promise<string> {
  await page.goto(`${baseUrl}/projects/${projectId}/proposal`);
  const code = await readProposalCode(page);
  await page.getByRole('button', { name: 'Enviar por Email' }).first().click();
  const offer = page.getByRole('dialog', { name: `Emitir a revisão ${code} e enviar?` });
  await offer.getByRole('button', { name: 'Emitir a revisão e enviar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar proposta por e-mail' });
  await dialog.waitFor({ timeout: 20_000 });
  await expect
    .poll(() => dialog.getByRole('textbox', { name: /^Assunto/ }).inputValue(), {
      timeout: 15_000,
    })
    .toContain(code);
  expect(await dialog.getByRole('checkbox', { name: 'Incluir link da proposta' }).isChecked()).toBe(
    true,
  );
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect
    .poll(() => page.getByText('Proposta enviada.').first().isVisible(), { timeout: 30_000 })
    .toBe(true);
  return code;
}

/** The link of the message sent for `code`, read from the mail the test SMTP server received. */
async function readMailedLink(code: string): Promise<string> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await receivedMails(mailDir, (mail) => mail.subject?.includes(code) === true);
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const text = mails[0]?.text ?? '';
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}/proposta/[A-Za-z0-9_-]{22}`).exec(text)?.[0];
  if (!link) throw new Error(`no customer link in the message:\n${text}`);
  return link;
}

/** A person's typing: each field in turn, Tab between them, the terms ticked with the space bar. */
async function acceptAsAPerson(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /Nome completo/ }).click();
  await page.keyboard.type('Maria da Silva Souza', { delay: 15 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('529.982.247-25', { delay: 15 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('Diretora de compras', { delay: 15 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('maria.souza@boavista.com.br', { delay: 15 });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aceitar proposta');
  await page.keyboard.press('Enter');
}

describe('the customer link, end to end (issue 31)', () => {
  it('sends the link by e-mail; the customer reads, downloads and accepts without signing in; the seller sees it; a revoked link says so', async () => {
    const seller = await openPage(DESKTOP);
    const customer = await openPage(PHONE_390);
    try {
      const project = await createProjectWithSavedSystem(
        seller.page,
        baseUrl,
        PROJECT_NAME,
        'editor',
      );
      const code = await issueAndSend(seller.page, project.projectId);
      const link = await readMailedLink(code);

      // A second link to the same revision, revoked on the seller's screen.
      const issued = await callApi(
        seller.page,
        'GET',
        `/v1/projects/${project.projectId}/proposals/links`,
      );
      const proposalId = (issued.json as { items: { proposalId: number }[] }).items[0]?.proposalId;
      const copied = await callApi(
        seller.page,
        'POST',
        `/v1/projects/${project.projectId}/proposals/${proposalId}/links`,
        { channel: 'COPY' },
      );
      expect(copied.status, JSON.stringify(copied.json)).toBe(201);
      const revokedLink = copied.json as { id: number; url: string };
      await seller.page.reload();
      await seller.page
        .getByRole('button', { name: new RegExp(`^Revogar link ${revokedLink.id} `) })
        .click();
      const confirm = seller.page.getByRole('dialog', { name: 'Revogar link' });
      await confirm.getByRole('button', { name: 'Revogar link' }).click();
      await confirm.waitFor({ state: 'hidden' });

      // The customer: never signed in, a phone.
      const { page } = customer;
      const requests = recordRequests(page);
      await page.goto(revokedLink.url);
      await page.getByRole('heading', { level: 1, name: 'Link revogado' }).waitFor();
      expect(await page.getByRole('button', { name: 'Baixar PDF' }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'link revogado');

      await page.goto(link);
      await page
        .getByRole('heading', { level: 1, name: `Proposta comercial ${code}` })
        .waitFor({ timeout: 20_000 });
      expect(page.url()).toBe(link);
      const main = (await page.getByRole('main').textContent()) ?? '';
      for (const text of [
        'Frigorífico Boa Vista Ltda.',
        'Resfriados',
        'Laticínios',
        project.unit.model,
        'CARACTERÍSTICAS DOS EQUIPAMENTOS',
        'Válida até',
      ]) {
        expect(main, text).toContain(text);
      }
      expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe(
        'noindex',
      );
      expect(await readSidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, 'proposta do cliente');

      const pdf = await downloadFile(page, 'Baixar PDF');
      expect(pdf.name).toMatch(new RegExp(`^Proposta ${code}.*\\.pdf$`));
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPages(pdf.saved).join('\n')).toContain(code);
      const downloadedSha256 = sha256(pdf.bytes);

      await acceptAsAPerson(page);
      const accepted = page.getByRole('status', { name: 'Proposta aceita' });
      await accepted.waitFor({ timeout: 20_000 });
      expect(await accepted.textContent()).toContain(
        'Proposta aceita por Maria da Silva Souza, Diretora de compras em',
      );
      expect(await accepted.textContent()).toContain(downloadedSha256);
      expect(await readSidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, 'proposta aceita');

      const foreign = requests.filter(
        (url) => !url.startsWith(`${baseUrl}/`) && !/^(blob|data):/.test(url),
      );
      expect(foreign).toEqual([]);
      expect(requests.some((url) => url.includes('/oidc/') || url.includes('/v1/me'))).toBe(false);

      // The seller's screen: the acceptance with its hash, the link's views and download.
      await seller.page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      const banner = seller.page.getByRole('status', {
        name: `Proposta aceita pelo cliente — revisão ${code}`,
      });
      await banner.waitFor({ timeout: 20_000 });
      expect(await banner.textContent()).toContain('Maria da Silva Souza');
      expect(await banner.textContent()).toContain(downloadedSha256);
      const links = seller.page.getByRole('region', { name: 'Links do cliente' });
      const emailRow = links.getByRole('row').filter({ hasText: 'E-mail' });
      await expect
        .poll(async () => (await emailRow.textContent()) ?? '', { timeout: 15_000 })
        .toMatch(/1 visualização[\s\S]*PDF 1/);
      await expectNoSeriousA11yViolations(seller.page, 'proposta aceita no vendedor');

      // The record's hash, from the API, is the SHA-256 of the PDF the customer downloaded.
      const decision = await callApi(
        seller.page,
        'GET',
        `/v1/projects/${project.projectId}/proposals/decision`,
      );
      expect(decision.status).toBe(200);
      expect((decision.json as { decision: { pdfSha256: string } }).decision.pdfSha256).toBe(
        downloadedSha256,
      );

      // The project is FECHADO/GANHO in the list.
      await seller.page.goto(`${baseUrl}/projects`);
      const row = seller.page
        .getByRole('table', { name: 'Projetos' })
        .getByRole('row', { name: new RegExp(PROJECT_NAME) });
      await expect
        .poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 })
        .toContain('FECHADO/GANHO');
      await expectNoSeriousA11yViolations(seller.page, 'lista de projetos');
    } finally {
      await customer.context.close();
      await seller.context.close();
    }
  }, 300_000);
});
