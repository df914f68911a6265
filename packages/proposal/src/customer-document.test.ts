import type { PriceInput, ProposalDocument } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { toCustomerDocument } from './customer-document.ts';
import { computeProposalTaxes } from './taxes/proposal-taxes.ts';
import { buildProposalDocument } from './testing/document-builders.ts';
import { selection } from './testing/selection-project.ts';
import { taxInput, taxLine } from './testing/tax-builders.ts';

/*
 * Issue 31 (docs/decisions/075): the customer's page shows a revision as its PDF shows it, and
 * nothing more. Each field the editors' document has beyond the PDF is proved gone; every figure
 * is proved unchanged.
 */

const REASON = 'Acordo comercial com o cliente: ICMS negociado';
const WARNING = 'Alíquota de ICMS informada: confirme com o contador';

/** An issued revision with a typed ICMS rate over the computed one, and what rides along. */
function editorsDocument(): ProposalDocument {
  const document = buildProposalDocument(
    selection,
    selection.equipments.map((line): PriceInput => ({
      equipmentKey: line.key,
      quantity: line.count,
      unitPrice: 12_500,
      icmsOverride: 12,
      ipiOverride: null,
      overrideReason: REASON,
      conv5291: false,
    })),
  );
  const taxes = computeProposalTaxes({
    ...taxInput({
      lines: [taxLine({ overrides: { icms: 12, ipi: null, reason: REASON } })],
    }),
    issueDate: '2026-12-01',
    validUntil: '2027-01-30',
  });
  taxes.primary.warnings.push(
    { code: 'RATE_TYPED', message: WARNING, lineKey: 'evaporador-1' },
    {
      code: 'RATE_PENDING',
      message: 'Alíquota de CBS não informada: preencha em Tabelas fiscais.',
      lineKey: null,
      customerNote: 'A alíquota da CBS de 2027 ainda não foi publicada.',
    },
  );
  const commercial = document.commercialConditions;
  if (!commercial) throw new Error('the builder gives commercial conditions');
  return {
    ...document,
    proposal: {
      ...document.proposal,
      status: 'ISSUED',
      issuedAt: '2026-12-01T13:00:00.000Z',
      issuedBy: { username: 'maria.souza', name: 'Maria Carvalho' },
      // What a document may carry at run time beyond its type.
      ...({
        revisions: [{ id: 7, code: '2026-0042-R5', issuedBy: { username: 'joao.lima' } }],
        createdBy: { username: 'joao.lima', name: 'João Lima' },
      } as object),
    },
    commercialConditions: {
      ...commercial,
      taxes,
      ...({ taxInputs: { seller: { state: 'SP', regime: 'LUCRO_REAL' }, rates: [] } } as object),
    },
  };
}

describe('toCustomerDocument', () => {
  const editors = editorsDocument();
  const customer = toCustomerDocument(editors);
  const json = JSON.stringify(customer);

  it('the fixture has every field the projection removes', () => {
    const editorsJson = JSON.stringify(editors);
    for (const leak of [REASON, WARNING, 'maria.souza', 'joao.lima', 'taxInputs', '2026-0042-R5'])
      expect(editorsJson).toContain(leak);
    const figure = editors.commercialConditions?.taxes?.primary.lines[0]?.figures.find(
      (item) => item.override,
    );
    expect(figure?.override?.computedRate).toBeTypeOf('number');
  });

  it('drops who issued the revision and any user name', () => {
    expect(customer.proposal.issuedBy).toBeNull();
    expect(json).not.toContain('maria.souza');
    expect(json).not.toContain('Maria Carvalho');
    expect(json).not.toContain('joao.lima');
    expect(json).not.toContain('createdBy');
  });

  it('drops the other revisions and the screen’s tax inputs', () => {
    expect(customer.proposal).not.toHaveProperty('revisions');
    expect(customer.commercialConditions).not.toHaveProperty('taxInputs');
    expect(json).not.toContain('2026-0042-R5');
    expect(json).not.toContain('taxInputs');
  });

  it('drops the typed rates’ reasons and the computed rates they replaced, keeping the mark', () => {
    expect(json).not.toContain(REASON);
    for (const line of customer.commercialConditions?.prices ?? []) {
      expect(line.overrideReason).toBeNull();
      expect(line.icmsOverride).toBeNull();
      expect(line.ipiOverride).toBeNull();
    }
    const taxes = customer.commercialConditions?.taxes;
    const figures = [taxes?.primary, taxes?.alternative].flatMap(
      (summary) => summary?.lines.flatMap((line) => line.figures) ?? [],
    );
    const typed = figures.filter((figure) => figure.override);
    expect(typed.length).toBeGreaterThan(0);
    for (const figure of typed) expect(figure.override).toEqual({ computedRate: null, reason: '' });
    for (const figure of figures) expect(figure.rateIds).toEqual([]);
  });

  it('keeps only the warnings the PDF tells the customer, as the customer’s note', () => {
    expect(json).not.toContain(WARNING);
    expect(json).not.toContain('Tabelas fiscais');
    expect(customer.commercialConditions?.taxes?.primary.warnings).toEqual([
      {
        code: 'RATE_PENDING',
        message: 'A alíquota da CBS de 2027 ainda não foi publicada.',
        lineKey: null,
        customerNote: 'A alíquota da CBS de 2027 ainda não foi publicada.',
      },
    ]);
  });

  it('leaves every figure unchanged: prices, totals, taxes', () => {
    const strip = (document: ProposalDocument) => {
      const commercial = document.commercialConditions;
      return {
        totals: document.proposal.totals,
        commercialTotals: commercial?.totals,
        prices: commercial?.prices.map((line) => [
          line.equipmentKey,
          line.quantity,
          line.unitPrice,
          line.icms,
          line.pisCofins,
          line.ipi,
          line.lineTotal,
        ]),
        taxes: [commercial?.taxes?.primary, commercial?.taxes?.alternative].map((summary) => ({
          products: summary?.products,
          added: summary?.added,
          invoiceTotal: summary?.invoiceTotal,
          inWords: summary?.invoiceTotalInWords,
          difal: summary?.difal,
          byTax: summary?.byTax,
          lines: summary?.lines.map((line) => ({
            net: line.net,
            total: line.total,
            figures: line.figures.map((figure) => [
              figure.tax,
              figure.base,
              figure.rate,
              figure.amount,
            ]),
          })),
        })),
        clause: commercial?.taxes?.clause,
      };
    };
    expect(strip(customer)).toEqual(strip(editors));
    expect(customer.commercialConditions?.prices.length).toBeGreaterThan(0);
    expect(customer.proposal.rooms).toEqual(editors.proposal.rooms);
    expect(customer.proposal.systems).toEqual(editors.proposal.systems);
    expect(customer.proposal.client).toEqual(editors.proposal.client);
  });

  it('keeps the texts the PDF prints, without the templates they came from', () => {
    expect(customer.presentation?.text).toBe(editors.presentation?.text);
    expect(customer.commercialConditions?.warranty.text).toBe(
      editors.commercialConditions?.warranty.text,
    );
    expect(customer.generalConditions?.templateId).toBeNull();
    expect(customer.equipmentCharacteristics).toEqual(editors.equipmentCharacteristics);
  });
});
