import type { Project } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '../../testing/auth-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../testing/fetch-stub.ts';
import { buildPageLinkHeader, buildProject } from '../../testing/project-fixtures.ts';
import { renderRoutes } from '../../testing/render-app.tsx';
import { ProjectsRoute } from './projects.tsx';

const routes = [
  { path: '/projects', element: <ProjectsRoute /> },
  { path: '/projects/:id/rooms', element: <h1>Carga Térmica</h1> },
];

const me = { subject: 's1', username: 'maria', email: null, name: 'Maria', isEditor: false };

const pageOne: Project[] = [
  buildProject({ id: 12, name: 'Câmara de congelados', status: 'PENDING', totalValue: 0 }),
  buildProject({
    id: 11,
    name: 'Túnel de resfriamento',
    status: 'CLOSED_WON',
    totalValue: 1234567.5,
    customer: { name: 'Laticínios Serra' },
  }),
  buildProject({ id: 10, name: 'Sem cliente', status: 'IN_REVIEW', customer: { name: null } }),
  buildProject({ id: 9, name: 'Negócio perdido', status: 'CLOSED_LOST' }),
];

type ListAnswer = { projects: Project[]; total: number; lastPage?: number };

/** GET /v1/projects answering `answer(url)` with x-total-count and a Link header. */
function stubProjectsApi(
  answer: (url: URL) => ListAnswer | Response,
  extra: Parameters<typeof stubFetch>[0] = [],
  user = me,
) {
  return stubFetch([
    { path: '/v1/me', respond: () => createJsonResponse(user) },
    {
      path: '/v1/projects',
      respond: (request) => {
        const url = new URL(request.url);
        const result = answer(url);
        if (result instanceof Response) return result;
        const page = Number(url.searchParams.get('page') ?? '1');
        const size = Number(url.searchParams.get('size') ?? '10');
        const lastPage = result.lastPage ?? Math.max(1, Math.ceil(result.total / size));
        return createJsonResponse(result.projects, 200, {
          'x-total-count': String(result.total),
          link: buildPageLinkHeader(page, lastPage, size),
        });
      },
    },
    {
      method: 'POST',
      path: '/v1/projects/11/copy',
      respond: () =>
        createJsonResponse(buildProject({ id: 13, name: 'Cópia de Túnel de resfriamento' }), 201),
    },
    ...extra,
  ]);
}

function listRequests(fetchMock: ReturnType<typeof stubFetch>): URL[] {
  return fetchMock.mock.calls
    .map((_, index) => readFetchRequest(fetchMock, index))
    .filter(
      (request) => request.method === 'GET' && new URL(request.url).pathname === '/v1/projects',
    )
    .map((request) => new URL(request.url));
}

function getRow(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('/projects', () => {
  beforeEach(() => {
    signInTestUser();
  });

  it('shows the title, "Novo Projeto" and the rows with Ref., link, customer, badge and value', async () => {
    const fetchMock = stubProjectsApi(() => ({ projects: pageOne, total: 3 }));
    renderRoutes(routes, '/projects');

    expect(screen.getByRole('heading', { name: 'Projetos', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Projeto' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando projetos' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Projetos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Ref.',
      'Nome',
      'Cliente',
      'Status',
      'Valor (total da nota)',
      'Ações',
    ]);

    const pending = within(getRow('Câmara de congelados')).getAllByRole('cell');
    expect(pending.map((cell) => cell.textContent)).toEqual([
      '12',
      'Câmara de congelados',
      'Frigorífico Boa Vista',
      'PENDENTE',
      'R$\u00a00,00',
      'Editar DadosCriar cópiaArquivarExcluir',
    ]);
    expect(screen.getByRole('link', { name: 'Câmara de congelados' })).toHaveAttribute(
      'href',
      '/projects/12/rooms',
    );
    const won = within(getRow('Túnel de resfriamento'));
    expect(won.getByText('FECHADO/GANHO')).toBeInTheDocument();
    expect(won.getByText('R$ 1.234.567,50')).toBeInTheDocument();
    expect(within(getRow('Sem cliente')).getByText('Não informado')).toBeInTheDocument();

    // Red for PENDING, green for the others but FECHADO/PERDIDO, grey (not a success).
    const badgeOf = (text: string) => within(table).getByText(text).closest('.mantine-Badge-root');
    expect(badgeOf('PENDENTE')).toHaveAttribute('data-status', 'PENDING');
    expect(badgeOf('PENDENTE')?.getAttribute('style')).toContain('--mantine-color-red-9');
    expect(badgeOf('EM REVISAO')?.getAttribute('style')).toContain('#237032');
    expect(badgeOf('FECHADO/GANHO')?.getAttribute('style')).toContain('#237032');
    expect(badgeOf('FECHADO/PERDIDO')?.getAttribute('style')).toContain('--mantine-color-gray-7');
    expect(badgeOf('FECHADO/PERDIDO')?.getAttribute('style')).not.toContain('#237032');

    const [request] = listRequests(fetchMock);
    expect(request?.search).toBe('?page=1&size=10');
    expect(readFetchRequest(fetchMock, 0).headers.get('authorization')).toMatch(/^Bearer /);
    expect(screen.getByText('Página 1 de 1 · 3 projetos')).toBeInTheDocument();
  });

  it('says "visualizada há 2 dias" under the status of a project whose link was viewed', async () => {
    const twoDaysAgo = new Date(Date.now() - (2 * 24 + 1) * 3600 * 1000).toISOString();
    stubProjectsApi(() => ({
      projects: [
        buildProject({ id: 12, name: 'Vista', status: 'SENT', lastViewedAt: twoDaysAgo }),
        buildProject({ id: 11, name: 'Não vista', status: 'SENT', lastViewedAt: null }),
      ],
      total: 2,
    }));
    renderRoutes(routes, '/projects');
    await screen.findByRole('table', { name: 'Projetos' });
    const viewed = within(getRow('Vista')).getAllByRole('cell')[3];
    expect(viewed?.textContent).toBe('ENVIADOvisualizada há 2 dias');
    const notViewed = within(getRow('Não vista')).getAllByRole('cell')[3];
    expect(notViewed?.textContent).toBe('ENVIADO');
  });

  it('opens the room editor from the project name', async () => {
    stubProjectsApi(() => ({ projects: pageOne, total: 3 }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/projects');
    await user.click(await screen.findByRole('link', { name: 'Túnel de resfriamento' }));
    expect(await screen.findByRole('heading', { name: 'Carga Térmica' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/11/rooms');
  });

  it('says when there is no project, with a hint to create one when no filter is set', async () => {
    stubProjectsApi(() => ({ projects: [], total: 0 }));
    renderRoutes(routes, '/projects');
    expect(await screen.findByText('Nenhum projeto encontrado.')).toBeInTheDocument();
    expect(
      screen.getByText('Clique em "Novo Projeto" para criar o seu primeiro projeto.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('suggests changing the filters when filtered projects are none', async () => {
    stubProjectsApi(() => ({ projects: [], total: 0 }));
    renderRoutes(routes, '/projects?status=SENT');
    expect(await screen.findByText('Nenhum projeto encontrado.')).toBeInTheDocument();
    expect(screen.getByText(/Mude os filtros ou clique em "Limpar Filtros"/)).toBeInTheDocument();
  });

  it('warns "Erro ao recuperar projetos." when the list fails, and can try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fails = true;
    stubProjectsApi(() =>
      fails
        ? createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro' }, 500)
        : { projects: pageOne, total: 3 },
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');

    expect(await screen.findByText('Erro ao recuperar projetos.')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os projetos.')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Projetos' })).toBeInTheDocument();
  });

  it('puts the filters in the query string from page 1 in the chosen size, and asks the API with them', async () => {
    const fetchMock = stubProjectsApi(() => ({ projects: pageOne, total: 3 }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/projects?page=3&size=20');
    await screen.findByRole('table');

    const filters = screen.getByRole('search', { name: 'Filtros de projetos' });
    await user.type(within(filters).getByLabelText('Nome do projeto'), '  Túnel ');
    await user.type(within(filters).getByLabelText('Nome do cliente'), 'Serra');
    // The status list and the calendar load on first use, then open.
    await user.click(within(filters).getByRole('combobox', { name: 'Status' }));
    await user.click(
      await screen.findByRole('option', { name: 'FECHADO/GANHO' }, { timeout: 15_000 }),
    );
    const day = dayjs().date(10);
    await user.click(within(filters).getByRole('button', { name: 'Data inicial' }));
    await user.click(
      await screen.findByRole('button', { name: day.format('DD/MM/YYYY') }, { timeout: 15_000 }),
    );
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }));

    const startDate = day.format('YYYY-MM-DD');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        projectName: 'Túnel',
        customerName: 'Serra',
        status: 'CLOSED_WON',
        startDate,
        page: '1',
        size: '20',
      }),
    );
    await waitFor(() => expect(listRequests(fetchMock)).toHaveLength(2));
    const request = listRequests(fetchMock)[1];
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      page: '1',
      size: '20',
      projectName: 'Túnel',
      customerName: 'Serra',
      status: 'CLOSED_WON',
      startDate,
    });
  }, 20_000);

  it('starts from the filters in the address, and "Limpar Filtros" empties fields and query string', async () => {
    const fetchMock = stubProjectsApi(() => ({ projects: pageOne, total: 3 }));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      routes,
      '/projects?projectName=Alfa&status=SENT&startDate=2026-02-03&endDate=2026-02-20&page=2&size=10',
    );
    await screen.findByRole('table');
    const filters = screen.getByRole('search', { name: 'Filtros de projetos' });
    expect(within(filters).getByLabelText('Nome do projeto')).toHaveValue('Alfa');
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('ENVIADO');
    expect(within(filters).getByRole('button', { name: 'Data inicial' })).toHaveTextContent(
      '03/02/2026',
    );
    expect(within(filters).getByRole('button', { name: 'Data final' })).toHaveTextContent(
      '20/02/2026',
    );
    expect(listRequests(fetchMock)[0]?.searchParams.get('endDate')).toBe('2026-02-20');

    await user.click(within(filters).getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(filters).getByLabelText('Nome do projeto')).toHaveValue('');
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.search).toBe('?page=1&size=10'));
  });

  it('follows the Link header with the first, previous and next page buttons', async () => {
    const fetchMock = stubProjectsApi(() => ({ projects: pageOne, total: 25 }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/projects?status=PENDING&page=2&size=10');
    await screen.findByRole('table');

    const pagination = screen.getByRole('navigation', { name: 'Paginação' });
    const first = within(pagination).getByRole('button', { name: 'Primeira página' });
    const prev = within(pagination).getByRole('button', { name: 'Página anterior' });
    const next = within(pagination).getByRole('button', { name: 'Próxima página' });
    expect(pagination).toHaveTextContent('Página 2 de 3 · 25 projetos');
    expect(first).toBeEnabled();
    expect(prev).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(next);
    await waitFor(() => expect(pagination).toHaveTextContent('Página 3 de 3'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('PENDING');
    await waitFor(() => expect(next).toBeDisabled());
    expect(listRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('3');

    await user.click(first);
    await waitFor(() => expect(pagination).toHaveTextContent('Página 1 de 3'));
    await waitFor(() => expect(first).toBeDisabled());
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    await waitFor(() => expect(pagination).toHaveTextContent('Página 2 de 3'));
    await user.click(prev);
    await waitFor(() => expect(pagination).toHaveTextContent('Página 1 de 3'));
  });

  it('shows the last page in place of a page past it, never the empty-state text', async () => {
    const fetchMock = stubProjectsApi((url) => ({
      projects: Number(url.searchParams.get('page')) > 3 ? [] : pageOne,
      total: 25,
    }));
    const { router } = renderRoutes(routes, '/projects?projectName=c%C3%A2mara&page=99&size=10');

    const pagination = await screen.findByRole('navigation', { name: 'Paginação' });
    await waitFor(() => expect(pagination).toHaveTextContent('Página 3 de 3 · 25 projetos'));
    expect(screen.getByRole('table', { name: 'Projetos' })).toBeInTheDocument();
    expect(screen.queryByText('Nenhum projeto encontrado.')).not.toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      projectName: 'câmara',
      page: '3',
      size: '10',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(listRequests(fetchMock).map((url) => url.searchParams.get('page'))).toEqual(['99', '3']);
  });

  it('offers a link to the last page when a page inside the count comes back empty', async () => {
    stubProjectsApi((url) =>
      url.searchParams.get('page') === '2'
        ? { projects: [], total: 25 }
        : { projects: pageOne, total: 25 },
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/projects?page=2');

    expect(
      await screen.findByText('A página 2 não tem projetos: a lista vai até a página 3.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nenhum projeto encontrado.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a última página' }));
    expect(await screen.findByRole('table', { name: 'Projetos' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
  });

  it('says "mais de 50 projetos" without a last page when the server stops counting', async () => {
    stubProjectsApi(() =>
      createJsonResponse(pageOne, 200, {
        'x-total-count': '50',
        'x-total-count-capped': 'true',
        link: buildPageLinkHeader(1, 5, 10),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/projects');
    expect(await screen.findByText('Página 1 · mais de 50 projetos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'),
    );
  });

  it('says "Página 3 de 3 · 25 projetos" with an exact total', async () => {
    stubProjectsApi(() =>
      createJsonResponse(pageOne.slice(0, 5), 200, {
        'x-total-count': '25',
        link: buildPageLinkHeader(3, 3, 10),
      }),
    );
    renderRoutes(routes, '/projects?page=3');
    expect(await screen.findByText('Página 3 de 3 · 25 projetos')).toBeInTheDocument();
  });

  it('keeps the page size in the query string and goes back to page 1 when it changes', async () => {
    stubProjectsApi(() => ({ projects: pageOne, total: 45 }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/projects?page=3');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Projetos por página'), '20');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        page: '1',
        size: '20',
      }),
    );
    expect(await screen.findByText('Página 1 de 3 · 45 projetos')).toBeInTheDocument();
  });

  it('"Editar Dados" opens the project modal with that project loaded', async () => {
    const fetchMock = stubProjectsApi(
      () => ({ projects: pageOne, total: 3 }),
      [{ path: '/v1/projects/11', respond: () => createJsonResponse(pageOne[1]) }],
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');
    await screen.findByRole('table');
    const edit = within(getRow('Túnel de resfriamento')).getByRole('button', {
      name: 'Editar Dados',
    });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Projeto' });
    expect(await within(dialog).findByRole('textbox', { name: 'Nome do projeto' })).toHaveValue(
      'Túnel de resfriamento',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue(
      'Laticínios Serra',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('FECHADO/GANHO');
    expect(
      fetchMock.mock.calls.some(
        (_, index) =>
          new URL(readFetchRequest(fetchMock, index).url).pathname === '/v1/projects/11',
      ),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Novo Projeto" creates a project and shows the first page, where it is listed', async () => {
    const fetchMock = stubProjectsApi(
      () => ({ projects: pageOne, total: 25 }),
      [
        {
          method: 'POST',
          path: '/v1/projects',
          respond: () => createJsonResponse(buildProject({ id: 99, name: 'Nova câmara' }), 201),
        },
      ],
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/projects?status=PENDING&page=2&size=10');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Novo Projeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Projeto' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nome do projeto' }),
      'Nova câmara',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Novo projeto criado!')).toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1'),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('PENDING');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('1'));
  });

  it('asks before copying, copies, says so and reloads the list', async () => {
    const fetchMock = stubProjectsApi(() => ({ projects: pageOne, total: 3 }));
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');
    await screen.findByRole('table');

    await user.click(
      within(getRow('Túnel de resfriamento')).getByRole('button', { name: 'Criar cópia' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cópia' });
    expect(dialog).toHaveTextContent('Criar uma cópia do projeto Túnel de resfriamento?');
    const copies = () =>
      fetchMock.mock.calls.filter(
        (_, index) => readFetchRequest(fetchMock, index).method === 'POST',
      );

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(copies()).toHaveLength(0);

    await user.click(
      within(getRow('Túnel de resfriamento')).getByRole('button', { name: 'Criar cópia' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar cópia' })).getByRole('button', {
        name: 'Criar cópia',
      }),
    );
    expect(await screen.findByText('Projeto copiado com sucesso.')).toBeInTheDocument();
    expect(copies()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listRequests(fetchMock)).toHaveLength(2));
  });

  it('warns "Erro ao criar cópia de projeto." and still reloads the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubProjectsApi(
      () => ({ projects: pageOne, total: 3 }),
      [
        {
          method: 'POST',
          path: '/v1/projects/12/copy',
          respond: () => createJsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado' }, 404),
        },
      ],
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');
    await screen.findByRole('table');
    await user.click(
      within(getRow('Câmara de congelados')).getByRole('button', { name: 'Criar cópia' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar cópia' })).getByRole('button', {
        name: 'Criar cópia',
      }),
    );
    expect(await screen.findByText('Erro ao criar cópia de projeto.')).toBeInTheDocument();
    await waitFor(() => expect(listRequests(fetchMock)).toHaveLength(2));
  });

  it('shows editors a "Responsável" column and filter, which asks the API by owner', async () => {
    const fetchMock = stubProjectsApi(
      () => ({
        projects: [
          buildProject({
            id: 12,
            name: 'Câmara de congelados',
            owner: { username: 'joao', name: null },
          }),
        ],
        total: 1,
      }),
      [
        {
          path: '/v1/projects/owners',
          respond: () =>
            createJsonResponse([
              { username: 'joao', name: null },
              { username: 'maria', name: 'Maria' },
            ]),
        },
      ],
      { ...me, isEditor: true },
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/projects?owner=joao');
    const table = await screen.findByRole('table', { name: 'Projetos' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toContain('Responsável'),
    );
    expect(within(getRow('Câmara de congelados')).getByText('joao')).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)?.searchParams.get('owner')).toBe('joao');
    // Loaded for editors only, after the list (docs/decisions/046).
    expect(await screen.findByRole('combobox', { name: 'Responsável' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)?.searchParams.has('owner')).toBe(false),
    );
  });

  it('"Arquivados" asks for the archived projects, marked, with "Desarquivar"', async () => {
    const archived = buildProject({
      id: 7,
      name: 'Projeto antigo',
      archivedAt: '2026-11-01T12:00:00.000Z',
    });
    const fetchMock = stubProjectsApi((url) =>
      url.searchParams.get('archived') === 'true'
        ? { projects: [archived], total: 1 }
        : { projects: pageOne, total: 4 },
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');
    await screen.findByRole('table');
    expect(screen.queryByText('Arquivado')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Arquivados/ }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const row = await waitFor(() => getRow('Projeto antigo'));
    expect(within(row).getByText('Arquivado')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Desarquivar' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)?.searchParams.get('archived')).toBe('true');
  });

  it('asks before deleting; a project the server keeps shows its message and offers "Arquivar"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message =
      'Este projeto tem proposta emitida ou enviada e não pode ser excluído: arquive-o para tirá-lo da lista.';
    const fetchMock = stubProjectsApi(
      () => ({ projects: pageOne, total: 4 }),
      [
        {
          method: 'DELETE',
          path: '/v1/projects/11',
          respond: () => createJsonResponse({ code: 'PROJECT_HAS_ISSUED_PROPOSAL', message }, 409),
        },
        {
          method: 'POST',
          path: '/v1/projects/11/archive',
          respond: () =>
            createJsonResponse(
              buildProject({ id: 11, archivedAt: '2026-11-28T12:00:00.000Z' }),
              200,
            ),
        },
      ],
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');
    await screen.findByRole('table');
    await user.click(
      within(getRow('Túnel de resfriamento')).getByRole('button', { name: 'Excluir' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir projeto' });
    expect(dialog).toHaveTextContent('Excluir o projeto Túnel de resfriamento');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText('Projeto arquivado.')).toBeInTheDocument();
    const posts = fetchMock.mock.calls
      .map((_, index) => readFetchRequest(fetchMock, index))
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(posts).toEqual(['DELETE /v1/projects/11', 'POST /v1/projects/11/archive']);
  });
});
