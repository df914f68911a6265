import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/browser-location.ts';
import { createJsonResponse } from '../../../testing/fetch-stub.ts';
import {
  renderEquipmentsPage,
  renderEquipmentsPageWithoutWaiting,
} from '../testing/render-equipments.tsx';
import { buildSystemDto, stubEquipmentsApi, testRooms } from '../testing/system-fixtures.ts';

vi.mock('../../../lib/browser-location.ts', () => ({
  assignLocation: vi.fn(),
  readOrigin: () => 'http://localhost:3000',
}));

type Settings = { name: string; temperature: string; refrigerant: string; rack?: boolean };

/** Fills 'Configuração do Sistema' of the open panel and stores it. */
async function storeSettings(user: UserEvent, settings: Settings) {
  const form = screen.getByRole('form', { name: 'Configuração do Sistema' });
  const name = within(form).getByRole('textbox', { name: /Nome/ });
  await user.clear(name);
  await user.type(name, settings.name);
  const temperature = within(form).getByRole('textbox', { name: /Temperatura de evaporação/ });
  await user.clear(temperature);
  await user.type(temperature, settings.temperature);
  await user.click(within(form).getByRole('combobox', { name: /Fluido refrigerante/ }));
  await user.click(await screen.findByRole('option', { name: settings.refrigerant }));
  const type = settings.rack ? 'Rack/Compressor + Condensador' : 'Unidade Condensadora';
  await user.click(within(form).getByRole('radio', { name: type }));
  await user.click(within(form).getByRole('button', { name: 'Confirmar configuração' }));
}

function roomCard(name: string) {
  return screen.getByRole('button', { name: `Incluir ${name}` });
}

function evaporatorTable() {
  return screen.getByRole('table', { name: 'Evaporador' });
}

describe('equipment-selection screen', () => {
  beforeEach(() => vi.mocked(assignLocation).mockClear());

  it('asks for the system settings before a room can join', async () => {
    stubEquipmentsApi();
    const user = userEvent.setup();
    await renderEquipmentsPage();

    expect(screen.getByRole('button', { name: /Novo sistema/ })).toBeInTheDocument();
    expect(
      screen.getByText('Selecione as câmaras compatíveis com esse sistema.'),
    ).toBeInTheDocument();
    await user.click(roomCard('Resfriados'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Antes de continuar, defina a configuração do sistema.',
    );
    expect(roomCard('Resfriados')).toBeInTheDocument();
  });

  it('requires every setting, in Portuguese', async () => {
    stubEquipmentsApi();
    const user = userEvent.setup();
    await renderEquipmentsPage();

    await user.click(screen.getByRole('button', { name: 'Confirmar configuração' }));
    expect(await screen.findByText('Informe o nome do sistema.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o tipo de máquina.')).toBeInTheDocument();
    expect(screen.getByText(/Escolha o fluido refrigerante/)).toBeInTheDocument();
  });

  it('shows a room too cold for the system in red with the reason, refuses it and takes the others', async () => {
    stubEquipmentsApi();
    const user = userEvent.setup();
    await renderEquipmentsPage();
    await storeSettings(user, { name: 'Sistema A', temperature: '-10', refrigerant: 'R404A' });

    const cold = roomCard('Congelados');
    expect(cold).toHaveAttribute('aria-disabled', 'true');
    expect(cold).toHaveAttribute('data-incompatible');
    expect(cold).toHaveAccessibleDescription(/DT insuficiente: mínimo 2 K para R404A/);
    await user.click(cold);
    expect(
      screen.getByText('Selecione as câmaras compatíveis com esse sistema.'),
    ).toBeInTheDocument();

    await user.click(roomCard('Resfriados'));
    await user.click(roomCard('Laticínios'));
    const rows = within(evaporatorTable()).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([
      undefined,
      'Resfriados',
      'Laticínios',
    ]);
    expect(within(evaporatorTable()).getByRole('row', { name: /Resfriados/ })).toHaveTextContent(
      '10 K',
    );
    expect(screen.queryByRole('button', { name: 'Incluir Resfriados' })).toBeNull();
    expect(screen.getByRole('button', { name: /Sistema A/ })).toBeInTheDocument();
  });

  it('says when every room is in a system', async () => {
    // The saved system holds rooms 11 and 12: a project of only those has none left.
    stubEquipmentsApi({ systems: [buildSystemDto()], rooms: testRooms.slice(0, 2) });
    await renderEquipmentsPage();
    expect(screen.getByText('Todas as câmaras foram incluídas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sistema 1/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("says 'Erro ao recuperar sistemas.' when the systems cannot be loaded", async () => {
    stubEquipmentsApi({
      systems: () => createJsonResponse({ code: 'INTERNAL', message: 'falhou' }, 500),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderEquipmentsPageWithoutWaiting();
    expect(
      // What failed is the toast's title; the server's words are its text (ADR 064).
      await screen.findByText('Erro ao recuperar sistemas.', {
        selector: '.mantine-Notification-title',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('goes to /logout when the systems call answers 401', async () => {
    stubEquipmentsApi({
      systems: () => createJsonResponse({ code: 'UNAUTHENTICATED', message: 'x' }, 401),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderEquipmentsPageWithoutWaiting();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/logout'));
  });

  it('deletes a saved system after asking; its rooms go back to the carousel', async () => {
    const onDelete = vi.fn(() => new Response(null, { status: 204 }));
    stubEquipmentsApi({ systems: [buildSystemDto()], onDelete });
    const user = userEvent.setup();
    await renderEquipmentsPage();
    expect(screen.queryByRole('button', { name: 'Incluir Resfriados' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Excluir sistema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir sistema?' });
    expect(dialog).toHaveTextContent('O sistema Sistema 1 e os seus equipamentos serão excluídos');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Excluir sistema' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir sistema?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(
      await screen.findByText('Sistema excluído com sucesso.', {
        selector: '.mantine-Notification-description',
      }),
    ).toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Sistema 1/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Novo sistema/ })).toBeInTheDocument();
    expect(roomCard('Resfriados')).toBeInTheDocument();
  });

  it("keeps the system and says 'Erro ao excluir sistema.' when the server refuses", async () => {
    stubEquipmentsApi({
      systems: [buildSystemDto()],
      onDelete: () => createJsonResponse({ code: 'INTERNAL', message: 'falhou' }, 500),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderEquipmentsPage();

    await user.click(screen.getByRole('button', { name: 'Excluir sistema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir sistema?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      // What failed is the toast's title; the server's words are its text (ADR 064).
      await screen.findByText('Erro ao excluir sistema.', {
        selector: '.mantine-Notification-title',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sistema 1/ })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Excluir sistema?' })).toBeInTheDocument();
  });

  it('asks before leaving with a system the server does not have', async () => {
    stubEquipmentsApi();
    const user = userEvent.setup();
    const { router } = await renderEquipmentsPage();
    await storeSettings(user, { name: 'Sistema A', temperature: '-10', refrigerant: 'R404A' });

    await user.click(screen.getByRole('link', { name: 'Carga Térmica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    expect(dialog).toHaveTextContent('O sistema Sistema A tem alterações que não foram salvas.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/projects/1/equipments');

    await user.click(screen.getByRole('link', { name: 'Carga Térmica' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/1/rooms'));
  });
});
