import {
  TaxSummarySchema,
  type LineTaxes,
  type TaxFigure,
  type TaxSummary,
} from '@camara-fria/contracts';

/*
 * Tax engine answers for the tests of the tax table, parsed by the contracts' schema so they stay
 * the engine's shape. The figures are taxes-research §5's case C (an evaporator of R$ 10.000,00
 * from SP to a non-contributor in BA).
 */

export function buildTaxFigure(overrides: Partial<TaxFigure> = {}): TaxFigure {
  return {
    tax: 'IPI',
    base: 10_000,
    baseReduction: null,
    rate: 3.25,
    amount: 325,
    treatment: 'ADDED',
    rule: 'IPI_TIPI',
    ruleLabel: 'IPI pela TIPI (NCM 8418.99.00 Ex 01)',
    source: 'TIPI, Decreto 11.158/2022',
    rateIds: [1],
    verified: true,
    override: null,
    ...overrides,
  };
}

export function buildLineTaxes(key: string, figures: TaxFigure[], net = 10_000): LineTaxes {
  const added = figures
    .filter((figure) => figure.treatment === 'ADDED')
    .reduce((sum, figure) => sum + Math.round(figure.amount * 100), 0);
  return {
    key,
    gross: net,
    discount: 0,
    net,
    cfop: '6107',
    figures,
    added: added / 100,
    total: (Math.round(net * 100) + added) / 100,
  };
}

/** Case C's ICMS: the interstate 7 % on a base with the IPI in it. */
export const CASE_C_ICMS = buildTaxFigure({
  tax: 'ICMS',
  base: 10_325,
  rate: 7,
  amount: 722.75,
  treatment: 'INCLUDED',
  rule: 'ICMS_INTERSTATE_7',
  ruleLabel: 'ICMS interestadual 7 % (S/SE → N/NE/CO/ES), IPI na base',
  source: 'Res. Senado 22/1989; CF art. 155 §2 XI',
});

/** Case C's DIFAL on a single base, paid by the seller (the method not verified for BA). */
export const CASE_C_DIFAL = buildTaxFigure({
  tax: 'DIFAL',
  base: 10_325,
  rate: 13.5,
  amount: 1_393.88,
  treatment: 'PAID_BY_SELLER',
  rule: 'DIFAL_SINGLE_BASE',
  ruleLabel: 'DIFAL base única (BA 20,5 % − 7 %)',
  source: 'EC 87/2015; LC 190/2022',
  verified: false,
});

/** A summary of these lines at `invoiceDate`, its totals summed from them. */
export function buildTaxSummary(
  lines: LineTaxes[],
  overrides: Partial<TaxSummary> = {},
): TaxSummary {
  const cents = (pick: (line: LineTaxes) => number) =>
    lines.reduce((sum, line) => sum + Math.round(pick(line) * 100), 0);
  return TaxSummarySchema.parse({
    invoiceDate: '2026-12-15',
    period: 'PIS_COFINS',
    lines,
    byTax: [],
    products: cents((line) => line.net) / 100,
    added: cents((line) => line.added) / 100,
    invoiceTotal: cents((line) => line.total) / 100,
    difal: null,
    invoiceTotalInWords: 'dez mil, trezentos e vinte e cinco reais',
    warnings: [],
    ...overrides,
  });
}
