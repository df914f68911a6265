import { DIFAL_PAYER_LABELS, type ProposalTotals } from '@camara-fria/contracts';
import { EMPTY_CELL, formatMoney } from '../format.ts';

/*
 * The totals under the price table (spec part 2 §9; ADR 029, ADR 072): the products, the IPI
 * charged on top, CBS/IBS on top from 2027 (when any), the invoice total (what the buyer pays) and
 * the DIFAL with who pays it, in R$, on the screen, in the documents and in the revision compare
 * (which names each by its own label). The total in words follows the rows (`invoiceTotalInWords`).
 */

export const TOTALS_TABLE = { caption: 'Totais', inWords: 'Total por extenso' } as const;

export type TotalRowKey = 'total' | 'ipi' | 'addedTaxes' | 'invoiceTotal' | 'difal';

export interface TotalRow {
  readonly key: TotalRowKey;
  /** The row's header under the price table. */
  readonly label: string;
  /** What the revision compare calls it. */
  readonly changeLabel: string;
  /** Whether the row is written for these totals (CBS/IBS only when added; DIFAL only when due). */
  readonly isShown: (totals: ProposalTotals) => boolean;
}

const always = () => true;

export const TOTAL_ROWS: readonly TotalRow[] = [
  { key: 'total', label: 'Total dos produtos', changeLabel: 'Total dos produtos', isShown: always },
  { key: 'ipi', label: 'IPI', changeLabel: 'Valor do IPI', isShown: always },
  {
    key: 'addedTaxes',
    label: 'CBS/IBS',
    changeLabel: 'Valor da CBS/IBS',
    isShown: (totals) => totals.addedTaxes !== 0,
  },
  {
    key: 'invoiceTotal',
    label: 'Total da nota (o que o cliente paga)',
    changeLabel: 'Total da nota',
    isShown: always,
  },
  {
    key: 'difal',
    label: 'DIFAL',
    changeLabel: 'DIFAL',
    isShown: (totals) => totals.difal !== null,
  },
];

/** The rows written for these totals. */
export function shownTotalRows(totals: ProposalTotals): TotalRow[] {
  return TOTAL_ROWS.filter((row) => row.isShown(totals));
}

/**
 * The written value of a total: 'R$ 9.250,50'; the DIFAL with its payer:
 * 'R$ 1.393,88 — por conta do vendedor'; '—' when none.
 */
export function formatTotal(row: TotalRow, totals: ProposalTotals): string {
  if (row.key === 'difal') {
    const { difal } = totals;
    if (difal === null) return EMPTY_CELL;
    return `${formatMoney(difal.amount)} — ${DIFAL_PAYER_LABELS[difal.payer]}`;
  }
  return formatMoney(totals[row.key]);
}

/** "DIFAL: por conta do vendedor", null when no DIFAL is due. */
export function describeDifal(totals: ProposalTotals): string | null {
  return totals.difal ? `DIFAL: ${DIFAL_PAYER_LABELS[totals.difal.payer]}` : null;
}
