import { TAX_TREATMENTS } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildLineTaxes,
  buildTaxFigure,
  buildTaxSummary,
  CASE_C_DIFAL,
  CASE_C_ICMS,
} from '../testing/tax-table-builders.ts';
import {
  listCustomerNotes,
  formatDifalLine,
  formatInvoiceTotalLine,
  formatTaxFootnote,
  formatTaxRule,
  listTaxRows,
  TAX_COLUMNS,
  TAX_PERIOD_HEADINGS,
  TAX_TREATMENT_LABELS,
  taxSummaryHeading,
  type TaxRow,
} from './tax-table.ts';

/*
 * The tax table (docs/decisions/073): rows a reader can check by hand, the rule's short name with
 * its marks, the DIFAL line, the total in words and the footnote with the invoice date.
 */

const IPI = buildTaxFigure();
const IPI_ZERO = buildTaxFigure({
  base: 48_000,
  rate: 0,
  amount: 0,
  rule: 'IPI_TIPI',
  ruleLabel: 'IPI pela TIPI (NCM 8414.30.19)',
});

const caseC = () =>
  buildTaxSummary([buildLineTaxes('EVAPORATOR:EVP', [IPI, CASE_C_ICMS, CASE_C_DIFAL])], {
    difal: { amount: 1_393.88, payer: 'SELLER', method: 'SINGLE_BASE' },
  });

/** Reais as Intl writes them: 'R$', a no-break space, the figure. */
const brl = (figure: string) => `R$\u00a0${figure}`;

const cells = (row: TaxRow) => TAX_COLUMNS.map((column) => column.cell(row));

describe('the rows of the tax table', () => {
  it('writes case C as the research works it out: IPI added, ICMS 7 % on a base with IPI, DIFAL by the seller', () => {
    expect(listTaxRows(caseC()).map(cells)).toEqual([
      [
        'IPI',
        brl('10.000,00'),
        '3,25%',
        brl('325,00'),
        'acrescido',
        'IPI pela TIPI (NCM 8418.99.00 Ex 01)',
      ],
      [
        'ICMS',
        brl('10.325,00'),
        '7%',
        brl('722,75'),
        'incluso no preço',
        'ICMS interestadual 7 % (S/SE → N/NE/CO/ES), IPI na base',
      ],
      [
        'DIFAL',
        brl('10.325,00'),
        '13,5%',
        brl('1.393,88'),
        'por conta do vendedor',
        'DIFAL base única (BA 20,5 % − 7 %)\u00a0*',
      ],
    ]);
  });

  it('sums the lines taxed alike into one row, and keeps a line taxed at another rate apart', () => {
    const summary = buildTaxSummary([
      buildLineTaxes('A', [CASE_C_ICMS, IPI]),
      buildLineTaxes('B', [IPI_ZERO], 48_000),
      buildLineTaxes('C', [IPI, CASE_C_ICMS]),
    ]);
    const rows = listTaxRows(summary);
    expect(rows.map((row) => [row.tax, row.rate, row.base, row.amount, row.lineCount])).toEqual([
      ['IPI', 3.25, 20_000, 650, 2],
      ['IPI', 0, 48_000, 0, 1],
      ['ICMS', 7, 20_650, 1_445.5, 2],
    ]);
  });

  it("keeps each row's amount within a centavo per line of base × rate, so it can be checked by hand", () => {
    const figures = [0.1, 0.2, 0.7].map((amount) =>
      buildTaxFigure({ base: amount / 0.0325, amount }),
    );
    const rows = listTaxRows(
      buildTaxSummary(figures.map((figure, index) => buildLineTaxes(String(index), [figure]))),
    );
    expect(rows).toHaveLength(1);
    // Summed in centavos: 0,1 + 0,2 + 0,7 is exactly 1, not 0,9999999999999999.
    expect(rows[0]?.amount).toBe(1);
    for (const row of listTaxRows(caseC()))
      expect(Math.abs(row.base * row.rate - row.amount * 100)).toBeLessThanOrEqual(row.lineCount);
  });

  it('keeps apart the same rate typed with a reason and computed, and prints neither the computed rate nor the reason', () => {
    const typed = buildTaxFigure({
      tax: 'ICMS',
      rate: 12,
      amount: 1_200,
      treatment: 'INCLUDED',
      rule: 'ICMS_OVERRIDE',
      ruleLabel: 'ICMS informado',
      override: { computedRate: 7, reason: 'Regime especial do comprador (TTD)' },
    });
    const rows = listTaxRows(buildTaxSummary([buildLineTaxes('A', [typed, CASE_C_ICMS])]));
    expect(rows.map(formatTaxRule)).toEqual([
      'ICMS informado; alíquota informada pelo vendedor',
      'ICMS interestadual 7 % (S/SE → N/NE/CO/ES), IPI na base',
    ]);
  });

  it('names the rule with the unverified mark and a reduced base', () => {
    const reduced = buildTaxFigure({
      tax: 'ICMS',
      baseReduction: 48.89,
      verified: false,
      ruleLabel: 'ICMS interno SP, Convênio ICMS 52/91',
    });
    const [row] = listTaxRows(buildTaxSummary([buildLineTaxes('A', [reduced])]));
    if (!row) throw new Error('one row');
    expect(formatTaxRule(row)).toBe(
      'ICMS interno SP, Convênio ICMS 52/91\u00a0*; base reduzida em 48,89%',
    );
  });
});

describe('the columns, the lines under the table and the footnote', () => {
  it('has the columns Tributo, Base de cálculo, Alíquota, Valor, Tratamento and Regra', () => {
    expect(TAX_COLUMNS.map((column) => column.label)).toEqual([
      'Tributo',
      'Base de cálculo',
      'Alíquota',
      'Valor',
      'Tratamento',
      'Regra',
    ]);
    expect(TAX_COLUMNS.filter((column) => column.isFigure).map((column) => column.key)).toEqual([
      'base',
      'rate',
      'amount',
    ]);
  });

  it('writes every treatment', () => {
    expect(TAX_TREATMENTS.map((treatment) => TAX_TREATMENT_LABELS[treatment])).toEqual([
      'incluso no preço',
      'acrescido',
      'informativo',
      'por conta do vendedor',
      'por conta do comprador',
    ]);
  });

  it('says who pays the DIFAL, and nothing when there is none', () => {
    const summary = caseC();
    expect(formatDifalLine(summary)).toBe(
      'DIFAL: por conta do vendedor — R$\u00a01.393,88 (base única)',
    );
    expect(
      formatDifalLine({
        ...summary,
        difal: { amount: 1_753.3, payer: 'BUYER', method: 'DUAL_BASE' },
      }),
    ).toBe('DIFAL: por conta do comprador — R$\u00a01.753,30 (base dupla)');
    expect(formatDifalLine({ ...summary, difal: null })).toBeNull();
  });

  it('writes the invoice total in figures and in words, and what it adds up', () => {
    expect(formatInvoiceTotalLine(caseC())).toBe(
      'Total da nota: R$\u00a010.325,00 (dez mil, trezentos e vinte e cinco reais) — produtos R$\u00a010.000,00 + tributos acrescidos R$\u00a0325,00',
    );
  });

  it('dates the footnote, and explains the mark only when a row carries it', () => {
    const summary = caseC();
    expect(formatTaxFootnote({ primary: summary, alternative: null })).toBe(
      'Valores estimados para faturamento em 15/12/2026, pelas alíquotas e regras fiscais vigentes nessa data; os valores da nota fiscal podem diferir. * Alíquota ou regra não confirmada na fonte oficial: confirme com o contador.',
    );
    const verified = buildTaxSummary([buildLineTaxes('A', [IPI])], { invoiceDate: '2026-03-02' });
    expect(formatTaxFootnote({ primary: verified, alternative: null })).toBe(
      'Valores estimados para faturamento em 02/03/2026, pelas alíquotas e regras fiscais vigentes nessa data; os valores da nota fiscal podem diferir.',
    );
    const alternative = { ...verified, invoiceDate: '2027-01-04', period: 'CBS_IBS' as const };
    expect(formatTaxFootnote({ primary: verified, alternative })).toBe(
      'Valores estimados para faturamento em 02/03/2026 e, na segunda tabela, em 04/01/2027, pelas alíquotas e regras fiscais vigentes em cada data; os valores da nota fiscal podem diferir.',
    );
  });

  it('heads two tables by the expected invoice date and by the other price composition', () => {
    const summary = caseC();
    expect(taxSummaryHeading(summary, true)).toBe('Faturamento previsto em 15/12/2026');
    expect(taxSummaryHeading({ ...summary, period: 'CBS_IBS' }, false)).toBe(
      'Faturamento a partir de 01/01/2027',
    );
    expect(taxSummaryHeading(summary, false)).toBe('Faturamento até 31/12/2026');
    expect(TAX_PERIOD_HEADINGS).toEqual({
      PIS_COFINS: 'Faturamento até 31/12/2026',
      CBS_IBS: 'Faturamento a partir de 01/01/2027',
    });
  });
});

describe("the notes a customer's document prints", () => {
  it("says once of each rate not known on the invoice date, and nothing of the maker's own warnings", () => {
    const pending = {
      code: 'TAX_RATE_PENDING',
      message: 'Alíquota de CBS em 01/01/2027 não informada: preencha em Tabelas fiscais.',
      lineKey: null,
      customerNote: 'CBS: alíquota para 01/01/2027 ainda não definida.',
    };
    const typed = {
      code: 'TAX_OVERRIDE_DIFFERS',
      message: 'ICMS informado 17 % difere do calculado 12 %.',
      lineKey: 'A',
    };
    expect(listCustomerNotes({ warnings: [pending, typed, pending] })).toEqual([
      'CBS: alíquota para 01/01/2027 ainda não definida.',
    ]);
    expect(listCustomerNotes({ warnings: [typed] })).toEqual([]);
  });
});
