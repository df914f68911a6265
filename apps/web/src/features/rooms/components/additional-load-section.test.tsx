import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

/** Issue 29 item 14: a 720 m³ freezer at −20 °C moving 9,8 t a day on 800 kg pallets. */
function buildFreezer(height: number) {
  const room = buildSuggestedRoom('Congelados');
  const [item] = room.goods;
  if (!item) throw new Error('the suggested room has no goods');
  return {
    ...room,
    roomTemperature: -20,
    length: 15,
    width: 720 / 15 / height,
    height,
    goods: [{ ...item, dailyMovement: 9800, palletCapacity: 800 }],
    additionalLoad: { ...room.additionalLoad, forklift: { count: 0, duration: 8 } },
  };
}

async function openOtherLoads() {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'OUTRAS CARGAS' }));
  const section = await screen.findByRole('region', { name: 'OUTRAS CARGAS' });
  return within(section).getByRole('textbox', { name: 'Número de empilhadeiras' });
}

describe('OUTRAS CARGAS: the forklift suggestion shows its inputs (issue 29 item 14)', () => {
  it('6 m high: 9.800 kg/dia ÷ 800 kg/palete ÷ 8 h ÷ 12 ≈ 0,13, whatever the field holds', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7, buildFreezer(6))] });
    await renderRoomsPage();
    const field = await openOtherLoads();
    expect(field).toHaveValue('0');
    expect(field).toHaveAccessibleDescription(
      'Sugestão: 9.800 kg/dia ÷ 800 kg/palete ÷ 8 h ÷ 12 ≈ 0,13 empilhadeira',
    );
  });

  it('4 m high: 0, and says the spec gives rooms up to 4 m no forklift', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7, buildFreezer(4))] });
    await renderRoomsPage();
    const field = await openOtherLoads();
    expect(field).toHaveAccessibleDescription(
      'Sugestão: 0 (câmara com até 4 m de altura: a especificação não prevê empilhadeiras)',
    );
  });
});
