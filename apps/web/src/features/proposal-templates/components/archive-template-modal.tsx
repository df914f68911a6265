import { Button, Group, Modal, Text } from '@mantine/core';

type ArchiveTemplateModalProps = {
  opened: boolean;
  /** The template's title. */
  title: string;
  isArchiving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Arquivar': asks first; Cancelar takes the focus. */
export function ArchiveTemplateModal({
  opened,
  title,
  isArchiving,
  onConfirm,
  onCancel,
}: ArchiveTemplateModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Arquivar modelo?"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      closeOnClickOutside={!isArchiving}
      closeOnEscape={!isArchiving}
    >
      <Text component="div" mb="lg">
        O modelo <strong>{title}</strong> deixará de ser oferecido nas propostas. As propostas que
        já usam o texto não mudam.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isArchiving} data-autofocus>
          Cancelar
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={isArchiving}>
          Arquivar
        </Button>
      </Group>
    </Modal>
  );
}
