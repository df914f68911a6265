import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoomDto, stubRoomsApi } from '../testing/room-fixtures.ts';
import { renderRoomsPage } from '../testing/render-rooms.tsx';

describe('/projects/:id/rooms', () => {
  it('shows the links, the project name and the rooms of the project', async () => {
    stubRoomsApi({ rooms: [buildRoomDto(7)] });
    const user = userEvent.setup();
    const { router } = await renderRoomsPage();
    expect(screen.getByRole('heading', { name: 'Carga Térmica', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Entreposto Serra Azul')).toBeInTheDocument();
    const carousel = screen.getByRole('list', { name: 'Câmaras do projeto' });
    expect(within(carousel).getByRole('button', { name: 'Câmara de resfriados' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('link', { name: 'Seleção de Equipamentos' }));
    expect(router.state.location.pathname).toBe('/projects/1/equipments');
  });
});
