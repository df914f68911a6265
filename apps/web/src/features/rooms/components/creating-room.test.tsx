import type { RoomInput } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, listRequests, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

const NOTICE = 'Atenção! As alterações nesta seção impactam as seções abaixo.';
const region = (name: string) => screen.getByRole('region', { name });
const field = (container: HTMLElement, name: string) =>
  within(container).getByRole('textbox', { name });

async function replaceValue(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

async function saveSection(user: UserEvent, name: string) {
  await user.click(within(region(name)).getByRole('button', { name: 'Salvar' }));
}

describe('suggestions (spec §4, §9)', { timeout: 20_000 }, () => {
  it('apply while a new room is CREATING: hours, clamps, insulation, loads, door method', async () => {
    const fetchMock = stubRoomsApi({ rooms: [] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    expect(screen.getByRole('button', { name: 'Câmara 1', pressed: true })).toBeInTheDocument();
    expect(within(region('DADOS DA CÂMARA')).getByRole('note')).toHaveTextContent(NOTICE);
    expect(within(region('DIMENSÕES INTERNAS')).getByRole('note')).toHaveTextContent(NOTICE);

    const info = region('DADOS DA CÂMARA');
    await replaceValue(user, field(info, 'Temperatura da câmara (°C)'), '-40');
    expect(field(info, 'Horas de operação (h)')).toHaveValue('18');
    await user.tab();
    expect(field(info, 'Temperatura da câmara (°C)')).toHaveValue('-35');
    await replaceValue(user, field(info, 'Temperatura ambiente (°C)'), '50');
    await user.tab();
    expect(field(info, 'Temperatura ambiente (°C)')).toHaveValue('43');
    await replaceValue(user, field(info, 'Temperatura da câmara (°C)'), '-20');
    await saveSection(user, 'DADOS DA CÂMARA');

    const dimensions = region('DIMENSÕES INTERNAS');
    await replaceValue(user, field(dimensions, 'Comprimento (m)'), '10');
    await replaceValue(user, field(dimensions, 'Largura (m)'), '8');
    await replaceValue(user, field(dimensions, 'Altura (m)'), '6');
    await saveSection(user, 'DIMENSÕES INTERNAS');
    await waitFor(() => expect(listRequests(fetchMock, 'POST')).toHaveLength(1));
    const body = (await (listRequests(fetchMock, 'POST')[0] as Request).json()) as RoomInput;
    expect(body.operatingHours).toBe(18);
    // Sized from the outside box: 200 mm of PUR on each side (ADR 057).
    expect(body.heatTransfer.walls[1]).toMatchObject({ width: 6.4, length: 10.4, temperature: 43 });
    expect(body.heatTransfer.floor).toMatchObject({ material: { id: 10 }, temperature: 27 });
    // ΔT 63 K → key 65 → PUR 200 mm (docs/domain/heat-load.md).
    expect(body.heatTransfer.ceiling.thickness).toBe(200);
    expect(body.additionalLoad.staff).toEqual({ count: 2, duration: 8 });
    expect(body.doors.calculationMethod).toBe('AIR_VELOCITY');

    await user.click(screen.getByRole('button', { name: 'ISOLAMENTO TÉRMICO' }));
    const wall = within(
      await screen.findByRole('region', { name: 'ISOLAMENTO TÉRMICO' }),
    ).getByRole('group', { name: 'Parede 2' });
    expect(field(wall, 'Comprimento (m)')).toHaveValue('10,4');
    await user.click(within(wall).getByRole('checkbox', { name: 'Radiação solar (+5 °C)' }));
    expect(field(wall, 'Temperatura (°C)')).toHaveValue('48');
    await user.click(within(wall).getByRole('checkbox', { name: 'Radiação solar (+5 °C)' }));
    expect(field(wall, 'Temperatura (°C)')).toHaveValue('43');
  });

  it('do not apply to a room loaded from the server (UPDATING), whose surfaces only follow its size', async () => {
    const stored = buildRoomDto(7);
    const fetchMock = stubRoomsApi({ rooms: [stored] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const info = region('DADOS DA CÂMARA');
    await replaceValue(user, field(info, 'Temperatura da câmara (°C)'), '-20');
    expect(field(info, 'Horas de operação (h)')).toHaveValue('20');
    await saveSection(user, 'DADOS DA CÂMARA');
    const dimensions = region('DIMENSÕES INTERNAS');
    await replaceValue(user, field(dimensions, 'Comprimento (m)'), '12');
    await saveSection(user, 'DIMENSÕES INTERNAS');

    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(2));
    const body = (await (listRequests(fetchMock, 'PUT')[1] as Request).json()) as RoomInput;
    expect(body).toMatchObject({ roomTemperature: -20, operatingHours: 20, length: 12 });
    // Issue 11 item 3: the wall along the length follows it (12 m plus 125 mm of PUR on each
    // side, ADR 057); nothing else of it is suggested.
    expect(body.heatTransfer.walls[1]).toEqual({ ...stored.heatTransfer.walls[1], length: 12.25 });
    expect(body.doors.calculationMethod).toBe('VOLUME');
  });

  it('keep unsaved entries of the sections below when a section is stored', async () => {
    const fetchMock = stubRoomsApi({ rooms: [] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const dimensions = region('DIMENSÕES INTERNAS');
    await replaceValue(user, field(dimensions, 'Comprimento (m)'), '10');
    await replaceValue(user, field(dimensions, 'Largura (m)'), '8');
    await replaceValue(user, field(dimensions, 'Altura (m)'), '3');
    await saveSection(user, 'DIMENSÕES INTERNAS');
    await waitFor(() => expect(listRequests(fetchMock, 'POST')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'PORTAS' }));
    const doors = await screen.findByRole('region', { name: 'PORTAS' });
    await user.click(within(doors).getByRole('button', { name: 'Adicionar porta' }));
    // A 3 m room gets VOLUME, which does not ask the opening frequency (issue 11, item 5): the
    // form holds the suggestion (it follows the goods) and saves it with the door.
    const door = () => within(region('PORTAS')).getByRole('group', { name: 'Porta 1' });
    expect(
      within(door()).queryByRole('textbox', { name: 'Frequência de abertura (passagens/h)' }),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'PRODUTOS' }));
    const goods = await screen.findByRole('region', { name: 'PRODUTOS' });
    await user.click(within(goods).getByRole('button', { name: 'Adicionar produto' }));
    await saveSection(user, 'PRODUTOS');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    const goodsBody = (await (listRequests(fetchMock, 'PUT')[0] as Request).json()) as RoomInput;
    expect(goodsBody.goods).toHaveLength(1);
    expect(goodsBody.doors.doors).toEqual([]);
    expect(door()).toBeInTheDocument();

    await saveSection(user, 'PORTAS');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(2));
    const doorsBody = (await (listRequests(fetchMock, 'PUT')[1] as Request).json()) as RoomInput;
    expect(doorsBody.doors.doors).toHaveLength(1);
    // 380 · 240 · 0.65 = 59 280 kg; 20 % a day in 30 kg pallets over 24 h: ceil(16.47 · 2) = 33.
    expect(doorsBody.doors.doors[0]?.openingFrequency).toBe(33);
  });
});
