import type {
  CatalogVersionDto,
  ComparisonAnswer,
  ComparisonItemDto,
  CondensingUnitSearchAnswer,
  CondensingUnitSearchHit,
  EvaporatorSearchHit,
} from '@camara-fria/contracts';

/**
 * Catalogue answers for web tests (the evaporator and unit wizards, the comparison screen): each
 * passes the contract's schema.
 */

export const CATALOG_VERSION = {
  id: 1,
  key: 'demo-1.0.0-seed-1',
  label: 'Catálogo de demonstração',
  source: 'DEMONSTRATION' as const,
  isDemonstration: true,
  notice: 'Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1',
};

/** A maker's imported catalogue as the API names it (docs/decisions/053). */
export const IMPORTED_CATALOG_VERSION = {
  id: 2,
  key: 'exemplo-2027-01-csv',
  label: 'Catálogo Exemplo 2027 (CSV)',
  source: 'IMPORT' as const,
  isDemonstration: false,
  notice: 'Catálogo Exemplo 2027 (CSV) · versão exemplo-2027-01-csv',
};

/** GET /v1/catalog/versions/active: the demonstration catalogue unless `version` says otherwise. */
export function buildActiveCatalogue(
  version: typeof CATALOG_VERSION | typeof IMPORTED_CATALOG_VERSION = CATALOG_VERSION,
): CatalogVersionDto {
  return {
    ...version,
    isActive: true,
    createdAt: '2026-03-10T12:00:00.000Z',
    counts: {
      productLines: 21,
      evaporators: 121,
      evaporatorSkus: 968,
      condensingUnits: 90,
      condensingUnitSkus: 540,
      compressorUnits: 12,
      compressorUnitSkus: 24,
      remoteCondensers: 8,
      remoteCondenserSkus: 16,
    },
  };
}

export function buildHit(
  id: number,
  model: string,
  {
    fanDiameter = 300,
    length = 1200,
    capacity = 5000,
    count = 1,
    applicationWarning = null as string | null,
  } = {},
): EvaporatorSearchHit {
  return {
    kind: 'EVAPORATOR',
    id,
    model,
    line: 'FM',
    image: '/assets/images/evaporadores/FM.svg',
    classification: { ncm: '84189900', ex: '01', origin: 0 },
    length,
    width: 500,
    height: 400,
    numberOfFans: 2,
    fanDiameter,
    profile: fanDiameter <= 350 ? 'BAIXO' : fanDiameter <= 450 ? 'MEDIO' : 'ALTO',
    finsPerInch: 4.2,
    tubeRows: 4,
    unitAirFlow: 3000,
    airThrow: 8,
    fanPower: 300,
    defrostPower: 2000,
    engineType: 'AC',
    defrostKinds: ['ELETRICO'],
    refrigerants: ['R404A'],
    ratedCapacity: capacity,
    ratedDt: 6,
    ratedEvaporationTemperature: -10,
    ratingCondition: 'EN 328',
    refrigerantFactors: { R404A: 1 },
    maxDt: 7.8,
    applicationRange: { minRoomTemperature: -5, maxRoomTemperature: null },
    count,
    unitCapacityDt: capacity * count,
    capacityDtPerUnit: capacity,
    nominalUnitCapacity: capacity,
    capacityRatio: 1.1,
    applicationWarning,
    skus: [
      { id: id * 10 + 1, sku: `${model}-220-1F` },
      { id: id * 10 + 2, sku: `${model}-380-3F` },
    ],
  };
}

export function buildComparisonItem(hit: EvaporatorSearchHit): ComparisonItemDto {
  return {
    kind: 'EVAPORATOR',
    id: hit.id,
    model: hit.model,
    line: hit.line,
    image: hit.image,
    refrigerantFluid: 'R404A',
    evaporationTemperature: -10,
    ambientTemperature: null,
    // The API's comparison rates the model at the search's Te and DT (capacityDtPerUnit).
    nominalCapacity: hit.capacityDtPerUnit,
    consumedPower: null,
    fanDiameter: hit.fanDiameter,
    numberOfFans: hit.numberOfFans,
    unitAirFlow: hit.unitAirFlow,
    height: hit.height,
    width: hit.width,
    length: hit.length,
    fanPower: hit.fanPower,
    defrostPower: hit.defrostPower,
    finsProtection: ['SEM_PROTECAO'],
    brand: null,
    compressorType: null,
    numberOfCompressors: null,
    voltage: [220],
    phase: [1],
    frequency: [50],
  };
}

export function buildUnitHit(
  overrides: Partial<CondensingUnitSearchHit> = {},
): CondensingUnitSearchHit {
  return {
    kind: 'CONDENSING_UNIT',
    id: 11,
    model: 'US-300',
    line: 'US',
    image: '/assets/images/unidades-condensadoras/US.svg',
    classification: { ncm: '84186940', ex: null, origin: 0 },
    application: 'MEDIUM',
    length: 1000,
    width: 500,
    height: 700,
    numberOfFans: 1,
    fanDiameter: 450,
    unitAirFlow: 4000,
    compressorType: 'HERMETICO',
    compressorBrand: 'Copeland',
    numberOfCompressors: 1,
    capacityControl: false,
    hotGasDefrost: false,
    refrigerants: ['R404A'],
    count: 1,
    unitCapacity: 10_500,
    capacityPerUnit: 10_500,
    consumedPower: 4.2,
    consumedPowerPerUnit: 4.2,
    capacityRatio: 1.05,
    hasCapacityWarning: false,
    frequencyFactor: 0.83,
    suctionTemperature: -10,
    skus: [
      { id: 101, sku: 'US-300-50' },
      { id: 102, sku: 'US-300-60' },
    ],
    ...overrides,
  };
}

export function buildSearchAnswer(items: CondensingUnitSearchHit[]): CondensingUnitSearchAnswer {
  return { catalogVersion: CATALOG_VERSION, items };
}

export function buildComparison(ids: number[]): ComparisonAnswer {
  return {
    catalogVersion: CATALOG_VERSION,
    items: ids.map((id) => ({
      kind: 'CONDENSING_UNIT' as const,
      id,
      model: `MODELO-${id}`,
      line: 'US',
      image: null,
      refrigerantFluid: 'R404A',
      evaporationTemperature: -10,
      ambientTemperature: 35,
      nominalCapacity: 10_000 + id,
      consumedPower: 4,
      fanDiameter: 450,
      numberOfFans: 1,
      unitAirFlow: 4000,
      height: 700,
      width: 500,
      length: 1000,
      fanPower: null,
      defrostPower: null,
      finsProtection: [],
      brand: 'Copeland',
      compressorType: 'HERMETICO' as const,
      numberOfCompressors: 1,
      voltage: [220],
      phase: [3],
      frequency: [50, 60],
    })),
  };
}
