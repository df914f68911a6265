import { PROPOSAL_SECTION_TITLES } from '@camara-fria/contracts';
import { useState } from 'react';
import { joinNames } from '../../../lib/join-names.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import type { SectionDraftsStore } from './use-section-drafts.ts';

/** The modal's noun (components/ui/unsaved-changes-modal.tsx). */
export const SECTIONS_NOUN = { singular: 'A seção', plural: 'As seções' };

/**
 * Leaving the screen (a link, back, closing the tab) with a section the server does not have
 * asks first, with the room editor's leave guard: Salvar saves every unsaved section and leaves
 * (it stays when a save fails), Descartar leaves without them, Cancelar stays.
 */
export function useUnsavedSectionsGuard(store: SectionDraftsStore) {
  const [isSaving, setIsSaving] = useState(false);
  const blocker = useLeaveGuard(() => store.listUnsaved().length > 0);
  const unsaved = blocker.state === 'blocked' ? store.listUnsaved() : [];

  async function save() {
    setIsSaving(true);
    try {
      for (const section of store.listUnsaved()) {
        if (!(await store.save(section))) {
          blocker.reset?.();
          return;
        }
      }
      blocker.proceed?.();
    } finally {
      setIsSaving(false);
    }
  }

  return {
    opened: blocker.state === 'blocked',
    names: joinNames(unsaved.map((section) => PROPOSAL_SECTION_TITLES[section])),
    count: unsaved.length,
    isSaving,
    onSave: () => void save(),
    onDiscard: () => {
      store.discardAll();
      blocker.proceed?.();
    },
    onCancel: () => blocker.reset?.(),
  };
}
