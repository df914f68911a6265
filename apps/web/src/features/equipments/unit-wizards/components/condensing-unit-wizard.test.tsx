import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../../testing/fetch-stub.ts';
import { readBodies, renderUnitModal, TEST_SYSTEM } from '../testing/render-unit-modal.tsx';
import {
  buildComparison,
  buildSearchAnswer,
  buildUnitHit,
  buildUnitOptions,
  buildUnitSkus,
} from '../testing/unit-fixtures.ts';
import { UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { CondensingUnitWizard } from './condensing-unit-wizard.tsx';

const failure = () => createJsonResponse({ code: 'INTERNAL', message: 'falhou' }, 500);

type Overrides = {
  options?: () => Response;
  search?: () => Response;
  skus?: () => Response;
  comparison?: (request: Request) => Promise<Response> | Response;
};

function stubCatalog(overrides: Overrides = {}, hits = [buildUnitHit()]) {
  return stubFetch([
    {
      path: '/v1/catalog/condensing-units/options',
      respond: overrides.options ?? (() => createJsonResponse(buildUnitOptions())),
    },
    {
      method: 'POST',
      path: '/v1/catalog/condensing-units/search',
      respond: overrides.search ?? (() => createJsonResponse(buildSearchAnswer(hits))),
    },
    {
      method: 'POST',
      path: '/v1/catalog/skus',
      respond: overrides.skus ?? (() => createJsonResponse(buildUnitSkus())),
    },
    {
      method: 'POST',
      path: '/v1/catalog/comparison',
      respond:
        overrides.comparison ??
        (async (request) => {
          const body = (await request.json()) as { condensingUnit: { id: number }[] };
          return createJsonResponse(buildComparison(body.condensingUnit.map((entry) => entry.id)));
        }),
    },
  ]);
}

function renderWizard(roomCount = 1) {
  return renderUnitModal(({ onClose, onConfirm }) => (
    <CondensingUnitWizard
      opened
      onClose={onClose}
      onConfirm={onConfirm}
      system={TEST_SYSTEM}
      requiredCapacity={10_000}
      roomCount={roomCount}
    />
  ));
}

const search = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
};

describe('Seleção de Unidade Condensadora', () => {
  it('asks the options of every line on opening and again when the line changes', async () => {
    const fetchMock = stubCatalog();
    const user = userEvent.setup();
    renderWizard();
    expect(
      await screen.findByRole('dialog', { name: 'Seleção de Unidade Condensadora' }),
    ).toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const optionUrls = () =>
      fetchMock.mock.calls
        .map((_, index) => new URL(readFetchRequest(fetchMock, index).url))
        .filter((url) => url.pathname === '/v1/catalog/condensing-units/options')
        .map((url) => url.searchParams.get('productLine'));
    expect(optionUrls()).toEqual(['Todos']);
    await user.click(screen.getByRole('combobox', { name: 'Linha de produto' }));
    await user.click(await screen.findByRole('option', { name: 'SLIM' }));
    await waitFor(() => expect(optionUrls()).toEqual(['Todos', 'SLIM']));
  });

  it('toasts when the options cannot be read', async () => {
    stubCatalog({ options: failure });
    renderWizard();
    expect(await screen.findByText(UNIT_MESSAGES.optionsError)).toBeVisible();
  });

  it('marks the required filters, pre-fills capacity and Te, and refuses a search without them', async () => {
    const fetchMock = stubCatalog();
    const user = userEvent.setup();
    renderWizard();
    const capacity = await screen.findByRole('textbox', { name: /Capacidade \(kcal\/h\)/ });
    expect(capacity).toHaveValue('10.000');
    expect(capacity).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /Temperatura de evaporação/ })).toHaveValue('-10');
    const count = screen.getByRole('textbox', { name: /Quantidade/ });
    expect(count).toHaveValue('1');
    await user.clear(count);
    await user.clear(capacity);
    await search(user);
    expect(await screen.findByText('Informe a quantidade de unidades.')).toBeVisible();
    expect(screen.getByText('Informe a capacidade requerida.')).toBeVisible();
    expect(await readBodies(fetchMock, '/v1/catalog/condensing-units/search')).toEqual([]);
  });

  it('searches, warns above 120 %, picks an SKU and confirms the choice with its preview', async () => {
    const big = buildUnitHit({ id: 12, model: 'US-500', unitCapacity: 12_500 });
    const fetchMock = stubCatalog({}, [buildUnitHit(), big]);
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderWizard();
    await screen.findByRole('dialog');
    await search(user);
    await user.click(await screen.findByRole('radio', { name: 'Selecionar US-500' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UNIT_MESSAGES.capacityWarning);
    await user.click(screen.getByRole('radio', { name: 'Selecionar US-300' }));
    expect(screen.queryByText(UNIT_MESSAGES.capacityWarning)).toBeNull();
    expect(await readBodies(fetchMock, '/v1/catalog/condensing-units/search')).toEqual([
      expect.objectContaining({
        refrigerantFluid: 'R404A',
        unitCapacity: 10_000,
        evaporationTemperature: -10,
        ambientTemperature: 35,
        loadLoss: 0,
        count: 1,
        productLine: null,
        powerSupply: null,
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /US-300-60/ }));
    // The 60 Hz SKU rates 12 650 kcal/h: above 120 % of 10 000.
    expect(screen.getByRole('alert')).toHaveTextContent(UNIT_MESSAGES.capacityWarning);
    expect(await readBodies(fetchMock, '/v1/catalog/skus')).toEqual([
      {
        condensingUnit: {
          skus: ['US-300-50', 'US-300-60'],
          refrigerantFluid: 'R404A',
          evaporationTemperature: -10,
          ambientTemperature: 35,
          loadLoss: 0,
          count: 1,
        },
      },
    ]);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(
      { kind: 'DEFAULT', modelId: 11, skuId: 102, count: 1, ambientTemperature: 35, loadLoss: 0 },
      {
        kind: 'DEFAULT',
        model: 'US-300',
        line: 'US',
        image: '/assets/images/unidades-condensadoras/US.svg',
        sku: 'US-300-60',
        count: 1,
        capacity: 12_650,
        consumedPower: 4.2,
      },
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the line image with its alt text and the spec’s message when nothing is found', async () => {
    stubCatalog();
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('dialog');
    await search(user);
    expect(
      await screen.findByRole('img', { name: 'Unidade condensadora linha US' }),
    ).toHaveAttribute('src', '/assets/images/unidades-condensadoras/US.svg');
    stubCatalog({}, []);
    await search(user);
    expect(await screen.findByText(UNIT_MESSAGES.noModels)).toBeVisible();
  });

  it('toasts a failed search and a failed SKU lookup', async () => {
    stubCatalog({ search: failure });
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('dialog');
    await search(user);
    expect(await screen.findByText(UNIT_MESSAGES.unitsError)).toBeVisible();
    stubCatalog({ skus: failure });
    await search(user);
    await user.click(await screen.findByRole('radio', { name: 'Selecionar US-300' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(UNIT_MESSAGES.skusError)).toBeVisible();
  });

  it('compares up to 3 models and toasts a failed comparison', async () => {
    const hits = [11, 12, 13, 14].map((id) => buildUnitHit({ id, model: `M-${id}` }));
    const fetchMock = stubCatalog({}, hits);
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('dialog');
    await search(user);
    await user.click(await screen.findByRole('switch', { name: 'Comparar Modelos?' }));
    expect(screen.getByText('0 de 3 selecionados')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Comparar' })).toBeDisabled();
    for (const id of [11, 12, 13])
      await user.click(screen.getByRole('checkbox', { name: `Comparar M-${id}` }));
    expect(screen.getByText('3 de 3 selecionados')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Comparar M-14' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    const table = await screen.findByRole('table', {
      name: 'Comparativo de unidades condensadoras',
    });
    expect(within(table).getByText('MODELO-13')).toBeVisible();
    expect(screen.getByText('Comparativo')).toBeVisible();
    expect(await readBodies(fetchMock, '/v1/catalog/comparison')).toEqual([
      {
        condensingUnit: [11, 12, 13].map((id) => ({
          id,
          refrigerantFluid: 'R404A',
          evaporationTemperature: -10,
          ambientTemperature: 35,
          loadLoss: 0,
          powerSupply: null,
        })),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    stubCatalog({ comparison: failure }, hits);
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByText(UNIT_MESSAGES.comparisonError)).toBeVisible();
  });

  it('makes the capacity-control note stand out when the unit serves several rooms', async () => {
    stubCatalog();
    renderWizard(2);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(UNIT_MESSAGES.capacityControlNote);
    expect(within(note).getByText('Atenção')).toBeVisible();
  });

  it('keeps the capacity-control note plain for a single room', async () => {
    stubCatalog();
    renderWizard(1);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(UNIT_MESSAGES.capacityControlNote);
    expect(within(note).queryByText('Atenção')).toBeNull();
  });
});
