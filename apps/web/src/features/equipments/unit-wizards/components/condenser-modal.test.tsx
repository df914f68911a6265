import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createJsonResponse, stubFetch } from '../../../../testing/fetch-stub.ts';
import { renderUnitModal, TEST_SYSTEM } from '../testing/render-unit-modal.tsx';
import { buildCondenserList } from '../testing/unit-fixtures.ts';
import { UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { CondenserModal } from './condenser-modal.tsx';

function renderCondenserModal() {
  return renderUnitModal(({ onClose, onConfirm }) => (
    <CondenserModal
      opened
      onClose={onClose}
      onConfirm={onConfirm}
      system={{ ...TEST_SYSTEM, rack: true }}
      requiredCapacity={20_000}
      roomCount={1}
    />
  ));
}

const SPECIAL_NUMBERS: [RegExp, string][] = [
  [/^DT/, '10'],
  [/Altitude/, '800'],
  [/Número de polos/, '6'],
  [/Diâmetro do ventilador/, '500'],
  [/Aletas por polegada/, '10'],
  [/Número de ventiladores/, '2'],
  [/Potência dos ventiladores/, '0,9'],
  [/Capacidade unitária/, '20000'],
  [/Nível de ruído/, '55'],
  [/Calor rejeitado/, '25000'],
];

describe('Preencher dados do Condensador Remoto', () => {
  it('lists condensers, takes the SKU and count, and confirms', async () => {
    stubFetch([
      { path: '/v1/catalog/condensers', respond: () => createJsonResponse(buildCondenserList()) },
    ]);
    const user = userEvent.setup();
    const { onConfirm } = renderCondenserModal();
    expect(await screen.findByRole('img', { name: 'Condensador remoto linha CR' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Selecionar CR-2X500' }));
    // A single SKU is chosen with the model.
    expect(screen.getByRole('radio', { name: /CR-2X500-220/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith(
      { kind: 'DEFAULT', modelId: 31, skuId: 301, count: 1 },
      {
        kind: 'DEFAULT',
        model: 'CR-2X500',
        line: 'CR',
        image: '/assets/images/condensadores/CR.svg',
        sku: 'CR-2X500-220',
        count: 1,
        capacity: null,
        consumedPower: 0.9,
        heatRejectionPerK: 2500,
      },
    );
  });

  it('toasts a failed list and says to search', async () => {
    stubFetch([
      {
        path: '/v1/catalog/condensers',
        respond: () => createJsonResponse({ code: 'INTERNAL', message: 'falhou' }, 500),
      },
    ]);
    renderCondenserModal();
    expect(await screen.findByText(UNIT_MESSAGES.condensersError)).toBeVisible();
    expect(screen.getByText(UNIT_MESSAGES.searchEquipment)).toBeVisible();
  });

  it('requires every field of the special condenser and confirms it', async () => {
    stubFetch([
      { path: '/v1/catalog/condensers', respond: () => createJsonResponse(buildCondenserList()) },
    ]);
    const user = userEvent.setup();
    const { onConfirm } = renderCondenserModal();
    await user.click(await screen.findByText('Preencher manualmente'));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Informe uma descrição.')).toBeVisible();
    expect(screen.getByText('Informe o tipo de condensador.')).toBeVisible();
    expect(screen.getByText('Informe o número de polos.')).toBeVisible();
    expect(screen.getByText('Informe o nível de ruído.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Modelo/ }), 'CR-ESPECIAL');
    await user.type(screen.getByRole('textbox', { name: /Tipo de condensador/ }), 'Ar');
    await user.type(screen.getByRole('textbox', { name: /Tipo de ventilador/ }), 'Axial');
    for (const [name, value] of SPECIAL_NUMBERS) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(value);
    }
    await user.type(screen.getByRole('textbox', { name: /Descrição comercial/ }), 'Sob medida');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'SPECIAL',
        model: 'CR-ESPECIAL',
        count: 1,
        dt: 10,
        numberOfPoles: 6,
        fanPower: 0.9,
        rejectedHeat: 25_000,
        commercialDescription: 'Sob medida',
      }),
      expect.objectContaining({ kind: 'SPECIAL', capacity: 25_000, sku: null }),
    );
  });
});
