import type { Project } from '@camara-fria/contracts';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useIsEditor } from '../../features/auth/index.ts';
import type { ProjectFormTarget } from '../../features/projects/components/project-form-modal.tsx';
import { ProjectFilters } from '../../features/projects/components/project-filters.tsx';
import { ProjectList } from '../../features/projects/components/project-list.tsx';
import { useProjectListParams } from '../../features/projects/hooks/use-project-list-params.ts';
import {
  DEFAULT_PAGE,
  hasActiveFilters,
  pickFilters,
} from '../../features/projects/utils/project-list-params.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { showErrorNotification, showSuccessNotification } from '../../lib/notifications.ts';

// The modals (the project form with react-hook-form and its masks, the copy confirmation, and
// Mantine's modal machinery) are not part of the list's first load: each loads on first use and
// opens once it is in, so its first field or button takes the focus as before.
const ProjectFormModal = lazyWithPreload(async () => ({
  default: (await import('../../features/projects/components/project-form-modal.tsx'))
    .ProjectFormModal,
}));
const CopyProjectModal = lazyWithPreload(async () => ({
  default: (await import('../../features/projects/components/copy-project-modal.tsx'))
    .CopyProjectModal,
}));

const DeleteProjectModal = lazyWithPreload(async () => ({
  default: (await import('../../features/projects/components/delete-project-modal.tsx'))
    .DeleteProjectModal,
}));

/** Runs `open` once `modal`'s code is in; a failed load opens it anyway (the error screen says why). */
function openWhenLoaded(modal: { preload(): Promise<void> }, open: () => void) {
  modal.preload().then(open, open);
}

function preloadProjectForm() {
  ProjectFormModal.preload().catch(() => undefined);
}

/** /projects: the project list, its filters and the project form (spec part 1 §2). */
export function ProjectsRoute() {
  const { params, applyFilters, clearFilters, goToPage, replacePage, changePageSize } =
    useProjectListParams();
  const filters = pickFilters(params);

  const [formTarget, setFormTarget] = useState<ProjectFormTarget | null>(null);
  const [isFormOpen, formModal] = useDisclosure(false);
  const [copyTarget, setCopyTarget] = useState<Project | null>(null);
  const [isCopyOpen, copyModal] = useDisclosure(false);
  const [deleteTarget, setDeleteTarget] = useState<Project | null>(null);
  const [isDeleteOpen, deleteModal] = useDisclosure(false);
  const { isEditor } = useIsEditor();
  const queryClient = useQueryClient();

  function openDelete(project: Project) {
    openWhenLoaded(DeleteProjectModal, () => {
      setDeleteTarget(project);
      deleteModal.open();
    });
  }

  /** "Arquivar" / "Desarquivar" (ADR 065): the project moves between the two views of the list. */
  function archive(project: Project, archived: boolean) {
    import('../../features/projects/api/archive-project.ts')
      .then(({ archiveAndRefresh }) => archiveAndRefresh(queryClient, project.id, archived))
      .then(
        () => showSuccessNotification(archived ? 'Projeto arquivado.' : 'Projeto desarquivado.'),
        (error: unknown) =>
          showErrorNotification(
            archived ? 'Erro ao arquivar projeto.' : 'Erro ao desarquivar projeto.',
            error,
          ),
      );
  }

  function openForm(target: ProjectFormTarget) {
    openWhenLoaded(ProjectFormModal, () => {
      setFormTarget(target);
      formModal.open();
    });
  }

  function openCopy(project: Project) {
    openWhenLoaded(CopyProjectModal, () => {
      setCopyTarget(project);
      copyModal.open();
    });
  }

  /** The new project is the newest: show the first page, where it is listed. */
  function showCreated() {
    if (params.page !== DEFAULT_PAGE) goToPage(DEFAULT_PAGE);
  }

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>Projetos</PageTitle>
        <Button
          onClick={() => openForm({ mode: 'create' })}
          onPointerEnter={preloadProjectForm}
          onFocus={preloadProjectForm}
        >
          Novo Projeto
        </Button>
      </Group>
      <ProjectFilters
        filters={filters}
        onApply={applyFilters}
        onClear={clearFilters}
        isEditor={isEditor}
      />
      <ProjectList
        params={params}
        hasFilters={hasActiveFilters(filters)}
        onPageChange={goToPage}
        onPageOutOfRange={replacePage}
        onSizeChange={changePageSize}
        onEdit={(project) => openForm({ mode: 'edit', projectId: project.id })}
        onCopy={openCopy}
        onArchive={archive}
        onDelete={openDelete}
        showOwner={isEditor}
      />
      <Suspense fallback={null}>
        {formTarget && (
          <ProjectFormModal
            opened={isFormOpen}
            target={formTarget}
            onClose={formModal.close}
            onCreated={showCreated}
          />
        )}
        {copyTarget && (
          <CopyProjectModal opened={isCopyOpen} project={copyTarget} onClose={copyModal.close} />
        )}
        {deleteTarget && (
          <DeleteProjectModal
            opened={isDeleteOpen}
            project={deleteTarget}
            onClose={deleteModal.close}
            onArchive={(project) => archive(project, true)}
          />
        )}
      </Suspense>
    </>
  );
}
