import type { Project, ProjectData } from '@camara-fria/contracts';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useCreateProject } from '../api/create-project.ts';
import { useProject } from '../api/get-project.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { EMPTY_PROJECT_FORM_VALUES, toProjectFormValues } from '../utils/project-form-values.ts';
import { ProjectForm } from './project-form.tsx';

/** Spec part 1 §8 messages of the project form. */
export const PROJECT_FORM_MESSAGES = {
  created: 'Novo projeto criado!',
  updated: 'Projeto atualizado!',
  createFailed: 'Erro ao criar projeto.',
  updateFailed: 'Erro ao editar projeto.',
  loadFailed: 'Erro ao recuperar projeto.',
  conflict: 'Este projeto foi alterado por outra pessoa. Recarregue e tente novamente.',
} as const;

export type ProjectFormTarget = { mode: 'create' } | { mode: 'edit'; projectId: number };

type ProjectFormModalProps = {
  opened: boolean;
  /** What the modal opens for; kept while it closes so its content does not change. */
  target: ProjectFormTarget;
  onClose: () => void;
  onCreated?: (project: Project) => void;
};

function CreateProjectForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated?: (project: Project) => void;
}) {
  const createProject = useCreateProject();

  async function handleSubmit(data: ProjectData) {
    try {
      const project = await createProject.mutateAsync(data);
      showSuccessNotification(PROJECT_FORM_MESSAGES.created);
      onCreated?.(project);
      onClose();
    } catch (error) {
      showErrorNotification(PROJECT_FORM_MESSAGES.createFailed, error);
      throw error;
    }
  }

  return (
    <ProjectForm
      initialValues={EMPTY_PROJECT_FORM_VALUES}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
}

function EditProjectForm({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const projectQuery = useProject(projectId);
  const updateProject = useUpdateProject();
  const { error } = projectQuery;

  useEffect(() => {
    if (!error) return;
    showErrorNotification(PROJECT_FORM_MESSAGES.loadFailed, error);
    onClose();
  }, [error, onClose]);

  // The form waits for this opening's answer: its `version` is the one the PUT is checked against.
  if (!projectQuery.isFetchedAfterMount || !projectQuery.data) {
    return (
      <Center py="xl" role="status" aria-label="Carregando projeto">
        <Loader />
      </Center>
    );
  }
  const project = projectQuery.data;

  async function handleSubmit(data: ProjectData) {
    try {
      await updateProject.mutateAsync({
        id: project.id,
        data: { ...data, version: project.version },
      });
      showSuccessNotification(PROJECT_FORM_MESSAGES.updated);
      onClose();
    } catch (caught) {
      const isConflict = caught instanceof ApiRequestError && caught.status === 409;
      showErrorNotification(
        isConflict ? PROJECT_FORM_MESSAGES.conflict : PROJECT_FORM_MESSAGES.updateFailed,
        caught,
      );
      throw caught;
    }
  }

  return (
    <ProjectForm
      key={`${project.id}-${project.version}`}
      initialValues={toProjectFormValues(project)}
      savedSegment={project.customer.segment}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
}

/** "Novo Projeto" and "Editar Dados": the project form in a modal (focus kept inside, returned). */
export function ProjectFormModal({ opened, target, onClose, onCreated }: ProjectFormModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={target.mode === 'create' ? 'Novo Projeto' : 'Editar Projeto'}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      closeOnClickOutside={false}
    >
      {target.mode === 'create' ? (
        <CreateProjectForm onClose={onClose} onCreated={onCreated} />
      ) : (
        <EditProjectForm projectId={target.projectId} onClose={onClose} />
      )}
    </Modal>
  );
}
