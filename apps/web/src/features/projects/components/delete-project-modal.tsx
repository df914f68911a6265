import type { Project } from '@camara-fria/contracts';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useDeleteProject } from '../api/delete-project.ts';

export const DELETE_PROJECT_MESSAGES = {
  deleted: 'Projeto excluído.',
  failed: 'Erro ao excluir projeto.',
} as const;

type DeleteProjectModalProps = {
  opened: boolean;
  /** The project to delete; kept while the modal closes. */
  project: Project | null;
  onClose: () => void;
  /** "Arquivar" offered when the server keeps the project (its proposal was issued or sent). */
  onArchive: (project: Project) => void;
};

/**
 * Deleting a project asks for confirmation (ADR 065): its rooms, systems and proposal go with it.
 * A project whose proposal was issued or sent is refused by the server: its message is shown in
 * the dialog, with "Arquivar" in place of "Excluir".
 */
export function DeleteProjectModal({
  opened,
  project,
  onClose,
  onArchive,
}: DeleteProjectModalProps) {
  const deleteProject = useDeleteProject();
  const [refusal, setRefusal] = useState<string | null>(null);

  function close() {
    setRefusal(null);
    onClose();
  }

  async function handleConfirm() {
    if (!project) return;
    try {
      await deleteProject.mutateAsync(project.id);
      showSuccessNotification(DELETE_PROJECT_MESSAGES.deleted);
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setRefusal(error.message);
        return;
      }
      showErrorNotification(DELETE_PROJECT_MESSAGES.failed, error);
      close();
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Excluir projeto"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {refusal ? (
        <Alert color="orange" variant="light" mb="lg" role="alert">
          {refusal}
        </Alert>
      ) : (
        <Text mb="lg">
          Excluir o projeto <strong>{project?.name}</strong> com as suas câmaras, sistemas e
          proposta? Esta ação não pode ser desfeita.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} data-autofocus>
          Cancelar
        </Button>
        {refusal ? (
          <Button
            onClick={() => {
              if (project) onArchive(project);
              close();
            }}
          >
            Arquivar
          </Button>
        ) : (
          <Button
            color="red"
            onClick={() => void handleConfirm()}
            loading={deleteProject.isPending}
          >
            Excluir
          </Button>
        )}
      </Group>
    </Modal>
  );
}
