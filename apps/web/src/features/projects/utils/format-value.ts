const VALUE_FORMAT = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A project's value (reais) as the list shows it: pt-BR, two decimals, no currency sign.
 * @example formatProjectValue(1234.5) // '1.234,50'
 */
export function formatProjectValue(value: number): string {
  return VALUE_FORMAT.format(value);
}
