import {
  COMMERCIAL_TEXT_FIELDS,
  COMMERCIAL_TEXT_LABELS,
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  PROPOSAL_EQUIPMENT_TYPES,
  type ProposalEquipmentType,
  type TemplateKind,
  type TemplateOption,
} from '@camara-fria/contracts';

/** A group of the screen: the templates of one text block (and equipment type). */
export type TemplateGroup = {
  /** Stable and usable in an HTML id: `presentation`, `equipmentCharacteristic-EVAPORATOR`. */
  id: string;
  kind: TemplateKind;
  key: ProposalEquipmentType | null;
  /** Its Portuguese name, the group's heading. */
  label: string;
};

/** The groups in the order of the proposal (spec §2.4 accordion, §3 commercial blocks). */
export const TEMPLATE_GROUPS: readonly TemplateGroup[] = [
  { id: 'presentation', kind: 'presentation', key: null, label: 'Apresentação' },
  ...PROPOSAL_EQUIPMENT_TYPES.map((type) => ({
    id: `equipmentCharacteristic-${type}`,
    kind: 'equipmentCharacteristic' as const,
    key: type,
    label: `Características — ${PROPOSAL_EQUIPMENT_TYPE_LABELS[type]}`,
  })),
  ...COMMERCIAL_TEXT_FIELDS.map((field) => ({
    id: field,
    kind: field,
    key: null,
    label: COMMERCIAL_TEXT_LABELS[field],
  })),
  {
    id: 'generalConditions',
    kind: 'generalConditions',
    key: null,
    label: 'Termos e condições gerais de venda',
  },
  { id: 'responsible', kind: 'responsible', key: null, label: 'Responsáveis' },
];

/** Whether a template belongs to a group (same kind and, for characteristics, same type). */
export function isInGroup(template: TemplateOption, group: TemplateGroup): boolean {
  return template.kind === group.kind && template.key === group.key;
}

/** The group's templates: the default first, then by title (pt-BR order). */
export function listGroupTemplates(
  templates: readonly TemplateOption[],
  group: TemplateGroup,
): TemplateOption[] {
  return templates
    .filter((template) => isInGroup(template, group))
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) || a.title.localeCompare(b.title, 'pt-BR'),
    );
}
