import path from 'node:path';
import { toCustomerDocument } from '@camara-fria/proposal';
import { describe, expect, it } from 'vitest';
import { buildProposalReport, renderProposalPdf } from '../src/index.ts';
import { CONTEXT, tenRoomDocument } from './proposal-fixture.ts';
import { caseCTaxes, taxedDocument } from './tax-fixture.ts';
import { pdftotext, useScratchDirectory } from './scratch.ts';

/*
 * Issue 31 (docs/decisions/075): the customer's projection of a revision (the public page's
 * document) holds everything its PDF shows: the PDF of the projection reads the same as the PDF
 * of the whole document, a typed rate's "alíquota informada pelo vendedor" included.
 */

const scratch = useScratchDirectory('reports-customer-');

async function pdfText(document: Parameters<typeof buildProposalReport>[0], name: string) {
  const pdf = await renderProposalPdf(buildProposalReport(document, CONTEXT));
  return pdftotext(pdf, path.join(scratch(), `${name}.pdf`), { layout: true });
}

/** Case C with the ICMS typed over the computed rate, with its reason. */
function typedRateDocument() {
  const taxes = caseCTaxes();
  const line = taxes.primary.lines[0];
  const icms = line?.figures.find((figure) => figure.tax === 'ICMS');
  if (!line || !icms) throw new Error('case C has an ICMS figure');
  icms.override = { computedRate: 7, reason: 'Negociado com o comprador' };
  return taxedDocument(taxes);
}

describe('the customer’s projection prints as the whole document', () => {
  it.each([
    ['the ten-room proposal', tenRoomDocument],
    ['a proposal with a typed ICMS rate', typedRateDocument],
  ])('%s: the same PDF text', async (name, build) => {
    const document = build();
    const whole = await pdfText(document, `${name}-whole`);
    const customer = await pdfText(toCustomerDocument(document), `${name}-customer`);
    expect(customer).toBe(whole);
    if (build === typedRateDocument) {
      expect(whole.replace(/\s+/g, ' ')).toContain('alíquota informada pelo vendedor');
      expect(whole).not.toContain('Negociado com o comprador');
    }
  });
});
