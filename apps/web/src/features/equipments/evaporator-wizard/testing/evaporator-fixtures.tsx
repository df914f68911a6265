import type {
  EvaporatorOptionsDto,
  EvaporatorSearchHit,
  EvaporatorSkuDto,
} from '@camara-fria/contracts';
import { useState } from 'react';
import { vi } from 'vitest';
import {
  buildComparisonItem,
  buildHit,
  CATALOG_VERSION,
} from '../../../../testing/catalog-fixtures.ts';
import { renderRoutes } from '../../../../testing/render-app.tsx';
import { createJsonResponse, stubFetch } from '../../../../testing/fetch-stub.ts';
export { buildComparisonItem, buildHit };
import { EvaporatorWizard } from '../components/evaporator-wizard.tsx';
import type { EvaporatorWizardProps } from '../utils/wizard-types.ts';

const pair = <T,>(values: T[], label: (value: T) => string = String) => ({
  labels: values.map(label),
  values,
});

export function buildOptions(overrides: Partial<EvaporatorOptionsDto> = {}): EvaporatorOptionsDto {
  return {
    catalogVersion: CATALOG_VERSION,
    productLine: pair(['FM', 'HP']),
    finsPerInch: pair([4.2, 6.4]),
    fanDiameter: pair([300, 400, 500]),
    numberOfFans: pair([1, 2, 3]),
    profile: { labels: ['Baixo Perfil', 'Médio Perfil'], values: ['BAIXO', 'MEDIO'] },
    defrost: { labels: ['Ar', 'Elétrico', 'Gás'], values: ['AR', 'ELETRICO', 'GAS'] },
    powerSupply50Hz: pair([220, 380]),
    powerSupply60Hz: pair([220]),
    powerSupplyPhases: pair([1, 3]),
    powerSupply: { labels: [], values: [] },
    delta_temperature_difference: pair([4, 6, 8]),
    finsProtection: { labels: ['Sem proteção'], values: ['SEM_PROTECAO'] },
    expansionValve: { labels: ['Sem válvula'], values: ['SEM_VALVULA'] },
    isolatedTray: { labels: ['Sem'], values: [false] },
    ...overrides,
  };
}

/** A model found, one unit giving `capacity` kcal/h at the DT searched. */
export function buildSku(id: number, sku: string, modelId: number): EvaporatorSkuDto {
  return {
    kind: 'EVAPORATOR',
    id,
    sku,
    modelId,
    model: sku.split('-')[0] ?? sku,
    line: 'FM',
    powerSupply: { frequencyHz: 50, voltage: 220, phases: 1 },
    powerSupplyLabel: '50hz, 220v, 1F',
    length: 1200,
    width: 500,
    height: 400,
    defrost: 'ELETRICO',
    engineType: 'AC',
    expansionValve: 'SEM_VALVULA',
    finsProtection: 'SEM_PROTECAO',
    isolatedTray: false,
    nominalUnitCapacity: 5200,
    unitCapacityDt: 5100,
    evaporatorDt: 6,
  };
}

const serverError = () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro' }, 500);

type StubOptions = {
  options?: EvaporatorOptionsDto | 'error';
  hits?: EvaporatorSearchHit[] | 'error';
  skus?: 'error';
  comparison?: 'error';
};

/** Stubs the four catalogue calls of the modal; answers follow the request where they can. */
export function stubEvaporatorApi({
  options = buildOptions(),
  hits = [],
  skus,
  comparison,
}: StubOptions = {}) {
  const hitList = hits === 'error' ? [] : hits;
  return stubFetch([
    {
      path: '/v1/catalog/evaporators/options',
      respond: () => (options === 'error' ? serverError() : createJsonResponse(options)),
    },
    {
      method: 'POST',
      path: '/v1/catalog/evaporators/search',
      respond: () =>
        hits === 'error'
          ? serverError()
          : createJsonResponse({ catalogVersion: CATALOG_VERSION, items: hits }),
    },
    {
      method: 'POST',
      path: '/v1/catalog/skus',
      respond: async (request) => {
        if (skus === 'error') return serverError();
        const body = (await request.json()) as { evaporator: { skus: string[] } };
        const items = body.evaporator.skus.map((code) => {
          const owner = hitList.find((hit) => hit.skus.some((sku) => sku.sku === code));
          const ref = owner?.skus.find((sku) => sku.sku === code);
          return buildSku(ref?.id ?? 1, code, owner?.id ?? 1);
        });
        return createJsonResponse({ catalogVersion: CATALOG_VERSION, items });
      },
    },
    {
      method: 'POST',
      path: '/v1/catalog/comparison',
      respond: async (request) => {
        if (comparison === 'error') return serverError();
        const body = (await request.json()) as { evaporator: { id: number }[] };
        const items = body.evaporator.map(({ id }) => {
          const hit = hitList.find((candidate) => candidate.id === id);
          if (!hit) throw new Error(`no hit ${id}`);
          return buildComparisonItem(hit);
        });
        return createJsonResponse({ catalogVersion: CATALOG_VERSION, items });
      },
    },
  ]);
}

export const testSystem = { refrigerantFluid: 'R404A', operationTemperature: -10 };

export const testRoom = {
  id: 7,
  name: 'Câmara de congelados',
  roomTemperature: 0,
  length: 5,
  width: 4,
  height: 3,
  heatLoad: { totalKcalh: 12_000 },
};

/** The screen's part: the modal's `opened` state, and a button to open it again. */
function WizardHarness({ onClose, ...props }: Omit<EvaporatorWizardProps, 'opened'>) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Abrir
      </button>
      <EvaporatorWizard
        {...props}
        opened={opened}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
      />
    </>
  );
}

/** Renders the modal open, inside the app's providers (transitions off). */
export function renderWizard(props: Partial<Omit<EvaporatorWizardProps, 'opened'>> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <WizardHarness
            onClose={onClose}
            onConfirm={onConfirm}
            system={testSystem}
            room={testRoom}
            {...props}
          />
        ),
      },
    ],
    '/',
  );
  return { ...view, onConfirm, onClose };
}
