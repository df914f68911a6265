import type { Project } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { buildProject } from '../../../testing/project-fixtures.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { ProjectFormModal, type ProjectFormTarget } from './project-form-modal.tsx';

const onCreated = vi.fn<(project: Project) => void>();

/** Opens the modal from a button, as the project list does. */
function Harness({ target }: { target: ProjectFormTarget }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Abrir
      </button>
      <ProjectFormModal
        opened={isOpen}
        target={target}
        onClose={() => setIsOpen(false)}
        onCreated={onCreated}
      />
    </>
  );
}

type Route = Parameters<typeof stubFetch>[0][number];

function stubApi({ isEditor = false, routes = [] as Route[] } = {}) {
  return stubFetch([
    {
      path: '/v1/me',
      respond: () =>
        createJsonResponse({ subject: 's', username: 'maria', email: null, name: null, isEditor }),
    },
    {
      path: '/v1/locations/states',
      respond: () =>
        createJsonResponse([
          { uf: 'RJ', name: 'Rio de Janeiro' },
          { uf: 'SP', name: 'São Paulo' },
        ]),
    },
    {
      path: '/v1/locations/states/SP/cities',
      respond: () =>
        createJsonResponse([
          { ibgeCode: 3509502, name: 'Campinas' },
          { ibgeCode: 3548500, name: 'Santos' },
        ]),
    },
    {
      path: '/v1/locations/states/RJ/cities',
      respond: () => createJsonResponse([{ ibgeCode: 3304557, name: 'Rio de Janeiro' }]),
    },
    ...routes,
  ]);
}

async function openModal(target: ProjectFormTarget, user: UserEvent) {
  renderRoutes([{ path: '/', element: <Harness target={target} /> }], '/');
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.findByRole('dialog');
}

/** Picks `option` in the Mantine Select labelled `label`. */
async function choose(user: UserEvent, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function listOptions(user: UserEvent, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label });
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

function postedBodies(fetchMock: ReturnType<typeof stubFetch>, method: string) {
  return Promise.all(
    fetchMock.mock.calls
      .map((_, index) => readFetchRequest(fetchMock, index))
      .filter((request) => request.method === method)
      .map((request) => request.json() as Promise<unknown>),
  );
}

describe('ProjectFormModal', () => {
  beforeEach(() => {
    signInTestUser();
    onCreated.mockReset();
  });

  it('has every field of the form, the country fixed to Brasil and the city waiting for a state', async () => {
    stubApi();
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);

    expect(dialog).toHaveAccessibleName('Novo Projeto');
    const name = within(dialog).getByRole('textbox', { name: 'Nome do projeto' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('maxlength', '60');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('PENDENTE');
    expect(within(dialog).getByRole('group', { name: 'Cliente' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Endereço' })).toBeInTheDocument();
    for (const label of ['Nome do cliente', 'E-mail', 'CNPJ', 'Telefone', 'Logradouro', 'CEP']) {
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue('');
    }
    expect(within(dialog).getByRole('textbox', { name: 'País' })).toHaveValue('Brasil');
    expect(within(dialog).getByRole('textbox', { name: 'País' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Cidade' })).toBeDisabled();
    expect(await listOptions(user, dialog, 'Status')).toEqual([
      'PENDENTE',
      'ENVIADO',
      'EM REVISAO',
      'FECHADO/GANHO',
      'FECHADO/PERDIDO',
    ]);
    expect(await listOptions(user, dialog, 'Estado')).toEqual(['Rio de Janeiro', 'São Paulo']);
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('validates only on submit, with the messages in Portuguese, and sends nothing', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label });

    await user.type(field('E-mail'), 'compras@');
    await user.type(field('CNPJ'), '11222333000100');
    await user.type(field('Telefone'), '1198');
    await user.type(field('CEP'), '1301');
    expect(within(dialog).queryByText('Informe um e-mail válido.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('Informe o nome do projeto.')).toBeInTheDocument();
    expect(field('Nome do projeto')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome do projeto')).toHaveAccessibleDescription('Informe o nome do projeto.');
    expect(field('Nome do projeto')).toHaveFocus();
    expect(field('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(field('CNPJ')).toHaveAccessibleDescription(
      'CNPJ inválido: confira os dígitos verificadores.',
    );
    expect(field('Telefone')).toHaveAccessibleDescription('Informe um telefone válido com DDD.');
    expect(field('CEP')).toHaveAccessibleDescription('Informe um CEP válido (8 dígitos).');
    expect(await postedBodies(fetchMock, 'POST')).toEqual([]);
  });

  it('refuses a name with a direction control before sending, in Portuguese (the API schema)', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label });
    // U+202E would show the rest of the name reversed in file names: "Obra exe.fdp".
    await user.type(field('Nome do projeto'), 'Obra \u202Efdp.exe');
    await user.type(field('Nome do cliente'), 'Cliente\u2066');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const message = 'Use uma só linha, sem caracteres de controle nem marcas de direção do texto.';
    await waitFor(() => expect(field('Nome do projeto')).toHaveAccessibleDescription(message));
    expect(field('Nome do cliente')).toHaveAccessibleDescription(message);
    expect(await postedBodies(fetchMock, 'POST')).toEqual([]);
  });

  it('creates the project with the masks stripped by the schema, says so and closes', async () => {
    const created = buildProject({ id: 42, name: 'Câmara nova' });
    const fetchMock = stubApi({
      isEditor: true,
      routes: [
        { method: 'POST', path: '/v1/projects', respond: () => createJsonResponse(created, 201) },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label });

    await user.type(field('Nome do projeto'), '  Câmara nova ');
    await choose(user, dialog, 'Status', 'EM REVISAO');
    await user.type(field('Nome do cliente'), 'Laticínios Serra');
    await user.type(field('E-mail'), 'compras@serra.com.br');
    await user.type(field('CNPJ'), '12abc34501de35');
    expect(field('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await user.type(field('Telefone'), '1198765432');
    expect(field('Telefone')).toHaveValue('(11) 9876-5432');
    await user.type(field('Telefone'), '1');
    expect(field('Telefone')).toHaveValue('(11) 98765-4321');
    await user.type(field('Logradouro'), 'Av. Brasil, 500');
    await user.type(field('CEP'), '13010000');
    expect(field('CEP')).toHaveValue('13010-000');
    await choose(user, dialog, 'Estado', 'São Paulo');
    await choose(user, dialog, 'Cidade', 'Santos');
    await choose(user, dialog, 'Segmento', 'Supermercado');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Novo projeto criado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(await postedBodies(fetchMock, 'POST')).toEqual([
      {
        name: 'Câmara nova',
        status: 'IN_REVIEW',
        customer: {
          name: 'Laticínios Serra',
          email: 'compras@serra.com.br',
          cnpj: '12ABC34501DE35',
          phone: '11987654321',
          address: {
            street: 'Av. Brasil, 500',
            state: 'SP',
            city: 'Santos',
            country: 'Brasil',
            zipcode: '13010000',
          },
          segment: 'SUPERMARKET',
        },
      },
    ]);
  });

  it('clears the city when the state changes and offers the new state cities', async () => {
    stubApi();
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    await choose(user, dialog, 'Estado', 'São Paulo');
    const city = within(dialog).getByRole('combobox', { name: 'Cidade' });
    await waitFor(() => expect(city).toBeEnabled());
    await choose(user, dialog, 'Cidade', 'Campinas');
    expect(city).toHaveValue('Campinas');

    await choose(user, dialog, 'Estado', 'Rio de Janeiro');
    expect(city).toHaveValue('');
    expect(await listOptions(user, dialog, 'Cidade')).toEqual(['Rio de Janeiro']);
  });

  it('puts the server 400 details under the matching fields and warns "Erro ao criar projeto."', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      routes: [
        {
          method: 'POST',
          path: '/v1/projects',
          respond: () =>
            createJsonResponse(
              {
                code: 'VALIDATION_FAILED',
                message: 'Dados inválidos.',
                details: [
                  { path: 'name', message: 'Já existe um projeto com este nome.' },
                  { path: 'customer.cnpj', message: 'CNPJ recusado pelo servidor.' },
                  { path: 'customer.address.zipcode', message: 'CEP inexistente.' },
                  { path: 'customer.segment', message: 'Segmento não permitido.' },
                  { path: 'owner', message: 'Dono inválido.' },
                ],
              },
              400,
            ),
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome do projeto' }), 'Alfa');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao criar projeto.')).toBeInTheDocument();
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label });
    await waitFor(() =>
      expect(field('Nome do projeto')).toHaveAccessibleDescription(
        'Já existe um projeto com este nome.',
      ),
    );
    expect(field('Nome do projeto')).toHaveFocus();
    expect(field('CNPJ')).toHaveAccessibleDescription('CNPJ recusado pelo servidor.');
    expect(field('CEP')).toHaveAccessibleDescription('CEP inexistente.');
    expect(within(dialog).getByRole('combobox', { name: 'Segmento' })).toHaveAccessibleDescription(
      'Segmento não permitido.',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dono inválido.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('warns "Erro ao criar projeto." when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      routes: [
        {
          method: 'POST',
          path: '/v1/projects',
          respond: () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Falhou' }, 500),
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome do projeto' }), 'Alfa');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao criar projeto.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  describe('editing', () => {
    const saved = buildProject({
      id: 5,
      name: 'Câmara de frutas',
      status: 'SENT',
      version: 3,
      customer: { segment: 'RESALE' },
    });

    it('loads the project with its masks and saves it with its version', async () => {
      let answerProject = () => {};
      const projectAnswered = new Promise<void>((resolve) => {
        answerProject = resolve;
      });
      const fetchMock = stubApi({
        routes: [
          {
            path: '/v1/projects/5',
            respond: async () => {
              await projectAnswered;
              return createJsonResponse(saved);
            },
          },
          {
            method: 'PUT',
            path: '/v1/projects/5',
            respond: () => createJsonResponse({ ...saved, name: 'Câmara de uvas', version: 4 }),
          },
        ],
      });
      const user = userEvent.setup();
      const dialog = await openModal({ mode: 'edit', projectId: 5 }, user);
      expect(dialog).toHaveAccessibleName('Editar Projeto');
      expect(
        within(dialog).getByRole('status', { name: 'Carregando projeto' }),
      ).toBeInTheDocument();
      answerProject();

      const field = (label: string) => within(dialog).getByRole('textbox', { name: label });
      expect(await within(dialog).findByRole('textbox', { name: 'Nome do projeto' })).toHaveValue(
        'Câmara de frutas',
      );
      expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('ENVIADO');
      expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');
      expect(field('Telefone')).toHaveValue('(11) 98765-4321');
      expect(field('CEP')).toHaveValue('13010-000');
      expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo');
      expect(within(dialog).getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
      expect(within(dialog).getByRole('combobox', { name: 'Segmento' })).toHaveValue('Revenda');

      await user.clear(field('Nome do projeto'));
      await user.type(field('Nome do projeto'), 'Câmara de uvas');
      await choose(user, dialog, 'Status', 'FECHADO/PERDIDO');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

      expect(await screen.findByText('Projeto atualizado!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await postedBodies(fetchMock, 'PUT')).toEqual([
        {
          name: 'Câmara de uvas',
          status: 'CLOSED_LOST',
          version: 3,
          customer: {
            name: 'Frigorífico Boa Vista',
            email: 'compras@boavista.com.br',
            cnpj: '11222333000181',
            phone: '11987654321',
            address: {
              street: 'Rua das Palmeiras, 100',
              state: 'SP',
              city: 'Campinas',
              country: 'Brasil',
              zipcode: '13010000',
            },
            segment: 'RESALE',
          },
        },
      ]);
    });

    it('says another person changed the project when the server answers 409', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      stubApi({
        routes: [
          { path: '/v1/projects/5', respond: () => createJsonResponse(saved) },
          {
            method: 'PUT',
            path: '/v1/projects/5',
            respond: () => createJsonResponse({ code: 'CONFLICT', message: 'Conflito' }, 409),
          },
        ],
      });
      const user = userEvent.setup();
      const dialog = await openModal({ mode: 'edit', projectId: 5 }, user);
      await within(dialog).findByRole('textbox', { name: 'Nome do projeto' });
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(
        await screen.findByText(
          'Este projeto foi alterado por outra pessoa. Recarregue e tente novamente.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Erro ao editar projeto.')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('warns "Erro ao editar projeto." when the save fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      stubApi({
        routes: [
          { path: '/v1/projects/5', respond: () => createJsonResponse(saved) },
          {
            method: 'PUT',
            path: '/v1/projects/5',
            respond: () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
          },
        ],
      });
      const user = userEvent.setup();
      const dialog = await openModal({ mode: 'edit', projectId: 5 }, user);
      await within(dialog).findByRole('textbox', { name: 'Nome do projeto' });
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Erro ao editar projeto.')).toBeInTheDocument();
    });

    it('warns "Erro ao recuperar projeto." and closes when the project cannot be loaded', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      stubApi(); // GET /v1/projects/5 → 404
      const user = userEvent.setup();
      renderRoutes(
        [{ path: '/', element: <Harness target={{ mode: 'edit', projectId: 5 }} /> }],
        '/',
      );
      await user.click(screen.getByRole('button', { name: 'Abrir' }));
      expect(await screen.findByText('Erro ao recuperar projeto.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('segment options by role (spec part 1 §2)', () => {
    const editorSegments = ['Câmaras Industriais', 'Supermercado'];
    const allSegments = [...editorSegments, 'Revenda', 'Exportação', 'Fabricantes de Equipamentos'];

    it('offers editors only the first two', async () => {
      stubApi({ isEditor: true });
      const user = userEvent.setup();
      const dialog = await openModal({ mode: 'create' }, user);
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'Segmento' })).toBeEnabled(),
      );
      expect(await listOptions(user, dialog, 'Segmento')).toEqual(editorSegments);
    });

    it('offers other users all five', async () => {
      stubApi({ isEditor: false });
      const user = userEvent.setup();
      const dialog = await openModal({ mode: 'create' }, user);
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'Segmento' })).toBeEnabled(),
      );
      expect(await listOptions(user, dialog, 'Segmento')).toEqual(allSegments);
    });

    it('keeps the saved segment of an edited project even when the role does not offer it', async () => {
      const exported = buildProject({ id: 5, customer: { segment: 'EXPORT' } });
      stubApi({
        isEditor: true,
        routes: [{ path: '/v1/projects/5', respond: () => createJsonResponse(exported) }],
      });
      const user = userEvent.setup();
      const dialog = await openModal({ mode: 'edit', projectId: 5 }, user);
      const segment = await within(dialog).findByRole('combobox', { name: 'Segmento' });
      expect(segment).toHaveValue('Exportação');
      await waitFor(() => expect(segment).toBeEnabled());
      expect(await listOptions(user, dialog, 'Segmento')).toEqual([
        ...editorSegments,
        'Exportação',
      ]);
    });
  });
});
