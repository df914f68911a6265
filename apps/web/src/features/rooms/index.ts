/**
 * The rooms feature's public surface: what other features may use
 * (docs/decisions/017-boundaries-enforced-by-lint.md). Everything else in features/rooms is
 * internal to it.
 */
export { getRoomsQueryKey, useRooms, type RoomList } from './api/get-rooms.ts';
export { getRoom, getRoomQueryKey } from './api/get-room.ts';
export { updateRoom } from './api/update-room.ts';
