import type { Project } from '@camara-fria/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useCopyProject } from '../api/copy-project.ts';

/** Spec part 1 §8 messages of the copy. */
export const COPY_PROJECT_MESSAGES = {
  copied: 'Projeto copiado com sucesso.',
  failed: 'Erro ao criar cópia de projeto.',
} as const;

type CopyProjectModalProps = {
  opened: boolean;
  /** The project to copy; kept while the modal closes. */
  project: Project | null;
  onClose: () => void;
};

/** Spec part 1 §4: copying a project asks for confirmation first; the list reloads either way. */
export function CopyProjectModal({ opened, project, onClose }: CopyProjectModalProps) {
  const copyProject = useCopyProject();

  async function handleConfirm() {
    if (!project) return;
    try {
      await copyProject.mutateAsync(project.id);
      showSuccessNotification(COPY_PROJECT_MESSAGES.copied);
    } catch (error) {
      showErrorNotification(COPY_PROJECT_MESSAGES.failed, error);
    }
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Confirmar cópia"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Text mb="lg">
        Criar uma cópia do projeto <strong>{project?.name}</strong>?
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancelar
        </Button>
        <Button onClick={() => void handleConfirm()} loading={copyProject.isPending}>
          Criar cópia
        </Button>
      </Group>
    </Modal>
  );
}
