import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildRoomDto, stubRoomsApi } from '../../features/rooms/testing/room-fixtures.ts';
import { renderRoomsPage } from '../../features/rooms/testing/render-rooms.tsx';
import { signInTestUser } from '../../testing/auth-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../testing/fetch-stub.ts';
import { renderRoutes } from '../../testing/render-app.tsx';
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

const failingRoutes = [{ path: '/projects/:id/rooms', element: <RoomsRoute /> }];
const notFound = () => createJsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado' }, 404);

function requestedPaths(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(
    (_, index) => new URL(readFetchRequest(fetchMock, index).url).pathname,
  );
}

describe('/projects/:id/rooms of a project that cannot be shown', () => {
  it('says once that the project is missing, with no toast and no link to the next step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetch([
      { path: '/v1/projects/404', respond: notFound },
      { path: '/v1/projects/404/rooms', respond: notFound },
    ]);
    signInTestUser();
    renderRoutes(failingRoutes, '/projects/404/rooms');

    expect(await screen.findByText('Projeto não encontrado.')).toBeInTheDocument();
    expect(screen.getByText('O projeto não existe ou você não tem acesso a ele.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Projetos' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('link', { name: /Seleção de Equipamentos/ })).toBeNull();
    // No toast at all: neither the project's nor the rooms' (whose list is never asked for).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Erro ao recuperar projeto.')).toBeNull();
    expect(screen.queryByText('Erro ao recuperar câmaras.')).toBeNull();
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(0);
    expect(requestedPaths(fetchMock)).not.toContain('/v1/projects/404/rooms');
  });

  it('warns "Erro ao recuperar projeto." once when the server fails, and offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch([
      {
        path: '/v1/projects/7',
        respond: () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro' }, 500),
      },
    ]);
    signInTestUser();
    renderRoutes(failingRoutes, '/projects/7/rooms');

    expect(await screen.findByText('Erro ao recuperar projeto.')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar o projeto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1),
    );
    expect(screen.queryByRole('link', { name: /Seleção de Equipamentos/ })).toBeNull();
  });
});
