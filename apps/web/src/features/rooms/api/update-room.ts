import { RoomSchema, type RoomDto, type RoomInput } from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { getRoomQueryKey } from './get-room.ts';

export type UpdateRoomVariables = {
  projectId: number;
  id: number;
  /** The room with the `version` it was loaded with. */
  data: RoomInput & { version: number };
};

/** PUT /v1/projects/{projectId}/rooms/{id} (bearer); 409 CONFLICT when someone saved first. */
export async function updateRoom({ projectId, id, data }: UpdateRoomVariables): Promise<RoomDto> {
  return requestApi(`/v1/projects/${projectId}/rooms/${id}`, {
    method: 'PUT',
    json: data,
    schema: RoomSchema,
  });
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: (room) => queryClient.setQueryData(getRoomQueryKey(room.project.id, room.id), room),
  });
}
