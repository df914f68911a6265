import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createJsonResponse, readFetchRequest } from '../../../testing/fetch-stub.ts';
import { renderEquipmentsPage } from '../testing/render-equipments.tsx';
import { balancedResult, buildSystemDto, stubEquipmentsApi } from '../testing/system-fixtures.ts';

/*
 * The screen is tested on its own: the modals (tested in their folders) are replaced by doubles
 * that confirm the catalogue choice the test names, as the real ones do on 'Confirmar'.
 */
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

/** Confirms a catalogue choice by ids in the modal that is open. */
async function confirmCatalogueChoice(user: UserEvent, modelId: string, skuId: string) {
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'ID do modelo' }), modelId);
  await user.type(within(dialog).getByRole('textbox', { name: 'ID do SKU' }), skuId);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function setMachineType(user: UserEvent, type: string) {
  const form = screen.getByRole('form', { name: 'Configuração do Sistema' });
  await user.click(within(form).getByRole('radio', { name: type }));
  await user.click(within(form).getByRole('button', { name: 'Confirmar configuração' }));
}

function readonlyValue(label: string) {
  return screen.getByRole<HTMLInputElement>('textbox', { name: label }).value;
}

function findToast(text: string) {
  return screen.findByText(text, { selector: '.mantine-Notification-description' });
}

function findToastTitle(text: string) {
  return screen.findByText(text, { selector: '.mantine-Notification-title' });
}

/** A saved system whose first room has no evaporator yet, and no unit. */
function buildIncompleteSystem() {
  const system = buildSystemDto();
  return buildSystemDto({
    configurations: system.configurations.map((item, index) =>
      index === 0 ? { ...item, evaporator: null, choice: null } : item,
    ),
    condensingUnit: null,
    condensingUnitChoice: null,
    result: null,
    resultingDt: null,
    resultingCapacity: null,
  });
}

describe('a system panel', () => {
  it('shows a saved system: rows, unit, result, chart text and energy', async () => {
    stubEquipmentsApi({ systems: [buildSystemDto()] });
    await renderEquipmentsPage();

    const row = screen.getByRole('row', { name: /Resfriados/ });
    expect(row).toHaveTextContent('FBA 1 × 1');
    expect(row).toHaveTextContent('EV-1');
    expect(row).toHaveTextContent('7.000');
    expect(row).toHaveTextContent('8.600');
    const unit = screen.getByRole('region', { name: 'Unidade Condensadora' });
    expect(unit).toHaveTextContent('UCB 40 × 1');
    expect(unit).toHaveTextContent('14.000');
    expect(unit).toHaveTextContent('6,10');
    expect(readonlyValue('DT Resultante')).toBe('6,24');
    expect(readonlyValue('Capacidade Total (Kcal/h)')).toBe('13.250');
    expect(
      screen.getByRole('img', { name: /as curvas se cruzam em DT 6,2 K · 13.250 kcal\/h/ }),
    ).toBeInTheDocument();
    const energy = screen.getByRole('region', { name: 'Consumo de energia' });
    expect(energy).toHaveTextContent('5,50 kW');
    expect(energy).toHaveTextContent('99 kWh/dia');
    // 99 kWh × 30 days × R$ 0,90 (the default tariff)
    expect(energy).toHaveTextContent(/R\$\s2\.673,00/);
    // A condensing unit has no remote condensers to show (ADR 058).
    expect(screen.queryByRole('region', { name: 'Condensação no equilíbrio' })).toBeNull();
  });

  it('shows a rack’s condensation at the balance: Tc and the required and available rejection, in pt-BR (ADR 058)', async () => {
    const condensing = {
      ambientTemperature: 35,
      condensingTemperature: 49.94,
      designCondensingTemperature: 45,
      control: 'FLOATING' as const,
      heatRejectionPerK: 3080,
      requiredRejection: 46_024.6,
      availableRejection: 46_024.4,
      designRejection: 30_800,
      isSufficient: false,
    };
    stubEquipmentsApi({
      systems: [
        buildSystemDto({
          rack: true,
          condensingUnit: null,
          result: balancedResult.status === 'BALANCED' ? { ...balancedResult, condensing } : null,
        }),
      ],
    });
    await renderEquipmentsPage();

    const region = screen.getByRole('region', { name: 'Condensação no equilíbrio' });
    expect(region).toHaveTextContent(
      'Temperatura de condensação49,9 °C (projeto 45 °C, ar a 35 °C)',
    );
    expect(region).toHaveTextContent('Rejeição requerida (compressores)46.025 kcal/h');
    expect(region).toHaveTextContent('Rejeição disponível (condensadores a 49,9 °C)46.024 kcal/h');
    expect(region).toHaveTextContent('Condensadores a 45 °C (projeto)30.800 kcal/h');
    expect(region).toHaveTextContent(
      'Condensadores subdimensionados: a condensação sobe acima dos 45 °C de projeto e a capacidade cai.',
    );
  });

  it('shows a stale system (its rooms changed) as "Recalcular", with no saved figure beside the new loads (docs/decisions/055)', async () => {
    // As the API answers a stale system: the flag, and no result.
    stubEquipmentsApi({
      systems: [
        buildSystemDto({ isStale: true, result: null, resultingDt: null, resultingCapacity: null }),
      ],
    });
    await renderEquipmentsPage();

    const row = screen.getByRole('row', { name: /Resfriados/ });
    expect(row).toHaveTextContent('FBA 1 × 1');
    expect(row).toHaveTextContent('8.600');
    expect(row).toHaveTextContent('Recalcular');
    expect(row).not.toHaveTextContent('7.000');
    expect(readonlyValue('DT Resultante')).toBe('');
    expect(readonlyValue('Capacidade Total (Kcal/h)')).toBe('');
    expect(screen.queryByRole('img', { name: /as curvas se cruzam/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled();
    expect(
      screen.getByText(/As câmaras deste sistema mudaram depois do último cálculo salvo/),
    ).toBeVisible();
  });

  it('prices the energy at the tariff typed, kept in this browser', async () => {
    stubEquipmentsApi({ systems: [buildSystemDto()] });
    const user = userEvent.setup();
    await renderEquipmentsPage();

    const tariff = screen.getByRole('textbox', { name: 'Tarifa de energia (R$/kWh)' });
    await user.clear(tariff);
    await user.type(tariff, '1,2');
    const energy = screen.getByRole('region', { name: 'Consumo de energia' });
    expect(energy).toHaveTextContent(/R\$\s3\.564,00/);
    expect(localStorage.getItem('camara-fria:tarifa-energia')).toBe('1.2');
  });

  it('shows why a system does not balance', async () => {
    stubEquipmentsApi({
      systems: [
        buildSystemDto({
          result: {
            status: 'NO_BALANCE',
            reason: 'UNIT_TOO_SMALL',
            message: 'A unidade é pequena demais.',
            requiredCapacity: 12900,
            curve: balancedResult.curve,
            calcVersion: '1.0.0',
          },
          resultingDt: null,
          resultingCapacity: null,
        }),
      ],
    });
    await renderEquipmentsPage();
    expect(screen.getByText('A unidade é pequena demais.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /as curvas não se cruzam/ })).toBeInTheDocument();
    expect(readonlyValue('DT Resultante')).toBe('');
  });

  it('marks a room short of its load in red with the reason, and the system as not balanced (docs/decisions/061)', async () => {
    const reason =
      'Recebe 2.365 de 4.300 kcal/h (55 %), abaixo do mínimo de 95 %: no DT resultante de 8,5 K os evaporadores desta câmara absorvem pouco.';
    const room = { resultingDt: 6.5, minimumDt: 2, uncoveredReason: null };
    stubEquipmentsApi({
      systems: [
        buildSystemDto({
          result: {
            ...balancedResult,
            status: 'ROOM_UNCOVERED',
            rooms: [
              {
                ...room,
                roomId: 11,
                capacity: 10_885.4,
                requiredCapacity: 8600,
                coveragePercent: 126.57,
                isCovered: true,
              },
              {
                ...room,
                roomId: 12,
                resultingDt: 8.5,
                capacity: 2365,
                requiredCapacity: 4300,
                coveragePercent: 55,
                isCovered: false,
                uncoveredReason: reason,
              },
            ],
          },
        }),
      ],
    });
    await renderEquipmentsPage();
    expect(readonlyValue('DT Resultante')).not.toBe('');
    expect(screen.getByText('Sistema não equilibrado: câmara não atendida')).toBeInTheDocument();
    expect(
      screen.getByText(/^A câmara Laticínios recebe menos de 95 % da carga requerida/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Cobertura por câmara no ponto de equilíbrio',
    });
    const rowOf = (name: RegExp) =>
      within(table)
        .getAllByRole('cell')
        .filter((cell) => cell.closest('tr')?.querySelector('th')?.textContent?.match(name))
        .map((cell) => cell.textContent);
    expect(rowOf(/^Resfriados$/)).toEqual(['10.885', '8.600', '126,6', 'Atendida']);
    expect(rowOf(/^Laticínios$/)).toEqual(['2.365', '4.300', '55', `Não atendida. ${reason}`]);
    expect(within(table).getByText(`Não atendida. ${reason}`)).toHaveStyle({
      color: 'var(--mantine-color-red-9)',
    });
  });

  it('clears the condensing unit and the result when the settings are stored in rack mode', async () => {
    stubEquipmentsApi({ systems: [buildSystemDto()] });
    const user = userEvent.setup();
    await renderEquipmentsPage();

    await setMachineType(user, 'Rack/Compressor + Condensador');
    expect(screen.queryByRole('region', { name: 'Unidade Condensadora' })).toBeNull();
    for (const block of ['Rack/Compressor', 'Condensador']) {
      expect(
        within(screen.getByRole('region', { name: block })).getByRole('button', {
          name: `Selecione o equipamento: ${block}`,
        }),
      ).toBeEnabled();
    }
    expect(readonlyValue('DT Resultante')).toBe('');
    expect(screen.queryByRole('region', { name: 'Consumo de energia' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeDisabled();
    // The evaporators stay (every room still has its own).
    expect(screen.getByRole('row', { name: /Resfriados/ })).toHaveTextContent('FBA 1 × 1');

    // Back to a condensing unit: the one cleared does not come back.
    await setMachineType(user, 'Unidade Condensadora');
    expect(
      screen.getByRole('button', { name: 'Selecione o equipamento: Unidade Condensadora' }),
    ).toBeInTheDocument();
  });

  it('keeps Salvar off with its tooltip until the equipment is chosen, then saves with the version', async () => {
    let body: unknown = null;
    const fetchMock = stubEquipmentsApi({
      systems: [buildIncompleteSystem()],
      onUpdate: async (request) => {
        body = await request.json();
        return createJsonResponse(buildSystemDto({ version: 4 }));
      },
    });
    const user = userEvent.setup();
    await renderEquipmentsPage();

    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('Selecione todos os equipamentos');
    await user.hover(save);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Selecione todos os equipamentos');
    await user.click(save);
    expect(
      fetchMock.mock.calls.some((_, index) => readFetchRequest(fetchMock, index).method === 'PUT'),
    ).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Selecione o Evaporador' }));
    await confirmCatalogueChoice(user, '100', '200');
    expect(screen.getByRole('row', { name: /Resfriados/ })).toHaveTextContent('Modelo 100 × 1');
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.click(save);

    expect(await findToast('Sistema salvo com sucesso.')).toBeInTheDocument();
    expect(body).toMatchObject({
      name: 'Sistema 1',
      rack: false,
      operationTemperature: -10,
      refrigerantFluid: 'R404A',
      version: 3,
      configurations: [
        { roomId: 11, evaporator: { kind: 'DEFAULT', modelId: 100, skuId: 200, count: 1 } },
        { roomId: 12, evaporator: { kind: 'DEFAULT', modelId: 101, skuId: 201, count: 1 } },
      ],
      condensingUnit: null,
      compressor: null,
      condenser: null,
    });
    expect(readonlyValue('DT Resultante')).toBe('6,24');
  });

  it('enables Calcular with a unit and rooms, shows the result, and says when it fails', async () => {
    let calls = 0;
    stubEquipmentsApi({
      systems: [buildIncompleteSystem()],
      onCalculate: () => {
        calls += 1;
        return calls === 1
          ? createJsonResponse({
              catalogVersion: buildSystemDto().catalogVersion,
              result: balancedResult,
            })
          : createJsonResponse(
              { code: 'UNPROCESSABLE', message: 'Escolha o evaporador de Resfriados.' },
              422,
            );
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderEquipmentsPage();

    const calculate = screen.getByRole('button', { name: 'Calcular' });
    expect(calculate).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Selecione o equipamento: Unidade Condensadora' }),
    );
    await confirmCatalogueChoice(user, '300', '400');
    expect(calculate).toBeEnabled();

    await user.click(calculate);
    await waitFor(() => expect(readonlyValue('DT Resultante')).toBe('6,24'));
    expect(readonlyValue('Capacidade Total (Kcal/h)')).toBe('13.250');

    await user.click(calculate);
    // The toast says what failed and the server's reason; the panel keeps the reason.
    expect(await findToastTitle('Erro ao calcular DT Resultante')).toBeInTheDocument();
    expect(await findToast('Escolha o evaporador de Resfriados.')).toBeInTheDocument();
    expect(
      screen.getByText('Escolha o evaporador de Resfriados.', {
        ignore: '.mantine-Notification-description',
      }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason for a refused save in one toast, however often Salvar is pressed (issue 29)", async () => {
    const reason =
      'A câmara Resfriados não pode entrar neste sistema: a diferença entre a temperatura da câmara (2 °C) e a de operação (0 °C) é 2 K, abaixo do mínimo de 4 K do R404A.';
    stubEquipmentsApi({
      systems: () => createJsonResponse({ items: [buildSystemDto()] }),
      onUpdate: () =>
        createJsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: reason,
            details: [{ path: 'configurations.0.roomId', message: reason }],
          },
          400,
        ),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderEquipmentsPage();

    await user.click(screen.getByRole('button', { name: 'Remover Unidade Condensadora' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await findToast(reason)).toBeInTheDocument();
    expect(await findToastTitle('Erro ao salvar sistema.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
  });

  it("says 'Erro ao salvar sistema.' and, on a 409, offers to reload the server's version", async () => {
    let listCalls = 0;
    stubEquipmentsApi({
      systems: () => {
        listCalls += 1;
        const system =
          listCalls === 1
            ? buildSystemDto()
            : buildSystemDto({ name: 'Sistema da Ana', version: 9 });
        return createJsonResponse({ items: [system] });
      },
      onUpdate: () =>
        createJsonResponse({ code: 'CONFLICT', message: 'Versão desatualizada.' }, 409),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderEquipmentsPage();

    await user.click(screen.getByRole('button', { name: 'Remover Unidade Condensadora' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await findToastTitle('Erro ao salvar sistema.')).toBeInTheDocument();
    expect(await findToast('Versão desatualizada.')).toBeInTheDocument();
    expect(screen.getByText(/Outra pessoa alterou este sistema/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recarregar sistema' }));
    expect(await screen.findByRole('button', { name: /Sistema da Ana/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unidade Condensadora' })).toHaveTextContent(
      'UCB 40',
    );
    expect(screen.queryByText(/Outra pessoa alterou este sistema/)).toBeNull();
  });
});
