import {
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  type EquipmentDescriptionSchema,
  type ProposalEquipment,
  type ProposalEquipmentType,
  type z,
} from '@camara-fria/contracts';

export type EquipmentDescription = z.infer<typeof EquipmentDescriptionSchema>;

/**
 * The title of an equipment line: "Evaporador HP 3-45 — SKU EVP-HP345 (2 un.)"; a special one
 * says so instead of a SKU: "Condensador remoto CR-X — especial (1 un.)".
 */
export function formatEquipmentTitle(equipment: ProposalEquipment): string {
  const label = PROPOSAL_EQUIPMENT_TYPE_LABELS[equipment.type];
  const identity = equipment.sku
    ? ` — SKU ${equipment.sku.sku}`
    : equipment.specialEquipment
      ? ' — especial'
      : '';
  return `${label} ${equipment.model}${identity} (${equipment.count.toLocaleString('pt-BR')} un.)`;
}

/**
 * One description per equipment of the selection, in its order: the stored complementary text
 * of the same key (even an empty one: the user cleared it), or the default characteristic
 * template of its type ('' when none). Stored texts of equipment no longer selected are dropped.
 */
export function mergeDescriptions(
  equipments: readonly ProposalEquipment[],
  stored: Readonly<Record<string, string>>,
  defaultsByType: Readonly<Partial<Record<ProposalEquipmentType, string>>>,
): EquipmentDescription[] {
  return equipments.map((equipment) => ({
    id: equipment.key,
    title: formatEquipmentTitle(equipment),
    commercialDescription: equipment.commercialDescription,
    complementaryDescription: Object.hasOwn(stored, equipment.key)
      ? (stored[equipment.key] ?? '')
      : (defaultsByType[equipment.type] ?? ''),
    specialEquipment: equipment.specialEquipment,
  }));
}
