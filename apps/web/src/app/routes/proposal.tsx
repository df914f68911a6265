import { Text } from '@mantine/core';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ProposalScreen } from '../../features/proposal/components/proposal-screen.tsx';
import { ProjectStepPage } from './project-step-page.tsx';

const SCREEN_TITLE = 'Resultado da Seleção';

/**
 * /projects/:id/proposal, spec part 2 §2.4: heading = the project's name (the tab keeps the
 * screen's), the step back to 'Equipamentos' and no step forward, then the proposal.
 */
export function ProposalRoute() {
  return (
    <ProjectStepPage
      title={SCREEN_TITLE}
      previous={(projectId) => ({ label: 'Equipamentos', to: `/projects/${projectId}/equipments` })}
    >
      {(project, projectId) => (
        <>
          <Text size="sm" c="dimmed">
            {SCREEN_TITLE}
          </Text>
          <PageTitle tabTitle={SCREEN_TITLE}>{project.name}</PageTitle>
          <ProposalScreen projectId={projectId} />
        </>
      )}
    </ProjectStepPage>
  );
}
