import type { Project } from '@camara-fria/contracts';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';

/** The form itself (react-hook-form, masks) is not part of the project list's first load. */
const ProjectFormContent = lazyWithPreload(() => import('./project-form-content.tsx'));

export type ProjectFormTarget = { mode: 'create' } | { mode: 'edit'; projectId: number };

type ProjectFormModalProps = {
  opened: boolean;
  /** What the modal opens for; kept while it closes so its content does not change. */
  target: ProjectFormTarget;
  onClose: () => void;
  onCreated?: (project: Project) => void;
};

/**
 * Loads the form's code; open the modal when it resolves (its first field then takes the focus).
 * Called ahead of a click too (pointer over or focus on a button that opens the modal).
 */
export function preloadProjectForm(): Promise<void> {
  return ProjectFormContent.preload();
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
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label="Carregando…">
            <Loader />
          </Center>
        }
      >
        <ProjectFormContent target={target} onClose={onClose} onCreated={onCreated} />
      </Suspense>
    </Modal>
  );
}
