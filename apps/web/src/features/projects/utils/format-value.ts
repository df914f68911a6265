const VALUE_FORMAT = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * A project's value (reais) as the list shows it: Brazilian currency, two decimals. Intl puts a
 * no-break space between "R$" and the number, so the two never part at a line end.
 * @example formatProjectValue(1234.5) // 'R$ 1.234,50' (with U+00A0 after R$)
 */
export function formatProjectValue(value: number): string {
  return VALUE_FORMAT.format(value);
}
