import type { Project } from '@camara-fria/contracts';
import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { useProjects } from '../api/get-projects.ts';
import { findLastPage } from '../utils/link-header.ts';
import type { ProjectListParams } from '../utils/project-list-params.ts';
import { ProjectsPagination } from './projects-pagination.tsx';
import { ProjectsTable } from './projects-table.tsx';

export const PROJECT_LIST_MESSAGES = {
  loadFailed: 'Erro ao recuperar projetos.',
  empty: 'Nenhum projeto encontrado.',
  emptyHint: 'Clique em "Novo Projeto" para criar o seu primeiro projeto.',
  emptyArchivedHint: 'Nenhum projeto arquivado com estes filtros.',
  emptyFilteredHint: 'Mude os filtros ou clique em "Limpar Filtros" para ver todos os projetos.',
  pastLastPage: (page: number, lastPage: number) =>
    `A página ${page.toLocaleString('pt-BR')} não tem projetos: a lista vai até a página ${lastPage.toLocaleString('pt-BR')}.`,
  goToLastPage: 'Ir para a última página',
} as const;

type ProjectListProps = {
  params: ProjectListParams;
  hasFilters: boolean;
  onPageChange: (page: number) => void;
  /** The address asks for a page past the last one: show `lastPage` in its place (no history). */
  onPageOutOfRange: (lastPage: number) => void;
  onSizeChange: (size: number) => void;
  onEdit: (project: Project) => void;
  onCopy: (project: Project) => void;
  onArchive: (project: Project, archived: boolean) => void;
  onDelete: (project: Project) => void;
  /** Editors: the "Responsável" column. */
  showOwner: boolean;
};

/** The project table with its loading, failure and empty states and the pagination. */
export function ProjectList({
  params,
  hasFilters,
  onPageChange,
  onPageOutOfRange,
  onSizeChange,
  onEdit,
  onCopy,
  onArchive,
  onDelete,
  showOwner,
}: ProjectListProps) {
  const projectsQuery = useProjects(params);
  const { error, data, isPlaceholderData, isFetching } = projectsQuery;
  const lastNotifiedError = useRef<unknown>(null);

  useEffect(() => {
    // One toast per failed load (StrictMode runs effects twice).
    if (!error || lastNotifiedError.current === error) return;
    lastNotifiedError.current = error;
    showErrorNotification(PROJECT_LIST_MESSAGES.loadFailed, error);
  }, [error]);

  // Projects exist but not on this page (`?page=99`, or a page emptied by deletions).
  const lastPage = data ? findLastPage(params.size, data.totalCount, data.links) : 1;
  const isPageEmptyOfExisting =
    data !== undefined && data.projects.length === 0 && (data.totalCount ?? 0) > 0;
  const isPastLastPage = isPageEmptyOfExisting && !isPlaceholderData && params.page > lastPage;
  useEffect(() => {
    if (isPastLastPage) onPageOutOfRange(lastPage);
  }, [isPastLastPage, lastPage, onPageOutOfRange]);

  if (!data || (isPageEmptyOfExisting && (isPlaceholderData || isPastLastPage))) {
    if (error && !data) {
      return (
        <Paper withBorder p="lg">
          <Stack align="center" gap="sm">
            <Text>Não foi possível carregar os projetos.</Text>
            <Button variant="default" onClick={() => void projectsQuery.refetch()}>
              Tentar novamente
            </Button>
          </Stack>
        </Paper>
      );
    }
    return (
      <Center py="xl" role="status" aria-label="Carregando projetos">
        <Loader />
      </Center>
    );
  }

  const { projects, totalCount, isTotalCapped, links } = data;
  return (
    <>
      {isPageEmptyOfExisting ? (
        <Paper withBorder p="lg" role="status">
          <Stack align="center" gap="sm">
            <Text ta="center">{PROJECT_LIST_MESSAGES.pastLastPage(params.page, lastPage)}</Text>
            <Button variant="default" onClick={() => onPageChange(lastPage)}>
              {PROJECT_LIST_MESSAGES.goToLastPage}
            </Button>
          </Stack>
        </Paper>
      ) : projects.length > 0 ? (
        <ProjectsTable
          projects={projects}
          isRefreshing={isPlaceholderData && isFetching}
          onEdit={onEdit}
          onCopy={onCopy}
          onArchive={onArchive}
          onDelete={onDelete}
          showOwner={showOwner}
        />
      ) : (
        <Paper withBorder p="lg" role="status">
          <Text fw={500} ta="center">
            {PROJECT_LIST_MESSAGES.empty}
          </Text>
          <Text size="sm" c="dimmed" ta="center" mt="xs">
            {params.archived
              ? PROJECT_LIST_MESSAGES.emptyArchivedHint
              : hasFilters
                ? PROJECT_LIST_MESSAGES.emptyFilteredHint
                : PROJECT_LIST_MESSAGES.emptyHint}
          </Text>
        </Paper>
      )}
      {(projects.length > 0 || params.page > 1) && (
        <ProjectsPagination
          page={params.page}
          size={params.size}
          totalCount={totalCount}
          isTotalCapped={isTotalCapped}
          links={links}
          onPageChange={onPageChange}
          onSizeChange={onSizeChange}
        />
      )}
    </>
  );
}
