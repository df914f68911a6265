import { Button, Group, Modal, Text } from '@mantine/core';

type UnsavedChangesModalProps = {
  opened: boolean;
  /** The rooms whose changes would be lost ("A, B e C"). */
  roomNames: string;
  roomCount: number;
  /** The save is running: the choices wait for it. */
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
};

/**
 * Issue 11, item 7: leaving a room with unsaved changes asks first. "Salvar" saves and then
 * leaves (it stays, with the errors, when the room cannot be saved), "Descartar" leaves without
 * the changes and "Cancelar" stays; Cancelar takes the focus first.
 */
export function UnsavedChangesModal({
  opened,
  roomNames,
  roomCount,
  isSaving,
  onSave,
  onDiscard,
  onCancel,
}: UnsavedChangesModalProps) {
  const subject =
    roomCount > 1 ? (
      <>
        As câmaras <strong>{roomNames}</strong> têm alterações que não foram salvas.
      </>
    ) : (
      <>
        A câmara <strong>{roomNames}</strong> tem alterações que não foram salvas.
      </>
    );
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Descartar alterações?"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      closeOnClickOutside={!isSaving}
      closeOnEscape={!isSaving}
    >
      <Text component="div" mb="xs">
        {subject}
      </Text>
      <Text component="div" mb="lg">
        Salve antes de sair ou descarte as alterações.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isSaving} data-autofocus>
          Cancelar
        </Button>
        <Button variant="outline" color="red.9" onClick={onDiscard} disabled={isSaving}>
          Descartar
        </Button>
        <Button onClick={onSave} loading={isSaving}>
          Salvar
        </Button>
      </Group>
    </Modal>
  );
}
