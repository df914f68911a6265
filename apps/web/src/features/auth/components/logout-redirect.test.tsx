import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/browser-location.ts';
import { testAuthConfig } from '../../../testing/auth-fixtures.ts';
import { createTokenResponse } from '../../../testing/fake-tokens.ts';
import { createJsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { createTestQueryClient, renderRoutes } from '../../../testing/render-app.tsx';
import { readTokens, storeTokens } from '../utils/auth-storage.ts';
import { saveLogoutIdTokenHint } from '../utils/login-session.ts';
import { LogoutRedirect } from './logout-redirect.tsx';

vi.mock('../../../lib/browser-location.ts', () => ({
  assignLocation: vi.fn(),
  readOrigin: () => 'http://localhost:3000',
}));

const routes = [
  { path: '/logout', element: <LogoutRedirect /> },
  { path: '/login', element: <p>Página de login</p> },
];

describe('LogoutRedirect', () => {
  beforeEach(() => {
    vi.mocked(assignLocation).mockClear();
  });

  it('clears the session and the query cache, then ends the provider session', async () => {
    const tokens = createTokenResponse();
    storeTokens(tokens);
    stubFetch([{ path: '/v1/auth/config', respond: () => createJsonResponse(testAuthConfig) }]);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['auth', 'me'], { username: 'maria' });

    renderRoutes(routes, '/logout', queryClient);

    expect(screen.getByRole('heading', { name: 'Redirecionando...' })).toBeInTheDocument();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    expect(readTokens()).toBeNull();
    expect(queryClient.getQueryData(['auth', 'me'])).toBeUndefined();
    const url = new URL(vi.mocked(assignLocation).mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('http://localhost:3000/oidc/session/end');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: tokens.id_token,
      client_id: 'camara-fria-web',
      post_logout_redirect_uri: 'http://localhost:3000/login',
    });
  });

  it('uses the id token kept by a 401 as the hint', async () => {
    saveLogoutIdTokenHint('kept.id.token');
    stubFetch([{ path: '/v1/auth/config', respond: () => createJsonResponse(testAuthConfig) }]);
    renderRoutes(routes, '/logout');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(assignLocation).mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('id_token_hint')).toBe('kept.id.token');
  });

  it('opens /login when the provider has no end-session endpoint', async () => {
    storeTokens(createTokenResponse());
    stubFetch([
      {
        path: '/v1/auth/config',
        respond: () => createJsonResponse({ ...testAuthConfig, endSessionEndpoint: null }),
      },
    ]);
    const { router } = renderRoutes(routes, '/logout');
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readTokens()).toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
