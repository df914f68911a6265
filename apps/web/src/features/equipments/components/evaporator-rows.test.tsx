import type { SystemSettings } from '@camara-fria/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHit } from '../../../testing/catalog-fixtures.ts';
import { buildCatalogPreview, readHitRating } from '../evaporator-wizard/utils/preview.ts';
import { buildSystemDto, testRooms } from '../testing/system-fixtures.ts';
import {
  fromSystemDto,
  summariseEvaporatorPreview,
  toSystemRoom,
  type DraftConfiguration,
} from '../utils/system-draft.ts';
import { EvaporatorRows } from './evaporator-rows.tsx';

/**
 * Issue 28 item 3 (docs/decisions/059): the evaporator row read "DT 8 K · 9.719" before saving
 * (the capacity at the searched DT 6 K) and 12.959 after reloading (the DT-8 one), and kept
 * 12.959 beside "3 K" once the evaporation temperature changed. The row's capacity is now the
 * room's evaporators at the system's settings and the room's design DT, before and after saving.
 *
 * Hand-worked (wet-coil factor by inlet air, capacity_correction_defaults.csv): the model is rated
 * 8 000 kcal/h at DT 6 K and Te −10 °C (inlet air −4 °C, w = 1,01 + 21/25 · 0,14 = 1,1276), valid
 * to 1,3 × 6 = 7,8 K. In a −1 °C room (w = 1,01 + 24/25 · 0,14 = 1,1444) on a −8 °C system
 * (DT 7 K): 8 000 · 7/6 · 1,1444/1,1276 = 9 472,4 kcal/h; at −3 °C (DT 2 K), 2 706,4.
 */

const SETTINGS: SystemSettings = {
  name: 'Sistema 1',
  rack: false,
  operationTemperature: -8,
  refrigerantFluid: 'R404A',
};
const APPLES = { ...toSystemRoom(testRooms[0] ?? never()), name: 'Maçãs', roomTemperature: -1 };
// Searched at DT 6 K: the search's own figure (8 000) is not the row's.
const HIT = buildHit(1, 'FM-A', { capacity: 8000 });
const SKU = { id: 11, sku: 'FM-A-220-1F' };

function never(): never {
  throw new Error('fixture missing');
}

function renderRows(configuration: DraftConfiguration, settings: SystemSettings) {
  return render(
    <MantineProvider>
      <EvaporatorRows
        systemKey="sistema"
        settings={settings}
        configurations={[configuration]}
        isStale={false}
        onChoose={() => undefined}
        onRemove={() => undefined}
      />
    </MantineProvider>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

function chosen(room: typeof APPLES): DraftConfiguration {
  const preview = buildCatalogPreview(HIT, SKU, SETTINGS, room);
  return {
    room,
    evaporator: {
      choice: { kind: 'DEFAULT', modelId: HIT.id, skuId: SKU.id, count: 1 },
      summary: summariseEvaporatorPreview(preview),
    },
  };
}

/** The saved system as the server answers it: the selection at the design DT, with its rating. */
function saved(): DraftConfiguration {
  const dto = buildSystemDto({ operationTemperature: SETTINGS.operationTemperature });
  const [first] = dto.configurations;
  if (!first?.evaporator) never();
  const system = fromSystemDto({
    ...dto,
    configurations: [
      {
        ...first,
        room: { ...first.room, name: 'Maçãs', roomTemperature: -1, temperatureDelta: 7 },
        evaporator: {
          ...first.evaporator,
          temperatureDelta: 7,
          unitCapacity: 9472.389736313115,
          unitCapacityDt: 9472.389736313115,
          rating: readHitRating(HIT),
        },
      },
    ],
  });
  return system.configurations[0] ?? never();
}

describe('the evaporator row’s capacity (issue 28 item 3)', () => {
  it('is the capacity at the room’s design DT before saving, not the searched DT’s', () => {
    renderRows(chosen(APPLES), SETTINGS);
    const row = rowOf('Maçãs');
    expect(within(row).getByText('7 K')).toBeVisible();
    expect(within(row).getByText('9.472')).toBeVisible();
  });

  it('is the same figure after saving and reloading', () => {
    renderRows(saved(), SETTINGS);
    expect(within(rowOf('Maçãs')).getByText('9.472')).toBeVisible();
  });

  it('follows the evaporation temperature: −3 °C gives DT 2 K and 2.706', () => {
    renderRows(saved(), { ...SETTINGS, operationTemperature: -3 });
    const row = rowOf('Maçãs');
    expect(within(row).getByText('2 K')).toBeVisible();
    expect(within(row).getByText('2.706')).toBeVisible();
    expect(within(row).queryByText('9.472')).toBeNull();
  });

  it('holds the capacity at the maximum DT and says so beyond it (issue 28 item 6)', () => {
    // A +10 °C antechamber at DT 18 K: held at 7,8 K, at its air (w 1,35):
    // 8 000 · 7,8/6 · 1,35/1,1276 = 12 451,2.
    renderRows(chosen({ ...APPLES, name: 'Antecâmara', roomTemperature: 10 }), SETTINGS);
    const row = rowOf('Antecâmara');
    expect(within(row).getByText('12.451')).toBeVisible();
    expect(
      within(row).getByText(
        'DT acima do máximo do evaporador (7,8 K): capacidade limitada à desse DT.',
      ),
    ).toBeVisible();
  });
});
