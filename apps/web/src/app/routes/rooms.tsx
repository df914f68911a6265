import { Alert, Anchor, Button, Center, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { StepNavigation } from '../../components/ui/step-navigation.tsx';
import { useProject } from '../../features/projects/api/get-project.ts';
import { RoomsWorkspace } from '../../features/rooms/components/rooms-workspace.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { showErrorNotification } from '../../lib/notifications.ts';

const PROJECT_LOAD_FAILED = 'Erro ao recuperar projeto.';

function readProjectId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** 404 and 403: the project does not exist or is someone else's (the API answers 404 for both). */
function isMissingOrForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

/**
 * The project's heat-load screen. The rooms load only once the project has: a missing or
 * forbidden project shows one message (the page's own, no toast) and no link to the next step.
 */
function ProjectRooms({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const { error, data } = project;
  const isMissing = isMissingOrForbidden(error);
  const notifiedError = useRef<unknown>(null);

  useEffect(() => {
    // One toast per failed load (StrictMode runs effects twice); none for a missing project,
    // whose page already says so.
    if (!error || isMissing || notifiedError.current === error) return;
    notifiedError.current = error;
    showErrorNotification(PROJECT_LOAD_FAILED, error);
  }, [error, isMissing]);

  return (
    <>
      <StepNavigation
        previous={{ label: 'Projetos', to: '/projects' }}
        next={
          data
            ? { label: 'Seleção de Equipamentos', to: `/projects/${projectId}/equipments` }
            : null
        }
      />
      <PageTitle>Carga Térmica</PageTitle>
      {data ? (
        <>
          <Text mb="md">
            Projeto: <strong>{data.name}</strong>
          </Text>
          <RoomsWorkspace projectId={projectId} />
        </>
      ) : error ? (
        <Alert
          color="red.9"
          variant="outline"
          title={isMissing ? 'Projeto não encontrado.' : 'Não foi possível carregar o projeto.'}
        >
          {isMissing ? (
            'O projeto não existe ou você não tem acesso a ele.'
          ) : (
            <Button variant="default" size="xs" onClick={() => void project.refetch()}>
              Tentar novamente
            </Button>
          )}
        </Alert>
      ) : (
        <Center py="xl" role="status" aria-label="Carregando projeto">
          <Loader />
        </Center>
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
