import {
  COMMERCIAL_TEXT_FIELDS,
  type CommercialTextField,
  type ProposalEquipmentType,
  type TextBlock,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';

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
 * Reads the default template of every kind. STAND-IN: the real one (reading proposal_templates)
 * lands on branch proposal-templates.
 */
export async function loadDefaultTexts(db: Database): Promise<DefaultTexts> {
  void db;
  const empty = (): TextBlock => ({ templateId: null, text: '' });
  return {
    presentation: empty(),
    generalConditions: empty(),
    responsible: empty(),
    commercial: Object.fromEntries(
      COMMERCIAL_TEXT_FIELDS.map((field) => [field, empty()]),
    ) as Record<CommercialTextField, TextBlock>,
    characteristicByType: {},
  };
}
