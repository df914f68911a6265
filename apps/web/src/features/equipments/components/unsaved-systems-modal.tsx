import { Button, Group, Modal, Text } from '@mantine/core';

type UnsavedSystemsModalProps = {
  opened: boolean;
  /** The systems whose changes would be lost ("A, B e C"). */
  names: string;
  count: number;
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
};

/**
 * Leaving the screen with unsaved systems asks first, as the room editor does (issue 11 item 7):
 * Salvar saves them and leaves (stays when a save fails), Descartar leaves, Cancelar stays.
 */
export function UnsavedSystemsModal({
  opened,
  names,
  count,
  isSaving,
  onSave,
  onDiscard,
  onCancel,
}: UnsavedSystemsModalProps) {
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
        {count > 1 ? (
          <>
            Os sistemas <strong>{names}</strong> têm alterações que não foram salvas.
          </>
        ) : (
          <>
            O sistema <strong>{names}</strong> tem alterações que não foram salvas.
          </>
        )}
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
