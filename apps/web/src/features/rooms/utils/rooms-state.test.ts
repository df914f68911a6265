import { describe, expect, it } from 'vitest';
import { buildRoomDto } from '../testing/room-fixtures.ts';
import { createEditorRoomFromDto } from './room-model.ts';
import {
  addRoom,
  createInitialRoomsState,
  createRoomsStore,
  removeRoom,
  selectRoom,
} from './rooms-state.ts';

describe('rooms state', () => {
  it('starts with the server’s rooms, or a new "Câmara 1"', () => {
    const empty = createInitialRoomsState([]);
    expect(empty.rooms.map((entry) => entry.room.name)).toEqual(['Câmara 1']);
    expect(empty.selectedKey).toBe(empty.rooms[0]?.key);
    const loaded = createInitialRoomsState([createEditorRoomFromDto(buildRoomDto(7))]);
    expect(loaded.rooms[0]?.room).toMatchObject({ id: 7, status: 'UPDATING' });
    expect(loaded.rooms[0]?.version).toBe(3);
  });

  it('adds "Câmara {n+1}", selects it, and selects a neighbour when the selected one goes', () => {
    const first = createInitialRoomsState([createEditorRoomFromDto(buildRoomDto(7))]);
    const added = addRoom(first);
    const [saved, local] = added.rooms;
    expect(local?.room).toMatchObject({ name: 'Câmara 2', status: 'CREATING' });
    expect(added.selectedKey).toBe(local?.key);
    const removed = removeRoom(added, local?.key ?? '');
    expect(removed.rooms).toHaveLength(1);
    expect(removed.selectedKey).toBe(saved?.key);
    expect(removeRoom(removed, saved?.key ?? '')).toEqual({ rooms: [], selectedKey: null });
    expect(selectRoom(removed, 'unknown')).toBe(removed);
  });

  it('notifies subscribers of every change', () => {
    const store = createRoomsStore(createInitialRoomsState([]));
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.setState(addRoom);
    store.setState((state) => state);
    unsubscribe();
    store.setState(addRoom);
    expect(calls).toBe(1);
    expect(store.getState().rooms).toHaveLength(3);
  });
});
