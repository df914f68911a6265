import type { ProposalDocument, ProposalSection } from '@camara-fria/contracts';
import { Text } from '@mantine/core';
import { toCharacteristicsValue, toCommercialValue } from '../utils/sections.ts';
import { CharacteristicsView } from './characteristics-view.tsx';
import { CommercialView } from './commercial-view.tsx';
import { DimensioningView } from './dimensioning-view.tsx';
import { TEXT_SECTIONS } from './editable-sections.tsx';
import { TextBlockField } from './text-block-field.tsx';

const noChange = () => {};

/**
 * One section of an issued revision, read-only, from GET …/{pid}/document (or the customer's
 * page: `isForCustomer`, no link to the signed-in screens).
 */
export function DocumentSection({
  document,
  section,
  isForCustomer = false,
}: {
  document: ProposalDocument;
  section: ProposalSection;
  isForCustomer?: boolean;
}) {
  switch (section) {
    case 'dimensioning':
      return <DimensioningView proposal={document.proposal} hasScreenLinks={!isForCustomer} />;
    case 'equipmentCharacteristics':
      return (
        <CharacteristicsView
          descriptions={document.equipmentCharacteristics.descriptions}
          value={toCharacteristicsValue(document.equipmentCharacteristics)}
          options={undefined}
          onChange={noChange}
          readOnly
        />
      );
    case 'commercialConditions': {
      const commercial = document.commercialConditions;
      if (!commercial) return <Text>Seção não disponível.</Text>;
      return (
        <CommercialView
          source={{ ...commercial, taxInputs: null }}
          value={toCommercialValue(commercial)}
          options={undefined}
          onChange={noChange}
          readOnly
        />
      );
    }
    default: {
      const block = document[section];
      if (!block) return <Text>Seção não disponível.</Text>;
      return (
        <TextBlockField
          label={TEXT_SECTIONS[section].label}
          block={block}
          options={undefined}
          onChange={noChange}
          readOnly
        />
      );
    }
  }
}
