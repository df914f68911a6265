import type { ProposalEquipment, ProposalEquipmentType } from '@camara-fria/contracts';
import type { z } from '@camara-fria/contracts';
import type { EquipmentDescriptionSchema } from '@camara-fria/contracts';

export type EquipmentDescription = z.infer<typeof EquipmentDescriptionSchema>;

/**
 * One description per equipment of the selection, in its order: the stored complementary text
 * of the same key, or the default characteristic template of its type ('' when none).
 * STAND-IN: the real one lands on branch proposals-model.
 */
export function mergeDescriptions(
  equipments: readonly ProposalEquipment[],
  stored: Readonly<Record<string, string>>,
  defaultsByType: Readonly<Partial<Record<ProposalEquipmentType, string>>>,
): EquipmentDescription[] {
  return equipments.map((equipment) => ({
    id: equipment.key,
    title: equipment.model,
    commercialDescription: equipment.commercialDescription,
    complementaryDescription: stored[equipment.key] ?? defaultsByType[equipment.type] ?? '',
    specialEquipment: equipment.specialEquipment,
  }));
}
