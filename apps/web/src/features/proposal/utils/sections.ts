import {
  COMMERCIAL_TEXT_FIELDS,
  CommercialConditionsSchema,
  EDITOR_ONLY_SECTIONS,
  EquipmentCharacteristicsSchema,
  GeneralConditionsSchema,
  PresentationSchema,
  PROPOSAL_SECTIONS,
  ResponsibleSchema,
  type CommercialConditionsDto,
  type CommercialTextField,
  type EquipmentCharacteristicsDto,
  type PresentationDto,
  type ProposalSection,
  type TextBlock,
} from '@camara-fria/contracts';
import { PRICE_INPUT_COLUMNS, readPriceInputs, type PriceLineInput } from '@camara-fria/proposal';
import type { z } from 'zod';
import { PROPOSAL_MESSAGES } from './proposal-messages.ts';

/** The sections with their own GET/PUT (the dimensioning part is the proposal itself). */
export type EditableSection = Exclude<ProposalSection, 'dimensioning'>;

export const EDITABLE_SECTIONS: readonly EditableSection[] = PROPOSAL_SECTIONS.filter(
  (section): section is EditableSection => section !== 'dimensioning',
);

/** Spec §6: what each user sees of the accordion, in its order. */
export function visibleSections(isEditor: boolean): ProposalSection[] {
  return PROPOSAL_SECTIONS.filter((section) => isEditor || !EDITOR_ONLY_SECTIONS.includes(section));
}

/**
 * One price line as the screen edits it, a value per typed column of PRICE_COLUMNS (the ICMS and
 * IPI typed over the computed rates), the override's reason and Convênio 52/91: NaN is a number
 * the field could not read.
 */
export type PriceValue = { equipmentKey: string } & PriceLineInput;

export type CharacteristicsValue = {
  descriptions: { id: string; complementaryDescription: string }[];
  additionalInformation: string;
};

/** The commercial conditions as the screen edits them: the lines, the tax dates, the texts. */
export type CommercialValue = {
  prices: PriceValue[];
  /** "Data prevista de faturamento", AAAA-MM-DD; null: the default (ADR 072). */
  invoiceDate: string | null;
  /** "Válida até", AAAA-MM-DD; null: the default. */
  validUntil: string | null;
} & Record<CommercialTextField, TextBlock>;

/** What the server answers for each section. */
export type SectionDtos = {
  presentation: PresentationDto;
  equipmentCharacteristics: EquipmentCharacteristicsDto;
  commercialConditions: CommercialConditionsDto;
  generalConditions: PresentationDto;
  responsible: PresentationDto;
};

/** What the screen edits of each section (its PUT body without `version`). */
export type SectionValues = {
  presentation: TextBlock;
  equipmentCharacteristics: CharacteristicsValue;
  commercialConditions: CommercialValue;
  generalConditions: TextBlock;
  responsible: TextBlock;
};

type SectionConfig = {
  path: string;
  schema: z.ZodType;
  loadFailed: string;
  saveFailed: string;
};

export const SECTION_CONFIG: Record<EditableSection, SectionConfig> = {
  presentation: {
    path: 'presentation',
    schema: PresentationSchema,
    loadFailed: PROPOSAL_MESSAGES.presentationLoadFailed,
    saveFailed: PROPOSAL_MESSAGES.saveFailed,
  },
  equipmentCharacteristics: {
    path: 'equipment-characteristics',
    schema: EquipmentCharacteristicsSchema,
    loadFailed: PROPOSAL_MESSAGES.equipmentLoadFailed,
    saveFailed: PROPOSAL_MESSAGES.saveFailed,
  },
  commercialConditions: {
    path: 'commercial-conditions',
    schema: CommercialConditionsSchema,
    loadFailed: PROPOSAL_MESSAGES.commercialLoadFailed,
    saveFailed: PROPOSAL_MESSAGES.commercialSaveFailed,
  },
  generalConditions: {
    path: 'general-conditions',
    schema: GeneralConditionsSchema,
    loadFailed: PROPOSAL_MESSAGES.generalConditionsLoadFailed,
    saveFailed: PROPOSAL_MESSAGES.saveFailed,
  },
  responsible: {
    path: 'responsible',
    schema: ResponsibleSchema,
    loadFailed: PROPOSAL_MESSAGES.presentationLoadFailed,
    saveFailed: PROPOSAL_MESSAGES.saveFailed,
  },
};

function toTextBlock(block: TextBlock): TextBlock {
  return { templateId: block.templateId, text: block.text };
}

export function toCommercialValue(
  data: Pick<
    CommercialConditionsDto,
    'prices' | 'invoiceDate' | 'validUntil' | CommercialTextField
  >,
): CommercialValue {
  const texts = Object.fromEntries(
    COMMERCIAL_TEXT_FIELDS.map((field) => [field, toTextBlock(data[field])]),
  ) as Record<CommercialTextField, TextBlock>;
  return {
    prices: data.prices.map((price) => ({
      equipmentKey: price.equipmentKey,
      ...readPriceInputs(price),
    })),
    invoiceDate: data.invoiceDate,
    validUntil: data.validUntil,
    ...texts,
  };
}

export function toCharacteristicsValue(
  data: Pick<EquipmentCharacteristicsDto, 'descriptions' | 'additionalInformation'>,
): CharacteristicsValue {
  return {
    descriptions: data.descriptions.map((description) => ({
      id: description.id,
      complementaryDescription: description.complementaryDescription,
    })),
    additionalInformation: data.additionalInformation,
  };
}

/** The editable values of a section as the server has them. */
export function toSectionValue<K extends EditableSection>(
  section: K,
  data: SectionDtos[K],
): SectionValues[K] {
  switch (section) {
    case 'equipmentCharacteristics':
      return toCharacteristicsValue(data as EquipmentCharacteristicsDto) as SectionValues[K];
    case 'commercialConditions':
      return toCommercialValue(data as CommercialConditionsDto) as SectionValues[K];
    default:
      return toTextBlock(data as PresentationDto) as SectionValues[K];
  }
}

/** A number any price field could not read (NaN) blocks the save. */
export function hasInvalidNumber(value: CommercialValue): boolean {
  return value.prices.some((price) =>
    PRICE_INPUT_COLUMNS.some(
      ({ input }) => price[input] !== null && !Number.isFinite(price[input]),
    ),
  );
}
