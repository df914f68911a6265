import {
  ALL_PRODUCT_LINES,
  type CondensingUnitSearchRequest,
  type EvaporatorSearchRequest,
  type PowerSupplyFilter as PowerSupplyFilterDto,
} from '@camara-fria/contracts';
import type {
  CatalogItemKind,
  EvaporatorSearchQuery,
  PowerSupplyFilter,
  UnitSearchQuery,
} from '@camara-fria/domain';
import { notFound } from '../../lib/app-error.ts';
import type { LoadedCatalog } from './catalog-store.ts';

/** Wire filters → the domain's queries (names and units only; the rules stay in the domain). */

const isGiven = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/**
 * The line code of a filter, or null for every line (null, '' or 'Todos').
 * @throws 404 when the catalogue has no such line of that kind.
 */
export function resolveProductLine(
  loaded: LoadedCatalog,
  kind: CatalogItemKind,
  productLine: string | null | undefined,
): string | null {
  const code = productLine?.trim();
  if (!code || code === ALL_PRODUCT_LINES) return null;
  if (!loaded.catalog.lines.some((line) => line.kind === kind && line.code === code)) {
    throw notFound(`Linha de produto não encontrada no catálogo: ${code}.`);
  }
  return code;
}

export function toPowerSupplyFilter(
  filter: PowerSupplyFilterDto | null | undefined,
): PowerSupplyFilter | null {
  if (!filter) return null;
  const result: { -readonly [K in keyof PowerSupplyFilter]: PowerSupplyFilter[K] } = {};
  if (isGiven(filter.frequencyHz)) result.frequencyHz = filter.frequencyHz;
  if (isGiven(filter.voltage)) result.voltageV = filter.voltage;
  if (isGiven(filter.phases)) result.phases = filter.phases;
  return Object.keys(result).length > 0 ? result : null;
}

export function toEvaporatorQuery(
  loaded: LoadedCatalog,
  body: EvaporatorSearchRequest,
): EvaporatorSearchQuery {
  return {
    refrigerantCode: body.refrigerantFluid,
    evaporatingTemperatureC: body.evaporationTemperature,
    dtK: body.evaporatorDt,
    count: body.count,
    requiredUnitCapacityKcalh: body.unitCapacity ?? null,
    lineCode: resolveProductLine(loaded, 'EVAPORATOR', body.productLine),
    roomTemperatureC: body.roomTemperature ?? null,
    includeOutsideApplication: body.includeOutsideApplication ?? false,
    defrostKinds: body.defrost ?? null,
    powerSupply: toPowerSupplyFilter(body.powerSupply),
    profile: body.profile ?? null,
    room: body.room ? { lengthM: body.room.length, widthM: body.room.width } : null,
    finsPerInch: body.finsPerInch ?? null,
    fanDiameterMm: body.fanDiameter ?? null,
    fanCount: body.numberOfFans ?? null,
    finProtection: body.finsProtection ?? null,
    expansionValve: body.expansionValve ?? null,
    hasIsolatedTray: body.isolatedTray ?? null,
    ...(body.minCapacityRatio === undefined ? {} : { minCapacityRatio: body.minCapacityRatio }),
    ...(body.limit === undefined ? {} : { limit: body.limit }),
  };
}

export function toUnitQuery(
  loaded: LoadedCatalog,
  body: CondensingUnitSearchRequest,
): UnitSearchQuery {
  return {
    kind: 'CONDENSING_UNIT',
    refrigerantCode: body.refrigerantFluid,
    requiredCapacityKcalh: body.unitCapacity,
    evaporatingTemperatureC: body.evaporationTemperature,
    ambientTemperatureC: body.ambientTemperature,
    loadLossK: body.loadLoss,
    count: body.count,
    powerSupply: toPowerSupplyFilter(body.powerSupply),
    lineCode: resolveProductLine(loaded, 'CONDENSING_UNIT', body.productLine),
    compressorType: body.compressorType ?? null,
    compressorCount: body.numberOfCompressors ?? null,
    hasCapacityControl: body.capacityControl ?? null,
    hasHotGasDefrost: body.hotGasDefrost ?? null,
    hasCondensationControl: body.condensationControl ?? null,
    ...(body.limit === undefined ? {} : { limit: body.limit }),
  };
}
