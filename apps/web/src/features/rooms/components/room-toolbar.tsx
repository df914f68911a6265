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
  onChangeCalculationType: (calculationType: CalculationType) => void;
};

/**
 * Spec §2 and §4: the selected room's name, "Criar Cópia" and the "Carga Térmica" selector
 * (calculation type), both confirmed first. The type changes in the browser; the room keeps its
 * id and place (issue 11).
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

  function confirmType() {
    if (pendingType !== null) onChangeCalculationType(pendingType);
    setPendingType(null);
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
        Os dados informados serão perdidos: produtos, isolamento, outras cargas e portas voltam aos
        valores iniciais. A câmara continua no mesmo lugar e a mudança é gravada no próximo
        &quot;Salvar&quot;. Deseja continuar?
      </ConfirmModal>
    </>
  );
}
