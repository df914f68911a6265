import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createJsonResponse, stubFetch } from '../../../../testing/fetch-stub.ts';
import { readBodies, renderUnitModal, TEST_SYSTEM } from '../testing/render-unit-modal.tsx';
import { buildCompressorList, rateCompressorSkus } from '../testing/unit-fixtures.ts';
import { UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { CompressorModal } from './compressor-modal.tsx';

/** The API's answer to the modal's rating call (see {@link rateCompressorSkus}). */
const respondWithRatings = async (request: Request) =>
  createJsonResponse(
    rateCompressorSkus((await request.json()) as Parameters<typeof rateCompressorSkus>[0]),
  );

const failure = () => createJsonResponse({ code: 'INTERNAL', message: 'falhou' }, 500);

function renderCompressorModal() {
  return renderUnitModal(({ onClose, onConfirm }) => (
    <CompressorModal
      opened
      onClose={onClose}
      onConfirm={onConfirm}
      system={{ ...TEST_SYSTEM, rack: true }}
      requiredCapacity={20_000}
      roomCount={2}
    />
  ));
}

describe('Preencher Dados da Unidade de Compressão', () => {
  it('lists compressors, rates the chosen SKU live and confirms it with its conditions', async () => {
    const fetchMock = stubFetch([
      { path: '/v1/catalog/compressors', respond: () => createJsonResponse(buildCompressorList()) },
      { method: 'POST', path: '/v1/catalog/skus', respond: respondWithRatings },
    ]);
    const user = userEvent.setup();
    const { onConfirm } = renderCompressorModal();
    expect(
      await screen.findByRole('dialog', { name: 'Preencher Dados da Unidade de Compressão' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'Unidade de compressão linha RC' }),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Selecionar RC-2X' }));
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    const count = screen.getByRole('textbox', { name: /Quantidade/ });
    expect(count).toHaveValue('1');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('radio', { name: /RC-2X-220/ }));
    const table = screen.getByRole('table', { name: 'Capacidades' });
    // 2 × 12 650 = 25 300 kcal/h against 20 000 required: 26,5 % slack.
    expect(
      await within(table).findByRole('row', { name: /Capacidade total.*25\.300/ }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: /Capacidade requerida/ })).toHaveTextContent(
      '20.000 kcal/h',
    );
    expect(within(table).getByRole('row', { name: /Folga/ })).toHaveTextContent('26,5 %');
    const bodies = await readBodies(fetchMock, '/v1/catalog/skus');
    expect(bodies.at(-1)).toEqual({
      condensingUnit: {
        skus: ['RC-2X-380', 'RC-2X-220'],
        refrigerantFluid: 'R404A',
        evaporationTemperature: -10,
        ambientTemperature: 35,
        loadLoss: 0,
        count: 2,
      },
    });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(
      { kind: 'DEFAULT', modelId: 21, skuId: 202, count: 2, ambientTemperature: 35, loadLoss: 0 },
      expect.objectContaining({ model: 'RC-2X', sku: 'RC-2X-220', capacity: 25_300, count: 2 }),
    );
  });

  it('shows each SKU rated, and capacity, required capacity and slack at the new ambient, with no error toast (issue 28)', async () => {
    stubFetch([
      { path: '/v1/catalog/compressors', respond: () => createJsonResponse(buildCompressorList()) },
      { method: 'POST', path: '/v1/catalog/skus', respond: respondWithRatings },
    ]);
    const user = userEvent.setup();
    renderCompressorModal();
    await user.click(await screen.findByRole('radio', { name: 'Selecionar RC-2X' }));
    // Before a SKU is chosen each one shows its rating: the compressor is not picked blind.
    expect(await screen.findByText('12.900 kcal/h · 4,20 kW')).toBeVisible();
    expect(screen.getByText('12.650 kcal/h · 4,20 kW')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /RC-2X-380/ }));
    const table = screen.getByRole('table', { name: 'Capacidades' });
    // 12 900 kcal/h against 20 000 required: short by 35,5 %.
    expect(within(table).getByRole('row', { name: /Capacidade total/ })).toHaveTextContent(
      '12.900 kcal/h',
    );
    expect(within(table).getByRole('row', { name: /Capacidade requerida/ })).toHaveTextContent(
      '20.000 kcal/h',
    );
    expect(within(table).getByRole('row', { name: /Folga/ })).toHaveTextContent('-35,5 %');

    await user.click(screen.getByRole('combobox', { name: /Temperatura ambiente/ }));
    await user.click(await screen.findByRole('option', { name: '38' }));
    // 38 °C: 12 900 − 3 × 200 = 12 300 kcal/h, −38,5 %.
    expect(
      await within(table).findByRole('row', { name: /Capacidade total.*12\.300/ }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: /Folga/ })).toHaveTextContent('-38,5 %');
    expect(screen.queryByText(UNIT_MESSAGES.skusError)).toBeNull();
  });

  it('selects a compressor by clicking its card text and with the arrow keys (issue 29 item 10)', async () => {
    const list = buildCompressorList();
    const [rc2x] = list.items;
    const [sku] = rc2x?.skus ?? [];
    if (!rc2x || !sku) throw new Error('the compressor list has no RC-2X');
    const rc3x = {
      ...rc2x,
      id: 22,
      model: 'RC-3X',
      numberOfCompressors: 3,
      skus: [{ ...sku, id: 221, sku: 'RC-3X-380' }],
    };
    stubFetch([
      {
        path: '/v1/catalog/compressors',
        respond: () => createJsonResponse({ ...list, items: [rc2x, rc3x] }),
      },
      {
        method: 'POST',
        path: '/v1/catalog/skus',
        respond: () => createJsonResponse({ catalogVersion: list.catalogVersion, items: [] }),
      },
    ]);
    const user = userEvent.setup();
    renderCompressorModal();
    const first = await screen.findByRole('radio', { name: 'Selecionar RC-2X' });
    const second = screen.getByRole('radio', { name: 'Selecionar RC-3X' });
    // The card's text describes its radio.
    expect(first).toHaveAccessibleDescription('RC-2X Linha RC 2 × Semi-Hermético');
    expect(first).not.toBeChecked();

    // A click on the card's text (not on the radio) selects the compressor.
    await user.click(screen.getByText('3 × Semi-Hermético'));
    expect(second).toBeChecked();
    expect(await screen.findByRole('radiogroup', { name: /SKU de RC-3X/ })).toBeVisible();
    await user.click(screen.getByText('RC-2X'));
    expect(first).toBeChecked();
    expect(await screen.findByRole('radiogroup', { name: /SKU de RC-2X/ })).toBeVisible();

    // One tab stop; the arrow keys move the choice within the group.
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toBeChecked();
    expect(second).toHaveFocus();
    expect(await screen.findByRole('radiogroup', { name: /SKU de RC-3X/ })).toBeVisible();
    await user.keyboard('{ArrowUp}');
    expect(first).toBeChecked();
  });

  it('says to search when nothing matches and toasts a failed list', async () => {
    stubFetch([
      { path: '/v1/catalog/compressors', respond: () => createJsonResponse(buildCompressorList()) },
    ]);
    const user = userEvent.setup();
    renderCompressorModal();
    await screen.findByRole('radio', { name: 'Selecionar RC-2X' });
    await user.type(screen.getByRole('textbox', { name: 'Pesquisar equipamento' }), 'xyz');
    expect(screen.getByText(UNIT_MESSAGES.searchEquipment)).toBeVisible();
  });

  it('toasts when the compressors cannot be read', async () => {
    stubFetch([{ path: '/v1/catalog/compressors', respond: failure }]);
    renderCompressorModal();
    expect(await screen.findByText(UNIT_MESSAGES.compressorsError)).toBeVisible();
    expect(screen.getByText(UNIT_MESSAGES.searchEquipment)).toBeVisible();
  });

  it('fills a compressor unit by hand: required fields, per-compressor capacity and slack', async () => {
    stubFetch([
      { path: '/v1/catalog/compressors', respond: () => createJsonResponse(buildCompressorList()) },
    ]);
    const user = userEvent.setup();
    renderCompressorModal();
    await user.click(await screen.findByText('Preencher manualmente'));
    expect(
      screen.getByRole('textbox', { name: /Modelo \(código completo do produto\)/ }),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Carenagem' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Informe uma descrição.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Capacidade por compressor/ }), '25000');
    const table = screen.getByRole('table', { name: 'Capacidades' });
    expect(within(table).getByRole('row', { name: /Folga/ })).toHaveTextContent('25 %');
  });
});
