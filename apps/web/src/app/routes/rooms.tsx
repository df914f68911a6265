import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useProject } from '../../features/projects/api/get-project.ts';
import { RoomsWorkspace } from '../../features/rooms/components/rooms-workspace.tsx';
import { showErrorNotification } from '../../lib/notifications.ts';

function readProjectId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function ProjectRooms({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const { error } = project;

  useEffect(() => {
    if (error) showErrorNotification('Erro ao recuperar projeto.', error);
  }, [error]);

  return (
    <>
      <Group justify="space-between" gap="sm" mb="xs">
        <Anchor component={Link} to="/projects">
          <span aria-hidden="true">← </span>Projetos
        </Anchor>
        <Anchor component={Link} to={`/projects/${projectId}/equipments`}>
          Seleção de Equipamentos<span aria-hidden="true"> →</span>
        </Anchor>
      </Group>
      <PageTitle>Carga Térmica</PageTitle>
      {error ? (
        <Alert color="red.9" variant="outline" title="Projeto não encontrado.">
          O projeto não existe ou você não tem acesso a ele.
        </Alert>
      ) : (
        <>
          <Text mb="md">
            Projeto: <strong>{project.data?.name ?? 'carregando…'}</strong>
          </Text>
          <RoomsWorkspace projectId={projectId} />
        </>
      )}
    </>
  );
}

/** /projects/:id/rooms: the project's rooms and their heat load (spec part 1 §2). */
export function RoomsRoute() {
  const projectId = readProjectId(useParams().id);
  if (projectId === null) {
    return (
      <>
        <PageTitle>Carga Térmica</PageTitle>
        <Alert color="red.9" variant="outline" title="Projeto não encontrado.">
          <Anchor component={Link} to="/projects">
            Voltar para Projetos
          </Anchor>
        </Alert>
      </>
    );
  }
  return <ProjectRooms key={projectId} projectId={projectId} />;
}
