import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { createJsonResponse } from '../../../testing/fetch-stub.ts';
import { buildProject } from '../../../testing/project-fixtures.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import {
  choose,
  Harness,
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

  describe('editing', () => {
    const saved = buildProject({
      id: 5,
      name: 'Câmara de frutas',
      status: 'SENT',
      version: 3,
      customer: {
        segment: 'RESALE',
        stateRegistration: '110.042.490.114',
        fiscal: {
          icmsContribution: 'CONTRIBUTOR',
          goodsUse: 'RESALE',
          simplesNacional: true,
          freeTradeZone: false,
          publicBody: false,
        },
      },
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
      expect(field('Inscrição estadual')).toHaveValue('110.042.490.114');
      expect(within(dialog).getByRole('combobox', { name: 'Contribuinte do ICMS' })).toHaveValue(
        'Contribuinte do ICMS',
      );
      expect(within(dialog).getByRole('combobox', { name: 'Uso da mercadoria' })).toHaveValue(
        'Revenda',
      );
      expect(
        within(dialog).getByRole('checkbox', { name: 'Optante pelo Simples Nacional' }),
      ).toBeChecked();

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
            cpf: null,
            stateRegistration: '110.042.490.114',
            phone: '11987654321',
            address: {
              street: 'Rua das Palmeiras',
              number: '100',
              complement: null,
              neighborhood: 'Centro',
              state: 'SP',
              city: 'Campinas',
              country: 'Brasil',
              zipcode: '13010000',
            },
            segment: 'RESALE',
            fiscal: saved.customer.fiscal,
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
