import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirmation runs; the modal closes when it settles. */
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
  loading?: boolean;
};

/**
 * A confirmation (spec §4: removing, copying, changing the calculation type or the door method).
 * Mantine's Modal traps focus and gives it back; "Cancelar" takes it first.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading = false,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
    >
      <Text component="div" mb="lg">
        {children}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          Cancelar
        </Button>
        <Button onClick={() => void onConfirm()} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
