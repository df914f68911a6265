import type {
  EquipmentCharacteristicsDto,
  ProposalEquipmentType,
  TemplateOption,
} from '@camara-fria/contracts';
import { PROPOSAL_EQUIPMENT_TYPES } from '@camara-fria/contracts';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RichTextBlock } from '../../../components/rich-text/index.ts';
import type { CharacteristicsValue } from '../utils/sections.ts';
import { TemplateSelect } from './text-block-field.tsx';

/** The equipment type of a line, from its key (`{type}:…`, contracts ProposalEquipment.key). */
export function equipmentTypeOfKey(key: string): ProposalEquipmentType | null {
  const prefix = key.split(':')[0];
  return PROPOSAL_EQUIPMENT_TYPES.find((type) => type === prefix) ?? null;
}

type CharacteristicsViewProps = {
  descriptions: EquipmentCharacteristicsDto['descriptions'];
  value: CharacteristicsValue;
  /** Options of GET …/templates/current/equipment-selection (every equipment type). */
  options: readonly TemplateOption[] | undefined;
  onChange: (update: (current: CharacteristicsValue) => CharacteristicsValue) => void;
  readOnly: boolean;
};

function DescriptionBlock({
  description,
  text,
  options,
  onText,
  readOnly,
}: {
  description: EquipmentCharacteristicsDto['descriptions'][number];
  text: string;
  options: readonly TemplateOption[] | undefined;
  onText: (text: string) => void;
  readOnly: boolean;
}) {
  // Which option filled the text is not stored: the Select only offers texts to start from.
  const [chosen, setChosen] = useState<number | null>(null);
  const type = equipmentTypeOfKey(description.id);
  const label = `Descrição complementar — ${description.title}`;
  return (
    <Paper withBorder p="sm" component="article" aria-label={description.title}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5">
            {description.title}
          </Title>
          {description.specialEquipment && (
            <Badge variant="outline" color="grape.9">
              Especial
            </Badge>
          )}
        </Group>
        {description.commercialDescription && <Text>{description.commercialDescription}</Text>}
        {!readOnly && (
          <TemplateSelect
            label={description.title}
            options={options?.filter((option) => option.key === type)}
            value={chosen}
            onChoose={(option) => {
              setChosen(option.id);
              onText(option.text);
            }}
          />
        )}
        <RichTextBlock label={label} value={text} onChange={onText} readOnly={readOnly} />
      </Stack>
    </Paper>
  );
}

/** CARACTERÍSTICAS DOS EQUIPAMENTOS (spec §3 "Equipment features"). */
export function CharacteristicsView({
  descriptions,
  value,
  options,
  onChange,
  readOnly,
}: CharacteristicsViewProps) {
  return (
    <Stack gap="md">
      {descriptions.length === 0 && <Text>Nenhum equipamento selecionado.</Text>}
      {descriptions.map((description) => (
        <DescriptionBlock
          key={description.id}
          description={description}
          text={
            value.descriptions.find((item) => item.id === description.id)
              ?.complementaryDescription ?? ''
          }
          options={options}
          readOnly={readOnly}
          onText={(text) =>
            onChange((current) => ({
              ...current,
              descriptions: current.descriptions.some((item) => item.id === description.id)
                ? current.descriptions.map((item) =>
                    item.id === description.id ? { ...item, complementaryDescription: text } : item,
                  )
                : [...current.descriptions, { id: description.id, complementaryDescription: text }],
            }))
          }
        />
      ))}
      <Divider />
      <Stack gap={4}>
        <Text fw={600}>Informações adicionais</Text>
        <RichTextBlock
          label="Informações adicionais"
          value={value.additionalInformation}
          onChange={(text) => onChange((current) => ({ ...current, additionalInformation: text }))}
          readOnly={readOnly}
        />
      </Stack>
    </Stack>
  );
}
