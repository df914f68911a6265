import type { OperatingSystemDto, SystemSettings } from '@camara-fria/contracts';
import { useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useCalculateOperatingSystem } from '../api/calculate-operating-system.ts';
import { useDeleteOperatingSystem } from '../api/delete-operating-system.ts';
import { useSaveOperatingSystem } from '../api/save-operating-system.ts';
import {
  applySettings,
  createDraftSystem,
  fromSystemDto,
  isEmptyDraft,
  toSystemInput,
  type DraftSystem,
  type SystemRoom,
  type UnitSlot,
} from '../utils/system-draft.ts';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';
import {
  initState,
  messageOf,
  replaceSaved,
  type EditorState,
  type PanelNotice,
  type UnitChoices,
} from '../utils/systems-editor-state.ts';

type SystemsEditorOptions = {
  projectId: number;
  /** The systems as the server answered them on entry. */
  serverSystems: readonly OperatingSystemDto[];
  /** Every room of the project that may join a system (for the fresh empty system after a save). */
  projectRoomIds: readonly number[];
  /** Asks the server for the systems again (409 "Recarregar"). */
  refetchSystems: () => Promise<readonly OperatingSystemDto[] | undefined>;
};

/**
 * The systems of the screen held in the browser and their flows (spec part 2 §4): the active
 * system, its settings, rooms, evaporators and units, "Calcular" and "Salvar".
 */
export function useSystemsEditor({
  projectId,
  serverSystems,
  projectRoomIds,
  refetchSystems,
}: SystemsEditorOptions) {
  const [state, setState] = useState(() => initState(serverSystems));
  const stateRef = useRef(state);
  const saveMutation = useSaveOperatingSystem();
  const calculateMutation = useCalculateOperatingSystem();
  const deleteMutation = useDeleteOperatingSystem();

  function update(recipe: (current: EditorState) => EditorState) {
    stateRef.current = recipe(stateRef.current);
    setState(stateRef.current);
  }

  function updateDraft(key: string, recipe: (draft: DraftSystem) => DraftSystem) {
    update((current) => ({
      ...current,
      drafts: current.drafts.map((draft) => (draft.key === key ? recipe(draft) : draft)),
    }));
  }

  /** A change of the system's equipment: the old result no longer holds. */
  function changeDraft(key: string, recipe: (draft: DraftSystem) => DraftSystem) {
    updateDraft(key, (draft) => ({ ...recipe(draft), result: null, isDirty: true }));
    setNotice(key, undefined);
  }

  function setNotice(key: string, notice: PanelNotice | undefined) {
    update((current) => ({ ...current, notices: { ...current.notices, [key]: notice } }));
  }

  function setBusy(key: string, busy: EditorState['busy'][string]) {
    update((current) => ({ ...current, busy: { ...current.busy, [key]: busy } }));
  }

  function readDraft(key: string): DraftSystem | undefined {
    return stateRef.current.drafts.find((draft) => draft.key === key);
  }

  const active = state.drafts.find((draft) => draft.key === state.activeKey) ?? null;

  function addSystem() {
    const draft = createDraftSystem();
    update((current) => ({ ...current, drafts: [...current.drafts, draft], activeKey: draft.key }));
  }

  /** After a save: a fresh empty system when none is left and rooms remain unassigned (§4). */
  function addFreshSystemIfNeeded() {
    const { drafts } = stateRef.current;
    const assigned = new Set(
      drafts.flatMap((draft) => draft.configurations.map((configuration) => configuration.room.id)),
    );
    const hasUnassigned = projectRoomIds.some((id) => !assigned.has(id));
    if (!hasUnassigned || drafts.some(isEmptyDraft)) return;
    update((current) => ({ ...current, drafts: [...current.drafts, createDraftSystem()] }));
  }

  async function save(key: string): Promise<boolean> {
    const draft = readDraft(key);
    const data = draft ? toSystemInput(draft) : null;
    if (!draft || !data) return false;
    setBusy(key, 'saving');
    try {
      const saved = await saveMutation.mutateAsync({ projectId, id: draft.id, data });
      const next = { ...fromSystemDto(saved), key };
      update((current) => ({
        ...current,
        drafts: current.drafts.map((candidate) => (candidate.key === key ? next : candidate)),
        // The server deactivates the others when this one is saved active.
        saved: replaceSaved(
          current.saved.map((system) => ({ ...system, active: false })),
          saved,
        ),
      }));
      setNotice(key, undefined);
      showSuccessNotification(SYSTEM_MESSAGES.saved);
      addFreshSystemIfNeeded();
      return true;
    } catch (error) {
      showErrorNotification(SYSTEM_MESSAGES.saveFailed, error);
      const isConflict = error instanceof ApiRequestError && error.status === 409;
      setNotice(
        key,
        isConflict ? { kind: 'conflict' } : { kind: 'save-error', message: messageOf(error) },
      );
      return false;
    } finally {
      setBusy(key, undefined);
    }
  }

  async function calculate(key: string): Promise<void> {
    const draft = readDraft(key);
    const data = draft ? toSystemInput(draft) : null;
    if (!data) return;
    setBusy(key, 'calculating');
    try {
      const answer = await calculateMutation.mutateAsync({ projectId, data });
      updateDraft(key, (current) => ({
        ...current,
        result: answer.result,
        catalogVersion: answer.catalogVersion,
      }));
      setNotice(key, undefined);
    } catch (error) {
      showErrorNotification(SYSTEM_MESSAGES.calculateFailed, error);
      setNotice(key, { kind: 'calculate-error', message: messageOf(error) });
    } finally {
      setBusy(key, undefined);
    }
  }

  /** 409: the system as the server has it now replaces the browser's. */
  async function reload(key: string): Promise<void> {
    const draft = readDraft(key);
    const systems = await refetchSystems().catch((error: unknown) => {
      showErrorNotification(SYSTEM_MESSAGES.loadFailed, error);
      return undefined;
    });
    const fresh = systems?.find((system) => system.id === draft?.id);
    if (!fresh) return;
    update((current) => ({
      ...current,
      drafts: current.drafts.map((candidate) =>
        candidate.key === key ? { ...fromSystemDto(fresh), key } : candidate,
      ),
      saved: replaceSaved(current.saved, fresh),
    }));
    setNotice(key, undefined);
  }

  /**
   * 'Excluir sistema': a saved system is deleted on the server first (one already gone counts as
   * deleted); then it leaves the screen, its rooms go back to the carousel, and a fresh empty
   * system takes its place when none is left.
   */
  async function deleteSystem(key: string): Promise<boolean> {
    const draft = readDraft(key);
    if (!draft) return false;
    if (draft.id !== null) {
      setBusy(key, 'deleting');
      try {
        await deleteMutation.mutateAsync({ projectId, id: draft.id });
      } catch (error) {
        const isGone = error instanceof ApiRequestError && error.status === 404;
        if (!isGone) {
          showErrorNotification(SYSTEM_MESSAGES.deleteFailed, error);
          setBusy(key, undefined);
          return false;
        }
      }
    }
    update((current) => {
      const drafts = current.drafts.filter((candidate) => candidate.key !== key);
      if (drafts.length === 0) drafts.push(createDraftSystem());
      const { [key]: _notice, ...notices } = current.notices;
      const { [key]: _busy, ...busy } = current.busy;
      return {
        drafts,
        activeKey: current.activeKey === key ? (drafts[0]?.key ?? null) : current.activeKey,
        notices,
        busy,
        saved: current.saved.filter((system) => system.id !== draft.id),
      };
    });
    if (draft.id !== null) showSuccessNotification(SYSTEM_MESSAGES.deleted);
    return true;
  }

  /** Leaving without saving: every system back to the server's. */
  function discardAll() {
    update((current) => initState(current.saved));
  }

  return {
    drafts: state.drafts,
    active,
    activeKey: state.activeKey,
    notices: state.notices,
    busy: state.busy,
    readDrafts: () => stateRef.current.drafts,
    setActive: (key: string) => update((current) => ({ ...current, activeKey: key })),
    addSystem,
    storeSettings: (key: string, settings: SystemSettings) => {
      updateDraft(key, (draft) => applySettings(draft, settings));
      setNotice(key, undefined);
    },
    addRoom: (key: string, room: SystemRoom) =>
      changeDraft(key, (draft) => ({
        ...draft,
        configurations: [...draft.configurations, { room, evaporator: null }],
      })),
    removeRoom: (key: string, roomId: number) =>
      changeDraft(key, (draft) => ({
        ...draft,
        configurations: draft.configurations.filter((item) => item.room.id !== roomId),
      })),
    setEvaporator: (
      key: string,
      roomId: number,
      evaporator: DraftSystem['configurations'][number]['evaporator'],
    ) =>
      changeDraft(key, (draft) => ({
        ...draft,
        configurations: draft.configurations.map((item) =>
          item.room.id === roomId ? { ...item, evaporator } : item,
        ),
      })),
    setUnit: <Slot extends UnitSlot>(key: string, slot: Slot, chosen: UnitChoices[Slot] | null) =>
      changeDraft(key, (draft) => ({ ...draft, [slot]: chosen })),
    save,
    calculate,
    reload,
    deleteSystem,
    discardAll,
  };
}

export type SystemsEditor = ReturnType<typeof useSystemsEditor>;
