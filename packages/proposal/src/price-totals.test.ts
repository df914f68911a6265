import { describe, expect, it } from 'vitest';
import { computePriceTotals, priceLineTotal, roundToCentavos } from './price-totals.ts';

describe('price totals (spec part 2 §9: total = Σ quantity × unit price)', () => {
  it('rounds each line to the centavo before adding, so the total is the sum of the lines shown', () => {
    // 3 × 0,335 = 1,005 → 1,01 per line; three such lines read 3,03, not round(3,015) = 3,02.
    const line = { quantity: 3, unitPrice: 0.335, ipi: null };
    expect(priceLineTotal(3, 0.335)).toBe(1.01);
    expect(computePriceTotals([line, line, line]).total).toBe(3.03);
  });

  it('adds IPI on top and leaves empty lines out', () => {
    const totals = computePriceTotals([
      { quantity: 2, unitPrice: 12_500, ipi: 5 },
      { quantity: null, unitPrice: 999, ipi: 10 },
      { quantity: 4, unitPrice: null, ipi: 10 },
      { quantity: 1, unitPrice: 0.1, ipi: 0 },
    ]);
    expect(totals).toEqual({ total: 25_000.1, ipi: 1250, totalWithIpi: 26_250.1 });
  });

  it('keeps sums of many centavo amounts exact', () => {
    const lines = Array.from({ length: 1000 }, () => ({ quantity: 1, unitPrice: 0.1, ipi: null }));
    expect(computePriceTotals(lines).total).toBe(100);
  });

  it('rounds half away from zero despite binary representation', () => {
    expect(roundToCentavos(1.005)).toBe(1.01);
    expect(roundToCentavos(-1.005)).toBe(-1.01);
    expect(roundToCentavos(1234.564999)).toBe(1234.56);
  });
});
