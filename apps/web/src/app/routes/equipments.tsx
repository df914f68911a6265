import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { StepNavigation } from '../../components/ui/step-navigation.tsx';
import { EquipmentsWorkspace } from '../../features/equipments/components/equipments-workspace.tsx';
import { useProject } from '../../features/projects/api/get-project.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { showErrorNotification } from '../../lib/notifications.ts';

const SCREEN_TITLE = 'Seleção de Equipamentos';
const PROJECT_LOAD_FAILED = 'Erro ao recuperar projeto.';

function readProjectId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function isMissingOrForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

/**
 * Spec part 2 §2.1: heading = the project's name (the tab keeps the screen's), the steps back to
 * 'Carga Térmica' and on to 'Resultado da Seleção', then the rooms and systems.
 */
function ProjectEquipments({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const { error, data } = project;
  const isMissing = isMissingOrForbidden(error);
  const notifiedError = useRef<unknown>(null);

  useEffect(() => {
    if (!error || isMissing || notifiedError.current === error) return;
    notifiedError.current = error;
    showErrorNotification(PROJECT_LOAD_FAILED, error);
  }, [error, isMissing]);

  return (
    <>
      <StepNavigation
        previous={{ label: 'Carga Térmica', to: `/projects/${projectId}/rooms` }}
        next={
          data ? { label: 'Resultado da Seleção', to: `/projects/${projectId}/proposal` } : null
        }
      />
      {data && (
        <Text size="sm" c="dimmed">
          {SCREEN_TITLE}
        </Text>
      )}
      <PageTitle tabTitle={SCREEN_TITLE}>{data?.name ?? SCREEN_TITLE}</PageTitle>
      {data ? (
        <EquipmentsWorkspace projectId={projectId} />
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
        <Text role="status">Carregando projeto…</Text>
      )}
    </>
  );
}

/** /projects/:id/equipments: equipment selection (spec part 2 §2.1). */
export function EquipmentsRoute() {
  const projectId = readProjectId(useParams().id);
  if (projectId === null) {
    return (
      <>
        <PageTitle>{SCREEN_TITLE}</PageTitle>
        <Alert color="red.9" variant="outline" title="Projeto não encontrado.">
          <Anchor component={Link} to="/projects">
            Voltar para Projetos
          </Anchor>
        </Alert>
      </>
    );
  }
  return <ProjectEquipments key={projectId} projectId={projectId} />;
}
