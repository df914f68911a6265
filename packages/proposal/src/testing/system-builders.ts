/**
 * System test factories of the proposal's unit tests: catalogue and special equipment, a system's
 * configurations, its balanced result. Not used by production code.
 */
import type {
  BalancePointResultDto,
  CondenserSelectionDto,
  ConfigurationDto,
  EvaporatorSelectionDto,
  OperatingSystemDto,
  SystemRoomDto,
  UnitSelectionDto,
} from '@camara-fria/contracts';
import { STAMP } from './room-builders.ts';

export function buildCatalogEvaporator(
  sku: string,
  overrides: Partial<EvaporatorSelectionDto> = {},
): EvaporatorSelectionDto {
  return {
    kind: 'DEFAULT',
    specialEquipment: false,
    modelId: 11,
    model: 'HP 3-45',
    line: 'HP',
    image: null,
    count: 1,
    sku: { id: 101, sku },
    classification: { ncm: '84189900', ex: '01', origin: 0 },
    powerSupply: { frequencyHz: 60, voltage: 220, phases: 3 },
    temperatureDelta: 6,
    unitCapacity: 4500,
    unitCapacityDt: 4500,
    nominalUnitCapacity: 5000,
    unitAirFlow: 3200,
    consumedPower: 0.4,
    fanPower: 0.4,
    fanDiameter: 350,
    length: 1200,
    airExchangeRate: 40,
    fitsRoom: true,
    productCustom: null,
    rating: null,
    isAboveMaxDt: false,
    ...overrides,
  };
}

export function buildSpecialEvaporator(
  commercialDescription: string,
  count = 1,
): EvaporatorSelectionDto {
  const productCustom = {
    kind: 'SPECIAL' as const,
    model: 'EVP-ESPECIAL-1',
    count,
    temperatureDelta: 7,
    wingPerInch: 4,
    defrost: 'ELETRICO' as const,
    airArrow: 12,
    fanDiameter: 500,
    defrostPower: 3000,
    fanPower: 600,
    unitCapacity: 9000,
    unitAirFlow: 8000,
    commercialDescription,
  };
  return buildCatalogEvaporator('unused', {
    kind: 'SPECIAL',
    specialEquipment: true,
    modelId: null,
    model: productCustom.model,
    line: null,
    sku: null,
    classification: null,
    powerSupply: null,
    count,
    unitCapacity: 8100,
    productCustom,
  });
}

export function buildConfiguration(
  room: SystemRoomDto,
  evaporator: EvaporatorSelectionDto | null,
): ConfigurationDto {
  return { configType: 'EVAPORATOR', room, evaporator, choice: null };
}

export function buildCatalogUnit(
  sku: string,
  overrides: Partial<UnitSelectionDto> = {},
): UnitSelectionDto {
  return {
    kind: 'DEFAULT',
    specialEquipment: false,
    unitKind: 'CONDENSING_UNIT',
    modelId: 21,
    model: 'US 12',
    line: 'US',
    image: null,
    count: 1,
    sku: { id: 201, sku },
    classification: { ncm: '84186940', ex: null, origin: 0 },
    powerSupply: { frequencyHz: 60, voltage: 220, phases: 3 },
    ambientTemperature: 35,
    loadLoss: 2,
    evaporationTemperature: -26,
    unitCapacity: 12000,
    ratingBasis: 'EN12900_10K_SUPERHEAT',
    consumedPower: 5,
    heatLoad: 10000,
    compressorType: 'SCROLL',
    capacityControl: false,
    productCustom: null,
    ...overrides,
  };
}

export function buildCatalogCondenser(
  sku: string,
  overrides: Partial<CondenserSelectionDto> = {},
): CondenserSelectionDto {
  return {
    kind: 'DEFAULT',
    specialEquipment: false,
    modelId: 31,
    model: 'CR 40',
    line: 'CR',
    image: null,
    count: 1,
    sku: { id: 301, sku },
    classification: { ncm: '84189900', ex: '01', origin: 0 },
    heatRejectionPerK: 2400,
    consumedPower: 1.2,
    productCustom: null,
    ...overrides,
  };
}

export function buildSpecialCondenser(commercialDescription: string): CondenserSelectionDto {
  return buildCatalogCondenser('unused', {
    kind: 'SPECIAL',
    specialEquipment: true,
    modelId: null,
    model: 'CR-ESPECIAL',
    line: null,
    sku: null,
    classification: null,
    productCustom: {
      kind: 'SPECIAL',
      model: 'CR-ESPECIAL',
      count: 1,
      dt: 10,
      height: 800,
      numberOfPoles: 6,
      condenserType: 'Horizontal',
      fanDiameter: 630,
      fanType: 'Axial',
      wingPerInch: 10,
      fanCount: 2,
      fanPower: 1.1,
      unitCapacity: 30000,
      noiseLevel: 55,
      rejectedHeat: 30000,
      commercialDescription,
    },
  });
}

/** A balanced result (the server's solver answer) with the given DT (K) and capacity (kcal/h). */
export function buildBalancedResult(
  resultingDt: number,
  resultingCapacity: number,
): BalancePointResultDto {
  return {
    status: 'BALANCED',
    resultingDt,
    resultingCapacity,
    evaporatingTemperature: -26.14,
    suctionTemperature: -28.14,
    requiredCapacity: resultingCapacity,
    rooms: [],
    rejectedHeat: resultingCapacity * 1.3,
    condensing: null,
    energy: { powerKw: 5, runningHoursPerDay: 16, energyKwhPerDay: 80 },
    curve: [],
    warnings: [],
    calcVersion: 'test',
  };
}

/** A saved system (not rack, no equipment, not balanced unless `overrides` say so). */
export function buildSystem(
  id: number,
  name: string,
  overrides: Partial<OperatingSystemDto> = {},
): OperatingSystemDto {
  return {
    id,
    projectId: 1,
    name,
    active: true,
    rack: false,
    operationTemperature: -26,
    refrigerantFluid: { id: 1, code: 'R404A' },
    configurations: [],
    condensingUnit: null,
    compressor: null,
    condenser: null,
    condensingUnitChoice: null,
    isStale: false,
    compressorChoice: null,
    condenserChoice: null,
    resultingDt: null,
    resultingCapacity: null,
    result: null,
    catalogVersion: {
      id: 1,
      key: 'demo',
      label: 'Demonstração',
      source: 'DEMONSTRATION',
      isDemonstration: true,
      notice: 'Catálogo de demonstração (dados sintéticos) · versão demo',
    },
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
