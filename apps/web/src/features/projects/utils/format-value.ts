import { formatMoney } from '@camara-fria/proposal';

/**
 * A project's value (reais: its draft proposal's total) as the list shows it, written by the
 * proposal's one money formatter: Brazilian currency, two decimals. Intl puts a no-break space
 * between "R$" and the number, so the two never part at a line end.
 * @example formatProjectValue(1234.5) // 'R$ 1.234,50' (with U+00A0 after R$)
 */
export function formatProjectValue(value: number): string {
  return formatMoney(value);
}
