import { ActionIcon, Loader, Paper, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import classes from './room-card.module.css';
import { TrashIcon } from './trash-icon.tsx';

type RoomCardProps = {
  name: string;
  /** Total kcal/h already formatted, or null when it cannot be computed yet. */
  total: string | null;
  isSelected: boolean;
  isLoading: boolean;
  onSelect: () => void;
  onRemove: () => void;
};

/** One room of the carousel: its name and total; a toggle button selects it (aria-pressed). */
export function RoomCard({
  name,
  total,
  isSelected,
  isLoading,
  onSelect,
  onRemove,
}: RoomCardProps) {
  const totalId = useId();
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isSelected) cardRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [isSelected]);

  return (
    <Paper
      ref={cardRef}
      withBorder
      className={classes.card}
      data-selected={isSelected || undefined}
    >
      <UnstyledButton
        className={classes.select}
        aria-label={name}
        aria-describedby={totalId}
        aria-pressed={isSelected}
        aria-busy={isLoading || undefined}
        onClick={onSelect}
      >
        <Text fw={700} truncate="end">
          {name}
        </Text>
        <Text id={totalId} size="sm">
          {total === null ? 'Carga térmica não calculada' : `${total} kcal/h`}
        </Text>
        {isLoading && <Loader size="xs" mt={4} aria-hidden="true" />}
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="red"
        c="red.9"
        size="lg"
        aria-label={`Remover câmara ${name}`}
        onClick={onRemove}
      >
        <TrashIcon />
      </ActionIcon>
    </Paper>
  );
}
