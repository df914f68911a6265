import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createJsonResponse } from '../../../testing/fetch-stub.ts';
import { buildRoomDto, listGroupGoods, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

async function openGoods() {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'PRODUTOS' }));
  return { user, goods: await screen.findByRole('region', { name: 'PRODUTOS' }) };
}

describe('PRODUTOS', { timeout: 20_000 }, () => {
  it('loads the group’s goods and fills the thermal properties of the product chosen', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7)] });
    await renderRoomsPage();
    const { user, goods } = await openGoods();
    const item = within(goods).getByRole('group', { name: 'Produto 1' });
    await waitFor(() =>
      expect(within(item).getByRole('combobox', { name: 'Produto' })).toHaveValue('Diversos'),
    );

    await user.click(within(item).getByRole('combobox', { name: 'Grupo de produtos' }));
    await user.click(await screen.findByRole('option', { name: 'Carnes bovinas' }));
    const [beef] = listGroupGoods(2);
    if (!beef) throw new Error('no beef in the catalogue');
    await user.click(within(item).getByRole('combobox', { name: 'Produto' }));
    await user.click(await screen.findByRole('option', { name: beef.name }));
    expect(within(item).getByRole('textbox', { name: 'Ponto de congelamento (°C)' })).toHaveValue(
      String(beef.freezingPoint).replace('.', ','),
    );
    expect(
      within(item).getByRole('textbox', { name: 'Calor latente de congelamento (kJ/kg)' }),
    ).toHaveValue(String(beef.latentHeatOfFusion));
  });

  it('adds and removes items (always the last), spreading the capacity while CREATING', async () => {
    stubRoomsApi({ rooms: [] });
    await renderRoomsPage();
    const user = userEvent.setup({ delay: null });
    const dimensions = screen.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
    for (const [name, value] of [
      ['Comprimento (m)', '10'],
      ['Largura (m)', '8'],
      ['Altura (m)', '3'],
    ] as const) {
      const input = within(dimensions).getByRole('textbox', { name });
      await user.clear(input);
      await user.type(input, value);
    }
    await user.click(within(dimensions).getByRole('button', { name: 'Salvar' }));
    const { goods } = await openGoods();

    await user.click(within(goods).getByRole('button', { name: 'Adicionar produto' }));
    await user.click(within(goods).getByRole('button', { name: 'Adicionar produto' }));
    const storage = (name: string) =>
      within(within(goods).getByRole('group', { name })).getByRole('textbox', {
        name: 'Capacidade de armazenagem (kg)',
      });
    // 380 · 240 m³ · 0.65 = 59 280 kg, split over two items.
    expect(storage('Produto 1')).toHaveValue('29.640');
    expect(storage('Produto 2')).toHaveValue('29.640');
    await user.click(within(goods).getByRole('button', { name: 'Remover último produto' }));
    expect(within(goods).queryByRole('group', { name: 'Produto 2' })).not.toBeInTheDocument();
    expect(storage('Produto 1')).toHaveValue('59.280');
  });

  it('warns when the groups or the goods cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRoomsApi({
      rooms: [buildRoomDto(7)],
      onGroups: () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro' }, 500),
      onGroupGoods: () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro' }, 500),
    });
    await renderRoomsPage();
    await openGoods();
    expect(await screen.findByText('Erro ao recuperar grupos de produtos')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Erro ao recuperar produtos')).toBeInTheDocument());
  });
});
