import type { RoomInput } from '@camara-fria/contracts';
import { suggestHeatTransfer, type Room } from '@camara-fria/domain';
import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, listRequests, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

/** The saved room of these tests: buildSuggestedRoom, 10 × 8 × 3 m, every surface following it. */
const region = (name: string) => screen.getByRole('region', { name });
const surface = (legend: string) => screen.getByRole('group', { name: legend });
const textbox = (container: HTMLElement, name: string) =>
  within(container).getByRole('textbox', { name });

async function replaceValue(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

async function saveSection(user: UserEvent, name: string) {
  await user.click(within(region(name)).getByRole('button', { name: 'Salvar' }));
}

async function openInsulation(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'ISOLAMENTO TÉRMICO' }));
  return screen.findByRole('region', { name: 'ISOLAMENTO TÉRMICO' });
}

function readTransmission(): number {
  const summary = screen.getByRole('region', { name: 'Resumo da carga térmica' });
  const row = within(summary).getByRole('row', { name: /^Transmissão/ });
  const text = within(row).getByRole('cell').textContent ?? '';
  return Number(text.replace(' kW', '').replace(/\./g, '').replace(',', '.'));
}

async function lastPut(fetchMock: ReturnType<typeof stubRoomsApi>): Promise<RoomInput> {
  const puts = listRequests(fetchMock, 'PUT');
  return (await puts.at(-1)!.clone().json()) as RoomInput;
}

describe('surface sizes follow the dimensions of a saved room', { timeout: 30_000 }, () => {
  it('a longer saved room: the surfaces that follow it move, the transmission rises, and the note says which', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const before = readTransmission();

    await replaceValue(user, textbox(region('DIMENSÕES INTERNAS'), 'Comprimento (m)'), '12,5');
    await saveSection(user, 'DIMENSÕES INTERNAS');

    expect(
      await within(region('DIMENSÕES INTERNAS')).findByText(
        'Dimensões das superfícies atualizadas: Teto, Piso, Paredes 2 e 4.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    const sent = await lastPut(fetchMock);
    expect(sent.length).toBe(12.5);
    const sizes = [sent.heatTransfer.ceiling, sent.heatTransfer.floor, ...sent.heatTransfer.walls];
    // The faces of the outside box: 125 mm of PUR on each side (ADR 057).
    expect(sizes.map(({ width, length }) => [width, length])).toEqual([
      [8.25, 12.75],
      [8.25, 12.75],
      [3.25, 8.25],
      [3.25, 12.75],
      [3.25, 8.25],
      [3.25, 12.75],
    ]);
    expect(readTransmission()).toBeGreaterThan(before * 1.15);

    await openInsulation(user);
    expect(textbox(surface('Teto'), 'Comprimento (m)')).toHaveValue('12,75');
    expect(within(surface('Teto')).queryByText('Medida manual')).not.toBeInTheDocument();
  });

  it('a size typed by hand is marked, kept when the room changes, and can follow the room again', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await openInsulation(user);

    expect(within(surface('Parede 2')).queryByText('Medida manual')).not.toBeInTheDocument();
    await replaceValue(user, textbox(surface('Parede 2'), 'Comprimento (m)'), '4');
    expect(within(surface('Parede 2')).getByText('Medida manual')).toBeInTheDocument();
    expect(within(surface('Parede 4')).queryByText('Medida manual')).not.toBeInTheDocument();
    await saveSection(user, 'ISOLAMENTO TÉRMICO');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    expect((await lastPut(fetchMock)).heatTransfer.walls[1]).toMatchObject({
      length: 4,
      isSizeManual: true,
    });

    await replaceValue(user, textbox(region('DIMENSÕES INTERNAS'), 'Comprimento (m)'), '15');
    await saveSection(user, 'DIMENSÕES INTERNAS');
    expect(
      await within(region('DIMENSÕES INTERNAS')).findByText(
        'Dimensões das superfícies atualizadas: Teto, Piso, Parede 4. Medidas manuais mantidas: Parede 2.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(2));
    const { walls } = (await lastPut(fetchMock)).heatTransfer;
    expect(walls[1]).toMatchObject({ width: 3.25, length: 4, isSizeManual: true });
    expect(walls[3]).toMatchObject({ width: 3.25, length: 15.25, isSizeManual: false });
    expect(textbox(surface('Parede 2'), 'Comprimento (m)')).toHaveValue('4');
    expect(textbox(surface('Parede 4'), 'Comprimento (m)')).toHaveValue('15,25');

    await user.click(
      within(surface('Parede 2')).getByRole('button', { name: 'Usar medidas da câmara' }),
    );
    expect(textbox(surface('Parede 2'), 'Comprimento (m)')).toHaveValue('15,25');
    expect(within(surface('Parede 2')).queryByText('Medida manual')).not.toBeInTheDocument();
    await saveSection(user, 'ISOLAMENTO TÉRMICO');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(3));
    expect((await lastPut(fetchMock)).heatTransfer.walls[1]).toMatchObject({
      length: 15.25,
      isSizeManual: false,
    });
  });

  it('a room stored on inside dimensions keeps its areas until its user moves it to the outside ones (ADR 057)', async () => {
    const suggested = buildSuggestedRoom();
    const inside: Room = {
      ...suggested,
      areaBasis: 'INSIDE',
      heatTransfer: suggestHeatTransfer({ ...suggested, areaBasis: 'INSIDE' }),
    };
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7, inside)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const before = readTransmission();
    await openInsulation(user);
    const insulation = region('ISOLAMENTO TÉRMICO');
    expect(
      within(insulation).getByText(/foi salva com as áreas pelas dimensões internas/),
    ).toBeInTheDocument();
    // Nothing moved by itself: the stored sizes are the inside ones.
    expect(textbox(surface('Teto'), 'Comprimento (m)')).toHaveValue('10');

    await user.click(within(insulation).getByRole('button', { name: 'Usar dimensões externas' }));
    expect(textbox(surface('Teto'), 'Comprimento (m)')).toHaveValue('10,25');
    // The preview follows at once: 2 · (8 · 10 + 3 · 10 + 3 · 8) = 268 m² of surfaces become
    // 2 · (8,25 · 10,25 + 3,25 · 10,25 + 3,25 · 8,25) = 289,375 m² (8 % more).
    expect(readTransmission()).toBeGreaterThan(before * 1.05);
    await saveSection(user, 'ISOLAMENTO TÉRMICO');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    const sent = await lastPut(fetchMock);
    expect(sent.areaBasis).toBe('OUTSIDE');
    expect(sent.heatTransfer.ceiling).toMatchObject({ width: 8.25, length: 10.25 });
  });
});
