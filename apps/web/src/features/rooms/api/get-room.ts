import { RoomSchema, type RoomDto } from '@camara-fria/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

export function getRoomQueryKey(projectId: number, id: number) {
  return ['rooms', projectId, 'detail', id] as const;
}

/** GET /v1/projects/{projectId}/rooms/{id} (bearer): one room with its memorial de cálculo. */
export async function getRoom(
  projectId: number,
  id: number,
  signal?: AbortSignal,
): Promise<RoomDto> {
  return requestApi(`/v1/projects/${projectId}/rooms/${id}`, { schema: RoomSchema, signal });
}

/** Selecting a room loads it (spec §2): always from the server, never from the cache. */
export function getRoomQueryOptions(projectId: number, id: number) {
  return queryOptions({
    queryKey: getRoomQueryKey(projectId, id),
    queryFn: ({ signal }) => getRoom(projectId, id, signal),
    staleTime: 0,
  });
}
