import {
  isInvalidRoom,
  RoomListItemSchema,
  z,
  type InvalidRoomDto,
  type RoomDto,
} from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const RoomListSchema = z.array(RoomListItemSchema);

/** The project's rooms, and apart those whose stored data no longer validates. */
export type RoomList = { rooms: RoomDto[]; invalidRooms: InvalidRoomDto[] };

export function getRoomsQueryKey(projectId: number) {
  return ['rooms', projectId, 'list'] as const;
}

/** GET /v1/projects/{projectId}/rooms?embed=heatLoadSummary (bearer): the rooms with their load. */
export async function getRooms(projectId: number, signal?: AbortSignal): Promise<RoomList> {
  const items = await requestApi(`/v1/projects/${projectId}/rooms`, {
    query: { embed: 'heatLoadSummary' },
    schema: RoomListSchema,
    signal,
  });
  const list: RoomList = { rooms: [], invalidRooms: [] };
  for (const item of items) {
    if (isInvalidRoom(item)) list.invalidRooms.push(item);
    else list.rooms.push(item);
  }
  return list;
}

export function getRoomsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: getRoomsQueryKey(projectId),
    queryFn: ({ signal }) => getRooms(projectId, signal),
  });
}

/** Spec §2: the room editor's state is refreshed on entry (asked again on every mount). */
export function useRooms(projectId: number) {
  return useQuery({ ...getRoomsQueryOptions(projectId), staleTime: 0, refetchOnMount: 'always' });
}
