import { describe, expect, it } from 'vitest';
import { computeTotals, mergePrices } from './prices.ts';
import { buildEquipment } from './testing/document-builders.ts';

const evaporator = buildEquipment('EVP-A', { count: 5 });
const unit = buildEquipment('CU-1', { type: 'CONDENSING_UNIT', model: 'US 12', count: 2 });
const special = buildEquipment(null, { model: 'EVP-ESPECIAL' });

describe('mergePrices', () => {
  const prices = mergePrices(
    [evaporator, unit, special],
    [
      {
        equipmentKey: 'CU-GONE',
        quantity: 9,
        unitPrice: 1,
        icmsOverride: null,
        ipiOverride: null,
      },
      {
        equipmentKey: unit.key,
        quantity: 3,
        unitPrice: 1234.565,
        icmsOverride: 12,
        ipiOverride: 5,
        overrideReason: 'Alíquota do pedido',
        conv5291: true,
      },
    ],
  );

  it('lists one line per equipment in its order, dropping lines of unknown keys', () => {
    expect(prices.map((price) => price.equipmentKey)).toEqual([
      'EVAPORATOR:EVP-A',
      'CONDENSING_UNIT:CU-1',
      'EVAPORATOR:special:10:1',
    ]);
  });

  it('keeps a stored line and computes its total to the centavo', () => {
    expect(prices[1]).toEqual({
      equipmentKey: 'CONDENSING_UNIT:CU-1',
      type: 'CONDENSING_UNIT',
      model: 'US 12',
      sku: 'CU-1',
      specialEquipment: false,
      quantity: 3,
      unitPrice: 1234.565,
      icmsOverride: 12,
      ipiOverride: 5,
      overrideReason: 'Alíquota do pedido',
      conv5291: true,
      // The equipment's classification, from the catalogue.
      classification: unit.classification,
      icms: 12,
      pisCofins: null,
      ipi: 5,
      lineTotal: 3703.7,
    });
  });

  it('defaults a line without a stored price to the equipment count and empty prices', () => {
    expect(prices[0]).toMatchObject({
      quantity: 5,
      unitPrice: null,
      icms: null,
      pisCofins: null,
      ipi: null,
      lineTotal: null,
    });
    expect(prices[2]).toMatchObject({ sku: null, specialEquipment: true, quantity: 1 });
  });

  it('keeps a quantity the user emptied', () => {
    const [line] = mergePrices([evaporator], [{ equipmentKey: evaporator.key, unitPrice: 10 }]);
    expect(line).toMatchObject({ quantity: null, unitPrice: 10, lineTotal: null });
  });
});

describe('computeTotals', () => {
  it('adds the line totals and charges IPI on top', () => {
    const prices = mergePrices(
      [evaporator, unit, special],
      [
        { equipmentKey: evaporator.key, quantity: 2, unitPrice: 1000, ipiOverride: 5 },
        { equipmentKey: unit.key, quantity: 1, unitPrice: 99.9, ipiOverride: null },
      ],
    );
    expect(computeTotals(prices)).toEqual({
      total: 2099.9,
      ipi: 100,
      totalWithIpi: 2199.9,
      addedTaxes: 0,
      invoiceTotal: 2199.9,
      invoiceTotalInWords: null,
      difal: null,
    });
  });

  it('is zero without prices', () => {
    expect(computeTotals(mergePrices([evaporator], []))).toEqual({
      total: 0,
      ipi: 0,
      totalWithIpi: 0,
      addedTaxes: 0,
      invoiceTotal: 0,
      invoiceTotalInWords: null,
      difal: null,
    });
  });
});
