import type { Project } from '@camara-fria/contracts';
import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { useProjects } from '../api/get-projects.ts';
import type { ProjectListParams } from '../utils/project-list-params.ts';
import { ProjectsPagination } from './projects-pagination.tsx';
import { ProjectsTable } from './projects-table.tsx';

export const PROJECT_LIST_MESSAGES = {
  loadFailed: 'Erro ao recuperar projetos.',
  empty: 'Nenhum projeto encontrado.',
  emptyHint: 'Clique em "Novo Projeto" para criar o seu primeiro projeto.',
  emptyFilteredHint: 'Mude os filtros ou clique em "Limpar Filtros" para ver todos os projetos.',
} as const;

type ProjectListProps = {
  params: ProjectListParams;
  hasFilters: boolean;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  onEdit: (project: Project) => void;
  onCopy: (project: Project) => void;
};

/** The project table with its loading, failure and empty states and the pagination. */
export function ProjectList({
  params,
  hasFilters,
  onPageChange,
  onSizeChange,
  onEdit,
  onCopy,
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

  if (!data) {
    if (error) {
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
      {projects.length > 0 ? (
        <ProjectsTable
          projects={projects}
          isRefreshing={isPlaceholderData && isFetching}
          onEdit={onEdit}
          onCopy={onCopy}
        />
      ) : (
        <Paper withBorder p="lg" role="status">
          <Text fw={500} ta="center">
            {PROJECT_LIST_MESSAGES.empty}
          </Text>
          <Text size="sm" c="dimmed" ta="center" mt="xs">
            {hasFilters ? PROJECT_LIST_MESSAGES.emptyFilteredHint : PROJECT_LIST_MESSAGES.emptyHint}
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
