import type { RoomInput } from '@camara-fria/contracts';
import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import {
  PROJECT_ID,
  ROOMS_PATH,
  buildRoomDto,
  listRequests,
  stubRoomsApi,
} from '../testing/room-fixtures.ts';
import { renderRoomsPage, roomsTestRoutes } from '../testing/render-rooms.tsx';

const ROOMS_URL = `/projects/${PROJECT_ID}/rooms`;
const carousel = () => screen.getByRole('list', { name: 'Câmaras do projeto' });
const card = (name: string) => within(carousel()).getByRole('button', { name });
const region = (name: string) => screen.getByRole('region', { name });
const nameField = () => within(region('DADOS DA CÂMARA')).getByRole('textbox', { name: 'Nome' });
const leaveDialog = () => screen.getByRole('dialog', { name: 'Descartar alterações?' });

function twoRooms() {
  return [buildRoomDto(7), buildRoomDto(8, buildSuggestedRoom('Túnel de congelados'))];
}

async function rename(user: UserEvent, name: string) {
  await user.clear(nameField());
  if (name) await user.type(nameField(), name);
}

async function choose(user: UserEvent, choice: 'Salvar' | 'Descartar' | 'Cancelar') {
  await user.click(within(leaveDialog()).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Whether closing the tab now would ask (the `beforeunload` handler cancels the event). */
function isTabCloseAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes (issue 11, item 7)', { timeout: 60_000 }, () => {
  it('asks before another room card is selected: Cancelar stays, Descartar drops the edits', async () => {
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    expect(isTabCloseAsked()).toBe(false);

    await rename(user, 'Câmara A');
    expect(isTabCloseAsked()).toBe(true);
    await user.click(card('Túnel de congelados'));
    expect(leaveDialog()).toHaveTextContent(
      'A câmara Câmara de resfriados tem alterações que não foram salvas.',
    );
    expect(within(leaveDialog()).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await choose(user, 'Cancelar');
    expect(card('Câmara de resfriados')).toHaveAttribute('aria-pressed', 'true');
    expect(nameField()).toHaveValue('Câmara A');

    await user.click(card('Túnel de congelados'));
    await choose(user, 'Descartar');
    expect(card('Túnel de congelados')).toHaveAttribute('aria-pressed', 'true');
    expect(listRequests(fetchMock, 'PUT')).toHaveLength(0);
    await waitFor(() => expect(nameField()).toHaveValue('Túnel de congelados'));
    expect(isTabCloseAsked()).toBe(false);
  });

  it('saves first when Salvar is chosen, and stays with the errors when a section is invalid', async () => {
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(card('Túnel de congelados'));
    await waitFor(() => expect(nameField()).toHaveValue('Túnel de congelados'));

    await rename(user, '');
    await user.click(card('Câmara de resfriados'));
    await choose(user, 'Salvar');
    expect(
      await within(region('DADOS DA CÂMARA')).findByText('Informe o nome da câmara.'),
    ).toBeInTheDocument();
    expect(card('Túnel de congelados')).toHaveAttribute('aria-pressed', 'true');
    expect(listRequests(fetchMock, 'PUT')).toHaveLength(0);

    await rename(user, 'Túnel B');
    await user.click(card('Câmara de resfriados'));
    await choose(user, 'Salvar');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    const put = listRequests(fetchMock, 'PUT')[0] as Request;
    expect(new URL(put.url).pathname).toBe(`${ROOMS_PATH}/8`);
    expect((await put.json()) as RoomInput).toMatchObject({ name: 'Túnel B', version: 3 });
    await waitFor(() =>
      expect(card('Câmara de resfriados')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(card('Túnel B')).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks before "Adicionar Câmara" leaves an edited room', async () => {
    stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await rename(user, 'Câmara A');
    await user.click(screen.getByRole('button', { name: 'Adicionar Câmara' }));
    await choose(user, 'Cancelar');
    expect(within(carousel()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Adicionar Câmara' }));
    await choose(user, 'Descartar');
    expect(card('Câmara 3')).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks before the screen is left by another screen’s link or the browser’s back, and on closing the tab', async () => {
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    signInTestUser();
    const { router } = renderRoutes(roomsTestRoutes, '/projects');
    await act(() => router.navigate(ROOMS_URL));
    await screen.findByRole('region', { name: 'DADOS DA CÂMARA' });

    await rename(user, 'Câmara A');
    // What "← Projetos" does (the links belong to the route screen in app/; e2e clicks them).
    await act(() => router.navigate('/projects'));
    expect(leaveDialog()).toBeInTheDocument();
    await choose(user, 'Cancelar');
    expect(router.state.location.pathname).toBe(ROOMS_URL);
    expect(nameField()).toHaveValue('Câmara A');

    await act(() => router.navigate(-1));
    expect(leaveDialog()).toBeInTheDocument();
    await choose(user, 'Cancelar');
    expect(router.state.location.pathname).toBe(ROOMS_URL);

    await act(() => router.navigate(`/projects/${PROJECT_ID}/equipments`));
    await choose(user, 'Salvar');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${ROOMS_URL.replace('rooms', 'equipments')}`),
    );
    expect(
      (await (listRequests(fetchMock, 'PUT')[0] as Request).json()) as RoomInput,
    ).toMatchObject({
      name: 'Câmara A',
    });
    expect(isTabCloseAsked()).toBe(false);
  });

  it('Descartar on the browser’s back leaves without saving', async () => {
    const fetchMock = stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    signInTestUser();
    const { router } = renderRoutes(roomsTestRoutes, '/projects');
    await act(() => router.navigate(ROOMS_URL));
    await screen.findByRole('region', { name: 'DADOS DA CÂMARA' });
    await rename(user, 'Câmara A');
    await act(() => router.navigate(-1));
    await choose(user, 'Descartar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(listRequests(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('the browser’s back right after Descartar on "← Projetos" returns to the room, unasked', async () => {
    stubRoomsApi({ rooms: twoRooms() });
    const user = userEvent.setup({ delay: null });
    signInTestUser();
    const { router } = renderRoutes(roomsTestRoutes, '/projects');
    await act(() => router.navigate(ROOMS_URL));
    await screen.findByRole('region', { name: 'DADOS DA CÂMARA' });
    await rename(user, 'Câmara A');
    await act(() => router.navigate('/projects'));
    // Descartar, and the back pressed before the editor's screen is gone (React has not yet
    // rendered the list): the question was answered, so the router goes back unasked.
    await act(async () => {
      fireEvent.click(within(leaveDialog()).getByRole('button', { name: 'Descartar' }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
      await router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe(ROOMS_URL);
    expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).toBeNull();
    await waitFor(() => expect(nameField()).toHaveValue('Câmara de resfriados'));
  });
});
