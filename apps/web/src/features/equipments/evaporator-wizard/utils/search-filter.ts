import {
  ALL_PRODUCT_LINES,
  CATALOG_LABELS,
  DEFROST_KINDS,
  z,
  type EvaporatorOptionsDto,
  type EvaporatorSearchRequest,
} from '@camara-fria/contracts';
import {
  DEFAULT_EQUIPMENT_COUNT,
  computeRequiredUnitCapacity,
  formatPowerSupply,
  listDefrostOptions,
  listPowerSupplyOptions,
  parsePowerSupply,
  type SupplyPhases,
} from '@camara-fria/domain';
import type { EvaporatorWizardRoom, EvaporatorWizardSystem } from './wizard-types.ts';

/** The value of every optional filter that means "any" (spec: 'Todos'). */
export const ANY = ALL_PRODUCT_LINES;

export type SelectOption = { value: string; label: string };

const ANY_OPTION: SelectOption = { value: ANY, label: 'Todos' };

/** The DT the search takes, K (the contracts' `evaporatorDt`). */
export const EVAPORATOR_DT_RANGE_K = { min: 0.5, max: 30 } as const;
const DT_RANGE_MESSAGE = 'O DT do evaporador vai de 0,5 a 30 K.';

/**
 * The room's design DT, K: room temperature − the system's evaporation temperature (what its
 * evaporator works at; the search's default, docs/decisions/059), to a tenth of a kelvin.
 */
export function computeDesignDt(
  room: Pick<EvaporatorWizardRoom, 'roomTemperature'>,
  system: Pick<EvaporatorWizardSystem, 'operationTemperature'>,
): number {
  return Math.round((room.roomTemperature - system.operationTemperature) * 10) / 10;
}

/**
 * The 'Pesquisa de Evaporadores' form (spec §3 "Evaporator search filter", §5: count and
 * evaporatorDt required numbers, the rest optional). Optional selects hold their value as text,
 * `ANY` for 'Todos'.
 */
export const SearchFilterSchema = z.object({
  productLine: z.string(),
  count: z
    .number({ error: 'Informe a quantidade de evaporadores.' })
    .int({ error: 'A quantidade de evaporadores deve ser um número inteiro.' })
    .min(1, { error: 'A quantidade de evaporadores: ao menos 1.' })
    .max(50, { error: 'A quantidade de evaporadores: no máximo 50.' }),
  evaporatorDt: z
    .number({ error: 'Informe o DT do evaporador.' })
    .min(EVAPORATOR_DT_RANGE_K.min, { error: DT_RANGE_MESSAGE })
    .max(EVAPORATOR_DT_RANGE_K.max, { error: DT_RANGE_MESSAGE }),
  finsPerInch: z.string(),
  powerSupply: z.string(),
  defrost: z.string(),
  fanDiameter: z.string(),
  numberOfFans: z.string(),
  /** Also show the lines outside the room's application (docs/decisions/060), with a warning. */
  includeOutsideApplication: z.boolean(),
});
export type SearchFilter = z.infer<typeof SearchFilterSchema>;
/** As the form holds it: a number field may be emptied (NaN) or not chosen yet (null). */
export type SearchFilterValues = Omit<SearchFilter, 'count' | 'evaporatorDt'> & {
  count: number;
  evaporatorDt: number | null;
};

/** The filter first shown: every line, the count, the room's design DT. */
export function buildDefaultFilter(
  count = DEFAULT_EQUIPMENT_COUNT,
  designDt: number | null = null,
): SearchFilterValues {
  return {
    productLine: ANY,
    count,
    evaporatorDt: designDt,
    finsPerInch: ANY,
    powerSupply: ANY,
    defrost: ANY,
    fanDiameter: ANY,
    numberOfFans: ANY,
    includeOutsideApplication: false,
  };
}

function toOptions<T extends string | number>(
  list: { labels: string[]; values: T[] },
  withAny = true,
): SelectOption[] {
  const options = list.values.map((value, index) => ({
    value: String(value),
    label: list.labels[index] ?? String(value),
  }));
  return withAny ? [ANY_OPTION, ...options] : options;
}

function isSupplyPhases(value: number): value is SupplyPhases {
  return value === 1 || value === 3;
}

/** Spec §5: supplies built from the 50 Hz and 60 Hz voltages and the phase counts. */
export function buildPowerSupplyOptions(options: EvaporatorOptionsDto): SelectOption[] {
  const supplies = listPowerSupplyOptions(
    options.powerSupply50Hz.values,
    options.powerSupply60Hz.values,
    options.powerSupplyPhases.values.filter(isSupplyPhases),
  );
  return [
    ANY_OPTION,
    ...supplies.map((supply) => ({
      value: formatPowerSupply(supply),
      label: formatPowerSupply(supply),
    })),
  ];
}

/** Spec §5: below 2 °C every defrost but 'Ar', from 2 °C only 'Ar' (by the room temperature). */
export function buildDefrostOptions(roomTemperature: number): SelectOption[] {
  return [
    ANY_OPTION,
    ...listDefrostOptions(roomTemperature).map((kind) => ({
      value: kind,
      label: CATALOG_LABELS.defrost[kind],
    })),
  ];
}

/** Every select of the filter, from the optionals lookup. */
export function buildFilterOptions(options: EvaporatorOptionsDto, room: EvaporatorWizardRoom) {
  return {
    productLine: [
      ANY_OPTION,
      ...toOptions(options.productLine, false).filter((option) => option.value !== ANY),
    ],
    finsPerInch: toOptions(options.finsPerInch),
    powerSupply: buildPowerSupplyOptions(options),
    defrost: buildDefrostOptions(room.roomTemperature),
    fanDiameter: toOptions(options.fanDiameter),
    numberOfFans: toOptions(options.numberOfFans),
  };
}

const optionalNumber = (value: string): number | null => (value === ANY ? null : Number(value));

function isDefrostKind(value: string): value is (typeof DEFROST_KINDS)[number] {
  return (DEFROST_KINDS as readonly string[]).includes(value);
}

/**
 * The search payload of spec §7: the system's evaporation temperature and refrigerant, the
 * DT, the defrost list the room allows (or the one chosen), unitCapacity = room total ÷ count,
 * the supply, roomTemperature = the room's, the line or null, the other filters.
 */
export function buildSearchRequest(
  filter: SearchFilter,
  system: EvaporatorWizardSystem,
  room: EvaporatorWizardRoom,
): EvaporatorSearchRequest {
  const supply = filter.powerSupply === ANY ? null : parsePowerSupply(filter.powerSupply);
  return {
    refrigerantFluid: system.refrigerantFluid,
    evaporationTemperature: system.operationTemperature,
    evaporatorDt: filter.evaporatorDt,
    count: filter.count,
    unitCapacity: room.heatLoad
      ? computeRequiredUnitCapacity(room.heatLoad.totalKcalh, filter.count)
      : null,
    roomTemperature: room.roomTemperature,
    productLine: filter.productLine === ANY ? null : filter.productLine,
    defrost: isDefrostKind(filter.defrost)
      ? [filter.defrost]
      : [...listDefrostOptions(room.roomTemperature)],
    powerSupply: supply
      ? { frequencyHz: supply.frequencyHz, voltage: supply.voltageV, phases: supply.phases }
      : null,
    finsPerInch: optionalNumber(filter.finsPerInch),
    fanDiameter: optionalNumber(filter.fanDiameter),
    numberOfFans: optionalNumber(filter.numberOfFans),
    includeOutsideApplication: filter.includeOutsideApplication,
  };
}
