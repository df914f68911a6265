import type { InvalidRoomDto } from '@camara-fria/contracts';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useDeleteRoom } from '../api/delete-room.ts';
import { useRooms } from '../api/get-rooms.ts';
import { ROOM_MESSAGES } from '../utils/room-messages.ts';
import { createEditorRoomFromDto } from '../utils/room-model.ts';
import { RoomsEditor } from './rooms-editor.tsx';

/**
 * The room editor of a project (spec §2), started from the rooms as the server has them on
 * entry (asked again on every visit).
 */
export function RoomsWorkspace({ projectId }: { projectId: number }) {
  const roomsQuery = useRooms(projectId);
  const { mutateAsync: deleteRoom } = useDeleteRoom();
  const { error, data } = roomsQuery;

  useEffect(() => {
    if (error) showErrorNotification(ROOM_MESSAGES.listFailed, error);
  }, [error]);

  if (data && roomsQuery.isFetchedAfterMount) {
    return (
      <>
        {data.invalidRooms.length > 0 && (
          <InvalidRoomsAlert
            rooms={data.invalidRooms}
            onDelete={async (id) => {
              try {
                await deleteRoom({ projectId, id });
                showSuccessNotification(ROOM_MESSAGES.removed);
              } catch (deleteError) {
                showErrorNotification(ROOM_MESSAGES.removeFailed, deleteError);
              }
              await roomsQuery.refetch();
            }}
          />
        )}
        <RoomsEditor projectId={projectId} initialRooms={data.rooms.map(createEditorRoomFromDto)} />
      </>
    );
  }
  if (error) {
    return (
      <Alert color="red.9" variant="outline" title="Não foi possível carregar as câmaras.">
        <Text size="sm" mb="sm">
          Verifique a conexão e tente de novo.
        </Text>
        <Button variant="default" onClick={() => void roomsQuery.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  return (
    <Center py="xl" role="status" aria-label="Carregando câmaras">
      <Loader />
    </Center>
  );
}

/**
 * Rooms whose stored data no longer validates: kept out of the editor (they cannot be shown or
 * computed), named here with the server's reason, and removable.
 */
function InvalidRoomsAlert({
  rooms,
  onDelete,
}: {
  rooms: InvalidRoomDto[];
  onDelete: (id: number) => Promise<void>;
}) {
  return (
    <Alert
      color="orange.9"
      variant="outline"
      mb="md"
      title="Câmaras com dados inválidos, fora do editor"
    >
      <Stack gap="xs">
        <Text size="sm">{rooms[0]?.invalid.message}</Text>
        {rooms.map((room) => (
          <Group key={room.id} gap="sm">
            <Text size="sm" fw={500}>
              {room.name}
            </Text>
            <Button size="xs" variant="default" onClick={() => void onDelete(room.id)}>
              Excluir {room.name}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
