import type { ComparisonItemDto } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildActiveCatalogue,
  buildComparison,
  buildComparisonItem,
  buildHit,
  buildSearchAnswer,
  buildUnitHit,
  CATALOG_VERSION,
  IMPORTED_CATALOG_VERSION,
} from '../../../testing/catalog-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { ComparisonScreen } from './comparison-screen.tsx';

const HITS = [
  buildHit(1, 'FM-100', { capacity: 4000 }),
  buildHit(2, 'FM-200', { capacity: 5000 }),
  buildHit(3, 'FM-300', { capacity: 6000 }),
  buildHit(4, 'FM-400', { capacity: 7000 }),
];

type Stub = {
  evaporators?: 'error' | typeof HITS;
  units?: ReturnType<typeof buildUnitHit>[];
  comparison?: 'error';
  activeCatalogue?: ReturnType<typeof buildActiveCatalogue>;
};
const serverError = () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro' }, 500);

const UNIT_HITS = [
  buildUnitHit({ id: 11, model: 'US-300' }),
  buildUnitHit({ id: 12, model: 'US-400' }),
];

function stubApi({
  evaporators = HITS,
  units = UNIT_HITS,
  comparison,
  activeCatalogue,
}: Stub = {}) {
  return stubFetch([
    {
      path: '/v1/catalog/versions/active',
      respond: () => createJsonResponse(activeCatalogue ?? buildActiveCatalogue()),
    },
    {
      path: '/v1/refrigerants',
      respond: () =>
        createJsonResponse([
          { id: 1, code: 'R404A', glideK: 0.7 },
          { id: 2, code: 'R22', glideK: 0 },
        ]),
    },
    {
      method: 'POST',
      path: '/v1/catalog/evaporators/search',
      respond: () =>
        evaporators === 'error'
          ? serverError()
          : createJsonResponse({ catalogVersion: CATALOG_VERSION, items: evaporators }),
    },
    {
      method: 'POST',
      path: '/v1/catalog/condensing-units/search',
      respond: () => createJsonResponse(buildSearchAnswer(units)),
    },
    {
      method: 'POST',
      path: '/v1/catalog/comparison',
      respond: async (request) => {
        if (comparison === 'error') return serverError();
        const body = (await request.json()) as {
          evaporator?: { id: number }[];
          condensingUnit?: { id: number }[];
        };
        if (body.condensingUnit)
          return createJsonResponse(buildComparison(body.condensingUnit.map((entry) => entry.id)));
        const hits = evaporators === 'error' ? HITS : evaporators;
        const items: ComparisonItemDto[] = (body.evaporator ?? []).map((entry) => {
          const hit = hits.find((candidate) => candidate.id === entry.id) ?? hits[0]!;
          return buildComparisonItem(hit);
        });
        return createJsonResponse({ catalogVersion: CATALOG_VERSION, items });
      },
    },
  ]);
}

function renderScreen(path = '/comparison') {
  return renderRoutes([{ path: '/comparison', element: <ComparisonScreen /> }], path);
}

const typeSelect = () => screen.getByRole('combobox', { name: 'Tipo de produto' });

async function searchEvaporators(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(typeSelect(), 'evaporator');
  await user.type(screen.getByLabelText(/Temperatura de evaporação/), '-10');
  await user.type(screen.getByLabelText(/DT do evaporador/), '6');
  await user.type(screen.getByLabelText(/Capacidade unitária/), '3000');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /Fluido refrigerante/ }),
    'R404A',
  );
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
  return screen.findByRole('list', { name: 'Modelos encontrados' });
}

const tick = (model: string) => screen.getByRole('checkbox', { name: `Comparar ${model}` });

describe('ComparisonScreen (spec part 2 §2.3, §4)', () => {
  it('starts with no type: the disabled Selecione placeholder and no form', () => {
    stubApi();
    renderScreen();
    expect(typeSelect()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Selecione' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Evaporadores' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Unidades Condensadoras' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesquisar' })).not.toBeInTheDocument();
  });

  it('validates every evaporator field on submit in Portuguese, and searches nothing', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(typeSelect(), 'evaporator');
    expect(screen.getByText('Modelo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Informe a temperatura de evaporação.')).toBeInTheDocument();
    expect(screen.getByText('Informe o DT do evaporador.')).toBeInTheDocument();
    expect(screen.getByText('Informe a capacidade unitária.')).toBeInTheDocument();
    expect(screen.getByText('Selecione o fluido refrigerante.')).toBeInTheDocument();
    const searched = fetchMock.mock.calls.some((_, index) =>
      readFetchRequest(fetchMock, index).url.endsWith('/search'),
    );
    expect(searched).toBe(false);
  });

  it('asks the condensing-unit fields (ambient, Te, load loss, capacity, fluid)', async () => {
    stubApi();
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(typeSelect(), 'condensingUnit');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Informe a temperatura ambiente.')).toBeInTheDocument();
    expect(screen.getByText('Informe a perda de carga.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/DT do evaporador/)).not.toBeInTheDocument();
  });

  it('goes type → results → ticks (4th ignored) → comparison → back with the ticks kept', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderScreen();
    const list = await searchEvaporators(user);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByRole('img', { name: 'Evaporador linha FM' })).toHaveLength(4);
    expect(screen.getByText('0 de 3 selecionados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparar' })).toBeDisabled();

    for (const model of ['FM-100', 'FM-200', 'FM-300']) await user.click(tick(model));
    expect(screen.getByText('3 de 3 selecionados')).toBeInTheDocument();
    await user.click(tick('FM-400'));
    expect(tick('FM-400')).not.toBeChecked();
    expect(screen.getByText('3 de 3 selecionados')).toBeInTheDocument();
    await user.click(tick('FM-200'));
    expect(tick('FM-200')).not.toBeChecked();
    expect(screen.getByText('2 de 3 selecionados')).toBeInTheDocument();
    await user.click(tick('FM-400'));

    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Modelo', 'FM-100', 'FM-300', 'FM-400']);
    const capacity = within(table).getByRole('row', { name: /Capacidade nominal/ });
    expect(capacity).toHaveTextContent('4.000');
    expect(capacity).toHaveTextContent('7.000★ Melhor');
    expect(router.state.location.search).toContain('step=comparison');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByRole('list', { name: 'Modelos encontrados' });
    expect(tick('FM-100')).toBeChecked();
    expect(tick('FM-300')).toBeChecked();
    expect(tick('FM-400')).toBeChecked();
    expect(screen.getByText('3 de 3 selecionados')).toBeInTheDocument();
  });

  it('empties the ticks on a new search', async () => {
    stubApi();
    const user = userEvent.setup();
    renderScreen();
    await searchEvaporators(user);
    await user.click(tick('FM-100'));
    expect(screen.getByText('1 de 3 selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(screen.getByText('0 de 3 selecionados')).toBeInTheDocument());
    expect(tick('FM-100')).not.toBeChecked();
  });

  it('clears results, ticks, the saved search and the stepper when the type changes', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderScreen();
    await searchEvaporators(user);
    await user.click(tick('FM-100'));
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    await screen.findByRole('table');
    await user.selectOptions(typeSelect(), 'condensingUnit');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Modelos encontrados' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Pesquisa de Unidades Condensadoras' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/Temperatura de evaporação/)).toHaveValue('');
    expect(router.state.location.search).toBe('?type=condensingUnit');
  });

  it('shows the empty-result message', async () => {
    stubApi({ evaporators: [] });
    renderScreen(
      '/comparison?type=evaporator&evaporationTemperature=-10&evaporatorDt=6&unitCapacity=3000&refrigerantFluid=R404A',
    );
    expect(
      await screen.findByText(
        'Nenhum modelo encontrado. Recomendação: Selecionar os filtros para “Todos”.',
      ),
    ).toBeInTheDocument();
  });

  it('toasts the §8 messages when the search or the comparison fails', async () => {
    stubApi({ evaporators: 'error' });
    renderScreen(
      '/comparison?type=evaporator&evaporationTemperature=-10&evaporatorDt=6&unitCapacity=3000&refrigerantFluid=R404A',
    );
    expect(await screen.findByText('Erro ao recuperar evaporadores.')).toBeInTheDocument();
  });

  it('toasts the comparison error', async () => {
    stubApi({ comparison: 'error' });
    renderScreen(
      '/comparison?type=evaporator&evaporationTemperature=-10&evaporatorDt=6&unitCapacity=3000&refrigerantFluid=R404A&ids=1,2&step=comparison',
    );
    expect(await screen.findAllByText('Erro ao comparar equipamentos.')).not.toHaveLength(0);
  });

  it('restores a shared link: type, search, ticks and step from the URL (round trip)', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderScreen();
    await searchEvaporators(user);
    await user.click(tick('FM-200'));
    await user.click(tick('FM-300'));
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    await screen.findByRole('table');
    const link = `${router.state.location.pathname}${router.state.location.search}`;
    expect(link).toBe(
      '/comparison?type=evaporator&evaporationTemperature=-10&evaporatorDt=6&refrigerantFluid=R404A&unitCapacity=3000&ids=2%2C3&step=comparison',
    );

    router.dispose();
    document.body.innerHTML = '';
    renderScreen(link);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Modelo', 'FM-200', 'FM-300']);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByRole('list', { name: 'Modelos encontrados' });
    expect(tick('FM-200')).toBeChecked();
    expect(screen.getByLabelText(/DT do evaporador/)).toHaveValue('6');
  });

  it('compares condensing units with their own rows (brand, compressor, power)', async () => {
    stubApi();
    const user = userEvent.setup();
    renderScreen(
      '/comparison?type=condensingUnit&ambientTemperature=35&evaporationTemperature=-10&loadLoss=1&unitCapacity=9000&refrigerantFluid=R404A&ids=11,12&step=comparison',
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Marca/ })).toHaveTextContent('Copeland');
    expect(within(table).getByRole('row', { name: /Potência consumida/ })).toBeInTheDocument();
    expect(
      within(table).queryByRole('row', { name: /Potência de degelo/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Ocultar linhas iguais' }));
    expect(within(table).queryByRole('row', { name: /Marca/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Capacidade nominal/ })).toBeInTheDocument();
  });

  it('copies the table as tab-separated text with a toast, and offers Imprimir', async () => {
    stubApi();
    const user = userEvent.setup();
    renderScreen(
      '/comparison?type=evaporator&evaporationTemperature=-10&evaporatorDt=6&unitCapacity=3000&refrigerantFluid=R404A&ids=1,4&step=comparison',
    );
    await screen.findByRole('table');
    expect(screen.getByRole('region', { name: /Comparativo de evaporadores/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Copiar tabela' }));
    expect(await screen.findByText('Tabela copiada.')).toBeInTheDocument();
    const text = await navigator.clipboard.readText();
    expect(text.split('\n')[0]).toBe('Modelo\tFM-100\tFM-400');
    expect(text).toContain('Capacidade nominal (kcal/h)\t4.000\t7.000');
  });

  it('shows one "Capacidade nominal" per model: the card’s is the table’s (issue 28 item 9)', async () => {
    // VCM-2X450-42 on R449A at −8 °C, DT 6 K: rated 11.980 kcal/h at the maker's DT 8 K, 8.985
    // at the search's DT, which the comparison answers. Before: the card showed 11.980.
    const vcm = { ...buildHit(5, 'VCM-2X450-42', { capacity: 8985 }), nominalUnitCapacity: 11_980 };
    stubApi({ evaporators: [vcm] });
    const user = userEvent.setup();
    renderScreen(
      '/comparison?type=evaporator&evaporationTemperature=-8&evaporatorDt=6&unitCapacity=8000&refrigerantFluid=R404A',
    );
    const card = await screen.findByRole('listitem', { name: 'VCM-2X450-42' });
    expect(card).toHaveTextContent('Capacidade nominal: 8.985 kcal/h');
    expect(card).not.toHaveTextContent('11.980');
    await user.click(tick('VCM-2X450-42'));
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Capacidade nominal/ })).toHaveTextContent(
      '8.985',
    );
  });

  it('orders the cards by their "Capacidade nominal", smallest first', async () => {
    // The unit search answers the units meeting the requirement first, then those of 90–100 %.
    stubApi({
      units: [
        buildUnitHit({ id: 21, model: 'UC-B', capacityPerUnit: 10_200 }),
        buildUnitHit({ id: 22, model: 'UC-D', capacityPerUnit: 11_000 }),
        buildUnitHit({ id: 23, model: 'UC-C', capacityPerUnit: 9800 }),
        buildUnitHit({ id: 24, model: 'UC-A', capacityPerUnit: 9300 }),
      ],
    });
    renderScreen(
      '/comparison?type=condensingUnit&ambientTemperature=35&evaporationTemperature=-10&loadLoss=1&unitCapacity=10000&refrigerantFluid=R404A',
    );
    const list = await screen.findByRole('list', { name: 'Modelos encontrados' });
    const models = within(list)
      .getAllByRole('listitem')
      .map((card) => card.getAttribute('aria-label'));
    expect(models).toEqual(['UC-A', 'UC-C', 'UC-B', 'UC-D']);
  });

  it('asks the power supply of condensing units, 60 Hz by default, and rates at it', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { router } = renderScreen();
    await user.selectOptions(typeSelect(), 'condensingUnit');
    const supply = screen.getByRole('combobox', { name: /Alimentação/ });
    expect(supply).toHaveValue('60');
    await user.type(screen.getByLabelText(/Temperatura ambiente/), '35');
    await user.type(screen.getByLabelText(/Temperatura de evaporação/), '-10');
    await user.type(screen.getByLabelText(/Perda de carga/), '1');
    await user.type(screen.getByLabelText(/Capacidade unitária/), '9000');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Fluido refrigerante/ }),
      'R404A',
    );
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByRole('list', { name: 'Modelos encontrados' });
    const bodyOf = async (suffix: string) => {
      const index = fetchMock.mock.calls.findLastIndex((_, call) =>
        readFetchRequest(fetchMock, call).url.endsWith(suffix),
      );
      return (await readFetchRequest(fetchMock, index).json()) as Record<string, unknown>;
    };
    expect(await bodyOf('/condensing-units/search')).toMatchObject({
      powerSupply: { frequencyHz: 60 },
    });
    expect(router.state.location.search).toContain('frequencyHz=60');

    await user.selectOptions(screen.getByRole('combobox', { name: /Alimentação/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(router.state.location.search).toContain('frequencyHz=50'));
    await waitFor(async () =>
      expect(await bodyOf('/condensing-units/search')).toMatchObject({
        powerSupply: { frequencyHz: 50 },
      }),
    );
    await screen.findByRole('list', { name: 'Modelos encontrados' });
    await user.click(tick('US-300'));
    await waitFor(() => expect(tick('US-300')).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(await bodyOf('/catalog/comparison')).toMatchObject({
      condensingUnit: [{ id: 11, powerSupply: { frequencyHz: 50 } }],
    });
  });
});

describe('the catalogue on the comparison screen (docs/decisions/053)', () => {
  it('labels the demonstration catalogue as synthetic data, with its version, before any search', async () => {
    stubApi();
    renderScreen();
    expect(
      await screen.findByRole('note', { name: 'Catálogo dos equipamentos' }),
    ).toHaveTextContent('Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1');
  });

  it("shows a maker's imported catalogue by its own name and version", async () => {
    stubApi({ activeCatalogue: buildActiveCatalogue(IMPORTED_CATALOG_VERSION) });
    renderScreen();
    const note = await screen.findByRole('note', { name: 'Catálogo dos equipamentos' });
    expect(note).toHaveTextContent('Catálogo Exemplo 2027 (CSV) · versão exemplo-2027-01-csv');
    expect(note).not.toHaveTextContent('demonstração');
  });
});
