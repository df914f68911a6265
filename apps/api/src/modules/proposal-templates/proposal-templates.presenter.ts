import type { ProposalEquipmentType, TemplateKind, TemplateOption } from '@camara-fria/contracts';
import type { TemplateRow } from './proposal-templates.repository.ts';

/** A stored option on the wire (the columns the contract names, nothing else). */
export function presentTemplate(row: TemplateRow): TemplateOption {
  return {
    id: row.id,
    kind: row.kind as TemplateKind,
    key: (row.equipmentType as ProposalEquipmentType | null) ?? null,
    title: row.title,
    text: row.text,
    isDefault: row.isDefault,
    version: row.version,
  };
}
