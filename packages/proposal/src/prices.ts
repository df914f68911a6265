import type {
  PriceDto,
  PriceInput,
  ProposalEquipment,
  ProposalTotals,
} from '@camara-fria/contracts';
import { computePriceTotals, priceLineTotal } from './price-totals.ts';
import { readPriceInputs } from './tables/price-columns.ts';

/**
 * One price line per equipment of the selection, in its order: the stored line of the same key
 * (`ProposalEquipment.key`; each typed column of PRICE_COLUMNS, a missing one empty), or the
 * equipment's count and empty prices. Stored lines of equipment no longer selected are dropped.
 * `lineTotal` = quantity × unit price rounded to the centavo (null when either is empty), the same
 * function the screen uses.
 *
 * @param equipments - the selection's equipment list.
 * @param stored - the lines as saved with the commercial conditions (a missing field is empty).
 */
export function mergePrices(
  equipments: readonly ProposalEquipment[],
  stored: readonly PriceInput[],
): PriceDto[] {
  const storedByKey = new Map(stored.map((line) => [line.equipmentKey, line]));
  return equipments.map((equipment) => {
    const line = storedByKey.get(equipment.key);
    const values = readPriceInputs(line);
    if (!line) values.quantity = equipment.count;
    return {
      equipmentKey: equipment.key,
      type: equipment.type,
      model: equipment.model,
      sku: equipment.sku?.sku ?? null,
      specialEquipment: equipment.specialEquipment,
      ...values,
      classification: equipment.classification,
      // The rates applied: the typed ones until the taxes are computed (applyCommercialTaxes).
      icms: values.icmsOverride,
      pisCofins: null,
      ipi: values.ipiOverride,
      lineTotal: priceLineTotal(values.quantity, values.unitPrice),
    };
  });
}

/**
 * Spec §9: total = Σ quantity × unitPrice (each line rounded to the centavo); IPI on top, with
 * the total including it (ADR 029). ICMS and PIS/COFINS are included in the price: not added.
 * These are the totals of the rates as applied, without the tax engine (the taxes not computed:
 * ADR 072): the invoice total is the total with IPI.
 */
export function computeTotals(prices: readonly PriceDto[]): ProposalTotals {
  const totals = computePriceTotals(prices);
  return {
    ...totals,
    addedTaxes: 0,
    invoiceTotal: totals.totalWithIpi,
    invoiceTotalInWords: null,
    difal: null,
  };
}
