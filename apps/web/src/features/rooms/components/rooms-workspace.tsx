import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { showErrorNotification } from '../../../lib/notifications.ts';
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
  const { error, data } = roomsQuery;

  useEffect(() => {
    if (error) showErrorNotification(ROOM_MESSAGES.listFailed, error);
  }, [error]);

  if (data && roomsQuery.isFetchedAfterMount) {
    return <RoomsEditor projectId={projectId} initialRooms={data.map(createEditorRoomFromDto)} />;
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
