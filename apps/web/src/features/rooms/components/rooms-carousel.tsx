import type { HeatLoadRefs } from '@camara-fria/domain';
import { ActionIcon, Button, Group, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { computeLiveHeatLoad } from '../utils/heat-load.ts';
import { formatUnitValue } from '../../../lib/units-format.ts';
import type { EditorRoom } from '../utils/room-model.ts';
import { RoomCard } from './room-card.tsx';
import classes from './rooms-carousel.module.css';

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

/** Rooms shown at once, by the breakpoints of rooms-carousel.module.css. */
function useRoomsPerView(): number {
  const isXl = useMediaQuery('(min-width: 90em)');
  const isLg = useMediaQuery('(min-width: 64em)');
  const isMd = useMediaQuery('(min-width: 48em)');
  if (isXl) return 4;
  if (isLg) return 3;
  return isMd ? 2 : 1;
}

/**
 * Spec §2: the project's rooms, a horizontal scroll-snap strip of 4, 3, 2 or 1 rooms per view
 * with previous/next buttons, "Adicionar Câmara" and a remove button per room.
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
  const stripRef = useRef<HTMLUListElement>(null);
  const perView = useRoomsPerView();
  const [firstVisible, setFirstVisible] = useState(0);

  function scrollByView(direction: 1 | -1) {
    const strip = stripRef.current;
    if (strip && typeof strip.scrollBy === 'function') {
      strip.scrollBy({ left: direction * strip.clientWidth, behavior: 'smooth' });
    }
  }

  function trackScroll() {
    const strip = stripRef.current;
    const slide = strip?.querySelector('li');
    if (!strip || !slide || slide.clientWidth === 0) return;
    setFirstVisible(Math.round(strip.scrollLeft / slide.clientWidth));
  }

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
        <Group wrap="nowrap" gap={4} align="center">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Câmaras anteriores"
            disabled={firstVisible <= 0}
            onClick={() => scrollByView(-1)}
          >
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <ul
            ref={stripRef}
            className={classes.strip}
            aria-label="Câmaras do projeto"
            onScroll={trackScroll}
          >
            {rooms.map((entry) => (
              <li key={entry.key} className={classes.slide}>
                <RoomCard
                  name={entry.room.name}
                  total={readTotal(entry, refs)}
                  isSelected={entry.key === selectedKey}
                  isLoading={entry.key === loadingKey}
                  onSelect={() => onSelect(entry.key)}
                  onRemove={() => onRemove(entry)}
                />
              </li>
            ))}
          </ul>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Próximas câmaras"
            disabled={firstVisible + perView >= rooms.length}
            onClick={() => scrollByView(1)}
          >
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </Group>
      )}
    </section>
  );
}
