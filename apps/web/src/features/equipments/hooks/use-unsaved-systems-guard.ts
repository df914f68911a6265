import { useState } from 'react';
import { joinNames } from '../../../lib/join-names.ts';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { canSaveSystem } from '../utils/system-draft.ts';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';
import type { SystemsEditor } from './use-systems-editor.ts';

/**
 * Leaving the screen (a link, back, closing the tab) with systems the server does not have asks
 * first, with the shared leave guard (lib/use-leave-guard.ts).
 */
export function useUnsavedSystemsGuard(editor: SystemsEditor) {
  const [isSaving, setIsSaving] = useState(false);
  const listUnsaved = () => editor.readDrafts().filter((draft) => draft.isDirty);
  const blocker = useLeaveGuard(() => listUnsaved().length > 0);
  const unsaved = blocker.state === 'blocked' ? listUnsaved() : [];

  async function save() {
    setIsSaving(true);
    try {
      for (const draft of listUnsaved()) {
        const name = draft.settings?.name || SYSTEM_MESSAGES.newSystem;
        if (!canSaveSystem(draft))
          showErrorNotification(`${name}: ${SYSTEM_MESSAGES.selectAllEquipment}`);
        if (!canSaveSystem(draft) || !(await editor.save(draft.key))) {
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
    names: joinNames(unsaved.map((draft) => draft.settings?.name || SYSTEM_MESSAGES.newSystem)),
    count: unsaved.length,
    isSaving,
    onSave: () => void save(),
    onDiscard: () => {
      editor.discardAll();
      blocker.proceed?.();
    },
    onCancel: () => blocker.reset?.(),
  };
}
