import type { Project } from '@camara-fria/contracts';
import { Alert, Anchor, Button, Center, Loader } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { StepNavigation, type StepLink } from '../../components/ui/step-navigation.tsx';
import { useProject } from '../../features/projects/api/get-project.ts';
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

type ProjectStepPageProps = {
  /** The screen's name: the tab's title, and the heading until the project has loaded. */
  title: string;
  /** The step back (a function of the project's id when it names the project). */
  previous: StepLink | ((projectId: number) => StepLink);
  /** The next step of a loaded project (none while loading or missing, nor on the last step). */
  next?: (projectId: number) => StepLink;
  /** The heading and content of the loaded project. */
  children: (project: Project, projectId: number) => ReactNode;
};

function ProjectStep({
  projectId,
  title,
  previous,
  next,
  children,
}: ProjectStepPageProps & {
  projectId: number;
}) {
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
        previous={typeof previous === 'function' ? previous(projectId) : previous}
        next={data && next ? next(projectId) : null}
      />
      {data ? (
        children(data, projectId)
      ) : (
        <>
          <PageTitle>{title}</PageTitle>
          {error ? (
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
      )}
    </>
  );
}

/**
 * A step of a project's flow (Carga Térmica, Seleção de Equipamentos, Resultado da Seleção): the
 * steps, then the project's content once it has loaded. A missing or forbidden project shows one
 * message (the page's own, no toast) and no link to the next step.
 */
export function ProjectStepPage(props: ProjectStepPageProps) {
  const projectId = readProjectId(useParams().id);
  if (projectId === null) {
    return (
      <>
        <PageTitle>{props.title}</PageTitle>
        <Alert color="red.9" variant="outline" title="Projeto não encontrado.">
          <Anchor component={Link} to="/projects">
            Voltar para Projetos
          </Anchor>
        </Alert>
      </>
    );
  }
  return <ProjectStep key={projectId} projectId={projectId} {...props} />;
}
