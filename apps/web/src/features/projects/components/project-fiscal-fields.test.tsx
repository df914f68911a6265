import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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

// Issue 30, item 3 (docs/decisions/071): the project form's "Dados fiscais".

function createRoute() {
  return {
    method: 'POST',
    path: '/v1/projects',
    respond: () => createJsonResponse(buildProject({ id: 42 }), 201),
  };
}

describe('the project form’s "Dados fiscais"', () => {
  beforeEach(() => {
    signInTestUser();
    onCreated.mockReset();
  });

  it('starts empty, with the ICMS positions and the uses of the goods to choose from', async () => {
    stubApi();
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    const group = within(dialog).getByRole('group', { name: 'Dados fiscais' });
    expect(within(group).getByRole('textbox', { name: 'CPF' })).toHaveValue('');
    const registration = within(group).getByRole('textbox', { name: 'Inscrição estadual' });
    expect(registration).toHaveValue('');
    expect(registration).toHaveAccessibleDescription('ou "ISENTO"');
    expect(within(group).getByRole('combobox', { name: 'Contribuinte do ICMS' })).toHaveValue('');
    expect(within(group).getByRole('combobox', { name: 'Uso da mercadoria' })).toHaveValue('');
    for (const label of [
      'Optante pelo Simples Nacional',
      'Zona Franca de Manaus / área de livre comércio',
      'Órgão público',
    ]) {
      expect(within(group).getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(await listOptions(user, dialog, 'Contribuinte do ICMS')).toEqual([
      'Contribuinte do ICMS',
      'Contribuinte isento de inscrição estadual',
      'Não contribuinte',
    ]);
    expect(await listOptions(user, dialog, 'Uso da mercadoria')).toEqual([
      'Revenda',
      'Industrialização',
      'Uso e consumo',
      'Ativo imobilizado',
    ]);
  });

  it('typing a registration makes the customer a contributor buying fixed assets; ISENTO, exempt', async () => {
    stubApi();
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    const registration = within(dialog).getByRole('textbox', { name: 'Inscrição estadual' });
    const contribution = within(dialog).getByRole('combobox', { name: 'Contribuinte do ICMS' });
    const goodsUse = within(dialog).getByRole('combobox', { name: 'Uso da mercadoria' });

    await user.type(registration, '110.042.490.114');
    expect(contribution).toHaveValue('Contribuinte do ICMS');
    expect(goodsUse).toHaveValue('Ativo imobilizado');

    await user.clear(registration);
    expect(contribution).toHaveValue('');
    expect(goodsUse).toHaveValue('');

    await user.type(registration, 'isento');
    expect(contribution).toHaveValue('Contribuinte isento de inscrição estadual');
    expect(goodsUse).toHaveValue('Ativo imobilizado');
  });

  it('never replaces a position or a use the user chose', async () => {
    stubApi();
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    await choose(user, dialog, 'Contribuinte do ICMS', 'Não contribuinte');
    const goodsUse = within(dialog).getByRole('combobox', { name: 'Uso da mercadoria' });
    expect(goodsUse).toHaveValue('Ativo imobilizado');
    await choose(user, dialog, 'Uso da mercadoria', 'Uso e consumo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Inscrição estadual' }), '1100');
    expect(within(dialog).getByRole('combobox', { name: 'Contribuinte do ICMS' })).toHaveValue(
      'Não contribuinte',
    );
    expect(goodsUse).toHaveValue('Uso e consumo');
  });

  it('is crossed with Tab in order: CPF, registration, position, use, the three boxes', async () => {
    stubApi();
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    within(dialog).getByRole('textbox', { name: 'CPF' }).focus();
    const expected = [
      within(dialog).getByRole('textbox', { name: 'Inscrição estadual' }),
      within(dialog).getByRole('combobox', { name: 'Contribuinte do ICMS' }),
      within(dialog).getByRole('combobox', { name: 'Uso da mercadoria' }),
      within(dialog).getByRole('checkbox', { name: 'Optante pelo Simples Nacional' }),
      within(dialog).getByRole('checkbox', {
        name: 'Zona Franca de Manaus / área de livre comércio',
      }),
      within(dialog).getByRole('checkbox', { name: 'Órgão público' }),
      within(dialog).getByRole('button', { name: 'Cancelar' }),
    ];
    for (const element of expected) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });

  it('sends the CPF without mask, ISENTO and the whole profile, ticked with the keyboard', async () => {
    const fetchMock = stubApi({ routes: [createRoute()] });
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label });
    await user.type(field('Nome do projeto'), 'Câmara da prefeitura');
    await user.type(field('CPF'), '52998224725');
    expect(field('CPF')).toHaveValue('529.982.247-25');
    await user.type(field('Inscrição estadual'), 'Isento');
    within(dialog).getByRole('checkbox', { name: 'Órgão público' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [body] = (await postedBodies(fetchMock, 'POST')) as { customer: unknown }[];
    expect(body?.customer).toMatchObject({
      cnpj: null,
      cpf: '52998224725',
      stateRegistration: 'ISENTO',
      fiscal: {
        icmsContribution: 'EXEMPT',
        goodsUse: 'FIXED_ASSETS',
        simplesNacional: false,
        freeTradeZone: false,
        publicBody: true,
      },
    });
  });

  it('asks a contributor for its registration before sending, under the field', async () => {
    const fetchMock = stubApi({ routes: [createRoute()] });
    const user = userEvent.setup();
    const dialog = await openModal({ mode: 'create' }, user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome do projeto' }), 'Alfa');
    await choose(user, dialog, 'Contribuinte do ICMS', 'Contribuinte do ICMS');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'Inscrição estadual' }),
      ).toHaveAccessibleDescription(
        expect.stringContaining('Um contribuinte do ICMS tem inscrição estadual') as string,
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await postedBodies(fetchMock, 'POST')).toEqual([]);
  });
});
