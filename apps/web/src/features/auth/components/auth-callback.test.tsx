import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../testing/auth-fixtures.ts';
import { createTokenResponse } from '../../../testing/fake-tokens.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { checkIsAuthenticated } from '../utils/auth-storage.ts';
import {
  LOGIN_SESSION_KEYS,
  readPkceSession,
  saveReturnPath,
  savePkceSession,
} from '../utils/login-session.ts';
import { AuthCallback } from './auth-callback.tsx';

vi.mock('../../../lib/browser-location.ts', () => ({
  assignLocation: vi.fn(),
  readOrigin: () => 'http://localhost:3000',
}));

const routes = [
  { path: '/auth/callback', element: <AuthCallback /> },
  { path: '/login', element: <p>Página de login</p> },
  { path: '/projects', element: <h1>Projetos</h1> },
  { path: '/projects/:id/rooms', element: <h1>Carga Térmica</h1> },
];

const verifier = 'v'.repeat(64);

describe('AuthCallback', () => {
  beforeEach(() => {
    savePkceSession({ codeVerifier: verifier, state: 'state-1' });
  });

  it('shows the progress, trades the code with the PKCE verifier and opens the remembered page', async () => {
    saveReturnPath('/projects/7/rooms');
    const fetchMock = stubFetch([
      {
        method: 'POST',
        path: '/oauth2/token',
        respond: () => createJsonResponse(createTokenResponse()),
      },
    ]);
    const { router } = renderRoutes(routes, '/auth/callback?code=abc&state=state-1');

    expect(screen.getByRole('heading', { name: 'Processando Login...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processando login' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Carga Térmica' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/7/rooms');
    expect(checkIsAuthenticated()).toBe(true);
    expect(readPkceSession()).toBeNull();
    expect(sessionStorage.getItem(LOGIN_SESSION_KEYS.returnPath)).toBeNull();
    const body = new URLSearchParams(await readFetchRequest(fetchMock).text());
    expect(Object.fromEntries(body)).toEqual({
      grant_type: 'authorization_code',
      code: 'abc',
      redirect_uri: `${TEST_ORIGIN}/auth/callback`,
      code_verifier: verifier,
    });
  });

  it('goes to /projects when no page was remembered', async () => {
    stubFetch([
      {
        method: 'POST',
        path: '/oauth2/token',
        respond: () => createJsonResponse(createTokenResponse()),
      },
    ]);
    renderRoutes(routes, '/auth/callback?code=abc&state=state-1');
    expect(await screen.findByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
  });

  it('refuses a state that is not this tab’s, with a toast and a way to sign in again', async () => {
    const fetchMock = stubFetch([]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/auth/callback?code=abc&state=forged');

    expect(await screen.findByRole('link', { name: 'Entrar novamente' })).toHaveAttribute(
      'href',
      '/login',
    );
    // toast + alert (the toasts' container loads with the first toast)
    await waitFor(() =>
      expect(screen.getAllByText('Erro ao processar login.').length).toBeGreaterThanOrEqual(2),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(checkIsAuthenticated()).toBe(false);
  });

  it('shows the error when the server refuses the code', async () => {
    stubFetch([
      {
        method: 'POST',
        path: '/oauth2/token',
        respond: () =>
          createJsonResponse({ code: 'AUTH_INVALID_GRANT', message: 'Código inválido.' }, 400),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/auth/callback?code=abc&state=state-1');
    expect(await screen.findByRole('link', { name: 'Entrar novamente' })).toBeInTheDocument();
    expect(checkIsAuthenticated()).toBe(false);
  });

  it('takes the single-sign-on branch when the address carries a token', async () => {
    const fetchMock = stubFetch([
      {
        method: 'POST',
        path: '/oauth2/token',
        respond: () => createJsonResponse(createTokenResponse()),
      },
    ]);
    renderRoutes(routes, '/auth/callback?token=sso-jwt');
    expect(await screen.findByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
    const body = new URLSearchParams(await readFetchRequest(fetchMock).text());
    expect(Object.fromEntries(body)).toEqual({ grant_type: 'sso_token', token: 'sso-jwt' });
  });
});
