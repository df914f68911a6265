import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createJsonResponse, stubFetch } from '../../../../testing/fetch-stub.ts';
import { renderUnitModal, TEST_SYSTEM } from '../testing/render-unit-modal.tsx';
import { buildUnitOptions } from '../testing/unit-fixtures.ts';
import { CondensingUnitWizard } from './condensing-unit-wizard.tsx';

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Pastes a value into a field (typing every field would outlast the test's time limit). */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

describe('Seleção de Unidade Condensadora: Equipamento Especial', () => {
  it('requires every field, shows the live capacity table and confirms the special unit', async () => {
    stubFetch([
      {
        path: '/v1/catalog/condensing-units/options',
        respond: () => createJsonResponse(buildUnitOptions()),
      },
    ]);
    const user = userEvent.setup();
    const { onConfirm } = renderUnitModal(({ onClose, onConfirm }) => (
      <CondensingUnitWizard
        opened
        onClose={onClose}
        onConfirm={onConfirm}
        system={TEST_SYSTEM}
        requiredCapacity={10_000}
        roomCount={1}
      />
    ));
    await user.click(await screen.findByRole('button', { name: 'Equipamento Especial' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Informe uma descrição.')).toBeVisible();
    expect(screen.getByText('Informe o modelo.')).toBeVisible();
    expect(screen.getByText('Escolha o tipo de compressor.')).toBeVisible();
    expect(screen.getByText('Informe se tem carenagem.')).toBeVisible();
    expect(screen.getByText('Informe a capacidade unitária.')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();

    const table = screen.getByRole('table', { name: 'Capacidades' });
    expect(within(table).getByRole('row', { name: /Capacidade requerida/ })).toHaveTextContent(
      '10.000 kcal/h',
    );
    await fill(user, /^Modelo/, 'UC-ESPECIAL');
    const count = screen.getByRole('textbox', { name: /Quantidade/ });
    await user.clear(count);
    await user.type(count, '2');
    await fill(user, /Capacidade unitária/, '5500');
    expect(within(table).getByRole('row', { name: /Capacidade total/ })).toHaveTextContent(
      '11.000 kcal/h',
    );
    expect(within(table).getByRole('row', { name: /Folga/ })).toHaveTextContent('10 %');
    await fill(user, /Temperatura de condensação/, '45');
    await choose(user, 'Tipo de compressor', 'Scroll');
    await choose(user, 'Carenagem', 'Com');
    await choose(user, 'Degelo por gás quente', 'Sem');
    await choose(user, 'Controle de capacidade', 'Com');
    await fill(user, /Potência máxima/, '5,5');
    await fill(user, /Potência em operação/, '4');
    await fill(user, /Calor rejeitado/, '7000');
    await user.type(
      screen.getByRole('textbox', { name: /Descrição comercial/ }),
      'Unidade sob medida',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith(
      {
        kind: 'SPECIAL',
        model: 'UC-ESPECIAL',
        count: 2,
        ambientTemperature: 35,
        loadLoss: 0,
        condensingTemperature: 45,
        compressorType: 'SCROLL',
        fairing: true,
        hotGasDefrost: false,
        capacityControl: true,
        maxPower: 5.5,
        realTimePower: 4,
        unitCapacity: 5500,
        rejectedHeat: 7000,
        commercialDescription: 'Unidade sob medida',
      },
      {
        kind: 'SPECIAL',
        model: 'UC-ESPECIAL',
        line: null,
        image: null,
        sku: null,
        count: 2,
        capacity: 11_000,
        consumedPower: 8,
      },
    );
  }, 90_000); // fifteen fields and four selects: slow on a busy 2-core machine
});
