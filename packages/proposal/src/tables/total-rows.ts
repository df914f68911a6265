import type { ProposalTotals } from '@camara-fria/contracts';
import { formatMoney } from '../format.ts';

/*
 * The totals under the price table (spec part 2 §9; ADR 029): the sum of the lines, the IPI
 * charged on top and the total with it, in R$, on the screen, in the documents and in the
 * revision compare (which names each by its own label).
 */

export const TOTALS_TABLE = { caption: 'Totais' } as const;

export interface TotalRow {
  readonly key: keyof ProposalTotals;
  /** The row's header under the price table. */
  readonly label: string;
  /** What the revision compare calls it. */
  readonly changeLabel: string;
}

export const TOTAL_ROWS: readonly TotalRow[] = [
  { key: 'total', label: 'Total', changeLabel: 'Valor total' },
  { key: 'ipi', label: 'IPI', changeLabel: 'Valor do IPI' },
  { key: 'totalWithIpi', label: 'Total com IPI', changeLabel: 'Valor total com IPI' },
];

/** The written value of a total: 'R$ 9.250,50'. */
export function formatTotal(row: TotalRow, totals: ProposalTotals): string {
  return formatMoney(totals[row.key]);
}
