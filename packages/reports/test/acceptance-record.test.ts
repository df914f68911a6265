import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_RECORD,
  buildProposalReport,
  renderProposalDocx,
  renderProposalPdf,
  type ReportAcceptance,
} from '../src/index.ts';
import { CONTEXT, tenRoomDocument } from './proposal-fixture.ts';
import { docxText, normalise, pdftotext, useScratchDirectory } from './scratch.ts';

/*
 * Issue 31 (docs/decisions/075): an accepted revision's documents end with the acceptance
 * record: who (name, CPF formatted or role), e-mail, when (Brasília, to the second), IP, user
 * agent, the revision's code, the SHA-256 of the PDF accepted, and the legal basis. Without an
 * acceptance there is no such page.
 */

const scratch = useScratchDirectory('reports-acceptance-');

const SHA256 = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

const ACCEPTANCE: ReportAcceptance = {
  code: '2026-0042-R1',
  // 17:05:09 UTC is 14:05:09 in Brasília (UTC−3).
  decidedAt: '2026-11-24T17:05:09.000Z',
  name: 'Joana Prado Moreira',
  cpf: '52998224725',
  role: null,
  email: 'joana@serraazul.com.br',
  ip: '203.0.113.45',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1',
  pdfSha256: SHA256,
};

/** Each page's text (pages end with a form feed), break opportunities (U+200B) removed. */
async function pdfPages(pdf: Uint8Array, name: string): Promise<string[]> {
  const stdout = await pdftotext(pdf, path.join(scratch(), `${name}.pdf`));
  const pages = normalise(stdout.replaceAll('\u200b', '')).split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages;
}

describe('the acceptance record', () => {
  it('is the last page of the PDF, with every piece of evidence and the legal basis', async () => {
    const document = tenRoomDocument();
    const plain = await pdfPages(
      await renderProposalPdf(buildProposalReport(document, CONTEXT)),
      'plain',
    );
    const accepted = await pdfPages(
      await renderProposalPdf(
        buildProposalReport(document, { ...CONTEXT, acceptance: ACCEPTANCE }),
      ),
      'accepted',
    );
    expect(accepted.length).toBe(plain.length + 1);
    const last = accepted.at(-1) ?? '';
    for (const expected of [
      ACCEPTANCE_RECORD.title,
      'Revisão',
      '2026-0042-R1',
      'Joana Prado Moreira',
      '529.982.247-25',
      'joana@serraazul.com.br',
      '24/11/2026 14:05:09 (horário de Brasília)',
      '203.0.113.45',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1',
      SHA256,
    ])
      expect(last.replace(/\s+/g, ' '), expected).toContain(expected);
    expect(last.replace(/\s+/g, ' ')).toContain('2.200-2/2001, art. 10, § 2º');
    expect(last.replace(/\s+/g, ' ')).toContain('Lei nº 14.063/2020');
    // The record is on its own page; no other page has it.
    for (const page of accepted.slice(0, -1)) expect(page).not.toContain(ACCEPTANCE_RECORD.title);
  });

  it('names the role when the customer gave no CPF', async () => {
    const report = buildProposalReport(tenRoomDocument(), {
      ...CONTEXT,
      acceptance: { ...ACCEPTANCE, cpf: null, role: 'Gerente de compras' },
    });
    const last = (await pdfPages(await renderProposalPdf(report), 'role')).at(-1) ?? '';
    expect(last).toContain('Gerente de compras');
    expect(last).not.toContain('CPF');
  });

  it('without an acceptance no page has the record', async () => {
    const pages = await pdfPages(
      await renderProposalPdf(buildProposalReport(tenRoomDocument(), CONTEXT)),
      'none',
    );
    for (const page of pages) {
      expect(page).not.toContain(ACCEPTANCE_RECORD.title);
      expect(page).not.toContain('14.063');
    }
  });

  it('the DOCX (the same model) ends with the record too', async () => {
    const docx = docxText(
      await renderProposalDocx(
        buildProposalReport(tenRoomDocument(), { ...CONTEXT, acceptance: ACCEPTANCE }),
      ),
    ).replaceAll('\u200b', '');
    const record = docx.slice(docx.indexOf(ACCEPTANCE_RECORD.title));
    expect(docx.indexOf(ACCEPTANCE_RECORD.title)).toBeGreaterThan(0);
    expect(record).toContain('529.982.247-25');
    expect(record).toContain(SHA256);
    expect(
      docxText(await renderProposalDocx(buildProposalReport(tenRoomDocument(), CONTEXT))),
    ).not.toContain(ACCEPTANCE_RECORD.title);
  });
});
