import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { LOGIN_SESSION_KEYS } from '../utils/login-session.ts';
import { RequireAuth } from './require-auth.tsx';

const routes = [
  { path: '/login', element: <p>Página de login</p> },
  {
    path: '/projects/:id/rooms',
    element: (
      <RequireAuth>
        <h1>Carga Térmica</h1>
      </RequireAuth>
    ),
  },
];

describe('RequireAuth', () => {
  it('sends an unauthenticated visit to /login and remembers the asked-for path', async () => {
    const { router } = renderRoutes(routes, '/projects/7/rooms?tab=2');

    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(LOGIN_SESSION_KEYS.returnPath)).toBe('/projects/7/rooms?tab=2');
    expect(screen.queryByRole('heading', { name: 'Carga Térmica' })).not.toBeInTheDocument();
  });

  it('treats an expired session as signed out', async () => {
    localStorage.setItem('camara-fria.auth.access-token', 'opaque');
    localStorage.setItem('camara-fria.auth.expires-at', String(Date.now() - 1000));
    const { router } = renderRoutes(routes, '/projects/7/rooms');
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the page to a signed-in user', () => {
    signInTestUser();
    renderRoutes(routes, '/projects/7/rooms');
    expect(screen.getByRole('heading', { name: 'Carga Térmica' })).toBeInTheDocument();
  });
});
