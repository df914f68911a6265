import {
  COMMERCIAL_TEXT_FIELDS,
  PROPOSAL_EQUIPMENT_TYPES,
  type CommercialTextField,
  type ProposalEquipmentType,
  type TextBlock,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { findDefaultTemplates } from './proposal-templates.repository.ts';

/** The texts a new proposal starts with: each kind's default template (empty when none). */
export interface DefaultTexts {
  presentation: TextBlock;
  generalConditions: TextBlock;
  responsible: TextBlock;
  commercial: Record<CommercialTextField, TextBlock>;
  /** Default complementary description per equipment type. */
  characteristicByType: Partial<Record<ProposalEquipmentType, string>>;
}

/**
 * Reads the default option of every kind (and equipment type) that is not archived: a new
 * proposal starts with these texts, each naming the option it came from. A kind without a
 * default starts empty (`templateId: null`).
 */
export async function loadDefaultTexts(db: Database): Promise<DefaultTexts> {
  const empty = (): TextBlock => ({ templateId: null, text: '' });
  const texts: DefaultTexts = {
    presentation: empty(),
    generalConditions: empty(),
    responsible: empty(),
    commercial: Object.fromEntries(
      COMMERCIAL_TEXT_FIELDS.map((field) => [field, empty()]),
    ) as Record<CommercialTextField, TextBlock>,
    characteristicByType: {},
  };
  for (const row of await findDefaultTemplates(db)) {
    const block: TextBlock = { templateId: row.id, text: row.text };
    if (row.kind === 'presentation') texts.presentation = block;
    else if (row.kind === 'generalConditions') texts.generalConditions = block;
    else if (row.kind === 'responsible') texts.responsible = block;
    else if (isCommercialField(row.kind)) texts.commercial[row.kind] = block;
    else if (row.kind === 'equipmentCharacteristic' && isEquipmentType(row.equipmentType)) {
      texts.characteristicByType[row.equipmentType] = row.text;
    }
  }
  return texts;
}

function isCommercialField(kind: string): kind is CommercialTextField {
  return (COMMERCIAL_TEXT_FIELDS as readonly string[]).includes(kind);
}

function isEquipmentType(value: string | null): value is ProposalEquipmentType {
  return value !== null && (PROPOSAL_EQUIPMENT_TYPES as readonly string[]).includes(value);
}
