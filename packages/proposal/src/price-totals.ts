/**
 * Money of the proposal's price table (spec part 2 §9 "the total price is the sum of quantity times
 * unitPrice"; docs/decisions/029). Amounts in reais, each line rounded to the centavo before it is
 * added, so the total is the sum of the lines a customer reads. Tax rates in %: ICMS and PIS/COFINS
 * are included in the unit price (shown only); IPI is charged on top of it.
 */

/** One line as the user fills it (an empty input is null, spec §5). */
export interface PriceLineValues {
  readonly quantity: number | null;
  readonly unitPrice: number | null;
  /** IPI rate, %. */
  readonly ipi: number | null;
}

export interface PriceTotals {
  /** Σ line totals, R$. */
  readonly total: number;
  /** Σ line total × IPI rate, R$. */
  readonly ipi: number;
  /** total + ipi, R$. */
  readonly totalWithIpi: number;
}

/**
 * Rounds reais to the centavo, half away from zero, free of binary noise.
 * @example roundToCentavos(1.005) // => 1.01
 * @example roundToCentavos(2.675) // => 2.68
 */
export function roundToCentavos(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  return (Math.sign(value) * cents) / 100;
}

/**
 * quantity × unit price in reais (rounded to the centavo); null when either is empty.
 * @example priceLineTotal(3, 1234.56) // => 3703.68
 * @example priceLineTotal(null, 10) // => null
 */
export function priceLineTotal(quantity: number | null, unitPrice: number | null): number | null {
  if (quantity === null || unitPrice === null) return null;
  return roundToCentavos(quantity * unitPrice);
}

/**
 * Totals of a price table: empty lines count as zero.
 * @example computePriceTotals([{ quantity: 2, unitPrice: 1000, ipi: 5 }, { quantity: 1, unitPrice: 99.9, ipi: null }]) // => { total: 2099.9, ipi: 100, totalWithIpi: 2199.9 }
 */
export function computePriceTotals(lines: readonly PriceLineValues[]): PriceTotals {
  let totalCents = 0;
  let ipiCents = 0;
  for (const line of lines) {
    const lineTotal = priceLineTotal(line.quantity, line.unitPrice);
    if (lineTotal === null) continue;
    totalCents += Math.round(lineTotal * 100);
    if (line.ipi !== null)
      ipiCents += Math.round(roundToCentavos((lineTotal * line.ipi) / 100) * 100);
  }
  return {
    total: totalCents / 100,
    ipi: ipiCents / 100,
    totalWithIpi: (totalCents + ipiCents) / 100,
  };
}
