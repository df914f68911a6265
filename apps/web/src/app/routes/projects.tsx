import type { Project } from '@camara-fria/contracts';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { CopyProjectModal } from '../../features/projects/components/copy-project-modal.tsx';
import {
  preloadProjectForm,
  ProjectFormModal,
  type ProjectFormTarget,
} from '../../features/projects/components/project-form-modal.tsx';
import { ProjectFilters } from '../../features/projects/components/project-filters.tsx';
import { ProjectList } from '../../features/projects/components/project-list.tsx';
import { useProjectListParams } from '../../features/projects/hooks/use-project-list-params.ts';
import {
  DEFAULT_PAGE,
  hasActiveFilters,
  pickFilters,
} from '../../features/projects/utils/project-list-params.ts';

/** /projects: the project list, its filters and the project form (spec part 1 §2). */
export function ProjectsRoute() {
  const { params, applyFilters, clearFilters, goToPage, replacePage, changePageSize } =
    useProjectListParams();
  const filters = pickFilters(params);

  const [formTarget, setFormTarget] = useState<ProjectFormTarget>({ mode: 'create' });
  const [isFormOpen, formModal] = useDisclosure(false);
  const [copyTarget, setCopyTarget] = useState<Project | null>(null);
  const [isCopyOpen, copyModal] = useDisclosure(false);

  /**
   * The form's code loads on first use; the modal opens once it is in, so its first field takes
   * the focus. A failed load opens it anyway: the route's error screen then says what happened.
   */
  function openForm(target: ProjectFormTarget) {
    const open = () => {
      setFormTarget(target);
      formModal.open();
    };
    preloadProjectForm().then(open, open);
  }

  function preloadForm() {
    preloadProjectForm().catch(() => undefined);
  }

  function openCopy(project: Project) {
    setCopyTarget(project);
    copyModal.open();
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
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
        >
          Novo Projeto
        </Button>
      </Group>
      <ProjectFilters filters={filters} onApply={applyFilters} onClear={clearFilters} />
      <ProjectList
        params={params}
        hasFilters={hasActiveFilters(filters)}
        onPageChange={goToPage}
        onPageOutOfRange={replacePage}
        onSizeChange={changePageSize}
        onEdit={(project) => openForm({ mode: 'edit', projectId: project.id })}
        onCopy={openCopy}
      />
      <ProjectFormModal
        opened={isFormOpen}
        target={formTarget}
        onClose={formModal.close}
        onCreated={showCreated}
      />
      <CopyProjectModal opened={isCopyOpen} project={copyTarget} onClose={copyModal.close} />
    </>
  );
}
