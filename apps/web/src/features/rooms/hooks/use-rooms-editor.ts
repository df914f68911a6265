import type { FieldIssue } from '@camara-fria/contracts';
import {
  changeCalculationType as resetForCalculationType,
  copyRoom,
  isRoomValid,
  type CalculationType,
  type Room,
} from '@camara-fria/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useCreateRoom } from '../api/create-room.ts';
import { useDeleteRoom } from '../api/delete-room.ts';
import { getRoomQueryOptions } from '../api/get-room.ts';
import { useUpdateRoom } from '../api/update-room.ts';
import { ROOM_MESSAGES } from '../utils/room-messages.ts';
import {
  createEditorRoomFromDto,
  createLocalEditorRoom,
  fromRoomDto,
  readSavedState,
  toRoomInput,
  type EditorRoom,
} from '../utils/room-model.ts';
import {
  addRoom,
  appendRoom,
  createInitialRoomsState,
  createRoomsStore,
  findRoom,
  removeRoom,
  selectRoom,
  updateRoom,
} from '../utils/rooms-state.ts';

/** How storing a room ended. */
export type SaveOutcome =
  | { kind: 'saved' }
  /** Volume 0: held in the browser only (spec §4), no call made. */
  | { kind: 'local' }
  | { kind: 'conflict' }
  /** 400: the server's messages, by field path. */
  | { kind: 'invalid'; issues: FieldIssue[] }
  | { kind: 'failed' };

export type StoreOptions = { notifySuccess: boolean };

/**
 * The room editor's state and flows (spec §4): add, select (loads the room), remove, copy,
 * change the calculation type, and store a room, saved automatically (POST without an id, PUT
 * with its version; nothing while its volume is 0). Saves of one room run one after the other.
 * Each room says whether the browser holds changes the server does not have.
 */
export function useRoomsEditor(projectId: number, initialRooms: EditorRoom[]) {
  const queryClient = useQueryClient();
  const { mutateAsync: createRoom } = useCreateRoom();
  const { mutateAsync: putRoom } = useUpdateRoom();
  const { mutateAsync: deleteRoom } = useDeleteRoom();
  const [store] = useState(() => createRoomsStore(createInitialRoomsState(initialRooms)));
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const saveChains = useRef(new Map<string, Promise<unknown>>());

  /**
   * Selecting another room loads it from the server (spec §2); the selected one stays as is, and
   * so does a room holding changes the server does not have (loading would drop them).
   */
  async function select(key: string) {
    if (store.getState().selectedKey === key) return;
    store.setState((current) => selectRoom(current, key));
    const entry = findRoom(store.getState(), key);
    const id = entry?.room.id;
    if (!id || entry.hasLocalChanges) return;
    setLoadingKey(key);
    try {
      const dto = await queryClient.fetchQuery(getRoomQueryOptions(projectId, id));
      store.setState((current) =>
        updateRoom(current, key, (latest) => ({
          ...latest,
          room: fromRoomDto(dto),
          ...readSavedState(dto),
          revision: latest.revision + 1,
          hasLocalChanges: false,
        })),
      );
    } catch (error) {
      showErrorNotification(ROOM_MESSAGES.loadFailed, error);
    } finally {
      setLoadingKey((current) => (current === key ? null : current));
    }
  }

  /**
   * "Descartar" on leaving a room: the values typed in its form are dropped (the form starts
   * again from the room as the editor holds it), and a saved room's changes held in the browser
   * too, so the next selection loads it from the server again. A room never saved keeps what
   * it holds.
   */
  function discardLocalChanges(key: string) {
    store.setState((current) =>
      updateRoom(current, key, (entry) => ({
        ...entry,
        revision: entry.revision + 1,
        hasLocalChanges: entry.room.id ? false : entry.hasLocalChanges,
      })),
    );
  }

  function add() {
    store.setState(addRoom);
  }

  /** Spec §4: a saved room is deleted on the server (with a message), a local one dropped. */
  async function remove(key: string): Promise<void> {
    const id = findRoom(store.getState(), key)?.room.id;
    if (!id) {
      store.setState((current) => removeRoom(current, key));
      return;
    }
    try {
      await deleteRoom({ projectId, id });
      store.setState((current) => removeRoom(current, key));
      showSuccessNotification(ROOM_MESSAGES.removed);
    } catch (error) {
      showErrorNotification(ROOM_MESSAGES.removeFailed, error);
    }
  }

  /** Spec §4: the copy (ids stripped, "Cópia de …") is posted; a room of volume 0 is copied locally. */
  async function copy(key: string): Promise<void> {
    const entry = findRoom(store.getState(), key);
    if (!entry) return;
    const copied = copyRoom(entry.room);
    if (!isRoomValid(copied)) {
      store.setState((current) => appendRoom(current, createLocalEditorRoom(copied, true)));
      showSuccessNotification(ROOM_MESSAGES.copied);
      return;
    }
    try {
      const dto = await createRoom({ projectId, data: toRoomInput(copied) });
      store.setState((current) => appendRoom(current, createEditorRoomFromDto(dto)));
      showSuccessNotification(ROOM_MESSAGES.copied);
    } catch (error) {
      showErrorNotification(ROOM_MESSAGES.copyFailed, error);
    }
  }

  /**
   * Spec §4 (issue 11: the room keeps its place and identity): after confirmation goods,
   * insulation, other loads and doors go back to their defaults and the room is CREATING again,
   * in the browser; it keeps its id and version, and the next "Salvar" PUTs the new type.
   */
  function changeCalculationType(key: string, calculationType: CalculationType) {
    store.setState((current) =>
      updateRoom(current, key, (entry) => ({
        ...entry,
        room: { ...resetForCalculationType(entry.room, calculationType), status: 'CREATING' },
        revision: entry.revision + 1,
        hasLocalChanges: true,
      })),
    );
  }

  async function persist(key: string, options: StoreOptions): Promise<SaveOutcome> {
    const entry = findRoom(store.getState(), key);
    if (!entry) return { kind: 'failed' };
    if (!isRoomValid(entry.room)) return { kind: 'local' };
    const { room, version } = entry;
    try {
      const dto =
        room.id && version
          ? await putRoom({ projectId, id: room.id, data: { ...toRoomInput(room), version } })
          : await createRoom({ projectId, data: toRoomInput(room) });
      store.setState((current) =>
        updateRoom(current, key, (latest) => ({
          ...latest,
          room: { ...latest.room, id: dto.id },
          ...readSavedState(dto),
          // A newer room stored meanwhile is saved by the next save of the chain.
          hasLocalChanges: latest.room !== room,
        })),
      );
      if (options.notifySuccess) showSuccessNotification(ROOM_MESSAGES.updated);
      return { kind: 'saved' };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        showErrorNotification(ROOM_MESSAGES.conflict, error);
        return { kind: 'conflict' };
      }
      showErrorNotification(ROOM_MESSAGES.updateFailed, error);
      if (error instanceof ApiRequestError && error.status === 400) {
        return { kind: 'invalid', issues: error.details };
      }
      return { kind: 'failed' };
    }
  }

  /** Stores the room locally at once, then saves it after any save of it still running. */
  function saveRoom(key: string, room: Room, options: StoreOptions): Promise<SaveOutcome> {
    store.setState((current) =>
      updateRoom(current, key, (entry) => ({ ...entry, room, hasLocalChanges: true })),
    );
    const previous = saveChains.current.get(key) ?? Promise.resolve();
    const next = previous.then(() => persist(key, options));
    saveChains.current.set(key, next);
    return next;
  }

  /** The latest state (async flows and navigation guards read it after awaits). */
  function readRoom(key: string): EditorRoom | undefined {
    return findRoom(store.getState(), key);
  }

  return {
    rooms: state.rooms,
    readRoom,
    readRooms: () => store.getState().rooms,
    selected: findRoom(state, state.selectedKey) ?? null,
    loadingKey,
    select,
    add,
    remove,
    copy,
    changeCalculationType,
    discardLocalChanges,
    storeRoom: saveRoom,
  };
}
