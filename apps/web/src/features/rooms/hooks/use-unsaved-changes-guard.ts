import { useState, type RefObject } from 'react';
import { showErrorNotification } from '../../../lib/notifications.ts';
import type { RoomFormHandle } from '../components/room-form.tsx';
import { ROOM_MESSAGES } from '../utils/room-messages.ts';
import type { EditorRoom } from '../utils/room-model.ts';
import { joinRoomNames } from '../utils/unsaved-changes.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import type { useRoomsEditor } from './use-rooms-editor.ts';

type RoomsEditorState = ReturnType<typeof useRoomsEditor>;

/** Leaving the selected room for another (`room`), or leaving the screen (`page`). */
type LeaveScope = 'room' | 'page';

/**
 * Issue 11, item 7: no work is lost. Leaving the selected room (another card, "Adicionar
 * Câmara") or the screen (links, back, closing the tab) with changes the server does not have
 * asks first: the selected room's form differs from what it stored, or a room holds changes
 * the server refused or never got (volume 0, a failed save, a calculation-type change).
 * Moving to another room keeps the other rooms as the browser holds them, so only a saved
 * room (which is loaded again when selected) counts there.
 */
export function useUnsavedChangesGuard(
  editor: RoomsEditorState,
  formRef: RefObject<RoomFormHandle | null>,
) {
  const [pending, setPending] = useState<EditorRoom[]>([]);
  const [roomLeave, setRoomLeave] = useState<{ run: () => void } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const selectedKey = editor.selected?.key ?? null;

  function listUnsaved(scope: LeaveScope): EditorRoom[] {
    return editor.readRooms().filter((entry) => {
      if (entry.key !== selectedKey) return scope === 'page' && entry.hasLocalChanges;
      const isFormChanged = formRef.current?.hasUnsavedValues() ?? false;
      const counts = scope === 'page' || entry.room.id !== null;
      return isFormChanged || (entry.hasLocalChanges && counts);
    });
  }

  const blocker = useLeaveGuard(() => {
    const unsaved = listUnsaved('page');
    setPending(unsaved);
    return unsaved.length > 0;
  });
  const scope: LeaveScope = roomLeave ? 'room' : 'page';

  /** Runs `action` (which leaves the selected room), asking first when it has unsaved changes. */
  function leaveRoom(action: () => void) {
    const unsaved = listUnsaved('room');
    if (unsaved.length === 0) {
      action();
      return;
    }
    setPending(unsaved);
    setRoomLeave({ run: action });
  }

  async function saveUnsaved(): Promise<boolean> {
    if (formRef.current && !(await formRef.current.saveAll())) return false;
    if (scope === 'room') return true;
    const others = editor
      .readRooms()
      .filter((entry) => entry.key !== selectedKey && entry.hasLocalChanges);
    for (const entry of others) {
      const outcome = await editor.storeRoom(entry.key, entry.room, { notifySuccess: false });
      if (outcome.kind === 'local') {
        showErrorNotification(`${entry.room.name}: ${ROOM_MESSAGES.zeroVolume}`);
      }
      if (outcome.kind !== 'saved') return false;
    }
    return true;
  }

  function proceed() {
    if (roomLeave) {
      setRoomLeave(null);
      roomLeave.run();
    } else if (blocker.state === 'blocked') {
      blocker.proceed();
    }
  }

  function cancel() {
    setRoomLeave(null);
    if (blocker.state === 'blocked') blocker.reset();
  }

  async function save() {
    setIsSaving(true);
    const isSaved = await saveUnsaved().finally(() => setIsSaving(false));
    if (isSaved) proceed();
    else cancel();
  }

  function discard() {
    if (selectedKey) editor.discardLocalChanges(selectedKey);
    proceed();
  }

  return {
    leaveRoom,
    modal: {
      opened: roomLeave !== null || blocker.state === 'blocked',
      names: joinRoomNames(pending),
      count: pending.length,
      isSaving,
      onSave: () => void save(),
      onDiscard: discard,
      onCancel: cancel,
    },
  };
}
