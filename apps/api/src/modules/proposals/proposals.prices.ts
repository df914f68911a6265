import type {
  PriceDto,
  PriceInput,
  ProposalEquipment,
  ProposalTotals,
} from '@camara-fria/contracts';

/**
 * One price line per equipment of the selection, in its order: the stored line of the same key,
 * or the equipment's count and empty prices. Stored lines of equipment no longer selected are
 * dropped. STAND-IN: the real one lands on branch proposals-model.
 */
export function mergePrices(
  equipments: readonly ProposalEquipment[],
  stored: readonly PriceInput[],
): PriceDto[] {
  void stored;
  return equipments.map((equipment) => ({
    equipmentKey: equipment.key,
    type: equipment.type,
    model: equipment.model,
    sku: equipment.sku?.sku ?? null,
    specialEquipment: equipment.specialEquipment,
    quantity: equipment.count,
    unitPrice: null,
    icms: null,
    pisCofins: null,
    ipi: null,
    lineTotal: null,
  }));
}

/** Spec §9: total = Σ quantity × unitPrice; IPI on top (ADR 029). STAND-IN. */
export function computeTotals(prices: readonly PriceDto[]): ProposalTotals {
  void prices;
  return { total: 0, ipi: 0, totalWithIpi: 0 };
}
