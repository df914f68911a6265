import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, stubRoomsApi } from '../../features/rooms/testing/room-fixtures.ts';
import { renderRoomsPage } from '../../features/rooms/testing/render-rooms.tsx';
import { RoomsRoute } from './rooms.tsx';

const routes = [
  { path: '/projects', element: <h1>Projetos</h1> },
  { path: '/projects/:id/rooms', element: <RoomsRoute /> },
  { path: '/projects/:id/equipments', element: <h1>Seleção de Equipamentos</h1> },
];

describe('/projects/:id/rooms (the route screen)', { timeout: 20_000 }, () => {
  it('shows the title, the project name, the links and the room editor', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    const { router } = await renderRoomsPage(routes);
    expect(screen.getByRole('heading', { name: 'Carga Térmica', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Entreposto Serra Azul')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Câmaras do projeto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projetos' })).toHaveAttribute('href', '/projects');
    await user.click(screen.getByRole('link', { name: 'Seleção de Equipamentos' }));
    expect(router.state.location.pathname).toBe('/projects/1/equipments');
  });
});
