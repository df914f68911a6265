import type { RoomInput } from '@camara-fria/contracts';
import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, listRequests, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

const VOLUME_NOTE =
  'O método por volume usa o volume interno e as trocas de ar; quantidade, largura, altura, frequência, tempos e proteção não entram no cálculo.';
const IGNORED_BY_VOLUME = [
  'Quantidade',
  'Largura (m)',
  'Altura (m)',
  'Frequência de abertura (passagens/h)',
  'Tempo de abertura e fechamento (s)',
  'Tempo de porta aberta (min)',
  'Eficiência da proteção (%)',
];

async function lastPut(fetchMock: ReturnType<typeof stubRoomsApi>): Promise<RoomInput> {
  const puts = listRequests(fetchMock, 'PUT');
  return (await (puts[puts.length - 1] as Request).clone().json()) as RoomInput;
}

describe('inputs that do nothing are not asked (issue 11, item 5)', { timeout: 30_000 }, () => {
  it('with VOLUME the door asks only the air on both sides and the air changes, and keeps the rest', async () => {
    const room = buildSuggestedRoom();
    expect(room.doors.calculationMethod).toBe('VOLUME');
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7, room)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(screen.getByRole('button', { name: 'PORTAS' }));
    const doors = await screen.findByRole('region', { name: 'PORTAS' });
    const door = within(doors).getByRole('group', { name: 'Porta 1' });

    expect(within(door).getByText(VOLUME_NOTE)).toBeInTheDocument();
    for (const label of IGNORED_BY_VOLUME) {
      expect(within(door).queryByRole('textbox', { name: label }), label).toBeNull();
    }
    expect(within(door).queryByRole('combobox', { name: 'Proteção' })).toBeNull();
    for (const label of [
      /^Temperatura do ambiente adjacente/,
      /^Umidade relativa do ambiente adjacente/,
      /^Umidade relativa interna/,
      /^Taxa de renovação de ar/,
    ]) {
      expect(within(door).getByRole('textbox', { name: label })).toBeInTheDocument();
    }

    await user.clear(within(door).getByRole('textbox', { name: /^Temperatura do ambiente/ }));
    await user.type(within(door).getByRole('textbox', { name: /^Temperatura do ambiente/ }), '28');
    await user.click(within(doors).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    const saved = (await lastPut(fetchMock)).doors.doors[0];
    const original = room.doors.doors[0];
    expect(saved?.adjacentAmbientTemperature).toBe(28);
    // The fields not asked keep what the room held (for a later change of method).
    expect(saved).toMatchObject({ width: original?.width, height: original?.height });
  });

  it('with AIR_VELOCITY every door field is asked and no note is shown', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(screen.getByRole('button', { name: 'PORTAS' }));
    const doors = await screen.findByRole('region', { name: 'PORTAS' });
    await user.selectOptions(
      within(doors).getByRole('combobox', { name: 'Método de cálculo' }),
      'AIR_VELOCITY',
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Alterar método de cálculo' })).getByRole(
        'button',
        { name: 'Alterar método' },
      ),
    );
    await user.click(within(doors).getByRole('button', { name: 'Adicionar porta' }));
    const door = within(doors).getByRole('group', { name: 'Porta 1' });
    for (const label of IGNORED_BY_VOLUME) {
      expect(
        within(door).getByRole('textbox', {
          name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
        }),
        label,
      ).toBeInTheDocument();
    }
    expect(within(door).queryByText(VOLUME_NOTE)).toBeNull();
  });

  it('with a typed heat load the safety margin cannot be edited, and is kept', async () => {
    const room = {
      ...buildSuggestedRoom(),
      calculationType: 2 as const,
      typedTotalKcalh: 5000,
      safetyMargin: 15,
    };
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7, room)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const info = screen.getByRole('region', { name: 'DADOS DA CÂMARA' });
    const margin = within(info).getByRole('textbox', { name: /^Margem de segurança/ });
    expect(margin).toBeDisabled();
    expect(margin).toHaveAccessibleDescription(
      'A carga térmica informada não usa a margem de segurança; o valor fica guardado para o cálculo.',
    );
    expect(margin).toHaveValue('15');

    await user.clear(within(info).getByRole('textbox', { name: /^Carga térmica total/ }));
    await user.type(within(info).getByRole('textbox', { name: /^Carga térmica total/ }), '6000');
    await user.click(within(info).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    expect(await lastPut(fetchMock)).toMatchObject({ typedTotalKcalh: 6000, safetyMargin: 15 });
  });

  it('with a calculated heat load the safety margin is editable', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7)] });
    await renderRoomsPage();
    const info = screen.getByRole('region', { name: 'DADOS DA CÂMARA' });
    expect(within(info).getByRole('textbox', { name: /^Margem de segurança/ })).toBeEnabled();
  });
});
