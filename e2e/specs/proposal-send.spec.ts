import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { downloadFile, pdfPages, readProposalCode, receivedMails } from '../support/documents.ts';
import { createProjectWithSavedSystem } from '../support/proposal.ts';

/*
 * Issue 29 item 2 and its "Sending" rule (docs/decisions/063), end to end: a draft's PDF says
 * RASCUNHO on every page; 'Enviar por Email' on the draft offers to issue it first ('Cancelar'
 * changes nothing); accepting issues it and opens the issued revision's send form; the message
 * arrives (the test SMTP server of the global setup) with the issued PDF, and the project is
 * ENVIADO in the list.
 */

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const openPage = useBrowser();

describe('sending a proposal: only an issued revision is sent', () => {
  it('marks the draft PDF RASCUNHO, offers to issue the draft before sending, sends the issued revision and the project is ENVIADO', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const name = 'Proposta Envio Emitida';
      const project = await createProjectWithSavedSystem(page, baseUrl, name, 'editor');
      await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      const code = await readProposalCode(page);

      // The draft's PDF: RASCUNHO on every page.
      const draftPages = pdfPages((await downloadFile(page, 'Download PDF')).saved);
      expect(draftPages.length).toBeGreaterThan(0);
      draftPages.forEach((text, index) => expect(text, `page ${index + 1}`).toContain('RASCUNHO'));

      // 'Enviar por Email' on the draft: the offer to issue it; 'Cancelar' changes nothing.
      const offerName = `Emitir a revisão ${code} e enviar?`;
      await page.getByRole('button', { name: 'Enviar por Email' }).first().click();
      const offer = page.getByRole('dialog', { name: offerName });
      await offer.waitFor();
      expect(await offer.textContent()).toContain('Somente uma revisão emitida pode ser enviada');
      await expectNoSeriousA11yViolations(page, 'emitir a revisão e enviar');
      await offer.getByRole('button', { name: 'Cancelar' }).click();
      await offer.waitFor({ state: 'hidden' });
      expect(await page.getByRole('dialog', { name: 'Enviar proposta por e-mail' }).count()).toBe(
        0,
      );
      const revisions = page.getByRole('table').filter({ hasText: 'Situação' }).first();
      expect(await revisions.getByRole('row', { name: new RegExp(code) }).textContent()).toContain(
        'Em edição',
      );

      // Accepted: issued, shown read-only, and its send form opens.
      await page.getByRole('button', { name: 'Enviar por Email' }).first().click();
      await offer.waitFor();
      await offer.getByRole('button', { name: 'Emitir a revisão e enviar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enviar proposta por e-mail' });
      await dialog.waitFor({ timeout: 20_000 });
      await expect
        .poll(() => dialog.getByRole('textbox', { name: /^Assunto/ }).inputValue(), {
          timeout: 15_000,
        })
        .toContain(code);
      expect(await dialog.textContent()).toContain(`Anexo: Proposta ${code} - ${name}.pdf`);
      await page.getByRole('note', { name: `Revisão ${code}` }).waitFor();
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect
        .poll(() => page.getByText('Proposta enviada.').first().isVisible(), { timeout: 30_000 })
        .toBe(true);
      expect(await revisions.getByRole('row', { name: new RegExp(code) }).textContent()).toContain(
        'Emitida',
      );
      await expectNoSeriousA11yViolations(page, 'proposta emitida e enviada');

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
      const attachment = mails[0]?.attachments[0];
      expect(attachment?.filename).toBe(`Proposta ${code} - ${name}.pdf`);
      const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proposal-send-')), 'sent.pdf');
      fs.writeFileSync(saved, attachment?.content ?? Buffer.alloc(0));
      const sentText = pdfPages(saved).join('\n');
      expect(sentText).toContain(code);
      expect(sentText).toContain('emitida em');
      expect(sentText).not.toContain('RASCUNHO');

      // The project moved to ENVIADO.
      await page.goto(`${baseUrl}/projects`);
      const row = page
        .getByRole('table', { name: 'Projetos' })
        .getByRole('row', { name: /Proposta Envio Emitida/ });
      await expect
        .poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 })
        .toContain('ENVIADO');
    } finally {
      await context.close();
    }
  });
});
