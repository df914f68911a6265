import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { ProposalScreen } from '../components/proposal-screen.tsx';
import { PROJECT_ID } from './proposal-fixtures.ts';

export const proposalTestRoutes = [
  {
    path: '/projects/:id/proposal',
    element: (
      <>
        <Link to={`/projects/${PROJECT_ID}/equipments`}>Voltar para Equipamentos</Link>
        <ProposalScreen projectId={PROJECT_ID} />
      </>
    ),
  },
  { path: '/projects/:id/equipments', element: <h1>Seleção de Equipamentos</h1> },
];

/** Signs in and renders the screen at `search`; resolves once the proposal's heading shows. */
export async function renderProposalPage(search = '') {
  signInTestUser();
  const view = renderRoutes(proposalTestRoutes, `/projects/${PROJECT_ID}/proposal${search}`);
  await screen.findByRole('heading', { name: /^Resultado da Seleção / });
  return view;
}
