import { Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { formatKcalh } from '../../../lib/units-format.ts';
import { formatCelsius } from '../utils/format-values.ts';
import type { SystemRoom } from '../utils/system-draft.ts';
import classes from './system-room-card.module.css';

type SystemRoomCardProps = {
  room: SystemRoom;
  /** Why the room cannot join the active system (spec §4), or null. */
  incompatibility: string | null;
  onAdd: () => void;
};

/**
 * A room of the carousel: a button that adds it to the active system. An incompatible room is
 * red, says why and refuses (aria-disabled, so that it keeps the focus and its message).
 */
export function SystemRoomCard({ room, incompatibility, onAdd }: SystemRoomCardProps) {
  const detailsId = useId();
  const isIncompatible = incompatibility !== null;
  return (
    <UnstyledButton
      className={classes.card}
      data-incompatible={isIncompatible || undefined}
      aria-disabled={isIncompatible || undefined}
      aria-label={`Incluir ${room.name}`}
      aria-describedby={detailsId}
      onClick={() => {
        if (!isIncompatible) onAdd();
      }}
    >
      <Text fw={700} truncate="end" inherit>
        {room.name}
      </Text>
      <div id={detailsId}>
        <Text size="sm" inherit>
          {formatCelsius(room.roomTemperature)}
          {' · '}
          {room.heatLoad ? formatKcalh(room.heatLoad.totalKcalh) : 'Carga térmica não calculada'}
        </Text>
        {incompatibility && (
          <Text size="sm" fw={700} inherit>
            {incompatibility}
          </Text>
        )}
      </div>
    </UnstyledButton>
  );
}
