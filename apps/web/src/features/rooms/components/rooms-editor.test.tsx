import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import type { RoomInput } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { createJsonResponse } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import {
  PROJECT_ID,
  ROOMS_PATH,
  buildRoomDto,
  listRequests,
  stubRoomsApi,
} from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';
import { RoomsWorkspace } from './rooms-workspace.tsx';

const failure = () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro' }, 500);
const carousel = () => screen.getByRole('list', { name: 'Câmaras do projeto' });
const card = (name: string) => within(carousel()).getByRole('button', { name });

function twoRooms() {
  return [buildRoomDto(7), buildRoomDto(8, buildSuggestedRoom('Túnel de congelados'))];
}

describe('/projects/:id/rooms', { timeout: 20_000 }, () => {
  it('shows the rooms with their totals, the first one selected', async () => {
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    await renderRoomsPage();
    expect(listRequests(fetchMock, 'GET', ROOMS_PATH)[0]?.url).toContain('embed=heatLoadSummary');
    expect(card('Câmara de resfriados')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Túnel de congelados')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Túnel de congelados')).toHaveAccessibleDescription(/^\d{1,3}(\.\d{3})* kcal\/h$/);
  });

  it('loads a room when it is selected, and warns when it cannot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fails = false;
    const rooms = twoRooms();
    const fetchMock = stubRoomsApi({
      rooms,
      onGetRoom: () => (fails ? failure() : createJsonResponse(rooms[1])),
    });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(card('Câmara de resfriados')); // already selected: kept as it is
    expect(listRequests(fetchMock, 'GET', `${ROOMS_PATH}/7`)).toHaveLength(0);
    await user.click(card('Túnel de congelados'));
    expect(card('Túnel de congelados')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listRequests(fetchMock, 'GET', `${ROOMS_PATH}/8`)).toHaveLength(1));
    expect(
      await screen.findByRole('heading', { name: 'Túnel de congelados', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Túnel de congelados');

    fails = true;
    await user.click(card('Câmara de resfriados'));
    expect(await screen.findByText('Erro ao recuperar câmara')).toBeInTheDocument();
    expect(card('Câmara de resfriados')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Câmara de resfriados');
  });

  it('keeps a room whose stored data no longer validates out of the editor, named and removable', async () => {
    const [valid] = twoRooms();
    const invalid = {
      id: 101,
      project: { id: 1 },
      name: 'Câmara quebrada',
      heatLoad: null,
      invalid: {
        code: 'STORED_ROOM_INVALID',
        message: 'Os dados gravados desta câmara não são mais válidos.',
      },
      version: 2,
      createdAt: '2026-03-10T12:00:00.000Z',
      updatedAt: '2026-03-10T12:00:00.000Z',
    };
    let listed: unknown[] = [valid, invalid];
    const fetchMock = stubRoomsApi({
      rooms: valid ? [valid] : [],
      onList: () => createJsonResponse(listed),
      onDelete: () => {
        listed = [valid];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Câmaras com dados inválidos, fora do editor');
    expect(alert).toHaveTextContent('Os dados gravados desta câmara não são mais válidos.');
    expect(card('Câmara de resfriados')).toHaveAttribute('aria-pressed', 'true');
    expect(within(carousel()).queryByRole('button', { name: 'Câmara quebrada' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Excluir Câmara quebrada' }));
    await waitFor(() =>
      expect(listRequests(fetchMock, 'DELETE', `${ROOMS_PATH}/101`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText('Câmara quebrada')).toBeNull());
  });

  it('adds "Câmara {n+1}" locally and selects it', async () => {
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(screen.getByRole('button', { name: 'Adicionar Câmara' }));
    expect(card('Câmara 3')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Câmara 3');
    expect(listRequests(fetchMock, 'POST')).toHaveLength(0);
  });

  it('asks before removing; deletes a saved room with a message and drops a local one', async () => {
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    await user.click(screen.getByRole('button', { name: 'Remover câmara Túnel de congelados' }));
    let dialog = screen.getByRole('dialog', { name: 'Remover câmara' });
    expect(dialog).toHaveTextContent('Remover a câmara Túnel de congelados?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(listRequests(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remover câmara Túnel de congelados' }));
    dialog = screen.getByRole('dialog', { name: 'Remover câmara' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Câmara removida com sucesso!')).toBeInTheDocument();
    expect(new URL((listRequests(fetchMock, 'DELETE')[0] as Request).url).pathname).toBe(
      `${ROOMS_PATH}/8`,
    );
    expect(
      within(carousel()).queryByRole('button', { name: 'Túnel de congelados' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar Câmara' }));
    await user.click(screen.getByRole('button', { name: 'Remover câmara Câmara 2' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remover câmara' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    await waitFor(() =>
      expect(
        within(carousel()).queryByRole('button', { name: 'Câmara 2' }),
      ).not.toBeInTheDocument(),
    );
    expect(listRequests(fetchMock, 'DELETE')).toHaveLength(1);
    expect(card('Câmara de resfriados')).toHaveAttribute('aria-pressed', 'true');
  });

  it('warns "Erro ao remover câmara." and keeps the room when the deletion fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRoomsApi({ rooms: twoRooms(), onDelete: failure });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(screen.getByRole('button', { name: 'Remover câmara Câmara de resfriados' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remover câmara' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    expect(await screen.findByText('Erro ao remover câmara.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Câmara de resfriados')).toBeInTheDocument();
  });

  it('asks before copying and posts the copy without ids, named "Cópia de …"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fails = false;
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    await user.click(screen.getByRole('button', { name: 'Criar Cópia' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar cópia da câmara' });
    expect(dialog).toHaveTextContent('Criar uma cópia da câmara Câmara de resfriados?');
    await user.click(within(dialog).getByRole('button', { name: 'Criar cópia' }));
    expect(await screen.findByText('Câmara copiada com sucesso!')).toBeInTheDocument();
    const body = (await (listRequests(fetchMock, 'POST')[0] as Request).json()) as RoomInput &
      Record<string, unknown>;
    expect(body.name).toBe('Cópia de Câmara de resfriados');
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('status');
    expect(body.doors.doors.every((door) => door.id === undefined)).toBe(true);
    expect(card('Cópia de Câmara de resfriados')).toHaveAttribute('aria-pressed', 'true');

    fails = true;
    fetchMock.mockImplementationOnce(async () => (fails ? failure() : failure()));
    await user.click(screen.getByRole('button', { name: 'Criar Cópia' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Criar cópia da câmara' })).getByRole('button', {
        name: 'Criar cópia',
      }),
    );
    expect(await screen.findByText('Erro ao copiar câmara.')).toBeInTheDocument();
  });

  it('asks before changing the calculation type; the room keeps its id and place, and Salvar PUTs the new type', async () => {
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const selector = screen.getByRole('combobox', { name: 'Carga Térmica' });

    await user.selectOptions(selector, '2');
    let dialog = screen.getByRole('dialog', { name: 'Alterar tipo de carga térmica' });
    expect(dialog).toHaveTextContent('Os dados informados serão perdidos');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(selector).toHaveValue('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Carga Térmica' }), '2');
    dialog = screen.getByRole('dialog', { name: 'Alterar tipo de carga térmica' });
    await user.click(within(dialog).getByRole('button', { name: 'Alterar' }));
    expect(await screen.findByRole('combobox', { name: 'Carga Térmica' })).toHaveValue('2');
    expect(screen.queryByRole('button', { name: 'PRODUTOS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PORTAS' })).not.toBeInTheDocument();
    // Same place in the carousel, still selected; nothing deleted or created on the server.
    const [first] = within(carousel()).getAllByRole('listitem');
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Câmara de resfriados' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(carousel()).getAllByRole('listitem')).toHaveLength(2);
    expect(listRequests(fetchMock, 'DELETE')).toHaveLength(0);

    const info = screen.getByRole('region', { name: 'DADOS DA CÂMARA' });
    const total = within(info).getByRole('textbox', { name: 'Carga térmica total (kcal/h)' });
    await user.click(within(info).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(info).findByText('Informe a carga térmica total em kcal/h.'),
    ).toBeInTheDocument();
    // A dot before a group of other than 3 digits is no thousands mark: refused (issue 29).
    await user.type(total, '12.5000');
    await user.click(within(info).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(info).findByText(
        'Número inválido: o ponto de milhar separa grupos de 3 algarismos (ex.: 30.000); para decimais, use vírgula (ex.: 30,5).',
      ),
    ).toBeInTheDocument();
    expect(listRequests(fetchMock, 'PUT')).toHaveLength(0);
    // "12.500" is twelve thousand five hundred, as the app itself writes it.
    await user.clear(total);
    await user.type(total, '12.500');
    await user.click(within(info).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    const put = listRequests(fetchMock, 'PUT')[0] as Request;
    expect(new URL(put.url).pathname).toBe(`${ROOMS_PATH}/7`);
    const body = (await put.json()) as RoomInput & { version: number };
    expect(body).toMatchObject({
      calculationType: 2,
      typedTotalKcalh: 12500,
      goods: [],
      version: 3,
    });
    expect(body.doors.doors).toEqual([]);
    expect(body.additionalLoad.forklift.count).toBe(0);
    expect(listRequests(fetchMock, 'POST')).toHaveLength(0);
    expect(listRequests(fetchMock, 'DELETE')).toHaveLength(0);
    const [stillFirst] = within(carousel()).getAllByRole('listitem');
    expect(
      within(stillFirst as HTMLElement).getByRole('button', { name: 'Câmara de resfriados' }),
    ).toBeInTheDocument();
  });

  it('warns "Erro ao recuperar câmaras." when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRoomsApi({ onList: failure });
    signInTestUser();
    renderRoutes(
      [{ path: '/projects/:id/rooms', element: <RoomsWorkspace projectId={PROJECT_ID} /> }],
      `/projects/${PROJECT_ID}/rooms`,
    );
    expect(await screen.findByText('Erro ao recuperar câmaras.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
