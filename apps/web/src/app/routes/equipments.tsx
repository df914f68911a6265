import { Text } from '@mantine/core';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { EquipmentsWorkspace } from '../../features/equipments/components/equipments-workspace.tsx';
import { ProjectStepPage } from './project-step-page.tsx';

const SCREEN_TITLE = 'Seleção de Equipamentos';

/**
 * /projects/:id/equipments, spec part 2 §2.1: heading = the project's name (the tab keeps the
 * screen's), the steps back to 'Carga Térmica' and on to 'Resultado da Seleção', then the rooms
 * and systems.
 */
export function EquipmentsRoute() {
  return (
    <ProjectStepPage
      title={SCREEN_TITLE}
      previous={(projectId) => ({ label: 'Carga Térmica', to: `/projects/${projectId}/rooms` })}
      next={(projectId) => ({
        label: 'Resultado da Seleção',
        to: `/projects/${projectId}/proposal`,
      })}
    >
      {(project, projectId) => (
        <>
          <Text size="sm" c="dimmed">
            {SCREEN_TITLE}
          </Text>
          <PageTitle tabTitle={SCREEN_TITLE}>{project.name}</PageTitle>
          <EquipmentsWorkspace projectId={projectId} />
        </>
      )}
    </ProjectStepPage>
  );
}
