import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { EquipmentsWorkspace } from '../components/equipments-workspace.tsx';
import { PROJECT_ID } from './system-fixtures.ts';

export const equipmentsTestRoutes = [
  {
    path: '/projects/:id/equipments',
    element: (
      <>
        <Link to={`/projects/${PROJECT_ID}/rooms`}>Carga Térmica</Link>
        <EquipmentsWorkspace projectId={PROJECT_ID} />
      </>
    ),
  },
  { path: '/projects/:id/rooms', element: <h1>Carga Térmica</h1> },
];

/** Signs in and renders the screen's workspace. */
export function renderEquipmentsPageWithoutWaiting() {
  signInTestUser();
  return renderRoutes(equipmentsTestRoutes, `/projects/${PROJECT_ID}/equipments`);
}

/** Signs in and renders the screen's workspace; resolves once the systems are shown. */
export async function renderEquipmentsPage() {
  const view = renderEquipmentsPageWithoutWaiting();
  await screen.findByRole('heading', { name: 'Sistemas' });
  return view;
}
