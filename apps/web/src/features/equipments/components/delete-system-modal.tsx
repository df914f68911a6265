import { Button, Group, Modal, Text } from '@mantine/core';

type DeleteSystemModalProps = {
  opened: boolean;
  /** The system's name ('Novo sistema' when it has none yet). */
  name: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Excluir sistema': asks first; the rooms go back to the carousel. */
export function DeleteSystemModal({
  opened,
  name,
  isDeleting,
  onConfirm,
  onCancel,
}: DeleteSystemModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Excluir sistema?"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      closeOnClickOutside={!isDeleting}
      closeOnEscape={!isDeleting}
    >
      <Text component="div" mb="lg">
        O sistema <strong>{name}</strong> e os seus equipamentos serão excluídos; as câmaras dele
        voltam a ficar disponíveis. Esta ação não pode ser desfeita.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isDeleting} data-autofocus>
          Cancelar
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={isDeleting}>
          Excluir
        </Button>
      </Group>
    </Modal>
  );
}
