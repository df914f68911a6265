import { Text } from '@mantine/core';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { RoomsWorkspace } from '../../features/rooms/components/rooms-workspace.tsx';
import { ProjectStepPage } from './project-step-page.tsx';

/** /projects/:id/rooms: the project's rooms and their heat load (spec part 1 §2). */
export function RoomsRoute() {
  return (
    <ProjectStepPage
      title="Carga Térmica"
      previous={{ label: 'Projetos', to: '/projects' }}
      next={(projectId) => ({
        label: 'Seleção de Equipamentos',
        to: `/projects/${projectId}/equipments`,
      })}
    >
      {(project, projectId) => (
        <>
          <PageTitle>Carga Térmica</PageTitle>
          <Text mb="md">
            Projeto: <strong>{project.name}</strong>
          </Text>
          <RoomsWorkspace projectId={projectId} />
        </>
      )}
    </ProjectStepPage>
  );
}
