import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { getSectionQueryKey, useSaveProposalSection } from '../api/proposal-section.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import {
  EDITABLE_SECTIONS,
  hasInvalidNumber,
  SECTION_CONFIG,
  type CommercialValue,
  type EditableSection,
  type SectionValues,
} from '../utils/sections.ts';

/** The edits of a section the server does not have yet, and what they are based on. */
export type SectionDraft<K extends EditableSection> = {
  proposalId: number;
  value: SectionValues[K];
  /** The section's version when the editing began (the PUT sends it: stale → 409). */
  version: number;
};

type Drafts = { [K in EditableSection]?: SectionDraft<K> };

/** What a section's editing is based on: the server's values and version. */
export type SectionBase<K extends EditableSection> = {
  proposalId: number;
  value: SectionValues[K];
  version: number;
};

/**
 * The unsaved edits of every section of the page (spec §4 "Proposal sections keep an
 * unsaved-changes flag"). Kept above the accordion, so that closing a section or viewing an
 * issued revision loses nothing, and so that the leave guard can see and save them. Only a user's
 * edit creates a draft: the first load never sets the flag.
 */
export function useSectionDrafts(projectId: number) {
  const queryClient = useQueryClient();
  const saveMutation = useSaveProposalSection();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [saving, setSaving] = useState<Partial<Record<EditableSection, boolean>>>({});
  const [conflicts, setConflicts] = useState<Partial<Record<EditableSection, string>>>({});
  const draftsRef = useRef(drafts);
  useEffect(() => {
    draftsRef.current = drafts;
  });

  function readDraft<K extends EditableSection>(section: K): SectionDraft<K> | undefined {
    return draftsRef.current[section];
  }

  function writeDraft<K extends EditableSection>(section: K, draft: SectionDraft<K> | undefined) {
    const next = { ...draftsRef.current };
    if (draft) (next as Record<K, SectionDraft<K>>)[section] = draft;
    else delete next[section];
    draftsRef.current = next;
    setDrafts(next);
  }

  /** A user's edit: `update` gets the values shown (the draft's, or the server's). */
  function edit<K extends EditableSection>(
    section: K,
    base: SectionBase<K>,
    update: (current: SectionValues[K]) => SectionValues[K],
  ) {
    const current = readDraft(section);
    writeDraft(section, {
      proposalId: base.proposalId,
      version: current?.version ?? base.version,
      value: update(current?.value ?? base.value),
    });
  }

  function discard(section: EditableSection) {
    writeDraft(section, undefined);
    setConflicts((current) => ({ ...current, [section]: undefined }));
  }

  /** 409 'Recarregar seção': the server's section replaces the edits. */
  async function reload(section: EditableSection) {
    const draft = readDraft(section);
    discard(section);
    if (draft) {
      await queryClient.invalidateQueries({
        queryKey: getSectionQueryKey(projectId, draft.proposalId, section),
      });
    }
  }

  /** Salvar: true when the section has nothing unsaved afterwards. */
  async function save(section: EditableSection): Promise<boolean> {
    const draft = readDraft(section);
    if (!draft) return true;
    if (section === 'commercialConditions' && hasInvalidNumber(draft.value as CommercialValue)) {
      showErrorNotification(PROPOSAL_MESSAGES.invalidNumbers);
      return false;
    }
    setSaving((current) => ({ ...current, [section]: true }));
    try {
      const saved = await saveMutation.mutateAsync({
        projectId,
        proposalId: draft.proposalId,
        section,
        value: draft.value,
        version: draft.version,
      });
      const latest = readDraft(section);
      // Edits made while saving stay unsaved, now based on the new version.
      writeDraft(
        section,
        latest === draft || !latest ? undefined : { ...latest, version: saved.version },
      );
      setConflicts((current) => ({ ...current, [section]: undefined }));
      showSuccessNotification(PROPOSAL_MESSAGES.saved);
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        // Stale version or an issued revision: the edits stay, the server says why.
        showErrorNotification(error.message, error);
        setConflicts((current) => ({ ...current, [section]: error.message }));
      } else if (error instanceof ApiRequestError && error.status === 400 && error.details[0]) {
        // A text past its limits (characters, lines): the field's message says which.
        showErrorNotification(error.details[0].message, error);
      } else {
        showErrorNotification(SECTION_CONFIG[section].saveFailed, error);
      }
      return false;
    } finally {
      setSaving((current) => ({ ...current, [section]: false }));
    }
  }

  /** The sections with unsaved edits, read at the moment of asking (the leave guard). */
  function listUnsaved(): EditableSection[] {
    return EDITABLE_SECTIONS.filter((section) => draftsRef.current[section] !== undefined);
  }

  return {
    drafts,
    isDirty: (section: EditableSection) => drafts[section] !== undefined,
    isSaving: (section: EditableSection) => saving[section] === true,
    conflictOf: (section: EditableSection) => conflicts[section],
    edit,
    discard,
    discardAll: () => EDITABLE_SECTIONS.forEach(discard),
    reload,
    save,
    listUnsaved,
  };
}

export type SectionDraftsStore = ReturnType<typeof useSectionDrafts>;
