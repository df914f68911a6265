import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { createJsonResponse } from '../../../testing/fetch-stub.ts';
import { buildProject } from '../../../testing/project-fixtures.ts';
import {
  choose,
  listOptions,
  onCreated,
  openModal,
  postedBodies,
  stubApi,
} from '../testing/project-form-modal-harness.tsx';

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
          cpf: null,
          stateRegistration: null,
          phone: '11987654321',
          address: {
            street: 'Av. Brasil, 500',
            number: null,
            complement: null,
            neighborhood: null,
            state: 'SP',
            city: 'Santos',
            country: 'Brasil',
            zipcode: '13010000',
          },
          segment: 'SUPERMARKET',
          fiscal: null,
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

  it('fills the state and city from a complete CEP, asked once, and says so under the CEP', async () => {
    const lookUp = vi.fn(() =>
      createJsonResponse({ cep: '13010000', state: 'SP', city: 'Campinas' }),
    );
    stubApi({ routes: [{ path: '/v1/locations/ceps/13010000', respond: lookUp }] });
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    const cep = within(dialog).getByRole('textbox', { name: 'CEP' });

    await user.type(cep, '1301000');
    expect(lookUp).not.toHaveBeenCalled();
    await user.type(cep, '0');
    await waitFor(() =>
      expect(cep).toHaveAccessibleDescription('Estado e cidade preenchidos pelo CEP.'),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo');
    expect(within(dialog).getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
    expect(cep).toHaveValue('13010-000');
    expect(lookUp).toHaveBeenCalledTimes(1);
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
});
