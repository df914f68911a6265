import type { FieldIssue, Material } from '@camara-fria/contracts';
import type { HeatLoadRefs, Room } from '@camara-fria/domain';
import { Accordion, Grid } from '@mantine/core';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { SaveOutcome, StoreOptions } from '../hooks/use-rooms-editor.ts';
import {
  mergeFormValues,
  toFormValues,
  type EditorRoom,
  type RoomFormValues,
} from '../utils/room-model.ts';
import {
  CALCULATED_SECTIONS,
  SECTION_FIELDS,
  SECTION_TITLES,
  TYPED_SECTIONS,
  isSectionPath,
  mergeSection,
  validateSection,
  type RoomSection,
} from '../utils/room-sections.ts';
import { applyStoredSectionSuggestions, type StoredSection } from '../utils/room-suggestions.ts';
import { AdditionalLoadSection } from './additional-load-section.tsx';
import { DimensionsSection } from './dimensions-section.tsx';
import { DoorsSection } from './doors-section.tsx';
import { GoodsSection } from './goods-section.tsx';
import { HeatLoadSummaryPanel } from './heat-load-summary.tsx';
import { HeatTransferSection } from './heat-transfer-section.tsx';
import { RoomInfoSection } from './room-info-section.tsx';
import classes from './room-form.module.css';
import type { SectionProps } from './section-form.tsx';

type RoomFormProps = {
  entry: EditorRoom;
  materials: readonly Material[];
  refs: HeatLoadRefs;
  onStore: (room: Room, options: StoreOptions) => Promise<SaveOutcome>;
};

const ALL_SECTIONS = Object.keys(SECTION_FIELDS) as RoomSection[];

/** Spec §8: only goods and doors say "Câmara atualizada com sucesso!". */
const NOTIFYING_SECTIONS: readonly RoomSection[] = ['goods', 'doors'];

function isFormPath(path: string): path is FieldPath<RoomFormValues> {
  return ALL_SECTIONS.some((section) => isSectionPath(section, path));
}

/**
 * The selected room's sections (spec §2) beside its live heat-load summary. One form holds
 * every section, so the summary reads all current values; each section validates (on submit)
 * and stores its own fields, and the room is then saved.
 */
export function RoomForm({ entry, materials, refs, onStore }: RoomFormProps) {
  const { room } = entry;
  const form = useForm<RoomFormValues>({ mode: 'onSubmit', defaultValues: toFormValues(room) });
  const [savingSection, setSavingSection] = useState<RoomSection | null>(null);
  const sections = room.calculationType === 1 ? CALCULATED_SECTIONS : TYPED_SECTIONS;

  function showIssues(issues: readonly FieldIssue[]) {
    issues
      .filter((issue) => isFormPath(issue.path))
      .forEach((issue, index) => {
        form.setError(
          issue.path as FieldPath<RoomFormValues>,
          { type: 'validate', message: issue.message },
          { shouldFocus: index === 0 },
        );
      });
  }

  /**
   * The form shows the suggestions applied to what it holds, so that the unsaved entries of the
   * sections below (a door just added) are kept and follow the suggestions too.
   */
  function syncForm(section: RoomSection, checked: Room, values: RoomFormValues) {
    const held = mergeSection(mergeFormValues(room, values), section, toFormValues(checked));
    const shown: StoredSection = applyStoredSectionSuggestions(section, room, held);
    const next = toFormValues(shown.room);
    const updated: RoomFormValues = { ...values };
    for (const changed of shown.changed) {
      for (const field of SECTION_FIELDS[changed]) Object.assign(updated, { [field]: next[field] });
    }
    form.reset(updated, { keepErrors: true });
  }

  async function submitSection(section: RoomSection) {
    form.clearErrors([...SECTION_FIELDS[section]]);
    const values = form.getValues();
    const checked = validateSection(room, section, values);
    if (checked.issues.length > 0) {
      showIssues(checked.issues);
      return;
    }
    // What is saved: the stored room with this section and the suggestions it calls for.
    const stored = applyStoredSectionSuggestions(section, room, checked.room);
    syncForm(section, checked.room, values);
    setSavingSection(section);
    const outcome = await onStore(stored.room, {
      notifySuccess: NOTIFYING_SECTIONS.includes(section),
    });
    setSavingSection(null);
    if (outcome.kind === 'invalid') showIssues(outcome.issues);
  }

  function renderSection(section: RoomSection) {
    const props: SectionProps = {
      form,
      room,
      isSaving: savingSection === section,
      onSubmit: () => void submitSection(section),
    };
    switch (section) {
      case 'room':
        return <RoomInfoSection {...props} />;
      case 'dimensions':
        return <DimensionsSection {...props} />;
      case 'goods':
        return <GoodsSection {...props} />;
      case 'heatTransfer':
        return <HeatTransferSection {...props} materials={materials} />;
      case 'additionalLoad':
        return <AdditionalLoadSection {...props} />;
      case 'doors':
        return <DoorsSection {...props} />;
    }
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Accordion multiple defaultValue={['room', 'dimensions']} variant="separated" order={3}>
          {sections.map((section) => (
            <Accordion.Item key={section} value={section}>
              <Accordion.Control>{SECTION_TITLES[section]}</Accordion.Control>
              <Accordion.Panel>{renderSection(section)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <div className={classes.summary}>
          <HeatLoadSummaryPanel
            control={form.control}
            room={room}
            saved={entry.heatLoad}
            refs={refs}
          />
        </div>
      </Grid.Col>
    </Grid>
  );
}
