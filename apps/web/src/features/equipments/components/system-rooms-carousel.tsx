import { Alert, Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CardCarousel } from '../../../components/ui/card-carousel.tsx';
import { describeRoomCompatibility } from '../utils/room-compatibility.ts';
import type { DraftSystem, SystemRoom } from '../utils/system-draft.ts';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';
import { SystemRoomCard } from './system-room-card.tsx';

type SystemRoomsCarouselProps = {
  projectId: number;
  /** Rooms in no system (the carousel offers these). */
  availableRooms: readonly SystemRoom[];
  /** The project has rooms at all. */
  hasRooms: boolean;
  active: DraftSystem | null;
  /** The last click found no system defined (spec §2.1 message). */
  isAskingForSettings: boolean;
  onAdd: (room: SystemRoom) => void;
};

/**
 * Spec §2.1: the project's rooms that are in no system, 5 a view, to include in the active one.
 * Rooms too cold for its operation temperature (DT below the refrigerant's minimum) show in red.
 */
export function SystemRoomsCarousel({
  projectId,
  availableRooms,
  hasRooms,
  active,
  isAskingForSettings,
  onAdd,
}: SystemRoomsCarouselProps) {
  const settings = active?.settings ?? null;
  return (
    <section aria-labelledby="system-rooms-title">
      <Title order={2} size="h3" id="system-rooms-title" mb="xs">
        Câmaras
      </Title>
      {!hasRooms ? (
        <Text>
          Este projeto não tem câmaras.{' '}
          <Anchor component={Link} to={`/projects/${projectId}/rooms`}>
            Cadastre-as em Carga Térmica.
          </Anchor>
        </Text>
      ) : availableRooms.length === 0 ? (
        <Text role="status">{SYSTEM_MESSAGES.allRoomsIncluded}</Text>
      ) : (
        <CardCarousel
          label="Câmaras disponíveis"
          previousLabel="Câmaras anteriores"
          nextLabel="Próximas câmaras"
          items={availableRooms.map((room) => {
            const compatibility = settings
              ? describeRoomCompatibility(room.roomTemperature, settings)
              : null;
            return {
              key: room.id,
              node: (
                <SystemRoomCard
                  room={room}
                  incompatibility={
                    compatibility && !compatibility.isCompatible ? compatibility.message : null
                  }
                  onAdd={() => onAdd(room)}
                />
              ),
            };
          })}
        />
      )}
      {isAskingForSettings && (
        <Alert color="yellow" variant="light" mt="xs" role="alert">
          {SYSTEM_MESSAGES.defineFirst}
        </Alert>
      )}
    </section>
  );
}
