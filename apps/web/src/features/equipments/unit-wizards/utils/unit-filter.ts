import {
  ALL_PRODUCT_LINES,
  COMPRESSOR_TYPES,
  CondensingUnitSearchRequestSchema,
  z,
  type CondensingUnitOptionsDto,
  type CondensingUnitSearchHit,
  type CondensingUnitSearchRequest,
  type PowerSupplyDto,
} from '@camara-fria/contracts';

/** '' means no filter ('Selecione' / 'Todos'); presence filters hold 'true' or 'false'. */
const optional = z.string();

/**
 * 'Seleção de Unidade Condensadora' filters (spec §3 "Condensing search filter", §5: count,
 * loadLoss, ambientTemperature, capacity and evaporationTemperature required numbers, the others
 * optional). The required ones keep the contract's Portuguese messages.
 */
export const UnitFilterSchema = CondensingUnitSearchRequestSchema.pick({
  count: true,
  loadLoss: true,
  ambientTemperature: true,
  unitCapacity: true,
  evaporationTemperature: true,
}).extend({
  productLine: z.string(),
  powerSupply: optional,
  capacityControl: optional,
  compressorType: z.union([z.literal(''), z.enum(COMPRESSOR_TYPES)]),
  compressorBrand: optional,
  numberOfCompressors: optional,
  hotGasDefrost: optional,
  condensationControl: optional,
});
export type UnitFilterValues = z.infer<typeof UnitFilterSchema>;

export function buildDefaultFilter(
  requiredCapacity: number,
  evaporationTemperature: number,
  initial?: { count?: number; ambientTemperature?: number; loadLoss?: number },
): UnitFilterValues {
  return {
    productLine: ALL_PRODUCT_LINES,
    count: initial?.count ?? 1,
    loadLoss: initial?.loadLoss ?? 0,
    ambientTemperature: initial?.ambientTemperature ?? 35,
    unitCapacity: Math.round(requiredCapacity),
    evaporationTemperature,
    powerSupply: '',
    capacityControl: '',
    compressorType: '',
    compressorBrand: '',
    numberOfCompressors: '',
    hotGasDefrost: '',
    condensationControl: '',
  };
}

const presence = (value: string): boolean | null => (value === '' ? null : value === 'true');

/** The power supply a filter chose (its index in the options' list), or null for any. */
export function findPowerSupply(
  values: UnitFilterValues,
  options: CondensingUnitOptionsDto | undefined,
): PowerSupplyDto | null {
  if (values.powerSupply === '') return null;
  return options?.powerSupply.values[Number(values.powerSupply)] ?? null;
}

/** The search body of the filters (spec §7 condensingUnit payload). */
export function buildUnitSearchRequest(
  values: UnitFilterValues,
  refrigerantFluid: string,
  options: CondensingUnitOptionsDto | undefined,
): CondensingUnitSearchRequest {
  return {
    refrigerantFluid,
    unitCapacity: values.unitCapacity,
    evaporationTemperature: values.evaporationTemperature,
    ambientTemperature: values.ambientTemperature,
    loadLoss: values.loadLoss,
    count: values.count,
    productLine: values.productLine === ALL_PRODUCT_LINES ? null : values.productLine,
    powerSupply: findPowerSupply(values, options),
    compressorType: values.compressorType === '' ? null : values.compressorType,
    numberOfCompressors:
      values.numberOfCompressors === '' ? null : Number(values.numberOfCompressors),
    capacityControl: presence(values.capacityControl),
    hotGasDefrost: presence(values.hotGasDefrost),
    condensationControl: presence(values.condensationControl),
  };
}

/** The compressor brand filter, which the search does not take, applied to its answer. */
export function filterByBrand(
  items: readonly CondensingUnitSearchHit[],
  brand: string,
): CondensingUnitSearchHit[] {
  return brand === '' ? [...items] : items.filter((item) => item.compressorBrand === brand);
}
