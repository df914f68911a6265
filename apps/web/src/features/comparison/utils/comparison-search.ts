import {
  CondensingUnitSearchRequestSchema,
  EvaporatorSearchFieldsSchema,
  SupplyFrequencySchema,
  z,
  type ComparisonRequest,
} from '@camara-fria/contracts';
import { GRID_FREQUENCY_HZ, MAX_COMPARED_MODELS } from '@camara-fria/domain';

/** Spec §3 "Equipment type values": the product-type select's choices. */
export const PRODUCT_TYPES = [
  { value: 'evaporator', label: 'Evaporadores' },
  { value: 'condensingUnit', label: 'Unidades Condensadoras' },
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number]['value'];

/** The catalogue kind of each product type (line images, table rows). */
export const ITEM_KINDS = {
  evaporator: 'EVAPORATOR',
  condensingUnit: 'CONDENSING_UNIT',
} as const satisfies Record<ProductType, 'EVAPORATOR' | 'CONDENSING_UNIT'>;

export const isProductType = (value: string | null): value is ProductType =>
  PRODUCT_TYPES.some((type) => type.value === value);

/** Spec §9: at most 3 models in a comparison. */
export const MAX_TICKED = MAX_COMPARED_MODELS;

/** Spec §2.3 and §8 wording of the comparison screen. */
export const COMPARISON_MESSAGES = {
  noModels: 'Nenhum modelo encontrado. Recomendação: Selecionar os filtros para “Todos”.',
  evaporatorsError: 'Erro ao recuperar evaporadores.',
  condensingUnitsError: 'Erro ao recuperar unidades condensadoras.',
  comparisonError: 'Erro ao comparar equipamentos.',
  refrigerantsError: 'Erro ao recuperar Fluido Refrigerante',
  copied: 'Tabela copiada.',
  copyError: 'Não foi possível copiar a tabela.',
} as const;

const refrigerantFluid = z
  .string({ error: 'Selecione o fluido refrigerante.' })
  .min(1, { error: 'Selecione o fluido refrigerante.' });
const unitCapacity = z
  .number({ error: 'Informe a capacidade unitária.' })
  .positive({ error: 'A capacidade unitária deve ser maior que zero.' })
  .max(10_000_000, { error: 'A capacidade unitária vai até 10.000.000 kcal/h.' });

/**
 * Spec §3 "Comparison-screen searches", §5: every field required, checked on submit. The numbers
 * keep the contract's ranges and Portuguese messages ('Informe …' when empty: the form holds NaN).
 */
export const EvaporatorComparisonSearchSchema = EvaporatorSearchFieldsSchema.pick({
  evaporationTemperature: true,
  evaporatorDt: true,
}).extend({ refrigerantFluid, unitCapacity });
/**
 * The condensing units' search adds the power supply (issue 28 item 9): the frequency the units
 * are rated at, 60 Hz (the Brazilian grid) unless 50 Hz is chosen; a link of before has none and
 * reads as 60 Hz.
 */
export const CondensingUnitComparisonSearchSchema = CondensingUnitSearchRequestSchema.pick({
  ambientTemperature: true,
  evaporationTemperature: true,
  loadLoss: true,
}).extend({
  refrigerantFluid,
  unitCapacity,
  frequencyHz: SupplyFrequencySchema.default(GRID_FREQUENCY_HZ),
});
export type EvaporatorComparisonSearch = z.infer<typeof EvaporatorComparisonSearchSchema>;
export type CondensingUnitComparisonSearch = z.infer<typeof CondensingUnitComparisonSearchSchema>;

export type ComparisonSearch =
  | { type: 'evaporator'; values: EvaporatorComparisonSearch }
  | { type: 'condensingUnit'; values: CondensingUnitComparisonSearch };

export const SEARCH_SCHEMAS = {
  evaporator: EvaporatorComparisonSearchSchema,
  condensingUnit: CondensingUnitComparisonSearchSchema,
} as const;

/** The numeric fields of each type, in the order the form shows them. */
export const SEARCH_FIELDS = {
  evaporator: [
    { name: 'evaporationTemperature', label: 'Temperatura de evaporação (°C)', negative: true },
    { name: 'evaporatorDt', label: 'DT do evaporador (K)', negative: false },
    { name: 'unitCapacity', label: 'Capacidade unitária (kcal/h)', negative: false },
  ],
  condensingUnit: [
    { name: 'ambientTemperature', label: 'Temperatura ambiente (°C)', negative: true },
    { name: 'evaporationTemperature', label: 'Temperatura de evaporação (°C)', negative: true },
    { name: 'loadLoss', label: 'Perda de carga (K)', negative: false },
    { name: 'unitCapacity', label: 'Capacidade unitária (kcal/h)', negative: false },
  ],
} as const;

/** The 'Alimentação' choices of the condensing-unit search: the frequency, 60 Hz first. */
export const SUPPLY_FREQUENCY_CHOICES = [
  { value: '60', label: '60 Hz (rede brasileira)' },
  { value: '50', label: '50 Hz' },
] as const;

/** The address-bar state of the screen (issue 13 item 4): type, search, ticks, step. */
export type ComparisonUrlState = {
  type: ProductType | null;
  search: ComparisonSearch | null;
  ticked: number[];
  step: 'model' | 'comparison';
};

const SEARCH_KEYS = [
  'evaporationTemperature',
  'evaporatorDt',
  'ambientTemperature',
  'loadLoss',
  'unitCapacity',
  'refrigerantFluid',
  'frequencyHz',
] as const;

function readSearch(type: ProductType, params: URLSearchParams): ComparisonSearch | null {
  const raw: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) {
    const text = params.get(key);
    if (text === null) continue;
    raw[key] = key === 'refrigerantFluid' ? text : Number(text);
  }
  if (type === 'evaporator') {
    const parsed = EvaporatorComparisonSearchSchema.safeParse(raw);
    return parsed.success ? { type, values: parsed.data } : null;
  }
  const parsed = CondensingUnitComparisonSearchSchema.safeParse(raw);
  return parsed.success ? { type, values: parsed.data } : null;
}

/** Reads the screen's state from the query string; anything invalid is dropped. */
export function readUrlState(params: URLSearchParams): ComparisonUrlState {
  const typeParam = params.get('type');
  const type = isProductType(typeParam) ? typeParam : null;
  const search = type === null ? null : readSearch(type, params);
  const ticked =
    search === null
      ? []
      : [
          ...new Set(
            (params.get('ids') ?? '')
              .split(',')
              .map(Number)
              .filter((id) => Number.isInteger(id) && id > 0),
          ),
        ].slice(0, MAX_TICKED);
  const step = params.get('step') === 'comparison' && ticked.length > 0 ? 'comparison' : 'model';
  return { type, search, ticked, step };
}

/** Writes the state as a query string (the inverse of readUrlState for valid states). */
export function writeUrlState(state: ComparisonUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type === null) return params;
  params.set('type', state.type);
  if (state.search === null) return params;
  for (const [key, value] of Object.entries(state.search.values)) params.set(key, String(value));
  if (state.ticked.length > 0) params.set('ids', state.ticked.join(','));
  if (state.step === 'comparison' && state.ticked.length > 0) params.set('step', 'comparison');
  return params;
}

/** Ticks or unticks a model; a tick beyond the third does nothing (spec §4, §9). */
export function toggleTicked(ticked: readonly number[], id: number): number[] {
  if (ticked.includes(id)) return ticked.filter((other) => other !== id);
  if (ticked.length >= MAX_TICKED) return [...ticked];
  return [...ticked, id];
}

/** The POST /v1/catalog/comparison body for the ticked models at the saved search's conditions. */
export function buildComparisonRequest(
  search: ComparisonSearch,
  ids: readonly number[],
): ComparisonRequest {
  if (search.type === 'evaporator') {
    const { refrigerantFluid: fluid, evaporationTemperature, evaporatorDt } = search.values;
    return {
      evaporator: ids.map((id) => ({
        id,
        refrigerantFluid: fluid,
        evaporationTemperature,
        evaporatorDt,
      })),
    };
  }
  const {
    refrigerantFluid: fluid,
    evaporationTemperature,
    ambientTemperature,
    loadLoss,
    frequencyHz,
  } = search.values;
  return {
    condensingUnit: ids.map((id) => ({
      id,
      refrigerantFluid: fluid,
      evaporationTemperature,
      ambientTemperature,
      loadLoss,
      powerSupply: { frequencyHz },
    })),
  };
}
