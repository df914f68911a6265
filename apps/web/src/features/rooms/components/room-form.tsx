import type { FieldIssue, Material } from '@camara-fria/contracts';
import type { HeatLoadRefs, Room } from '@camara-fria/domain';
import { Accordion, Grid } from '@mantine/core';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { showErrorNotification } from '../../../lib/notifications.ts';
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
import { ROOM_MESSAGES } from '../utils/room-messages.ts';
import { applyStoredSectionSuggestions, type StoredSection } from '../utils/room-suggestions.ts';
import { describeSurfaceSizes } from '../utils/surface-sizes.ts';
import { hasUnsavedFormValues, hasUnsavedSectionValues } from '../utils/unsaved-changes.ts';
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
  ref?: Ref<RoomFormHandle>;
};

/** What the editor asks the form of the selected room before leaving it (issue 11). */
export type RoomFormHandle = {
  /** Whether the form holds values other than the room as stored. */
  hasUnsavedValues: () => boolean;
  /**
   * Stores every section the user changed (validated as its own "Salvar" would) and saves the
   * room; resolves true once the server has it. Invalid sections show their errors.
   */
  saveAll: () => Promise<boolean>;
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
export function RoomForm({ entry, materials, refs, onStore, ref }: RoomFormProps) {
  const { room } = entry;
  const form = useForm<RoomFormValues>({ mode: 'onSubmit', defaultValues: toFormValues(room) });
  const [savingSection, setSavingSection] = useState<RoomSection | null>(null);
  /** Item 9 of issue 11: the section whose "Salvar" kept the room local (volume 0). */
  const [unsavedSection, setUnsavedSection] = useState<RoomSection | null>(null);
  const [openSections, setOpenSections] = useState<string[]>(['room', 'dimensions']);
  /** Issue 11 item 3: which surfaces followed the dimensions just stored (a saved room). */
  const [surfaceNote, setSurfaceNote] = useState<string | null>(null);
  const sections = room.calculationType === 1 ? CALCULATED_SECTIONS : TYPED_SECTIONS;

  // A section validates on its Salvar (and the server's 400 puts its messages on the fields), so
  // nothing re-validates a field the user then corrects: its message goes as soon as it is edited,
  // never left standing over a corrected value (issue 29 item 5). The others wait for Salvar.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (type !== 'change' || !name || !isFormPath(name)) return;
        if (form.getFieldState(name).error) form.clearErrors(name);
      },
    });
  }, [form]);

  function showIssues(issues: readonly FieldIssue[]) {
    const failing = sections.filter((section) =>
      issues.some((issue) => isSectionPath(section, issue.path)),
    );
    setOpenSections((open) => [...new Set([...open, ...failing])]);
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
    if (section === 'dimensions') {
      setSurfaceNote(stored.surfaceSizes ? describeSurfaceSizes(stored.surfaceSizes) : null);
    }
    setSavingSection(section);
    setUnsavedSection(null);
    const outcome = await onStore(stored.room, {
      notifySuccess: NOTIFYING_SECTIONS.includes(section),
    });
    setSavingSection(null);
    reportOutcome(outcome, section);
  }

  function reportOutcome(outcome: SaveOutcome, section: RoomSection) {
    if (outcome.kind === 'invalid') showIssues(outcome.issues);
    if (outcome.kind !== 'local') return;
    setUnsavedSection(section);
    showErrorNotification(ROOM_MESSAGES.zeroVolume);
  }

  async function saveAll(): Promise<boolean> {
    const values = form.getValues();
    const changed = sections.filter((section) => hasUnsavedSectionValues(room, section, values));
    if (changed.length === 0 && !entry.hasLocalChanges) return true;
    form.clearErrors();
    let stored = room;
    const issues: FieldIssue[] = [];
    for (const section of changed) {
      const checked = validateSection(stored, section, values);
      issues.push(...checked.issues);
      if (checked.issues.length === 0) {
        stored = applyStoredSectionSuggestions(section, stored, checked.room).room;
      }
    }
    if (issues.length > 0) {
      showIssues(issues);
      return false;
    }
    form.reset(toFormValues(stored));
    const outcome = await onStore(stored, {
      notifySuccess: changed.some((section) => NOTIFYING_SECTIONS.includes(section)),
    });
    reportOutcome(outcome, changed.at(-1) ?? 'dimensions');
    return outcome.kind === 'saved';
  }

  useImperativeHandle(ref, () => ({
    hasUnsavedValues: () => hasUnsavedFormValues(room, form.getValues()),
    saveAll,
  }));

  function renderSection(section: RoomSection) {
    const props: SectionProps = {
      form,
      room,
      isSaving: savingSection === section,
      notice: unsavedSection === section ? ROOM_MESSAGES.zeroVolume : null,
      onSubmit: () => void submitSection(section),
    };
    switch (section) {
      case 'room':
        return <RoomInfoSection {...props} />;
      case 'dimensions':
        return <DimensionsSection {...props} surfaceNote={surfaceNote} />;
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
        <Accordion
          multiple
          value={openSections}
          onChange={setOpenSections}
          variant="separated"
          order={3}
        >
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
