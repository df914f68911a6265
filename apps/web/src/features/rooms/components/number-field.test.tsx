import type { RoomInput } from '@camara-fria/contracts';
import { buildDoor, buildSuggestedRoom } from '@camara-fria/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, listRequests, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

const field = (container: HTMLElement, name: string) =>
  within(container).getByRole('textbox', { name });

async function replaceValue(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

async function readPut(fetchMock: ReturnType<typeof stubRoomsApi>, index: number) {
  return (await (listRequests(fetchMock, 'PUT')[index] as Request).json()) as RoomInput;
}

describe('room number fields', { timeout: 30_000 }, () => {
  it('read 1.5, 2,5 and 2.50 as typed, show them pt-BR once left, and store them', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();

    const dimensions = screen.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
    await replaceValue(user, field(dimensions, 'Comprimento (m)'), '1.5');
    await replaceValue(user, field(dimensions, 'Largura (m)'), '2,5');
    await replaceValue(user, field(dimensions, 'Altura (m)'), '2.50');
    // 1,5 × 2,5 × 2,5 m (the keypad's "." is a decimal point, never thousands).
    expect(field(dimensions, 'Volume (m³)')).toHaveValue('9,38');
    await user.click(within(dimensions).getByRole('button', { name: 'Salvar' }));

    expect(field(dimensions, 'Comprimento (m)')).toHaveValue('1,5');
    expect(field(dimensions, 'Largura (m)')).toHaveValue('2,5');
    expect(field(dimensions, 'Altura (m)')).toHaveValue('2,5');
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    expect(await readPut(fetchMock, 0)).toMatchObject({ length: 1.5, width: 2.5, height: 2.5 });
  });

  it('refuse at the field what they cannot read without guessing, and store nothing', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(screen.getByRole('button', { name: 'PRODUTOS' }));
    const goods = await screen.findByRole('region', { name: 'PRODUTOS' });
    const item = within(goods).getByRole('group', { name: 'Produto 1' });

    await replaceValue(user, field(item, 'Movimentação diária (kg)'), '1.234,5');
    await replaceValue(user, field(item, 'Capacidade do palete (kg)'), '30.0000');
    await replaceValue(user, field(item, 'Capacidade de armazenagem (kg)'), '1,234.5');
    await replaceValue(user, field(item, 'Tempo de processamento (h)'), '3e2');
    await user.click(within(goods).getByRole('button', { name: 'Salvar' }));

    expect(field(item, 'Movimentação diária (kg)')).toHaveValue('1.234,5');
    expect(field(item, 'Capacidade do palete (kg)')).toHaveValue('30.0000');
    expect(
      within(item).getByText(
        'Número inválido: o ponto de milhar separa grupos de 3 algarismos (ex.: 30.000); para decimais, use vírgula (ex.: 30,5).',
      ),
    ).toBeInTheDocument();
    expect(
      within(item).getByText(
        'Número ambíguo: use vírgula para decimais e ponto para milhar (ex.: 1.234,5).',
      ),
    ).toBeInTheDocument();
    expect(
      within(item).getByText(
        'Notação científica não é aceita: escreva o número por extenso (ex.: 300).',
      ),
    ).toBeInTheDocument();
    expect(listRequests(fetchMock, 'PUT')).toHaveLength(0);

    await replaceValue(user, field(item, 'Capacidade do palete (kg)'), '1.234');
    await replaceValue(user, field(item, 'Capacidade de armazenagem (kg)'), '12.345,5');
    await replaceValue(user, field(item, 'Tempo de processamento (h)'), '2.5');
    await user.click(within(goods).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    expect((await readPut(fetchMock, 0)).goods[0]).toMatchObject({
      dailyMovement: 1234.5,
      palletCapacity: 1234,
      storageCapacity: 12345.5,
      processingTime: 2.5,
    });
    // The section is shown again from what was stored.
    const stored = within(screen.getByRole('region', { name: 'PRODUTOS' })).getByRole('group', {
      name: 'Produto 1',
    });
    expect(field(stored, 'Capacidade do palete (kg)')).toHaveValue('1.234');
    expect(field(stored, 'Capacidade do palete (kg)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuse decimals in a count', async () => {
    // AIR_VELOCITY asks the count (VOLUME does not, issue 11 item 5).
    const room = buildSuggestedRoom();
    const airVelocity = { calculationMethod: 'AIR_VELOCITY' as const, doors: [buildDoor()] };
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7, { ...room, doors: airVelocity })] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(screen.getByRole('button', { name: 'PORTAS' }));
    const doors = await screen.findByRole('region', { name: 'PORTAS' });

    await replaceValue(user, field(doors, 'Quantidade'), '1.5');
    await user.click(within(doors).getByRole('button', { name: 'Salvar' }));
    expect(
      within(doors).getByText('Informe um número inteiro, sem casas decimais.'),
    ).toBeInTheDocument();
    expect(listRequests(fetchMock, 'PUT')).toHaveLength(0);
  });
});
