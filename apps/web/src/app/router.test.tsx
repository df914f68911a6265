import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../features/auth/api/get-me.ts';
import { LOGIN_SESSION_KEYS } from '../features/auth/utils/login-session.ts';
import { assignLocation } from '../lib/browser-location.ts';
import { signInTestUser, testAuthConfig } from '../testing/auth-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../testing/fetch-stub.ts';
import { renderRoutes } from '../testing/render-app.tsx';
import { appRoutes } from './router.tsx';

vi.mock('../lib/browser-location.ts', () => ({
  assignLocation: vi.fn(),
  readOrigin: () => 'http://localhost:3000',
}));

const me = {
  subject: 's1',
  username: 'maria',
  email: 'maria@example.com',
  name: 'Maria',
  isEditor: true,
};

function stubServer() {
  return stubFetch([
    { path: '/v1/auth/config', respond: () => createJsonResponse(testAuthConfig) },
    { path: '/v1/me', respond: () => createJsonResponse(me) },
    { path: '/v1/projects', respond: () => createJsonResponse([], 200, { 'x-total-count': '0' }) },
    { path: '/v1/proposals/templates', respond: () => createJsonResponse({ items: [] }) },
  ]);
}

describe('app routes', () => {
  beforeEach(() => {
    vi.mocked(assignLocation).mockClear();
  });

  it('sends a signed-out visit of a private page to /login, which leaves for the provider', async () => {
    stubServer();
    const { router } = renderRoutes(appRoutes, '/projects/7/equipments');

    expect(await screen.findByRole('heading', { name: 'Redirecionando...' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(LOGIN_SESSION_KEYS.returnPath)).toBe('/projects/7/equipments');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    expect(vi.mocked(assignLocation).mock.calls[0]?.[0]).toMatch(
      /^http:\/\/localhost:3000\/oidc\/auth\?/,
    );
  });

  it('redirects / to /projects', async () => {
    signInTestUser();
    stubServer();
    const { router } = renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('heading', { name: 'Projetos', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it.each([
    ['/projects', 'Projetos'],
    ['/projects/7/rooms', 'Carga Térmica'],
    ['/projects/7/equipments', 'Seleção de Equipamentos'],
    ['/projects/7/proposal', 'Resultado da Seleção'],
    ['/comparison', 'Comparação de Produtos'],
    ['/proposal-templates', 'Modelos de texto'],
    ['/about', 'Sobre'],
  ])('shows %s inside the private layout with the title "%s"', async (path, title) => {
    signInTestUser();
    stubServer();
    renderRoutes(appRoutes, path);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Versão 2.8.6');
    await waitFor(() => expect(document.title).toBe(`${title} | Câmara Fria`));
  });

  it('redirects /products to /comparison (menu Produtos)', async () => {
    signInTestUser();
    stubServer();
    const { router } = renderRoutes(appRoutes, '/products');
    expect(
      await screen.findByRole('heading', { name: 'Comparação de Produtos', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/comparison');
  });

  it('describes the product and its version on Sobre', async () => {
    signInTestUser();
    stubServer();
    renderRoutes(appRoutes, '/about');
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent('Versão 2.8.6');
    expect(main).toHaveTextContent(/dimensionamento de câmaras frias/);
    expect(main).toHaveTextContent(/unidades condensadoras/);
    expect(main).toHaveTextContent(/PDF ou DOCX/);
  });

  it('shows the user from the token claims and loads GET /v1/me with the bearer token', async () => {
    signInTestUser({ sub: 's1', email: 'maria@example.com', preferred_username: 'maria' });
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/projects');

    const target = await screen.findByRole('button', { name: /maria@example\.com/ });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2)); // GET /v1/me and the list
    const requests = fetchMock.mock.calls.map((_, index) => readFetchRequest(fetchMock, index));
    const request = requests.find((candidate) => new URL(candidate.url).pathname === '/v1/me');
    if (!request) throw new Error('GET /v1/me was not called');
    expect(request.headers.get('username')).toBe('maria');
    await user.click(target);
    expect(await screen.findByRole('menuitem', { name: 'Sobre' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('adds Modelos de texto to the menu of an editor only', async () => {
    signInTestUser();
    stubServer();
    renderRoutes(appRoutes, '/projects');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(await within(nav).findByRole('link', { name: 'Modelos de texto' })).toHaveAttribute(
      'href',
      '/proposal-templates',
    );
  });

  it('leaves Modelos de texto out of the menu of anyone else', async () => {
    signInTestUser();
    const fetchMock = stubFetch([
      { path: '/v1/auth/config', respond: () => createJsonResponse(testAuthConfig) },
      { path: '/v1/me', respond: () => createJsonResponse({ ...me, isEditor: false }) },
      {
        path: '/v1/projects',
        respond: () => createJsonResponse([], 200, { 'x-total-count': '0' }),
      },
    ]);
    const { queryClient } = renderRoutes(appRoutes, '/projects');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // The role is known (GET /v1/me answered) and the layout has rendered with it.
    await waitFor(() => expect(queryClient.getQueryState(meQueryKey)?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Produtos' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Modelos de texto' })).toBeNull();
  });

  it('ends the session when GET /v1/me answers 401', async () => {
    signInTestUser();
    stubFetch([
      {
        path: '/v1/me',
        respond: () => createJsonResponse({ code: 'UNAUTHENTICATED', message: 'x' }, 401),
      },
    ]);
    renderRoutes(appRoutes, '/projects');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/logout'));
  });

  it('answers unknown addresses with the not-found page', async () => {
    const { router } = renderRoutes(appRoutes, '/nao-existe/mesmo');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nao-existe/mesmo');
  });
});
