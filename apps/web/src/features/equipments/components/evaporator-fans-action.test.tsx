import { RoomSchema } from '@camara-fria/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createJsonResponse } from '../../../testing/fetch-stub.ts';
import { renderEquipmentsPage } from '../testing/render-equipments.tsx';
import { buildSystemDto, stubEquipmentsApi, testRooms } from '../testing/system-fixtures.ts';

vi.mock('../evaporator-wizard/index.ts', async () => {
  const { createEvaporatorWizardDouble } = await import('../testing/modal-doubles.tsx');
  return { EvaporatorWizard: createEvaporatorWizardDouble() };
});
vi.mock('../unit-wizards/index.ts', async () => {
  const doubles = await import('../testing/modal-doubles.tsx');
  return {
    CondensingUnitWizard: doubles.createUnitModalDouble('Seleção de Unidade Condensadora'),
    CompressorModal: doubles.createUnitModalDouble('Preencher Dados da Unidade de Compressão'),
    CondenserModal: doubles.createUnitModalDouble('Preencher dados do Condensador Remoto'),
  };
});

const ACTION =
  'Usar a potência dos ventiladores dos evaporadores selecionados (2 × 0,21 kW) na carga da câmara Resfriados';

/** The saved system with 2 × FBA 1 (0,21 kW of fans each) in Resfriados. */
function buildTwoEvaporatorSystem(overrides: Parameters<typeof buildSystemDto>[0] = {}) {
  const system = buildSystemDto(overrides);
  return {
    ...system,
    configurations: system.configurations.map((item, index) =>
      index === 0 && item.evaporator
        ? { ...item, evaporator: { ...item.evaporator, count: 2 } }
        : item,
    ),
  };
}

describe("the room's evaporator fans taken from the selected evaporators", () => {
  it('saves the room with 2 × 0,21 kW and its origin, then saves the system on the new load, by keyboard', async () => {
    const room = testRooms[0];
    if (!room) throw new Error('no room');
    const roomBodies: unknown[] = [];
    const systemBodies: unknown[] = [];
    const after = { ...room, heatLoad: room.heatLoad && { ...room.heatLoad, totalKcalh: 7720 } };
    stubEquipmentsApi({
      systems: [buildTwoEvaporatorSystem()],
      onGetRoom: () => createJsonResponse({ ...room, version: 7 }),
      onUpdateRoom: async (request) => {
        roomBodies.push(await request.json());
        return createJsonResponse(RoomSchema.parse({ ...after, version: 8 }));
      },
      onUpdate: async (request) => {
        systemBodies.push(await request.json());
        return createJsonResponse(buildTwoEvaporatorSystem({ version: 4 }));
      },
    });
    const user = userEvent.setup();
    await renderEquipmentsPage();

    const row = screen.getByRole('row', { name: /Resfriados/ });
    const action = within(row).getByRole('button', { name: ACTION });
    expect(action).toHaveTextContent('Usar ventiladores na carga (2 × 0,21 kW)');
    action.focus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByText(
        'A câmara passou a usar a potência dos ventiladores dos evaporadores selecionados.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sistema salvo com sucesso.')).toBeInTheDocument();
    expect(roomBodies).toHaveLength(1);
    expect(roomBodies[0]).toMatchObject({
      name: 'Resfriados',
      version: 7,
      additionalLoad: {
        evaporator: {
          count: 2,
          power: 0.21,
          duration: room.additionalLoad.evaporator.duration,
          source: { model: 'FBA 1', count: 2, unitFanPowerKw: 0.21 },
        },
        lighting: room.additionalLoad.lighting,
      },
    });
    // The system is then saved again over its version, so its balance follows the room.
    expect(systemBodies).toHaveLength(1);
    expect(systemBodies[0]).toMatchObject({ version: 3 });
  });

  it('waits for a save while the system has unsaved changes, and is absent without the fans', async () => {
    const system = buildTwoEvaporatorSystem();
    stubEquipmentsApi({
      systems: [
        {
          ...system,
          configurations: system.configurations.map((item, index) =>
            index === 1 && item.evaporator
              ? { ...item, evaporator: { ...item.evaporator, fanPower: null } }
              : item,
          ),
        },
      ],
    });
    const user = userEvent.setup();
    await renderEquipmentsPage();

    const other = screen.getByRole('row', { name: /Laticínios/ });
    expect(within(other).queryByRole('button', { name: /ventiladores/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remover Laticínios do sistema' }));
    const row = screen.getByRole('row', { name: /Resfriados/ });
    expect(within(row).getByRole('button', { name: ACTION })).toBeDisabled();
    expect(row).toHaveTextContent('Salve o sistema antes de levar os ventiladores à câmara.');
  });
});
