import { RoomSchema, type RoomDto, type RoomInput } from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { getRoomQueryKey } from './get-room.ts';

export type CreateRoomVariables = { projectId: number; data: RoomInput };

/** POST /v1/projects/{projectId}/rooms (bearer): 201 with the room and its recomputed load. */
export async function createRoom({ projectId, data }: CreateRoomVariables): Promise<RoomDto> {
  return requestApi(`/v1/projects/${projectId}/rooms`, {
    method: 'POST',
    json: data,
    schema: RoomSchema,
  });
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: (room) => queryClient.setQueryData(getRoomQueryKey(room.project.id, room.id), room),
  });
}
