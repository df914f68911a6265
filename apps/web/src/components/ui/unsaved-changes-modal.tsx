import { Button, Group, Modal, Text } from '@mantine/core';

/** What is being left, with its article: rooms or systems. */
export type UnsavedNoun = { singular: string; plural: string };

type UnsavedChangesModalProps = {
  opened: boolean;
  noun: UnsavedNoun;
  /** The items whose changes would be lost ("A, B e C"). */
  names: string;
  count: number;
  /** The save is running: the choices wait for it. */
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
};

/**
 * Leaving with unsaved changes asks first (issue 11, item 7; the room editor and the equipment
 * screen): "Salvar" saves and then leaves (it stays, with the errors, when a save fails),
 * "Descartar" leaves without the changes and "Cancelar" stays; Cancelar takes the focus first.
 */
export function UnsavedChangesModal({
  opened,
  noun,
  names,
  count,
  isSaving,
  onSave,
  onDiscard,
  onCancel,
}: UnsavedChangesModalProps) {
  const subject =
    count > 1 ? (
      <>
        {noun.plural} <strong>{names}</strong> têm alterações que não foram salvas.
      </>
    ) : (
      <>
        {noun.singular} <strong>{names}</strong> tem alterações que não foram salvas.
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
