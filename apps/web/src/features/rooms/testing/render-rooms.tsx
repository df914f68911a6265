import { screen } from '@testing-library/react';
import { RoomsRoute } from '../../../app/routes/rooms.tsx';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { PROJECT_ID } from './room-fixtures.ts';

const routes = [
  { path: '/projects', element: <h1>Projetos</h1> },
  { path: '/projects/:id/rooms', element: <RoomsRoute /> },
  { path: '/projects/:id/equipments', element: <h1>Seleção de Equipamentos</h1> },
];

/** Signs in and opens the room editor of the test project; resolves once the editor is shown. */
export async function renderRoomsPage() {
  signInTestUser();
  const view = renderRoutes(routes, `/projects/${PROJECT_ID}/rooms`);
  await screen.findByRole('region', { name: 'DADOS DA CÂMARA' });
  return view;
}
