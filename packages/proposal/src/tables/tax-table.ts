import {
  DIFAL_METHOD_LABELS,
  TAX_NAME_LABELS,
  TAX_NAMES,
  type ProposalTaxes,
  type TaxFigure,
  type TaxName,
  type TaxPeriod,
  type TaxSummary,
  type TaxTreatment,
} from '@camara-fria/contracts';
import { formatMoney, formatPercent } from '../format.ts';
import { formatDateBr } from '../taxes/find-rate.ts';
import { LAST_PIS_COFINS_DAY, REFORM_START } from '../taxes/types.ts';
import {
  defineColumn,
  type ColumnDefinition,
  type DocumentLayout,
  type ProposalColumn,
} from './column.ts';

/*
 * The proposal's tax table (issue 30; docs/decisions/073): what the tax engine computed for the
 * expected invoice date, one row per tax and rule, with its base, rate, amount, how it reaches
 * the buyer and the rule's short name; under it the DIFAL line and the invoice total in words,
 * and a footnote that the figures are estimates for that date. The documents (packages/reports)
 * and the screen map over this description.
 */

export const TAX_TABLE = {
  /** The heading over the tax tables. */
  title: 'Tributos estimados',
  caption: 'Tributos estimados',
  /** After a rule whose rate or rule the research could not confirm. */
  unverifiedMark: '*',
  /** The heading of the tax-change clause (a validity across 31/12/2026). */
  clauseTitle: 'Alteração da legislação tributária',
} as const;

/** How a figure reaches the buyer, as the table's "Tratamento" column writes it. */
export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  INCLUDED: 'incluso no preço',
  ADDED: 'acrescido',
  INFORMATIVE: 'informativo',
  PAID_BY_SELLER: 'por conta do vendedor',
  PAID_BY_BUYER: 'por conta do comprador',
};

/**
 * The figures of one tax under one rule, rate, base reduction, treatment and override, summed
 * over the lines that share them: the amount is the sum of each line's rounded amount, so it is
 * base × rate to within a centavo per line. Lines taxed at different rates (an IPI of 3,25 % and
 * one of 0 %) are different rows, so each row's arithmetic can be checked by hand.
 */
export interface TaxRow {
  readonly tax: TaxName;
  /** R$, Σ the lines' bases. */
  readonly base: number;
  readonly baseReduction: number | null;
  /** %. */
  readonly rate: number;
  /** R$, Σ the lines' amounts. */
  readonly amount: number;
  readonly treatment: TaxTreatment;
  readonly rule: string;
  readonly ruleLabel: string;
  readonly source: string;
  /** False when any of its figures read a row not verified. */
  readonly verified: boolean;
  readonly override: TaxFigure['override'];
  /** How many lines' figures it sums. */
  readonly lineCount: number;
}

/** Exact sums of amounts in reais (held as whole centavos, so no binary fraction adds up). */
const toCents = (value: number) => Math.round(value * 100);

function rowKey(figure: TaxFigure): string {
  return JSON.stringify([
    figure.tax,
    figure.rule,
    figure.rate,
    figure.baseReduction,
    figure.treatment,
    figure.verified,
    figure.override?.reason ?? null,
    figure.override?.computedRate ?? null,
  ]);
}

/**
 * The rows of the tax table: the summary's figures grouped as {@link TaxRow} says, in the order
 * of the contracts' TAX_NAMES (IPI, ICMS, FCP, DIFAL, PIS, COFINS, CBS, IBS), each tax's rows in
 * the order their first line lists them.
 */
export function listTaxRows(summary: Pick<TaxSummary, 'lines'>): TaxRow[] {
  const groups = new Map<
    string,
    { figure: TaxFigure; base: number; amount: number; count: number }
  >();
  for (const line of summary.lines) {
    for (const figure of line.figures) {
      const key = rowKey(figure);
      const group = groups.get(key) ?? { figure, base: 0, amount: 0, count: 0 };
      group.base += toCents(figure.base);
      group.amount += toCents(figure.amount);
      group.count += 1;
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .map(({ figure, base, amount, count }) => ({
      tax: figure.tax,
      base: base / 100,
      baseReduction: figure.baseReduction,
      rate: figure.rate,
      amount: amount / 100,
      treatment: figure.treatment,
      rule: figure.rule,
      ruleLabel: figure.ruleLabel,
      source: figure.source,
      verified: figure.verified,
      override: figure.override,
      lineCount: count,
    }))
    .sort((a, b) => TAX_NAMES.indexOf(a.tax) - TAX_NAMES.indexOf(b.tax));
}

/**
 * The rule as the table names it: its short name, the unverified mark, a reduced base, and, for a
 * rate the seller typed instead of the computed one, "alíquota informada". The computed rate and
 * the reason are the maker's own business: the editors read them on the screen, and a document the
 * customer receives never prints them (issue 30 item 4, "kept, shown to editors").
 * @example formatTaxRule(row) // 'DIFAL base única (BA 20,5 % − 7 %) *'
 */
export function formatTaxRule(row: TaxRow): string {
  // A no-break space keeps the mark with the name's last word when the cell wraps.
  const parts = [
    row.verified ? row.ruleLabel : `${row.ruleLabel}\u00a0${TAX_TABLE.unverifiedMark}`,
  ];
  if (row.baseReduction !== null)
    parts.push(`base reduzida em ${formatPercent(row.baseReduction)}`);
  if (row.override) parts.push('alíquota informada pelo vendedor');
  return parts.join('; ');
}

export interface TaxColumn extends ProposalColumn<TaxRow> {
  readonly layout: DocumentLayout;
  /** A money or rate figure: the documents never break it across lines. */
  readonly isFigure: boolean;
}

const column = <Value>(
  layout: DocumentLayout,
  isFigure: boolean,
  definition: ColumnDefinition<TaxRow, Value>,
): TaxColumn => ({ ...defineColumn(definition), layout, isFigure });

export const TAX_COLUMNS: readonly TaxColumn[] = [
  column({ width: 1, align: 'left' }, false, {
    key: 'tax',
    name: 'Tributo',
    value: (row) => row.tax,
    format: (tax) => TAX_NAME_LABELS[tax],
  }),
  column({ width: 1.2, align: 'right' }, true, {
    key: 'base',
    name: 'Base de cálculo',
    value: (row) => row.base,
    format: formatMoney,
  }),
  column({ width: 0.8, align: 'right' }, true, {
    key: 'rate',
    name: 'Alíquota',
    value: (row) => row.rate,
    format: formatPercent,
  }),
  column({ width: 1, align: 'right' }, true, {
    key: 'amount',
    name: 'Valor',
    value: (row) => row.amount,
    format: formatMoney,
  }),
  column({ width: 1.5, align: 'left' }, false, {
    key: 'treatment',
    name: 'Tratamento',
    value: (row) => row.treatment,
    format: (treatment) => TAX_TREATMENT_LABELS[treatment],
  }),
  column({ width: 2.8, align: 'left' }, false, {
    key: 'rule',
    name: 'Regra',
    value: (row) => row,
    format: formatTaxRule,
  }),
];

/** The heading of a summary's table when the proposal shows two, by its price composition. */
export const TAX_PERIOD_HEADINGS: Record<TaxPeriod, string> = {
  PIS_COFINS: `Faturamento até ${formatDateBr(LAST_PIS_COFINS_DAY)}`,
  CBS_IBS: `Faturamento a partir de ${formatDateBr(REFORM_START)}`,
};

/**
 * The heading over each table when the proposal shows two (its validity spans 31/12/2026): the
 * expected invoice date's, then the other price composition's.
 * @example taxSummaryHeading(primary, true) // 'Faturamento previsto em 15/12/2026'
 */
export function taxSummaryHeading(summary: TaxSummary, isPrimary: boolean): string {
  return isPrimary
    ? `Faturamento previsto em ${formatDateBr(summary.invoiceDate)}`
    : TAX_PERIOD_HEADINGS[summary.period];
}

/**
 * The DIFAL line, null when there is none.
 * @example formatDifalLine(summary) // 'DIFAL: por conta do vendedor — R$ 1.393,88 (base única)'
 */
export function formatDifalLine(summary: TaxSummary): string | null {
  const { difal } = summary;
  if (!difal) return null;
  const payer = TAX_TREATMENT_LABELS[difal.payer === 'SELLER' ? 'PAID_BY_SELLER' : 'PAID_BY_BUYER'];
  const method = DIFAL_METHOD_LABELS[difal.method].toLowerCase();
  return `DIFAL: ${payer} — ${formatMoney(difal.amount)} (${method})`;
}

/**
 * The invoice total, in figures and in words, and what it adds up.
 * @example formatInvoiceTotalLine(summary) // 'Total da nota: R$ 10.325,00 (dez mil, trezentos e vinte e cinco reais) — produtos R$ 10.000,00 + tributos acrescidos R$ 325,00'
 */
export function formatInvoiceTotalLine(summary: TaxSummary): string {
  return (
    `Total da nota: ${formatMoney(summary.invoiceTotal)} (${summary.invoiceTotalInWords}) — ` +
    `produtos ${formatMoney(summary.products)} + tributos acrescidos ${formatMoney(summary.added)}`
  );
}

const hasUnverified = (summary: TaxSummary | null) =>
  summary?.lines.some((line) => line.figures.some((figure) => !figure.verified)) ?? false;

/**
 * The notes a customer's document prints under a summary's table: each rate not known on its
 * invoice date (the 2027 CBS before the Senate fixes it), once.
 */
export function listCustomerNotes(summary: Pick<TaxSummary, 'warnings'>): string[] {
  return [
    ...new Set(
      summary.warnings.flatMap((warning) =>
        warning.customerNote === undefined ? [] : [warning.customerNote],
      ),
    ),
  ];
}

/**
 * The footnote under the tax tables: estimates for the invoice date given (each table's, when
 * there are two), and, when a row carries the mark, what the mark means.
 */
export function formatTaxFootnote(taxes: Pick<ProposalTaxes, 'primary' | 'alternative'>): string {
  const { primary, alternative } = taxes;
  const dates = alternative
    ? `faturamento em ${formatDateBr(primary.invoiceDate)} e, na segunda tabela, em ${formatDateBr(alternative.invoiceDate)}, pelas alíquotas e regras fiscais vigentes em cada data`
    : `faturamento em ${formatDateBr(primary.invoiceDate)}, pelas alíquotas e regras fiscais vigentes nessa data`;
  const estimate = `Valores estimados para ${dates}; os valores da nota fiscal podem diferir.`;
  return hasUnverified(primary) || hasUnverified(alternative)
    ? `${estimate} ${TAX_TABLE.unverifiedMark} Alíquota ou regra não confirmada na fonte oficial: confirme com o contador.`
    : estimate;
}
