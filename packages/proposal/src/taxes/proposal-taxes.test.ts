// A proposal's taxes across the reform (research §4: "Quotes valid across 31/12/2026 need a
// tax-change clause and per-line regime by invoice date"; addendum "two price bases, chosen by
// the expected invoice date") and the total in words (issue 30 item 4).
import { describe, expect, it } from 'vitest';
import { taxBuyer, taxInput, taxLine } from '../testing/tax-builders.ts';
import { computeTaxes } from './compute-taxes.ts';
import { formatReaisInWords } from './in-words.ts';
import { computeProposalTaxes, spansReform } from './proposal-taxes.ts';

describe('computeProposalTaxes', () => {
  it('valid across 31/12/2026 with a 2026 invoice date: the 2027 composition as the alternative, and the clause', () => {
    const taxes = computeProposalTaxes({
      ...taxInput({ buyer: taxBuyer({ goodsUse: 'RESALE' }) }),
      issueDate: '2026-12-01',
      validUntil: '2027-01-30',
    });
    expect(taxes.primary).toMatchObject({ invoiceDate: '2026-12-15', period: 'PIS_COFINS' });
    expect(taxes.alternative).toMatchObject({ invoiceDate: '2027-01-01', period: 'CBS_IBS' });
    expect(taxes.clause).toBe(
      'Os tributos desta proposta foram estimados para faturamento em 15/12/2026. Faturamentos a partir de 01/01/2027 seguem a reforma tributária (LC 214/2025): PIS/COFINS deixam o preço, CBS e IBS são acrescidos e o IPI segue a TIPI vigente; os valores serão recalculados na data do faturamento.',
    );
    expect(taxes.seller).toEqual({ state: 'SP', regime: 'LUCRO_REAL' });
    expect(taxes.buyer).toEqual(taxBuyer({ goodsUse: 'RESALE' }));
  });

  it('with a 2027 invoice date the alternative is the 2026 composition (31/12/2026)', () => {
    const taxes = computeProposalTaxes({
      ...taxInput({ invoiceDate: '2027-02-01' }),
      issueDate: '2026-11-20',
      validUntil: '2027-02-20',
    });
    expect(taxes.primary.period).toBe('CBS_IBS');
    expect(taxes.alternative).toMatchObject({ invoiceDate: '2026-12-31', period: 'PIS_COFINS' });
    expect(taxes.clause).toContain('Faturamentos até 31/12/2026');
  });

  it('valid within one composition, or without a validity: no alternative and no clause', () => {
    for (const [issueDate, validUntil] of [
      ['2026-11-01', '2026-12-31'],
      ['2027-01-01', '2027-03-01'],
      ['2026-11-01', null],
    ] as const) {
      const taxes = computeProposalTaxes({ ...taxInput(), issueDate, validUntil });
      expect(taxes.alternative, `${issueDate}–${validUntil}`).toBeNull();
      expect(taxes.clause).toBeNull();
    }
    expect(spansReform('2026-12-31', '2027-01-01')).toBe(true);
  });

  it('the primary is computeTaxes at the invoice date', () => {
    const input = taxInput();
    const taxes = computeProposalTaxes({
      ...input,
      issueDate: '2026-12-01',
      validUntil: '2026-12-20',
    });
    expect(taxes.primary).toEqual(computeTaxes(input));
  });
});

describe('the total in words (extenso)', () => {
  it('reais and centavos in Brazilian Portuguese', () => {
    expect(formatReaisInWords(101_926.21)).toBe(
      'cento e um mil novecentos e vinte e seis reais e vinte e um centavos',
    );
    expect(formatReaisInWords(1)).toBe('um real');
    expect(formatReaisInWords(0.01)).toBe('um centavo');
    expect(formatReaisInWords(1_000_000)).toBe('um milhão de reais');
  });

  it('is the summary invoice total', () => {
    const summary = computeTaxes(
      taxInput({
        lines: [taxLine(), taxLine({ key: 'evaporador-2', quantity: 2, discount: 100.5 })],
      }),
    );
    // 10.000 + 325 and 19.899,50 + 3,25 % (646,73).
    expect(summary.invoiceTotal).toBe(30_871.23);
    expect(summary.invoiceTotalInWords).toBe(
      'trinta mil oitocentos e setenta e um reais e vinte e três centavos',
    );
  });

  it('an empty line (no quantity or price) counts as zero and has no figures', () => {
    const summary = computeTaxes(taxInput({ lines: [taxLine({ quantity: null })] }));
    expect(summary.lines[0]).toMatchObject({ net: 0, figures: [], total: 0 });
    expect(summary.invoiceTotalInWords).toBe('zero reais');
  });
});
