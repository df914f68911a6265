import { RoomSchema, z, type RoomDto } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const RoomListSchema = z.array(RoomSchema);

export function getRoomsQueryKey(projectId: number) {
  return ['rooms', projectId, 'list'] as const;
}

/** GET /v1/projects/{projectId}/rooms?embed=heatLoadSummary (bearer): the rooms with their load. */
export async function getRooms(projectId: number, signal?: AbortSignal): Promise<RoomDto[]> {
  return requestApi(`/v1/projects/${projectId}/rooms`, {
    query: { embed: 'heatLoadSummary' },
    schema: RoomListSchema,
    signal,
  });
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
