import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/browser-location.ts';
import { signInTestUser, testAuthConfig } from '../../../testing/auth-fixtures.ts';
import { createTokenResponse } from '../../../testing/fake-tokens.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { checkIsAuthenticated, readTokens } from '../utils/auth-storage.ts';
import { readPkceSession } from '../utils/login-session.ts';
import { computeCodeChallenge } from '../utils/pkce.ts';
import { LoginRedirect } from './login-redirect.tsx';

vi.mock('../../../lib/browser-location.ts', () => ({
  assignLocation: vi.fn(),
  readOrigin: () => 'http://localhost:3000',
}));

const routes = [
  { path: '/login', element: <LoginRedirect /> },
  { path: '/projects', element: <h1>Projetos</h1> },
];

describe('LoginRedirect', () => {
  beforeEach(() => {
    vi.mocked(assignLocation).mockClear();
  });

  it('says "Redirecionando..." and sends the browser to the provider with PKCE', async () => {
    stubFetch([{ path: '/v1/auth/config', respond: () => createJsonResponse(testAuthConfig) }]);
    renderRoutes(routes, '/login');

    expect(screen.getByRole('heading', { name: 'Redirecionando...' })).toBeInTheDocument();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));

    const url = new URL(vi.mocked(assignLocation).mock.calls[0]?.[0] ?? '');
    const pkce = readPkceSession();
    expect(pkce).not.toBeNull();
    expect(url.origin + url.pathname).toBe(testAuthConfig.authorizationEndpoint);
    expect(url.searchParams.get('state')).toBe(pkce?.state);
    expect(url.searchParams.get('code_challenge')).toBe(
      await computeCodeChallenge(pkce?.codeVerifier ?? ''),
    );
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
    expect(url.searchParams.get('resource')).toBe('urn:camara-fria:api');
  });

  it('goes straight to /projects when already signed in', async () => {
    signInTestUser();
    const fetchMock = stubFetch([]);
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with ?token= clears the old session, takes the SSO grant and opens /projects', async () => {
    signInTestUser({ sub: 'old-user' });
    const fresh = createTokenResponse({ claims: { sub: 'sso-user' } });
    const fetchMock = stubFetch([
      { method: 'POST', path: '/oauth2/token', respond: () => createJsonResponse(fresh) },
    ]);
    renderRoutes(routes, '/login?token=sso-jwt');

    expect(await screen.findByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
    expect(readTokens()?.accessToken).toBe(fresh.access_token);
    const body = new URLSearchParams(await readFetchRequest(fetchMock).text());
    expect(Object.fromEntries(body)).toEqual({ grant_type: 'sso_token', token: 'sso-jwt' });
  });

  it('with a refused token shows the error and a way to sign in normally', async () => {
    stubFetch([
      {
        method: 'POST',
        path: '/oauth2/token',
        respond: () =>
          createJsonResponse({ code: 'AUTH_SSO_DISABLED', message: 'SSO desativado.' }, 400),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/login?token=bad');

    expect(await screen.findByRole('link', { name: 'Entrar novamente' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getAllByText('Erro ao processar login.').length).toBeGreaterThanOrEqual(1);
    expect(checkIsAuthenticated()).toBe(false);
  });

  it('shows the error when the sign-in configuration cannot be read', async () => {
    stubFetch([]); // /v1/auth/config answers 404
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('link', { name: 'Entrar novamente' })).toBeInTheDocument();
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
