import { PROPOSAL_SECTION_TITLES } from '@camara-fria/contracts';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import {
  useCommercialTemplateOptions,
  useTemplateOptions,
  type TemplateListKind,
} from '../api/get-template-options.ts';
import { useProposalSection } from '../api/proposal-section.ts';
import type { SectionDraftsStore } from '../hooks/use-section-drafts.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import {
  SECTION_CONFIG,
  toSectionValue,
  type EditableSection,
  type SectionValues,
} from '../utils/sections.ts';
import { CharacteristicsView } from './characteristics-view.tsx';
import { CommercialView } from './commercial-view.tsx';
import { SectionFooter } from './section-footer.tsx';
import { TextBlockField } from './text-block-field.tsx';

type SectionProps = {
  projectId: number;
  proposalId: number;
  store: SectionDraftsStore;
};

/** A section's server data, the values shown (edits first) and how an edit is recorded. */
function useEditableSection<K extends EditableSection>(
  section: K,
  { projectId, proposalId, store }: SectionProps,
) {
  const query = useProposalSection(projectId, proposalId, section, true);
  useErrorToast(query, SECTION_CONFIG[section].loadFailed);
  const { data } = query;
  const draft = store.drafts[section];
  const serverValue = data ? toSectionValue(section, data) : undefined;
  const value = draft?.proposalId === proposalId ? draft.value : serverValue;
  function onChange(update: (current: SectionValues[K]) => SectionValues[K]) {
    if (!data || !serverValue) return;
    store.edit(section, { proposalId, value: serverValue, version: data.version }, update);
  }
  return { query, data, value, onChange, readOnly: data?.readOnly ?? false };
}

function SectionBody({
  section,
  store,
  query,
  readOnly,
  children,
}: {
  section: EditableSection;
  store: SectionDraftsStore;
  query: { isError: boolean; refetch: () => unknown };
  readOnly: boolean;
  children: ReactNode | null;
}) {
  if (children === null) {
    return query.isError ? (
      <Stack gap="xs" align="flex-start">
        <Text>{SECTION_CONFIG[section].loadFailed}</Text>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </Stack>
    ) : (
      <Stack gap="xs" role="status" aria-label={`Carregando ${PROPOSAL_SECTION_TITLES[section]}`}>
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={80} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {children}
      {!readOnly && (
        <SectionFooter
          title={PROPOSAL_SECTION_TITLES[section]}
          isDirty={store.isDirty(section)}
          isSaving={store.isSaving(section)}
          conflict={store.conflictOf(section)}
          onSave={() => void store.save(section)}
          onReload={() => void store.reload(section)}
        />
      )}
    </Stack>
  );
}

type TextSectionKey = 'presentation' | 'generalConditions' | 'responsible';

/** The label of each plain text section's block and the options it asks for. */
export const TEXT_SECTIONS: Record<
  TextSectionKey,
  { label: string; templates: TemplateListKind; templatesFailed: string }
> = {
  presentation: {
    label: 'Apresentação',
    templates: 'presentation',
    templatesFailed: PROPOSAL_MESSAGES.presentationLoadFailed,
  },
  generalConditions: {
    label: 'Termos e condições gerais de venda',
    templates: 'general-conditions',
    templatesFailed: PROPOSAL_MESSAGES.generalConditionsLoadFailed,
  },
  responsible: {
    label: 'Responsáveis',
    templates: 'responsible',
    templatesFailed: PROPOSAL_MESSAGES.presentationLoadFailed,
  },
};

/** APRESENTAÇÃO, TERMOS E CONDIÇÕES GERAIS DE VENDA, RESPONSÁVEIS: options and one text. */
export function TextSection({ section, ...props }: SectionProps & { section: TextSectionKey }) {
  const state = useEditableSection(section, props);
  const config = TEXT_SECTIONS[section];
  const templates = useTemplateOptions(config.templates, !state.readOnly);
  useErrorToast(templates, config.templatesFailed);
  return (
    <SectionBody
      section={section}
      store={props.store}
      query={state.query}
      readOnly={state.readOnly}
    >
      {state.value ? (
        <TextBlockField
          label={config.label}
          block={state.value}
          options={templates.data}
          readOnly={state.readOnly}
          onChange={(block) => state.onChange(() => block)}
        />
      ) : null}
    </SectionBody>
  );
}

/** CARACTERÍSTICAS DOS EQUIPAMENTOS: every user of the project. */
export function CharacteristicsSection(props: SectionProps) {
  const state = useEditableSection('equipmentCharacteristics', props);
  const templates = useTemplateOptions('equipment-selection', !state.readOnly);
  useErrorToast(templates, PROPOSAL_MESSAGES.presentationLoadFailed);
  return (
    <SectionBody
      section="equipmentCharacteristics"
      store={props.store}
      query={state.query}
      readOnly={state.readOnly}
    >
      {state.value && state.data ? (
        <CharacteristicsView
          descriptions={state.data.descriptions}
          value={state.value}
          options={templates.data}
          readOnly={state.readOnly}
          onChange={state.onChange}
        />
      ) : null}
    </SectionBody>
  );
}

/** CONDIÇÕES COMERCIAIS: editors. */
export function CommercialSection(props: SectionProps) {
  const state = useEditableSection('commercialConditions', props);
  const options = useCommercialTemplateOptions(!state.readOnly);
  useErrorToast(options, PROPOSAL_MESSAGES.commercialOptionsLoadFailed);
  return (
    <SectionBody
      section="commercialConditions"
      store={props.store}
      query={state.query}
      readOnly={state.readOnly}
    >
      {state.value && state.data ? (
        <CommercialView
          source={state.data}
          value={state.value}
          options={options.data}
          readOnly={state.readOnly}
          onChange={state.onChange}
        />
      ) : null}
    </SectionBody>
  );
}
