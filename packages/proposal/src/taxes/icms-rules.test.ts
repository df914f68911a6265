// The ICMS rules one by one (../shared/docs/taxes-research.md §2, §5 and the addendum), each
// with its source; the seeded tables, invoice on 15/12/2026, seller in SP unless a test says so.
import type { TaxFigure, TaxName, TaxSummary } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { EVAPORATOR, seededRates, taxBuyer, taxInput, taxLine } from '../testing/tax-builders.ts';
import { computeTaxes } from './compute-taxes.ts';

function figures(summary: TaxSummary, tax: TaxName): TaxFigure[] {
  return summary.lines.flatMap((line) => line.figures).filter((figure) => figure.tax === tax);
}
function only(summary: TaxSummary, tax: TaxName): TaxFigure {
  const [first, ...rest] = figures(summary, tax);
  if (!first || rest.length > 0) throw new Error(`expected one ${tax} figure`);
  return first;
}

describe('interstate ICMS (Res. Senado 22/1989 and 13/2012; research §2b)', () => {
  it('7 % from the South/Southeast (except ES) to the N, NE, CO and ES', () => {
    for (const state of ['BA', 'ES', 'GO', 'AM'] as const) {
      const icms = only(computeTaxes(taxInput({ buyer: taxBuyer({ state }) })), 'ICMS');
      expect(icms, state).toMatchObject({ rate: 7, rule: 'ICMS_INTERSTATE_7+IPI_IN_ICMS_BASE' });
      expect(icms.source).toContain('Res. Senado 22/1989');
    }
  });

  it('12 % within the South/Southeast, and from the N/NE/CO/ES to anywhere', () => {
    const spToSc = only(computeTaxes(taxInput({ buyer: taxBuyer({ state: 'SC' }) })), 'ICMS');
    expect(spToSc.rate).toBe(12);
    const baToSp = computeTaxes(
      taxInput({ seller: { state: 'BA', regime: 'LUCRO_REAL' }, buyer: taxBuyer({ state: 'SP' }) }),
    );
    expect(only(baToSp, 'ICMS').rule).toBe('ICMS_INTERSTATE_12+IPI_IN_ICMS_BASE');
  });

  it('4 % on imported goods (origins 1, 2, 3 and 8) whatever the pair of states', () => {
    for (const origin of [1, 2, 3, 8] as const) {
      const summary = computeTaxes(
        taxInput({
          buyer: taxBuyer({ state: 'BA' }),
          lines: [taxLine({ classification: { ...EVAPORATOR, origin } })],
        }),
      );
      expect(only(summary, 'ICMS'), `origin ${origin}`).toMatchObject({ rate: 4 });
      expect(only(summary, 'ICMS').source).toContain('Res. Senado 13/2012');
    }
  });

  it('the internal rate of the state within it (BA 20,5 %, Lei 14.629/2023)', () => {
    const summary = computeTaxes(
      taxInput({ seller: { state: 'BA', regime: 'LUCRO_REAL' }, buyer: taxBuyer({ state: 'BA' }) }),
    );
    expect(only(summary, 'ICMS')).toMatchObject({
      rate: 20.5,
      rule: 'ICMS_INTERNAL+IPI_IN_ICMS_BASE',
    });
    expect(only(summary, 'ICMS').source).toContain('Lei 14.629/2023 (BA)');
  });
});

describe('IPI in the ICMS base (CF art. 155 §2º XI; LC 87/1996 art. 13 §2º; research §5 rule 3)', () => {
  const icmsBase = (buyer: Parameters<typeof taxBuyer>[0]) =>
    only(computeTaxes(taxInput({ buyer: taxBuyer(buyer) })), 'ICMS').base;

  it('is in the base for own use, fixed assets, non-contributors, exempt buyers and public bodies', () => {
    expect(icmsBase({ goodsUse: 'OWN_USE' })).toBe(10_325);
    expect(icmsBase({ goodsUse: 'FIXED_ASSETS' })).toBe(10_325);
    expect(icmsBase({ icmsContribution: 'NON_CONTRIBUTOR', goodsUse: 'RESALE' })).toBe(10_325);
    expect(icmsBase({ icmsContribution: 'EXEMPT', goodsUse: 'OWN_USE' })).toBe(10_325);
    expect(icmsBase({ publicBody: true, goodsUse: 'RESALE' })).toBe(10_325);
  });

  it('is out of the base when a contributor buys to resell or industrialise', () => {
    expect(icmsBase({ goodsUse: 'RESALE' })).toBe(10_000);
    expect(icmsBase({ goodsUse: 'INDUSTRIALIZATION' })).toBe(10_000);
  });
});

describe('FCP (ADCT art. 82; research §2a)', () => {
  it('within RJ: its own figure of 2 % on the ICMS base, inside the price (FECP, Lei 10.253/2023)', () => {
    const summary = computeTaxes(
      taxInput({ seller: { state: 'RJ', regime: 'LUCRO_REAL' }, buyer: taxBuyer({ state: 'RJ' }) }),
    );
    expect(only(summary, 'ICMS')).toMatchObject({ base: 10_325, rate: 20, amount: 2065 });
    expect(only(summary, 'FCP')).toMatchObject({
      base: 10_325,
      rate: 2,
      amount: 206.5,
      treatment: 'INCLUDED',
      rule: 'FCP',
    });
    // PIS/COFINS leave ICMS and FCP out of their base: 10.000 − 2.065 − 206,50.
    expect(only(summary, 'PIS').base).toBe(7728.5);
  });

  it("of the destination, with the DIFAL: SP → AL non-contributor, AL's 1 % on the DIFAL base, paid by the seller", () => {
    const summary = computeTaxes(
      taxInput({ buyer: taxBuyer({ state: 'AL', icmsContribution: 'NON_CONTRIBUTOR' }) }),
    );
    expect(only(summary, 'DIFAL')).toMatchObject({ base: 10_325, rate: 12, amount: 1239 });
    expect(only(summary, 'FCP')).toMatchObject({
      base: 10_325,
      rate: 1,
      amount: 103.25,
      treatment: 'PAID_BY_SELLER',
      rule: 'FCP_DIFAL',
    });
  });

  it('none between states for the origin, none where the state has no row', () => {
    expect(figures(computeTaxes(taxInput({ buyer: taxBuyer({ state: 'MG' }) })), 'FCP')).toEqual(
      [],
    );
    expect(figures(computeTaxes(taxInput()), 'FCP')).toEqual([]);
  });
});

describe('DIFAL payer (EC 87/2015; LC 190/2022; research §2c and addendum)', () => {
  const difal = (buyer: Parameters<typeof taxBuyer>[0]) =>
    computeTaxes(taxInput({ buyer: taxBuyer({ state: 'BA', ...buyer }) })).difal;

  it('the seller to a non-contributor, an exempt buyer or a public body', () => {
    expect(difal({ icmsContribution: 'NON_CONTRIBUTOR' })?.payer).toBe('SELLER');
    expect(difal({ icmsContribution: 'EXEMPT' })?.payer).toBe('SELLER');
    expect(difal({ publicBody: true, goodsUse: 'OWN_USE' })?.payer).toBe('SELLER');
  });

  it('the buyer, a contributor, for own use or fixed assets; none on resale or industrialisation', () => {
    expect(difal({ goodsUse: 'OWN_USE' })).toEqual({
      amount: 1393.88,
      payer: 'BUYER',
      method: 'SINGLE_BASE',
    });
    expect(difal({ goodsUse: 'FIXED_ASSETS' })?.payer).toBe('BUYER');
    expect(difal({ goodsUse: 'RESALE' })).toBeNull();
    expect(difal({ goodsUse: 'INDUSTRIALIZATION' })).toBeNull();
  });

  it('is never added to the invoice, and none within a state', () => {
    const summary = computeTaxes(
      taxInput({ buyer: taxBuyer({ state: 'BA', icmsContribution: 'NON_CONTRIBUTOR' }) }),
    );
    expect(summary.invoiceTotal).toBe(10_325);
    expect(computeTaxes(taxInput({ buyer: taxBuyer({ goodsUse: 'OWN_USE' }) })).difal).toBeNull();
  });
});

describe('Convênio ICMS 52/91 (research §2d)', () => {
  it('a reduction only when the line marks it, exactly 1 − load ÷ rate (shown with 2 decimals)', () => {
    const unmarked = computeTaxes(taxInput({ buyer: taxBuyer({ goodsUse: 'RESALE' }) }));
    expect(only(unmarked, 'ICMS').baseReduction).toBeNull();
    const marked = computeTaxes(
      taxInput({ buyer: taxBuyer({ goodsUse: 'RESALE' }), lines: [taxLine({ conv5291: true })] }),
    );
    // 8,80 ÷ 18 of 10.000,00 = 4.888,89; × 18 % = 880,00 (research §2d: 51,11 % at 18 %).
    expect(only(marked, 'ICMS')).toMatchObject({
      base: 4888.89,
      baseReduction: 51.11,
      amount: 880,
    });
    expect(only(marked, 'ICMS').rule).toBe('ICMS_INTERNAL+CONV_52_91');
    expect(only(marked, 'ICMS').verified).toBe(false);
  });

  it('to a non-contributor in another state the internal load, 8,80 % ≥ 7 %: no reduction, a warning', () => {
    const summary = computeTaxes(
      taxInput({
        rates: seededRates().filter((row) => !row.key.startsWith('SP:')),
        buyer: taxBuyer({ state: 'BA', icmsContribution: 'NON_CONTRIBUTOR' }),
        lines: [taxLine({ conv5291: true })],
      }),
    );
    expect(only(summary, 'ICMS').baseReduction).toBeNull();
    expect(summary.warnings.map((warning) => warning.code)).toContain(
      'TAX_CONV_52_91_NO_REDUCTION',
    );
  });
});
