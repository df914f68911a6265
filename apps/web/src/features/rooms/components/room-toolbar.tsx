import type { CalculationType } from '@camara-fria/domain';
import { Button, Group, NativeSelect, Title } from '@mantine/core';
import { useState } from 'react';
import type { EditorRoom } from '../utils/room-model.ts';
import { ConfirmModal } from './confirm-modal.tsx';

const CALCULATION_TYPE_OPTIONS = [
  { value: '1', label: 'Calcular' },
  { value: '2', label: 'Informar carga total' },
];

type RoomToolbarProps = {
  entry: EditorRoom;
  onCopy: () => Promise<void>;
  /** Resolves false when nothing changed (the saved room could not be deleted). */
  onChangeCalculationType: (calculationType: CalculationType) => Promise<boolean>;
};

/**
 * Spec §2 and §4: the selected room's name, "Criar Cópia" and the "Carga Térmica" selector
 * (calculation type), both confirmed first.
 */
export function RoomToolbar({ entry, onCopy, onChangeCalculationType }: RoomToolbarProps) {
  const [isCopyOpen, setIsCopyOpen] = useState(false);
  const [pendingType, setPendingType] = useState<CalculationType | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { room } = entry;

  async function confirmCopy() {
    setIsBusy(true);
    try {
      await onCopy();
    } finally {
      setIsBusy(false);
      setIsCopyOpen(false);
    }
  }

  async function confirmType() {
    if (pendingType === null) return;
    setIsBusy(true);
    try {
      await onChangeCalculationType(pendingType);
    } finally {
      setIsBusy(false);
      setPendingType(null);
    }
  }

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {room.name}
        </Title>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Carga Térmica"
            data={CALCULATION_TYPE_OPTIONS}
            value={String(room.calculationType)}
            onChange={(event) => {
              const next = event.currentTarget.value === '2' ? 2 : 1;
              if (next !== room.calculationType) setPendingType(next);
            }}
          />
          <Button variant="default" onClick={() => setIsCopyOpen(true)}>
            Criar Cópia
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={isCopyOpen}
        title="Criar cópia da câmara"
        confirmLabel="Criar cópia"
        loading={isBusy}
        onConfirm={confirmCopy}
        onClose={() => setIsCopyOpen(false)}
      >
        Criar uma cópia da câmara <strong>{room.name}</strong>?
      </ConfirmModal>
      <ConfirmModal
        opened={pendingType !== null}
        title="Alterar tipo de carga térmica"
        confirmLabel="Alterar"
        loading={isBusy}
        onConfirm={confirmType}
        onClose={() => setPendingType(null)}
      >
        Os dados informados serão perdidos. Deseja continuar?
      </ConfirmModal>
    </>
  );
}
