import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { createJsonResponse, readFetchRequest } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { stubTemplatesApi } from '../testing/template-fixtures.ts';
import { TemplatesScreen } from './templates-screen.tsx';

const routes = [
  {
    path: '/proposal-templates',
    element: (
      <>
        <Link to="/projects">Projetos</Link>
        <TemplatesScreen />
      </>
    ),
  },
  { path: '/projects', element: <h1>Projetos</h1> },
];

const GROUP_NAMES = [
  'Apresentação',
  'Características — Evaporador',
  'Características — Unidade condensadora',
  'Características — Unidade compressora',
  'Características — Condensador remoto',
  'Composição de preços',
  'Condições de pagamento',
  'Garantia',
  'Instalação',
  'Prazo de entrega',
  'Transporte',
  'Cadastro de crédito',
  'Validade da proposta',
  'Termos e condições gerais de venda',
  'Responsáveis',
];

type FetchMock = ReturnType<typeof stubTemplatesApi>;

function listRequests(fetchMock: FetchMock, method?: string): Request[] {
  return fetchMock.mock.calls
    .map((_, index) => readFetchRequest(fetchMock, index))
    .filter((request) => !method || request.method === method);
}

function requestsTo(fetchMock: FetchMock, method: string, path: string): Request[] {
  return listRequests(fetchMock, method).filter(
    (request) => new URL(request.url).pathname === path,
  );
}

async function renderScreen() {
  signInTestUser();
  const view = renderRoutes(routes, '/proposal-templates');
  await screen.findByRole('heading', { name: 'Apresentação', level: 2 });
  return view;
}

function group(name: string) {
  return screen.getByRole('region', { name });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

/** Opens the form's rich-text editor (loaded lazily) and types `text` over its whole text. */
async function typeInEditor(user: UserEvent, form: HTMLElement, text: string) {
  await user.click(within(form).getByRole('button', { name: 'Adicionar Texto — Texto' }));
  const editor = await within(form).findByRole('textbox', { name: 'Texto' });
  editor.focus();
  await user.keyboard('{Control>}a{/Control}');
  await user.keyboard(text);
}

/** Replaces the text of the open form through the rich-text block ('Adicionar Texto' … 'Confirmar'). */
async function typeText(user: UserEvent, form: HTMLElement, text: string) {
  await typeInEditor(user, form, text);
  await user.click(within(form).getByRole('button', { name: 'Confirmar — Texto' }));
}

describe('Modelos de texto (editor)', { timeout: 20_000 }, () => {
  it('shows every group in proposal order, each template with its text and the default marked', async () => {
    stubTemplatesApi();
    await renderScreen();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(GROUP_NAMES);

    const presentation = group('Apresentação');
    const titles = within(presentation)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Apresentação padrão', 'Apresentação curta']);
    expect(within(card('Apresentação padrão')).getByText('Padrão')).toBeInTheDocument();
    expect(within(card('Apresentação curta')).queryByText('Padrão')).toBeNull();
    expect(card('Apresentação padrão')).toHaveTextContent(
      'Prezado cliente, apresentamos a nossa proposta.',
    );
    expect(within(group('Características — Evaporador')).getByText('Padrão')).toBeInTheDocument();
    expect(within(group('Garantia')).getAllByRole('article')).toHaveLength(2);
    expect(within(group('Responsáveis')).getByText('Nenhum modelo neste grupo.')).toBeVisible();
    for (const name of GROUP_NAMES) {
      expect(
        within(group(name)).getByRole('button', { name: `Novo modelo — ${name}` }),
      ).toBeInTheDocument();
    }
  });

  it('saves an edit with PUT and the version it was loaded with, then says so', async () => {
    const fetchMock = stubTemplatesApi();
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Editar Apresentação curta' }));
    const form = screen.getByRole('form', { name: 'Editar modelo Apresentação curta' });
    const title = within(form).getByRole('textbox', { name: /Título/ });
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, 'Apresentação formal');
    await typeText(user, form, 'Prezados senhores, segue a proposta.');
    await user.click(within(form).getByRole('checkbox', { name: 'Usar como padrão' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Salvo com sucesso!')).toBeInTheDocument();
    const [put] = requestsTo(fetchMock, 'PUT', '/v1/proposals/templates/2');
    expect(await put?.json()).toEqual({
      kind: 'presentation',
      key: null,
      title: 'Apresentação formal',
      text: 'Prezados senhores, segue a proposta.',
      isDefault: true,
      version: 1,
    });
    // The list is asked again: the new default took the badge from the old one.
    await waitFor(() => expect(card('Apresentação formal')).toHaveTextContent('Padrão'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(card('Apresentação padrão')).queryByText('Padrão')).toBeNull();
  });

  it('keeps what was typed on a 409 and shows the server message', async () => {
    const conflict = 'Este modelo foi alterado por outra pessoa. Recarregue e tente novamente.';
    const fetchMock = stubTemplatesApi({
      respondPut: () => createJsonResponse({ code: 'CONFLICT', message: conflict }, 409),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Editar Apresentação padrão' }));
    const form = screen.getByRole('form', { name: 'Editar modelo Apresentação padrão' });
    const title = within(form).getByRole('textbox', { name: /Título/ });
    await user.clear(title);
    await user.type(title, 'Minha versão');
    await typeText(user, form, 'Texto que não pode se perder.');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao salvar modelo.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(conflict);
    expect(title).toHaveValue('Minha versão');
    expect(within(form).getByLabelText('Texto')).toHaveTextContent('Texto que não pode se perder.');
    const [put] = requestsTo(fetchMock, 'PUT', '/v1/proposals/templates/1');
    expect(((await put?.json()) as { version: number }).version).toBe(3);
  });

  it('loads the saved version after a 409 when asked to', async () => {
    let isStale = true;
    stubTemplatesApi({
      respondPut: () =>
        isStale ? createJsonResponse({ code: 'CONFLICT', message: 'Versão antiga.' }, 409) : null,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Editar Apresentação curta' }));
    const form = screen.getByRole('form', { name: 'Editar modelo Apresentação curta' });
    const title = within(form).getByRole('textbox', { name: /Título/ });
    await user.type(title, ' (rascunho)');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await user.click(await within(form).findByRole('button', { name: 'Recarregar modelo' }));

    await waitFor(() => expect(title).toHaveValue('Apresentação curta'));
    expect(within(form).queryByRole('alert')).toBeNull();
    isStale = false;
    await user.type(title, ' 2');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('article', { name: 'Apresentação curta 2' })).toBeVisible();
  });

  it('creates a template in its group with POST (an equipment type carries its key)', async () => {
    const fetchMock = stubTemplatesApi();
    const user = userEvent.setup();
    await renderScreen();

    const evaporators = group('Características — Evaporador');
    await user.click(
      within(evaporators).getByRole('button', {
        name: 'Novo modelo — Características — Evaporador',
      }),
    );
    const form = within(evaporators).getByRole('form', {
      name: 'Novo modelo — Características — Evaporador',
    });
    await user.type(within(form).getByRole('textbox', { name: /Título/ }), 'Evaporador inox');
    await typeText(user, form, 'Gabinete em aço inoxidável.');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Salvo com sucesso!')).toBeInTheDocument();
    const [post] = requestsTo(fetchMock, 'POST', '/v1/proposals/templates');
    expect(await post?.json()).toEqual({
      kind: 'equipmentCharacteristic',
      key: 'EVAPORATOR',
      title: 'Evaporador inox',
      text: 'Gabinete em aço inoxidável.',
      isDefault: false,
    });
    expect(
      await within(evaporators).findByRole('article', { name: 'Evaporador inox' }),
    ).toHaveTextContent('Gabinete em aço inoxidável.');
  });

  it('works by keyboard: Enter opens the form and saves it; the focus returns to the card', async () => {
    const fetchMock = stubTemplatesApi();
    const user = userEvent.setup();
    await renderScreen();

    const edit = screen.getByRole('button', { name: 'Editar Garantia estendida' });
    edit.focus();
    await user.keyboard('{Enter}');
    const title = screen.getByRole('textbox', { name: /Título/ });
    expect(title).toHaveFocus();
    await user.keyboard('{End} e assistência{Enter}');

    expect(await screen.findByText('Salvo com sucesso!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', '/v1/proposals/templates/5')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Editar Garantia estendida e assistência' }),
      ).toHaveFocus(),
    );

    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: /Editar modelo Garantia estendida/ });
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(
      screen.getByRole('button', { name: 'Editar Garantia estendida e assistência' }),
    ).toHaveFocus();
  });

  it('asks for the title in Portuguese and sends nothing without one', async () => {
    const fetchMock = stubTemplatesApi();
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Novo modelo — Garantia' }));
    const form = screen.getByRole('form', { name: 'Novo modelo — Garantia' });
    await user.type(within(form).getByRole('textbox', { name: /Título/ }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await within(form).findByText('Informe o título.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Título/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(listRequests(fetchMock, 'POST')).toHaveLength(0);
  });

  it('archives a template after confirmation (DELETE), and Cancelar keeps it', async () => {
    const fetchMock = stubTemplatesApi();
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Arquivar Garantia estendida' }));
    let dialog = await screen.findByRole('dialog', { name: 'Arquivar modelo?' });
    expect(dialog).toHaveTextContent('Garantia estendida');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listRequests(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Arquivar Garantia estendida' }));
    dialog = await screen.findByRole('dialog', { name: 'Arquivar modelo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Arquivar' }));

    expect(await screen.findByText('Modelo arquivado.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', '/v1/proposals/templates/5')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Garantia estendida' })).toBeNull(),
    );
    expect(card('Garantia de 12 meses')).toBeInTheDocument();
  });

  it('asks before leaving the screen with unsaved changes', async () => {
    stubTemplatesApi();
    const user = userEvent.setup();
    const { router } = await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Editar Garantia estendida' }));
    await user.type(screen.getByRole('textbox', { name: /Título/ }), ' plus');
    await user.click(screen.getByRole('link', { name: 'Projetos' }));

    let dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    expect(dialog).toHaveTextContent('O modelo Garantia estendida tem alterações');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/proposal-templates');
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Garantia estendida plus');

    // Opening another form asks too.
    await user.click(screen.getByRole('button', { name: 'Editar Garantia de 12 meses' }));
    dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('form', { name: 'Editar modelo Garantia estendida' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Projetos' }));
    dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
  });

  it('counts text typed in the open editor: the leave guard asks, and Salvar sends it', async () => {
    const fetchMock = stubTemplatesApi();
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Editar Garantia estendida' }));
    const form = screen.getByRole('form', { name: 'Editar modelo Garantia estendida' });
    await typeInEditor(user, form, 'Garantia de 24 meses.');
    await user.click(screen.getByRole('link', { name: 'Projetos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo com sucesso!')).toBeInTheDocument();
    const [put] = requestsTo(fetchMock, 'PUT', '/v1/proposals/templates/5');
    expect(await put?.json()).toMatchObject({ text: 'Garantia de 24 meses.' });
  });

  it('leaves without asking when the editor was opened and confirmed without an edit', async () => {
    stubTemplatesApi();
    const user = userEvent.setup();
    const { router } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Editar Garantia estendida' }));
    const form = screen.getByRole('form', { name: 'Editar modelo Garantia estendida' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar Texto — Texto' }));
    await within(form).findByRole('textbox', { name: 'Texto' });
    await user.click(within(form).getByRole('button', { name: 'Confirmar — Texto' }));
    await user.click(screen.getByRole('link', { name: 'Projetos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
  });

  it('leaves without asking when nothing changed', async () => {
    stubTemplatesApi();
    const user = userEvent.setup();
    const { router } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Editar Garantia estendida' }));
    await user.click(screen.getByRole('link', { name: 'Projetos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
  });

  it('says when the templates cannot be loaded', async () => {
    stubTemplatesApi({
      respondList: () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInTestUser();
    renderRoutes(routes, '/proposal-templates');
    expect(await screen.findByText('Erro ao recuperar modelos.')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os modelos.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('Modelos de texto (not an editor)', () => {
  it('says only editors may change them and asks the server for nothing', async () => {
    const fetchMock = stubTemplatesApi({ isEditor: false });
    signInTestUser();
    renderRoutes(routes, '/proposal-templates');

    expect(
      await screen.findByText('Somente editores podem alterar os modelos de texto.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const paths = listRequests(fetchMock).map((request) => new URL(request.url).pathname);
    expect(paths).toEqual(['/v1/me']);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByText('Apresentação padrão')).toBeNull();
  });
});
