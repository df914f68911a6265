import type { ParsedMail } from 'mailparser';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';
import { downloadFile, pdfText, readProposalCode, receivedMails } from '../support/documents.ts';
import { createProjectWithSavedSystem } from '../support/proposal.ts';

/*
 * Issue 15: the proposal's documents and e-mail, end to end: an editor downloads the PDF and the
 * DOCX with the screen's buttons and sends the proposal by e-mail through a real SMTP
 * conversation (the test SMTP server of the global setup), which arrives with the PDF attached.
 */

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const openPage = useBrowser();

/** Whether `address` is among the message's recipients. */
function sentTo(mail: ParsedMail, address: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((group) => group.value.some((item) => item.address === address));
}

describe('proposal documents and e-mail', () => {
  it('downloads the PDF and the DOCX, and sends the proposal by e-mail with the PDF attached', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      const project = await createProjectWithSavedSystem(
        page,
        baseUrl,
        'Proposta Documentos',
        'editor',
      );
      await page.goto(`${baseUrl}/projects/${project.projectId}/proposal`);
      const code = await readProposalCode(page);

      const pdf = await downloadFile(page, 'Download PDF');
      expect(pdf.name).toBe(`Proposta ${code} - Proposta Documentos.pdf`);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf.saved, { layout: true });
      expect(text).toContain(code);
      expect(text).toContain(project.unit.sku);
      expect(text).toContain('Frigorífico Boa Vista Ltda.');

      const docx = await downloadFile(page, 'Download DOCX');
      expect(docx.name).toBe(`Proposta ${code} - Proposta Documentos.docx`);
      expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

      // Only an issued revision is sent: the draft is issued on the way (docs/decisions/063).
      await page.getByRole('button', { name: 'Enviar por Email' }).first().click();
      await page
        .getByRole('dialog', { name: `Emitir a revisão ${code} e enviar?` })
        .getByRole('button', { name: 'Emitir a revisão e enviar' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Enviar proposta por e-mail' });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.getByText('compras@boavista.com.br').first().isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      await expect
        .poll(() => dialog.getByRole('textbox', { name: /^Assunto/ }).inputValue())
        .toContain(code);
      await expectNoSeriousA11yViolations(page, 'enviar proposta por e-mail');
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect
        .poll(() => page.getByText('Proposta enviada.').first().isVisible(), { timeout: 30_000 })
        .toBe(true);

      const sent = page.getByRole('table', { name: 'Propostas enviadas por e-mail' });
      await expect
        .poll(() => sent.getByText('Enviado', { exact: true }).count(), { timeout: 15_000 })
        .toBe(1);

      let mails: ParsedMail[] = [];
      await expect
        .poll(
          async () => {
            // This proposal's (proposal-send.spec.ts writes to the same client and mail folder).
            mails = await receivedMails(
              mailDir,
              (mail) =>
                sentTo(mail, 'compras@boavista.com.br') && mail.subject?.includes(code) === true,
            );
            return mails.length;
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      const [mail] = mails;
      expect(mail?.subject).toContain(code);
      const attachment = mail?.attachments[0];
      expect(attachment?.filename).toBe(`Proposta ${code} - Proposta Documentos.pdf`);
      expect(attachment?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expectNoSeriousA11yViolations(page, 'proposta (enviados)');
    } finally {
      await context.close();
    }
  });
});
