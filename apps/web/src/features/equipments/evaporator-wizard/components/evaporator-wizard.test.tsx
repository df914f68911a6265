import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readFetchRequest } from '../../../../testing/fetch-stub.ts';
import {
  buildHit,
  renderWizard,
  stubEvaporatorApi,
  testRoom,
} from '../testing/evaporator-fixtures.tsx';
import { describeDtBeyondMaximum } from './evaporator-results.tsx';
import { OUTSIDE_APPLICATION_LABEL, OUTSIDE_APPLICATION_WARNING } from './search-filter-form.tsx';

const setup = () => userEvent.setup({ delay: null });

/** The bodies of the calls made to `path`, in order. */
async function readBodies(fetchMock: ReturnType<typeof stubEvaporatorApi>, path: string) {
  const requests = fetchMock.mock.calls
    .map((_call, index) => readFetchRequest(fetchMock, index))
    .filter((request) => new URL(request.url).pathname === path);
  return Promise.all(requests.map((request) => request.json() as Promise<unknown>));
}

async function findCallBody(fetchMock: ReturnType<typeof stubEvaporatorApi>, path: string) {
  const [first] = await readBodies(fetchMock, path);
  if (first === undefined) throw new Error(`no call to ${path}`);
  return first;
}

async function findLastSearch(fetchMock: ReturnType<typeof stubEvaporatorApi>) {
  return (await readBodies(fetchMock, '/v1/catalog/evaporators/search')).at(-1);
}

async function waitForResults() {
  return screen.findByRole('radiogroup', { name: 'Modelos' });
}

describe('Seleção de Evaporadores', { timeout: 20_000 }, () => {
  it('searches on opening with the system, the room and its design DT, 0 − (−10) = 10 K (ADR 059)', async () => {
    const fetchMock = stubEvaporatorApi({ hits: [buildHit(1, 'FM 10')] });
    renderWizard();
    await waitForResults();
    const body = await findCallBody(fetchMock, '/v1/catalog/evaporators/search');
    expect(body).toMatchObject({
      refrigerantFluid: 'R404A',
      evaporationTemperature: -10,
      evaporatorDt: 10,
      count: 1,
      unitCapacity: 12_000,
      roomTemperature: 0,
      productLine: null,
      defrost: ['ELETRICO', 'GAS'],
      powerSupply: null,
    });
  });

  it('keeps Avançar off until a model is picked and Confirmar off until an SKU is, then confirms', async () => {
    const hit = buildHit(1, 'FM 10', { capacity: 6500, count: 2 });
    const fetchMock = stubEvaporatorApi({ hits: [hit] });
    const { onConfirm, onClose } = renderWizard();
    const user = setup();
    const count = await screen.findByRole('textbox', { name: /Quantidade/ });
    await waitForResults();
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(async () =>
      expect(await findLastSearch(fetchMock)).toMatchObject({ count: 2, unitCapacity: 6000 }),
    );

    // The line's drawing the API serves (ADR 028: .svg), described for screen readers.
    expect(screen.getByRole('img', { name: 'Evaporador linha FM' })).toHaveAttribute(
      'src',
      '/assets/images/evaporadores/FM.svg',
    );
    const advance = screen.getByRole('button', { name: 'Avançar' });
    expect(advance).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'FM 10' }));
    expect(advance).toBeEnabled();
    expect(screen.getByText('13.000 kcal/h')).toBeInTheDocument();
    await user.click(advance);

    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    expect(await findCallBody(fetchMock, '/v1/catalog/skus')).toEqual({
      evaporator: {
        skus: ['FM 10-220-1F', 'FM 10-380-3F'],
        refrigerantFluid: 'R404A',
        evaporationTemperature: -10,
        evaporatorDt: 6,
      },
    });
    await user.click(screen.getByRole('radio', { name: 'FM 10-380-3F' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    // The row's figure is the model at the room's design DT 10 K, held at its 1,3 × 6 = 7,8 K
    // maximum, at the room's air (0 °C, w 1,15) over the rating's (−4 °C, w 1,1276):
    // 6 500 · 7,8/6 · 1,15/1,1276 (ADR 059), whatever DT the search ran at.
    const atDesignDt = ((6500 * 7.8) / 6) * (1.15 / 1.1276);
    expect(onConfirm).toHaveBeenCalledWith(
      { kind: 'DEFAULT', modelId: 1, skuId: 12, count: 2 },
      {
        specialEquipment: false,
        model: 'FM 10',
        line: 'FM',
        image: '/assets/images/evaporadores/FM.svg',
        sku: 'FM 10-380-3F',
        count: 2,
        temperatureDelta: 10,
        unitCapacity: expect.closeTo(atDesignDt, 6) as number,
        totalCapacity: expect.closeTo(2 * atDesignDt, 6) as number,
        rating: {
          ratedCapacity: 6500,
          ratedDt: 6,
          ratedEvaporationTemperature: -10,
          ratingCondition: 'EN 328',
          refrigerantFactors: { R404A: 1 },
          maxDt: 7.8,
        },
      },
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('compares up to 3 models: counter, fourth ignored, single pick off, off clears the ticks', async () => {
    const hits = [1, 2, 3, 4].map((id) => buildHit(id, `FM ${id}`));
    stubEvaporatorApi({ hits });
    renderWizard();
    const user = setup();
    await waitForResults();

    await user.click(screen.getByRole('switch', { name: 'Comparar Modelos?' }));
    expect(screen.getByText('0 de 3 selecionados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Avançar' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'FM 1' })).toBeDisabled();

    for (const id of [1, 2, 3, 4]) {
      await user.click(screen.getByRole('checkbox', { name: `Comparar FM ${id}` }));
    }
    expect(screen.getByText('3 de 3 selecionados')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Comparar FM 4' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Comparar Modelos?' }));
    await user.click(screen.getByRole('switch', { name: 'Comparar Modelos?' }));
    expect(screen.getByText('0 de 3 selecionados')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Comparar FM 1' })).not.toBeChecked();
  });

  it('shows the Comparativo of the ticked models and continues with the one chosen', async () => {
    const hits = [1, 2, 3].map((id) => buildHit(id, `FM ${id}`));
    const fetchMock = stubEvaporatorApi({ hits });
    renderWizard();
    const user = setup();
    await waitForResults();
    await user.click(screen.getByRole('switch', { name: 'Comparar Modelos?' }));
    await user.click(screen.getByRole('checkbox', { name: 'Comparar FM 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Comparar FM 3' }));
    await user.click(screen.getByRole('button', { name: 'Comparar' }));

    const table = await screen.findByRole('table', { name: 'Comparativo de evaporadores' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Modelo', 'FM 1', 'FM 3']);
    expect(await findCallBody(fetchMock, '/v1/catalog/comparison')).toEqual({
      evaporator: [1, 3].map((id) => ({
        id,
        refrigerantFluid: 'R404A',
        evaporationTemperature: -10,
        evaporatorDt: 10,
      })),
    });
    await user.click(within(table).getByRole('button', { name: 'Escolher FM 3' }));
    expect(await screen.findByRole('radiogroup', { name: 'SKUs do modelo FM 3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('chooses the lowest profile band holding a result first', async () => {
    stubEvaporatorApi({
      hits: [
        buildHit(1, 'FM alto', { fanDiameter: 500 }),
        buildHit(2, 'FM médio', { fanDiameter: 400 }),
      ],
    });
    renderWizard();
    const user = setup();
    await waitForResults();
    expect(screen.getByRole('radio', { name: 'Médio Perfil' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Baixo Perfil' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'FM médio' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'FM alto' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Alto Perfil' }));
    expect(screen.getByRole('radio', { name: 'FM alto' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'FM médio' })).not.toBeInTheDocument();
  });

  it.each([
    { roomTemperature: 0, offered: ['Todos', 'Elétrico', 'Gás'] },
    { roomTemperature: 5, offered: ['Todos', 'Ar'] },
  ])(
    'offers the defrosts of a room at $roomTemperature °C',
    async ({ roomTemperature, offered }) => {
      stubEvaporatorApi({ hits: [buildHit(1, 'FM 10')] });
      renderWizard({ room: { ...testRoom, roomTemperature } });
      const user = setup();
      await waitForResults();
      await user.click(screen.getByRole('combobox', { name: 'Degelo' }));
      const listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(offered);
    },
  );

  it('warns of a model longer than both sides of the room', async () => {
    stubEvaporatorApi({ hits: [buildHit(1, 'FM longo', { length: 5200 })] });
    renderWizard();
    await waitForResults();
    expect(
      screen.getByText('Esta câmara não suporta as dimensões deste equipamento.'),
    ).toBeInTheDocument();
  });

  it('searches the lines outside the room’s application only when ticked, with a warning (ADR 060)', async () => {
    const warning =
      'Fora da aplicação: a linha MP é indicada para câmaras a partir de -5 °C, e esta câmara está a -22 °C.';
    const fetchMock = stubEvaporatorApi({
      hits: [buildHit(1, 'MP 2', { applicationWarning: warning })],
    });
    renderWizard();
    const user = setup();
    await waitForResults();
    expect(await findCallBody(fetchMock, '/v1/catalog/evaporators/search')).toMatchObject({
      includeOutsideApplication: false,
    });
    expect(screen.queryByText(OUTSIDE_APPLICATION_WARNING)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: OUTSIDE_APPLICATION_LABEL }));
    expect(screen.getByText(OUTSIDE_APPLICATION_WARNING)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(async () =>
      expect(await findLastSearch(fetchMock)).toMatchObject({ includeOutsideApplication: true }),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'MP 2' })).getByText(warning),
    ).toHaveAttribute('role', 'note');
  });

  it('says when nothing was found', async () => {
    stubEvaporatorApi({ hits: [] });
    renderWizard();
    expect(
      await screen.findByText(
        'Nenhum modelo encontrado. Recomendação: Selecionar os filtros para “Todos“.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Comparar Modelos?' })).not.toBeInTheDocument();
    // Searched at the room's design DT, 0 − (−10) = 10 K: beyond many models' maximum (ADR 059).
    expect(screen.getByText(describeDtBeyondMaximum(10))).toBeInTheDocument();
    expect(describeDtBeyondMaximum(10)).toContain('com DT de 10 K, reduza o DT pesquisado');
  });

  it('requires every field of the special form, with the contract messages', async () => {
    stubEvaporatorApi({ hits: [] });
    const { onConfirm } = renderWizard();
    const user = setup();
    await user.click(await screen.findByRole('switch', { name: 'Equipamento Especial' }));
    const form = screen.getByRole('form', { name: 'Equipamento especial' });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    for (const message of [
      'Informe o modelo.',
      'Informe as aletas por polegada.',
      'Escolha o degelo.',
      'Informe a flecha de ar.',
      'Informe o diâmetro do ventilador.',
      'Informe a potência de degelo.',
      'Informe a potência dos ventiladores.',
      'Informe a capacidade unitária.',
      'Informe a vazão de ar.',
      'Informe uma descrição.',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the air changes per hour beside the spec's floor-area figure (issue 29 item 11)", async () => {
    stubEvaporatorApi({ hits: [] });
    // 10 × 8 × 3,2 m: 256 m³ on 80 m² of floor.
    renderWizard({ room: { ...testRoom, length: 10, width: 8, height: 3.2 } });
    const user = setup();
    await user.click(await screen.findByRole('switch', { name: 'Equipamento Especial' }));
    const form = screen.getByRole('form', { name: 'Equipamento especial' });
    for (const [name, value] of [
      [/^Quantidade/, '2'],
      [/^Vazão de ar unitária/, '7000'],
    ] as const) {
      const field = within(form).getByRole('textbox', { name });
      await user.clear(field);
      await user.type(field, value);
    }
    const totals = within(form).getByRole('table', { name: 'Totais do equipamento especial' });
    // 14 000 m³/h ÷ 256 m³ = 54,7 changes per hour; ÷ 80 m² = 175 (the spec's figure).
    expect(
      within(totals).getByRole('row', { name: /Trocas de ar por hora \(vazão ÷ volume\)/ }),
    ).toHaveTextContent('54,7/h');
    expect(
      within(totals).getByRole('row', {
        name: /Vazão por área de piso \(fórmula da especificação\)/,
      }),
    ).toHaveTextContent('175 m³/h por m²');
  });

  it('confirms a special evaporator with its totals', async () => {
    stubEvaporatorApi({ hits: [] });
    const { onConfirm } = renderWizard();
    const user = setup();
    await user.click(await screen.findByRole('switch', { name: 'Equipamento Especial' }));
    const form = screen.getByRole('form', { name: 'Equipamento especial' });
    const type = async (name: string | RegExp, value: string) => {
      const field = within(form).getByRole('textbox', { name });
      await user.clear(field);
      await user.type(field, value);
    };
    await type(/^Modelo/, 'EVAP-X');
    await type(/^Quantidade/, '2');
    await type(/^DT \(K\)/, '7');
    await type(/^Capacidade unitária/, '4500');
    await type(/^Vazão de ar unitária/, '3000');
    const totals = within(form).getByRole('table', { name: 'Totais do equipamento especial' });
    expect(within(totals).getByRole('row', { name: /Capacidade total/ })).toHaveTextContent(
      '9.000 kcal/h',
    );
    expect(within(totals).getByRole('row', { name: /Vazão total/ })).toHaveTextContent(
      '6.000 m³/h',
    );
    // The spec's figure, labelled: 3000 × 2 / (5 × 4) = 300 m³/h per m² of floor.
    expect(within(totals).getByRole('row', { name: /Vazão por área de piso/ })).toHaveTextContent(
      '300 m³/h por m²',
    );
    // Per volume: 6 000 / (5 × 4 × 3) = 100 changes per hour.
    expect(within(totals).getByRole('row', { name: /Trocas de ar por hora/ })).toHaveTextContent(
      '100/h',
    );
    await type(/^Aletas por polegada/, '4,5');
    await type(/^Flecha de ar/, '12');
    await type(/^Diâmetro do ventilador/, '400');
    await type(/^Potência dos ventiladores/, '350');
    await type(/^Potência de degelo/, '2500');
    await user.click(within(form).getByRole('combobox', { name: /^Degelo/ }));
    await user.click(await screen.findByRole('option', { name: 'Gás' }));
    await user.type(
      within(form).getByRole('textbox', { name: /^Descrição comercial/ }),
      'Evaporador sob medida',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith(
      {
        kind: 'SPECIAL',
        model: 'EVAP-X',
        count: 2,
        temperatureDelta: 7,
        wingPerInch: 4.5,
        defrost: 'GAS',
        airArrow: 12,
        fanDiameter: 400,
        defrostPower: 2500,
        fanPower: 350,
        unitCapacity: 4500,
        unitAirFlow: 3000,
        commercialDescription: 'Evaporador sob medida',
      },
      {
        specialEquipment: true,
        model: 'EVAP-X',
        line: null,
        image: null,
        sku: null,
        count: 2,
        temperatureDelta: 7,
        unitCapacity: 4500,
        totalCapacity: 9000,
        rating: null,
      },
    );
  });

  it('opens a special choice pre-filled, and preselects a catalogue model', async () => {
    stubEvaporatorApi({ hits: [buildHit(1, 'FM 1'), buildHit(2, 'FM 2', { fanDiameter: 500 })] });
    const special = renderWizard({
      initialChoice: {
        kind: 'SPECIAL',
        model: 'EVAP-Y',
        count: 1,
        temperatureDelta: 6,
        wingPerInch: 4,
        defrost: 'ELETRICO',
        airArrow: 10,
        fanDiameter: 450,
        defrostPower: 2000,
        fanPower: 300,
        unitCapacity: 5000,
        unitAirFlow: 2500,
        commercialDescription: 'Sob medida',
      },
    });
    expect(await screen.findByRole('textbox', { name: /^Modelo/ })).toHaveValue('EVAP-Y');
    special.unmount();

    renderWizard({ initialChoice: { kind: 'DEFAULT', modelId: 2, skuId: 22, count: 1 } });
    const user = setup();
    await waitForResults();
    expect(screen.getByRole('radio', { name: 'Alto Perfil' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'FM 2' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByRole('radio', { name: 'FM 2-380-3F' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('forgets results, choices, comparison and special mode when closed', async () => {
    stubEvaporatorApi({ hits: [buildHit(1, 'FM 1'), buildHit(2, 'FM 2')] });
    const { onClose } = renderWizard();
    const user = setup();
    await waitForResults();
    await user.click(screen.getByRole('radio', { name: 'FM 1' }));
    await user.click(screen.getByRole('switch', { name: 'Comparar Modelos?' }));
    await user.click(screen.getByRole('switch', { name: 'Equipamento Especial' }));

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitForResults();
    expect(screen.getByRole('switch', { name: 'Equipamento Especial' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Comparar Modelos?' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'FM 1' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  });

  it.each([
    { failing: { options: 'error' as const }, toast: 'Erro ao recuperar opcionais.' },
    { failing: { hits: 'error' as const }, toast: 'Erro ao recuperar evaporadores.' },
  ])('warns with “$toast”', async ({ failing, toast }) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubEvaporatorApi(failing);
    renderWizard();
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });

  it('warns when the SKUs or the comparison cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubEvaporatorApi({ hits: [buildHit(1, 'FM 1')], skus: 'error', comparison: 'error' });
    renderWizard();
    const user = setup();
    await waitForResults();
    await user.click(screen.getByRole('radio', { name: 'FM 1' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText('Erro ao recuperar SKU`s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Comparar Modelos?' }));
    await user.click(screen.getByRole('checkbox', { name: 'Comparar FM 1' }));
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByText('Erro ao comparar equipamentos.')).toBeInTheDocument();
  });
});
