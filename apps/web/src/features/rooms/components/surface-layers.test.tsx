import type { RoomInput } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, listRequests, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

// Issue 11 item 2 (ADR 024): each surface shows its material's k, takes a custom k and up to
// two more layers.

const K_LABEL = 'Condutividade k (W/(m·K))';

async function openCeiling(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'ISOLAMENTO TÉRMICO' }));
  const section = await screen.findByRole('region', { name: 'ISOLAMENTO TÉRMICO' });
  return { section, ceiling: within(section).getByRole('group', { name: 'Teto' }) };
}

async function replaceValue(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

async function savedCeiling(fetchMock: Parameters<typeof listRequests>[0], count: number) {
  await waitFor(() => expect(listRequests(fetchMock, 'PUT')).toHaveLength(count));
  const request = listRequests(fetchMock, 'PUT')[count - 1] as Request;
  return ((await request.json()) as RoomInput).heatTransfer.ceiling;
}

describe('ISOLAMENTO TÉRMICO: material, k and layers', { timeout: 20_000 }, () => {
  it('shows the material’s k, marks a typed k as personalizado and goes back to the material’s', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const { section, ceiling } = await openCeiling(user);

    const material = within(ceiling).getAllByRole('combobox', { name: 'Material' })[0];
    expect(material).toHaveDisplayValue('PUR (k 0,022 W/(m·K))');
    const k = within(ceiling).getByRole('textbox', { name: K_LABEL });
    expect(k).toHaveValue('0,022');
    expect(k).toHaveAccessibleDescription('Do material PUR');

    await replaceValue(user, k, '0,030');
    await user.tab();
    expect(k).toHaveValue('0,03');
    expect(k).toHaveAccessibleDescription('Personalizado (PUR: 0,022 W/(m·K))');
    const back = within(ceiling).getByRole('button', {
      name: 'Usar o k do material PUR (0,022 W/(m·K))',
    });
    await user.click(back);
    expect(k).toHaveValue('0,022');
    expect(k).toHaveAccessibleDescription('Do material PUR');

    // Typing the material's own k is not a custom k.
    await replaceValue(user, k, '0.022');
    await user.tab();
    expect(k).toHaveAccessibleDescription('Do material PUR');
    await replaceValue(user, k, '0,03');
    await user.click(within(section).getByRole('button', { name: 'Salvar' }));
    expect(await savedCeiling(fetchMock, 1)).toMatchObject({
      material: { id: 10 },
      conductivity: 0.03,
      additionalLayers: [],
    });
  });

  it('adds up to two more layers and removes one, by keyboard, and saves them', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const { section, ceiling } = await openCeiling(user);
    const add = within(ceiling).getByRole('button', { name: 'Adicionar camada' });

    add.focus();
    await user.keyboard('{Enter}');
    const second = within(ceiling).getByRole('group', { name: 'Camada 2' });
    const secondMaterial = within(second).getByRole('combobox', { name: 'Material' });
    expect(secondMaterial).toHaveFocus();
    await user.selectOptions(secondMaterial, '16');
    await user.type(within(second).getByRole('textbox', { name: 'Espessura (mm)' }), '50');
    expect(within(second).getByRole('textbox', { name: K_LABEL })).toHaveValue('0,15');
    expect(within(second).getByRole('textbox', { name: K_LABEL })).toHaveAccessibleDescription(
      'Do material Madeira',
    );

    await user.click(add);
    expect(within(ceiling).getByRole('group', { name: 'Camada 3' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.click(within(ceiling).getByRole('button', { name: 'Remover camada 3' }));
    expect(within(ceiling).queryByRole('group', { name: 'Camada 3' })).not.toBeInTheDocument();
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();

    await user.click(within(section).getByRole('button', { name: 'Salvar' }));
    expect(await savedCeiling(fetchMock, 1)).toMatchObject({
      conductivity: null,
      additionalLayers: [{ material: { id: 16 }, thickness: 50, conductivity: null }],
    });
  });

  it('asks for the material and thickness of an empty new layer before saving', async () => {
    const fetchMock = stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup({ delay: null });
    await renderRoomsPage();
    const { section, ceiling } = await openCeiling(user);
    await user.click(within(ceiling).getByRole('button', { name: 'Adicionar camada' }));
    await user.click(within(section).getByRole('button', { name: 'Salvar' }));
    const second = within(ceiling).getByRole('group', { name: 'Camada 2' });
    expect(await within(second).findByText('Escolha o material.')).toBeInTheDocument();
    expect(within(second).getByText('Informe a espessura.')).toBeInTheDocument();
    expect(listRequests(fetchMock, 'PUT')).toHaveLength(0);
  });
});
