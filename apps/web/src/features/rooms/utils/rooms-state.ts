import { createDefaultRoom } from '@camara-fria/domain';
import { createLocalEditorRoom, type EditorRoom } from './room-model.ts';

/** The room editor's state: the project's rooms as held in the browser, and the selected one. */
export type RoomsState = { rooms: EditorRoom[]; selectedKey: string | null };

/** The rooms on entry; a project without rooms starts with a new "Câmara 1". */
export function createInitialRoomsState(rooms: EditorRoom[]): RoomsState {
  const list = rooms.length > 0 ? rooms : [createLocalEditorRoom(createDefaultRoom(1))];
  return { rooms: list, selectedKey: list[0]?.key ?? null };
}

export function findRoom(state: RoomsState, key: string | null): EditorRoom | undefined {
  return state.rooms.find((entry) => entry.key === key);
}

/** Spec §4: "Adicionar Câmara" appends "Câmara {n+1}" locally, and it is selected. */
export function addRoom(state: RoomsState): RoomsState {
  const added = createLocalEditorRoom(createDefaultRoom(state.rooms.length + 1));
  return { rooms: [...state.rooms, added], selectedKey: added.key };
}

export function appendRoom(state: RoomsState, entry: EditorRoom): RoomsState {
  return { rooms: [...state.rooms, entry], selectedKey: entry.key };
}

export function selectRoom(state: RoomsState, key: string): RoomsState {
  return findRoom(state, key) ? { ...state, selectedKey: key } : state;
}

export function updateRoom(
  state: RoomsState,
  key: string,
  update: (entry: EditorRoom) => EditorRoom,
): RoomsState {
  return {
    ...state,
    rooms: state.rooms.map((entry) => (entry.key === key ? update(entry) : entry)),
  };
}

/** Drops a room; when it was selected, its neighbour (the next one, else the previous) is. */
export function removeRoom(state: RoomsState, key: string): RoomsState {
  const index = state.rooms.findIndex((entry) => entry.key === key);
  if (index < 0) return state;
  const rooms = state.rooms.filter((entry) => entry.key !== key);
  if (state.selectedKey !== key) return { ...state, rooms };
  const neighbour = rooms[Math.min(index, rooms.length - 1)];
  return { rooms, selectedKey: neighbour?.key ?? null };
}

/** A tiny external store: async flows read the latest state after every await. */
export type RoomsStore = {
  getState: () => RoomsState;
  setState: (update: (state: RoomsState) => RoomsState) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createRoomsStore(initial: RoomsState): RoomsStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (update) => {
      const next = update(state);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
