const DECIMAL_FORMAT = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Spec §9: numbers in pt-BR rounded to two decimals.
 * @example formatDecimal(1234.555) // '1.234,56'
 */
export function formatDecimal(value: number): string {
  return DECIMAL_FORMAT.format(value);
}

const PERCENT_FORMAT = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** @example formatPercent(12.345) // '12,3 %' */
export function formatPercent(value: number): string {
  return `${PERCENT_FORMAT.format(value)} %`;
}
