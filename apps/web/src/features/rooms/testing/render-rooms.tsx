import { screen } from '@testing-library/react';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { RoomsWorkspace } from '../components/rooms-workspace.tsx';
import { PROJECT_ID } from './room-fixtures.ts';

export const roomsTestRoutes = [
  { path: '/projects', element: <h1>Projetos</h1> },
  { path: '/projects/:id/rooms', element: <RoomsWorkspace projectId={PROJECT_ID} /> },
  { path: '/projects/:id/equipments', element: <h1>Seleção de Equipamentos</h1> },
];

/**
 * Signs in and renders the room editor of the test project; `routes` replaces the default ones
 * (the route screen of app/ passes its own). Resolves once the editor is shown.
 */
export async function renderRoomsPage(pageRoutes = roomsTestRoutes) {
  signInTestUser();
  const view = renderRoutes(pageRoutes, `/projects/${PROJECT_ID}/rooms`);
  await screen.findByRole('region', { name: 'DADOS DA CÂMARA' });
  return view;
}
