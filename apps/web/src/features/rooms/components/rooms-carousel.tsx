import type { HeatLoadRefs } from '@camara-fria/domain';
import { Button, Group, Text, Title } from '@mantine/core';
import { CardCarousel } from '../../../components/ui/card-carousel.tsx';
import { computeLiveHeatLoad } from '../utils/heat-load.ts';
import { formatUnitValue } from '../../../lib/units-format.ts';
import type { EditorRoom } from '../utils/room-model.ts';
import { RoomCard } from './room-card.tsx';

type RoomsCarouselProps = {
  rooms: EditorRoom[];
  selectedKey: string | null;
  loadingKey: string | null;
  refs: HeatLoadRefs;
  onSelect: (key: string) => void;
  onAdd: () => void;
  onRemove: (entry: EditorRoom) => void;
};

/** The room's total as the engine gives it for what is stored in the browser, else the server's. */
function readTotal(entry: EditorRoom, refs: HeatLoadRefs): string | null {
  const live = computeLiveHeatLoad(entry.room, refs);
  if (live.status === 'computed') return formatUnitValue(live.result.totalKcalh, 'kcal/h');
  return entry.heatLoad ? formatUnitValue(entry.heatLoad.totalKcalh, 'kcal/h') : null;
}

/**
 * Spec §2: the project's rooms, the shared card carousel at 4, 3, 2 or 1 rooms per view with
 * previous/next buttons, "Adicionar Câmara" and a remove button per room.
 */
export function RoomsCarousel({
  rooms,
  selectedKey,
  loadingKey,
  refs,
  onSelect,
  onAdd,
  onRemove,
}: RoomsCarouselProps) {
  return (
    <section aria-labelledby="rooms-carousel-title">
      <Group justify="space-between" mb="xs" gap="sm">
        <Title order={2} size="h3" id="rooms-carousel-title">
          Câmaras
        </Title>
        <Button onClick={onAdd}>Adicionar Câmara</Button>
      </Group>
      {rooms.length === 0 ? (
        <Text c="dimmed">Nenhuma câmara. Clique em &quot;Adicionar Câmara&quot;.</Text>
      ) : (
        <CardCarousel
          label="Câmaras do projeto"
          previousLabel="Câmaras anteriores"
          nextLabel="Próximas câmaras"
          maxPerView={4}
          items={rooms.map((entry) => ({
            key: entry.key,
            node: (
              <RoomCard
                name={entry.room.name}
                total={readTotal(entry, refs)}
                isSelected={entry.key === selectedKey}
                isLoading={entry.key === loadingKey}
                onSelect={() => onSelect(entry.key)}
                onRemove={() => onRemove(entry)}
              />
            ),
          }))}
        />
      )}
    </section>
  );
}
