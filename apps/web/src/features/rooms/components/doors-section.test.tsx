import type { RoomInput } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, listRequests, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

describe('PORTAS', { timeout: 20_000 }, () => {
  it('allows one door entry with VOLUME; a manual method change asks first and discards the doors', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    await user.click(screen.getByRole('button', { name: 'PORTAS' }));
    const doors = await screen.findByRole('region', { name: 'PORTAS' });

    expect(within(doors).getByRole('combobox', { name: 'Método de cálculo' })).toHaveValue(
      'VOLUME',
    );
    expect(within(doors).getAllByRole('group', { name: /^Porta \d$/ })).toHaveLength(1);
    expect(within(doors).getByRole('button', { name: 'Adicionar porta' })).toBeDisabled();
    expect(
      within(doors).getByText('O método por volume aceita uma única entrada de porta.'),
    ).toBeInTheDocument();

    await user.selectOptions(
      within(doors).getByRole('combobox', { name: 'Método de cálculo' }),
      'AIR_VELOCITY',
    );
    const dialog = screen.getByRole('dialog', { name: 'Alterar método de cálculo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(doors).getByRole('combobox', { name: 'Método de cálculo' })).toHaveValue(
      'VOLUME',
    );
    expect(within(doors).getAllByRole('group', { name: /^Porta \d$/ })).toHaveLength(1);

    await user.selectOptions(
      within(doors).getByRole('combobox', { name: 'Método de cálculo' }),
      'AIR_VELOCITY',
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Alterar método de cálculo' })).getByRole(
        'button',
        {
          name: 'Alterar método',
        },
      ),
    );
    expect(within(doors).getByRole('combobox', { name: 'Método de cálculo' })).toHaveValue(
      'AIR_VELOCITY',
    );
    expect(within(doors).queryByRole('group', { name: /^Porta \d$/ })).not.toBeInTheDocument();

    await user.click(within(doors).getByRole('button', { name: 'Adicionar porta' }));
    await user.click(within(doors).getByRole('button', { name: 'Adicionar porta' }));
    const second = within(doors).getByRole('group', { name: 'Porta 2' });
    expect(within(second).getByRole('textbox', { name: 'Largura (m)' })).toHaveValue('1');
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Proteção' }),
      'AIR_CURTAIN',
    );
    expect(within(second).getByRole('textbox', { name: 'Eficiência da proteção (%)' })).toHaveValue(
      '10',
    );
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Proteção' }),
      'AUXILIAR_CURTAIN',
    );
    expect(within(second).getByRole('textbox', { name: 'Eficiência da proteção (%)' })).toHaveValue(
      '30',
    );

    await user.click(within(doors).getByRole('button', { name: 'Remover porta 1' }));
    expect(within(doors).getAllByRole('group', { name: /^Porta \d$/ })).toHaveLength(1);
    await user.click(within(doors).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(1));
    const body = (await (listRequests(fetchMock, 'PUT')[0] as Request).json()) as RoomInput;
    expect(body.doors.calculationMethod).toBe('AIR_VELOCITY');
    expect(body.doors.doors).toHaveLength(1);
    expect(body.doors.doors[0]).toMatchObject({
      protectionBarrier: { id: 'AUXILIAR_CURTAIN' },
      protectionBarrierEfficiency: 30,
    });
    expect(await screen.findByText('Câmara atualizada com sucesso!')).toBeInTheDocument();
  });
});
