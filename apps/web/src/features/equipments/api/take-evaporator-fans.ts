import type { RoomDto } from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRoom, getRoomQueryKey, getRoomsQueryKey, updateRoom } from '../../rooms/index.ts';

export type TakeEvaporatorFansVariables = {
  projectId: number;
  roomId: number;
  /** The selected evaporators: model, how many, one unit's fans (kW). */
  model: string;
  count: number;
  unitFanPowerKw: number;
};

/**
 * The room's evaporator-fan load takes the selected evaporators' fans (docs/decisions/056): the
 * room is read as stored and saved over its version through the room's own PUT, so its limits,
 * versions and heat load are the server's; only `additionalLoad.evaporator` changes (its hours
 * are kept) and it records where the figures came from for the memorial.
 */
export async function takeEvaporatorFans({
  projectId,
  roomId,
  model,
  count,
  unitFanPowerKw,
}: TakeEvaporatorFansVariables): Promise<RoomDto> {
  const room = await getRoom(projectId, roomId);
  const { evaporator } = room.additionalLoad;
  return updateRoom({
    projectId,
    id: roomId,
    data: {
      ...room,
      additionalLoad: {
        ...room.additionalLoad,
        evaporator: {
          count,
          power: unitFanPowerKw,
          duration: evaporator.duration,
          source: { model, count, unitFanPowerKw },
        },
      },
    },
  });
}

export function useTakeEvaporatorFans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeEvaporatorFans,
    onSuccess: async (room) => {
      queryClient.setQueryData(getRoomQueryKey(room.project.id, room.id), room);
      await queryClient.invalidateQueries({ queryKey: getRoomsQueryKey(room.project.id) });
    },
  });
}
