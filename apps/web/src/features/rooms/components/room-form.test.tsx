import type { RoomInput } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createJsonResponse } from '../../../testing/fetch-stub.ts';
import { ROOMS_PATH, buildRoomDto, listRequests, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

const region = (name: string) => screen.getByRole('region', { name });
const field = (container: HTMLElement, name: string) =>
  within(container).getByRole('textbox', { name });

async function replaceValue(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

async function saveSection(user: UserEvent, name: string) {
  await user.click(within(region(name)).getByRole('button', { name: 'Salvar' }));
}

async function openSection(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('region', { name });
}

async function readJson(request: Request): Promise<RoomInput & { version?: number }> {
  return (await request.json()) as RoomInput & { version?: number };
}

describe('room sections', { timeout: 20_000 }, () => {
  it('validates on submit, not on change, with the contract’s Portuguese messages', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    const info = region('DADOS DA CÂMARA');
    await replaceValue(user, within(info).getByRole('textbox', { name: 'Nome' }), '');
    await replaceValue(user, field(info, 'Horas de operação (h)'), '');
    expect(within(info).queryByText('Informe o nome da câmara.')).not.toBeInTheDocument();

    await saveSection(user, 'DADOS DA CÂMARA');
    expect(await within(info).findByText('Informe o nome da câmara.')).toBeInTheDocument();
    expect(within(info).getByText('Informe as horas de operação.')).toBeInTheDocument();

    const dimensions = region('DIMENSÕES INTERNAS');
    await replaceValue(user, field(dimensions, 'Comprimento (m)'), '0');
    await replaceValue(user, field(dimensions, 'Altura (m)'), '0,5');
    await saveSection(user, 'DIMENSÕES INTERNAS');
    expect(
      await within(dimensions).findByText('O comprimento deve ser maior que zero.'),
    ).toBeInTheDocument();
    expect(within(dimensions).getByText('A altura vai de 1 a 50 m.')).toBeInTheDocument();
    expect(listRequests(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('holds a new room locally while its volume is 0, then POSTs it, then PUTs it with its version', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    await user.click(screen.getByRole('button', { name: 'Adicionar Câmara' }));
    expect(
      await screen.findByRole('button', { name: 'Câmara 2', pressed: true }),
    ).toBeInTheDocument();
    await saveSection(user, 'DADOS DA CÂMARA');
    await waitFor(() =>
      expect(
        within(region('DADOS DA CÂMARA')).getByRole('button', { name: 'Salvar' }),
      ).toBeEnabled(),
    );
    expect(listRequests(fetchMock, 'POST')).toHaveLength(0);

    const dimensions = region('DIMENSÕES INTERNAS');
    await replaceValue(user, field(dimensions, 'Comprimento (m)'), '10');
    await replaceValue(user, field(dimensions, 'Largura (m)'), '8');
    await replaceValue(user, field(dimensions, 'Altura (m)'), '3');
    expect(field(dimensions, 'Volume (m³)')).toHaveValue('240,00');
    await saveSection(user, 'DIMENSÕES INTERNAS');
    await waitFor(() => expect(listRequests(fetchMock, 'POST', ROOMS_PATH)).toHaveLength(1));
    const created = await readJson(listRequests(fetchMock, 'POST')[0] as Request);
    expect(created).toMatchObject({ name: 'Câmara 2', length: 10, width: 8, height: 3 });
    expect(created.version).toBeUndefined();
    expect(screen.queryByText('Câmara atualizada com sucesso!')).not.toBeInTheDocument();

    const info = region('DADOS DA CÂMARA');
    await replaceValue(user, within(info).getByRole('textbox', { name: 'Nome' }), '  Túnel 2  ');
    await saveSection(user, 'DADOS DA CÂMARA');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    const put = listRequests(fetchMock, 'PUT')[0] as Request;
    expect(new URL(put.url).pathname).toBe(`${ROOMS_PATH}/101`);
    expect(await readJson(put)).toMatchObject({ name: 'Túnel 2', version: 1, length: 10 });
    expect(
      await screen.findByRole('button', { name: 'Túnel 2', pressed: true }),
    ).toBeInTheDocument();
  });

  it('says at the Salvar button why a room of volume 0 was not stored', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const message =
      'A câmara não foi salva: o volume é zero. Informe comprimento, largura e altura maiores que zero.';

    await user.click(screen.getByRole('button', { name: 'Adicionar Câmara' }));
    await screen.findByRole('button', { name: 'Câmara 2', pressed: true });
    const info = region('DADOS DA CÂMARA');
    await replaceValue(user, within(info).getByRole('textbox', { name: 'Nome' }), 'Antecâmara');
    await saveSection(user, 'DADOS DA CÂMARA');
    expect(await within(info).findByRole('alert')).toHaveTextContent(message);
    expect(within(info).getByRole('button', { name: 'Salvar' })).toHaveAccessibleDescription(
      message,
    );
    // The toast says it too, and nothing reached the server.
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(listRequests(fetchMock, 'POST')).toHaveLength(0);
    expect(within(region('DIMENSÕES INTERNAS')).queryByRole('alert')).not.toBeInTheDocument();

    const dimensions = region('DIMENSÕES INTERNAS');
    await replaceValue(user, field(dimensions, 'Comprimento (m)'), '10');
    await replaceValue(user, field(dimensions, 'Largura (m)'), '8');
    await replaceValue(user, field(dimensions, 'Altura (m)'), '3');
    await saveSection(user, 'DIMENSÕES INTERNAS');
    await waitFor(() => expect(listRequests(fetchMock, 'POST', ROOMS_PATH)).toHaveLength(1));
    await waitFor(() => expect(within(info).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says "Câmara atualizada com sucesso!" after saving goods or doors only', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    await openSection(user, 'OUTRAS CARGAS');
    await saveSection(user, 'OUTRAS CARGAS');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    expect(screen.queryByText('Câmara atualizada com sucesso!')).not.toBeInTheDocument();

    await openSection(user, 'PORTAS');
    await saveSection(user, 'PORTAS');
    expect(await screen.findByText('Câmara atualizada com sucesso!')).toBeInTheDocument();
    const second = await readJson(listRequests(fetchMock, 'PUT')[1] as Request);
    expect(second.version).toBe(4);
  });

  it('warns when someone else saved the room first (409)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRoomsApi({
      rooms: [buildRoomDto(7)],
      onUpdate: () =>
        createJsonResponse({ code: 'CONFLICT', message: 'Esta câmara foi alterada.' }, 409),
    });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await saveSection(user, 'DADOS DA CÂMARA');
    expect(
      await screen.findByText(
        'Esta câmara foi alterada por outra pessoa. Recarregue e tente novamente.',
      ),
    ).toBeInTheDocument();
  });

  it('drops a field’s message once the field is edited, and keeps the others until Salvar', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    const info = region('DADOS DA CÂMARA');
    const name = within(info).getByRole('textbox', { name: 'Nome' });
    await replaceValue(user, name, '');
    await replaceValue(user, field(info, 'Horas de operação (h)'), '');
    await saveSection(user, 'DADOS DA CÂMARA');
    expect(await within(info).findByText('Informe o nome da câmara.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Câmara corrigida');
    await waitFor(() =>
      expect(within(info).queryByText('Informe o nome da câmara.')).not.toBeInTheDocument(),
    );
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(info).getByText('Informe as horas de operação.')).toBeInTheDocument();
  });

  it('puts the server’s 400 details under their fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRoomsApi({
      rooms: [buildRoomDto(7)],
      onUpdate: () =>
        createJsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'Dados inválidos.',
            details: [{ path: 'width', message: 'Largura recusada pelo servidor.' }],
          },
          400,
        ),
    });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await saveSection(user, 'DIMENSÕES INTERNAS');
    expect(await screen.findByText('Erro ao atualizar câmara')).toBeInTheDocument();
    expect(
      within(region('DIMENSÕES INTERNAS')).getByText('Largura recusada pelo servidor.'),
    ).toBeInTheDocument();
  });
});
