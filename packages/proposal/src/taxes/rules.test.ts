// The engine's other rules one by one (../shared/docs/taxes-research.md §1, §3, §4 and the
// addendum), each with its source; the seeded tables, seller in SP on Lucro Real, invoice on
// 15/12/2026 unless a test says otherwise.
import type { TaxFigure, TaxName, TaxSummary } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { seededRates, taxBuyer, taxInput, taxLine } from '../testing/tax-builders.ts';
import { computeTaxes } from './compute-taxes.ts';
import { computeCfop } from './profiles.ts';
import { TAX_RULES } from './rules.ts';

function figures(summary: TaxSummary, tax: TaxName): TaxFigure[] {
  return summary.lines.flatMap((line) => line.figures).filter((figure) => figure.tax === tax);
}
const codes = (summary: TaxSummary) => summary.warnings.map((warning) => warning.code);
const messages = (summary: TaxSummary) => summary.warnings.map((warning) => warning.message);

describe('CFOP family (CFOP table, Convênio SINIEF s/nº 1970; research addendum, [S42])', () => {
  const contributor = taxBuyer({ goodsUse: 'RESALE' });
  const nonContributor = taxBuyer({ icmsContribution: 'NON_CONTRIBUTOR' });
  const exempt = taxBuyer({ icmsContribution: 'EXEMPT' });

  it('own production: 5101 / 6101 to a contributor, 6107 to a non-contributor or exempt buyer in another state', () => {
    expect(computeCfop('SP', contributor, 'OWN')).toBe('5101');
    expect(computeCfop('SP', { ...contributor, state: 'BA' }, 'OWN')).toBe('6101');
    expect(computeCfop('SP', { ...nonContributor, state: 'BA' }, 'OWN')).toBe('6107');
    expect(computeCfop('SP', { ...exempt, state: 'MG' }, 'OWN')).toBe('6107');
  });

  it('resale of bought-in goods: 5102 / 6102, 6108 to a non-contributor in another state', () => {
    expect(computeCfop('SP', contributor, 'RESALE')).toBe('5102');
    expect(computeCfop('SP', { ...contributor, state: 'RS' }, 'RESALE')).toBe('6102');
    expect(computeCfop('SP', { ...nonContributor, state: 'BA' }, 'RESALE')).toBe('6108');
  });

  it('within the state a non-contributor is 5101 / 5102: the table has no 5107 or 5108', () => {
    expect(computeCfop('SP', nonContributor, 'OWN')).toBe('5101');
    expect(computeCfop('SP', nonContributor, 'RESALE')).toBe('5102');
  });

  it('is on every computed line', () => {
    const summary = computeTaxes(taxInput({ lines: [taxLine({ production: 'RESALE' })] }));
    expect(summary.lines[0]?.cfop).toBe('5102');
  });
});

describe('IPI (TIPI, Decreto 11.158/2022; research §1, §5 rule 1)', () => {
  it('reads the row of the NCM and its Ex; an Ex without a row falls back to the NCM with a warning', () => {
    const withEx = computeTaxes(taxInput());
    expect(figures(withEx, 'IPI')[0]).toMatchObject({ rate: 3.25, treatment: 'ADDED' });
    const unknownEx = computeTaxes(
      taxInput({ lines: [taxLine({ classification: { ncm: '84189900', ex: '09', origin: 0 } })] }),
    );
    expect(figures(unknownEx, 'IPI')[0]?.rate).toBe(9.75);
    expect(codes(unknownEx)).toContain('TAX_IPI_EX_NOT_FOUND');
  });

  it('a line without NCM: warning "sem NCM: informe o IPI", IPI 0 unless typed', () => {
    const summary = computeTaxes(taxInput({ lines: [taxLine({ classification: null })] }));
    expect(figures(summary, 'IPI')[0]).toMatchObject({ rate: 0, amount: 0, rule: 'IPI_NO_NCM' });
    expect(summary.warnings).toContainEqual(
      expect.objectContaining({ code: 'TAX_NO_CLASSIFICATION', lineKey: 'evaporador-1' }),
    );
    expect(messages(summary).join(' ')).toMatch(/sem NCM: informe o IPI/);
    expect(summary.invoiceTotal).toBe(10_000);
    const typed = computeTaxes(
      taxInput({
        lines: [
          taxLine({ classification: null, overrides: { icms: null, ipi: 5, reason: 'TIPI 2016' } }),
        ],
      }),
    );
    expect(figures(typed, 'IPI')[0]).toMatchObject({ rate: 5, amount: 500 });
    expect(codes(typed)).not.toContain('TAX_NO_CLASSIFICATION');
  });

  it('an NCM absent from the table: a warning naming the kind, key and date, and no IPI figure', () => {
    const summary = computeTaxes(
      taxInput({ lines: [taxLine({ classification: { ncm: '84151011', ex: null, origin: 0 } })] }),
    );
    expect(figures(summary, 'IPI')).toEqual([]);
    expect(messages(summary)).toContain(
      'Sem linha de IPI (TIPI por NCM e Ex) (84151011) em vigor em 15/12/2026: cadastre em Tabelas fiscais.',
    );
  });
});

describe('PIS/COFINS by the seller regime (Leis 9.718/1998, 10.637/2002, 10.833/2003; STF RE 574.706; research §3)', () => {
  it('Lucro Presumido: 0,65 % + 3 % on the net less ICMS, inside the price', () => {
    const summary = computeTaxes(
      taxInput({
        seller: { state: 'SP', regime: 'LUCRO_PRESUMIDO' },
        buyer: taxBuyer({ goodsUse: 'RESALE' }),
      }),
    );
    expect(figures(summary, 'PIS')[0]).toMatchObject({ base: 8200, rate: 0.65, amount: 53.3 });
    expect(figures(summary, 'COFINS')[0]).toMatchObject({
      rate: 3,
      amount: 246,
      treatment: 'INCLUDED',
    });
    expect(figures(summary, 'PIS')[0]?.rule).toBe('PIS_COFINS_CUMULATIVE');
    expect(summary.invoiceTotal).toBe(10_325);
  });
});

describe('Simples Nacional seller (LC 123/2006: taxes in the DAS)', () => {
  it('no ICMS, IPI, PIS, COFINS nor DIFAL computed, a warning "tributos no DAS"; the CFOP stays', () => {
    const summary = computeTaxes(
      taxInput({
        seller: { state: 'SP', regime: 'SIMPLES_NACIONAL' },
        buyer: taxBuyer({ state: 'BA', icmsContribution: 'NON_CONTRIBUTOR' }),
      }),
    );
    expect(summary.lines[0]?.figures).toEqual([]);
    expect(summary.lines[0]?.cfop).toBe('6107');
    expect(summary.difal).toBeNull();
    expect(summary.invoiceTotal).toBe(10_000);
    expect(messages(summary).join(' ')).toMatch(/tributos no DAS/);
  });
});

describe('buyer in the ZFM or an ALC (Conv. ICMS 65/88)', () => {
  it('the benefits are not computed: a warning', () => {
    const summary = computeTaxes(
      taxInput({ buyer: taxBuyer({ state: 'AM', freeTradeZone: true }) }),
    );
    expect(codes(summary)).toContain('TAX_FREE_TRADE_ZONE');
  });
});

describe('overrides (issue 30 item 4)', () => {
  it('SP → SC typed at 17 %: the figure uses 17 %, keeps the computed 12 % and the reason, and the summary warns', () => {
    const summary = computeTaxes(
      taxInput({
        buyer: taxBuyer({ state: 'SC', goodsUse: 'RESALE' }),
        lines: [taxLine({ overrides: { icms: 17, ipi: null, reason: 'tabela do cliente' } })],
      }),
    );
    expect(figures(summary, 'ICMS')[0]).toMatchObject({
      rate: 17,
      amount: 1700,
      override: { computedRate: 12, reason: 'tabela do cliente' },
      rateIds: [],
      verified: false,
    });
    expect(messages(summary)).toContain(
      'ICMS informado 17 % difere do calculado 12 % (interestadual, Res. Senado 22/1989).',
    );
    expect(codes(summary)).not.toContain('TAX_OVERRIDE_WITHOUT_REASON');
  });

  it('a typed rate equal to the computed one carries the override and no difference warning', () => {
    const summary = computeTaxes(
      taxInput({ lines: [taxLine({ overrides: { icms: 18, ipi: null, reason: 'confere' } })] }),
    );
    expect(figures(summary, 'ICMS')[0]?.override).toEqual({ computedRate: 18, reason: 'confere' });
    expect(codes(summary)).not.toContain('TAX_OVERRIDE_DIFFERS');
  });

  it('without a reason it is still applied, and warned', () => {
    const summary = computeTaxes(
      taxInput({ lines: [taxLine({ overrides: { icms: null, ipi: 5, reason: '  ' } })] }),
    );
    expect(figures(summary, 'IPI')[0]).toMatchObject({
      rate: 5,
      override: { computedRate: 3.25, reason: '' },
    });
    expect(codes(summary)).toEqual(
      expect.arrayContaining(['TAX_OVERRIDE_DIFFERS', 'TAX_OVERRIDE_WITHOUT_REASON']),
    );
  });
});

describe('CBS/IBS by the invoice date (EC 132/2023; LC 214/2025 arts. 343, 344, 349; research §4 and addendum)', () => {
  const buyer = taxBuyer({ goodsUse: 'RESALE' });

  it('2026: informative, never added', () => {
    const summary = computeTaxes(taxInput({ buyer }));
    expect(summary.period).toBe('PIS_COFINS');
    expect(figures(summary, 'CBS')[0]?.treatment).toBe('INFORMATIVE');
    expect(summary.added).toBe(325);
  });

  it('2027: the CBS row waits for its rate: a warning "não informada: preencha em Tabelas fiscais", no CBS figure', () => {
    const summary = computeTaxes(taxInput({ buyer, invoiceDate: '2027-03-10' }));
    expect(figures(summary, 'CBS')).toEqual([]);
    expect(messages(summary)).toContain(
      'Alíquota de CBS em 10/03/2027 não informada: preencha em Tabelas fiscais.',
    );
  });

  it('2027: the price leaves out the 2026 PIS/COFINS (758,50), IBS 0,05 % + 0,05 % added on it less ICMS, IPI of 2027 (0 %), no PIS/COFINS', () => {
    const summary = computeTaxes(taxInput({ buyer, invoiceDate: '2027-03-10' }));
    const line = summary.lines[0];
    expect(summary.period).toBe('CBS_IBS');
    expect(line).toMatchObject({ gross: 10_000, net: 9241.5 });
    expect(line?.pisCofinsRemoved).toMatchObject({ amount: 758.5, referenceDate: '2026-12-31' });
    expect(figures(summary, 'PIS')).toEqual([]);
    expect(figures(summary, 'IPI')[0]).toMatchObject({ rate: 0, amount: 0 });
    // 9.241,50 − ICMS 18 % (1.663,47) = 7.578,03.
    expect(figures(summary, 'IBS_STATE')[0]).toMatchObject({
      base: 7578.03,
      rate: 0.05,
      amount: 3.79,
      treatment: 'ADDED',
      rule: 'CBS_IBS_ON_TOP',
      verified: false,
    });
    expect(figures(summary, 'IBS_MUNICIPAL')[0]?.amount).toBe(3.79);
    expect(summary.invoiceTotal).toBe(9249.08);
    expect(codes(summary)).toContain('TAX_PRICE_WITHOUT_PIS_COFINS');
  });

  it('2027 with the CBS rate filled in by an editor: CBS added on top', () => {
    const rates = seededRates().map((row) =>
      row.kind === 'CBS' && row.validFrom === '2027-01-01' ? { ...row, rate: 8.7 } : row,
    );
    const summary = computeTaxes(taxInput({ buyer, rates, invoiceDate: '2027-03-10' }));
    expect(figures(summary, 'CBS')[0]).toMatchObject({ base: 7578.03, rate: 8.7, amount: 659.29 });
    expect(summary.added).toBe(666.87); // 659,29 + 3,79 + 3,79
  });
});

describe('the rules table', () => {
  it('every rule has a pt-BR label and a source', () => {
    for (const [id, rule] of Object.entries(TAX_RULES)) {
      expect(rule.label.length, id).toBeGreaterThan(5);
      expect(rule.source.length, id).toBeGreaterThan(5);
    }
  });
});
