import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { getRoomQueryKey } from './get-room.ts';

export type DeleteRoomVariables = { projectId: number; id: number };

/** DELETE /v1/projects/{projectId}/rooms/{id} (bearer): 204. */
export async function deleteRoom({ projectId, id }: DeleteRoomVariables): Promise<void> {
  await requestApi(`/v1/projects/${projectId}/rooms/${id}`, { method: 'DELETE' });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: (_, { projectId, id }) =>
      queryClient.removeQueries({ queryKey: getRoomQueryKey(projectId, id) }),
  });
}
