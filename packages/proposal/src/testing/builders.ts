/**
 * Test factories of the proposal model's unit tests (selection, prices, characteristics,
 * compare): small hand-built rooms, systems and equipment, typed with the contracts' types.
 * Not used by production code.
 */
import {
  COMMERCIAL_TEXT_FIELDS,
  RoomSchema,
  type CondenserSelectionDto,
  type ConfigurationDto,
  type EvaporatorSelectionDto,
  type HeatLoadSummary,
  type InvalidRoomDto,
  type OperatingSystemDto,
  type PriceInput,
  type ProposalDocument,
  type ProposalEquipment,
  type RoomDto,
  type SystemRoomDto,
  type UnitSelectionDto,
  type z,
} from '@camara-fria/contracts';
import { buildRoom } from '@camara-fria/domain/testing';
import { mergeDescriptions } from '../characteristics.ts';
import { computeTotals, mergePrices } from '../prices.ts';
import type { ProposalSelection, ProposalSelectionSource } from '../selection/selection.ts';

const STAMP = '2026-03-10T12:00:00.000Z';

export function buildHeatLoadSummary(overrides: Partial<HeatLoadSummary> = {}): HeatLoadSummary {
  return {
    heatTransfer: 3,
    doors: 1,
    goods: 2,
    additionalLoad: 2,
    totalKw: 8.8,
    totalKcalh: 7566.6,
    safetyMargin: 10,
    safetyMarginKw: 0.8,
    averageKw24h: 6.6,
    calcVersion: 'test',
    ...overrides,
  };
}

/**
 * A computed (type 1) room as the room list answers it (parsed, so every default is filled);
 * `data` overrides its fields, as the API would store them.
 */
export function buildComputedRoomDto(
  id: number,
  name: string,
  data: Partial<Omit<z.input<typeof RoomSchema>, 'id' | 'name'>> = {},
): RoomDto {
  return RoomSchema.parse({
    ...buildRoom(),
    id,
    name,
    project: { id: 1 },
    status: 'UPDATING',
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    heatLoad: buildHeatLoadSummary(),
    goods: buildRoom().goods.map((item) => ({
      ...item,
      goods: { id: 1, group: { id: 1 } },
      respirationHeatLoad: 0,
    })),
    ...data,
  });
}

/** A typed-load (type 2) room: its total typed by hand, kcal/h. */
export function buildTypedRoomDto(id: number, name: string, typedTotalKcalh: number): RoomDto {
  return buildComputedRoomDto(id, name, {
    calculationType: 2,
    typedTotalKcalh,
    heatLoad: buildHeatLoadSummary({
      heatTransfer: null,
      doors: null,
      goods: null,
      additionalLoad: null,
      totalKcalh: typedTotalKcalh,
      safetyMarginKw: null,
      averageKw24h: null,
    }),
  });
}

export function buildInvalidRoomDto(id: number, name: string): InvalidRoomDto {
  return {
    id,
    name,
    project: { id: 1 },
    heatLoad: null,
    invalid: { code: 'STORED_ROOM_INVALID', message: 'A câmara salva não é mais válida.' },
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
}

/** A room as a system's configuration reads it. */
export function buildSystemRoom(
  id: number,
  name: string,
  overrides: Partial<SystemRoomDto> = {},
): SystemRoomDto {
  return {
    id,
    name,
    roomTemperature: -20,
    ambientTemperature: 35,
    temperatureDelta: 6,
    minimumDt: 2,
    length: 10,
    width: 8,
    height: 6,
    calculationType: 1,
    operatingHours: 18,
    heatLoad: { totalKcalh: 7566.6 },
    ...overrides,
  };
}

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
    powerSupply: { frequencyHz: 60, voltage: 220, phases: 3 },
    temperatureDelta: 6,
    unitCapacity: 4500,
    unitCapacityDt: 4500,
    nominalUnitCapacity: 5000,
    unitAirFlow: 3200,
    consumedPower: 0.4,
    fanDiameter: 350,
    length: 1200,
    airExchangeRate: 40,
    fitsRoom: true,
    productCustom: null,
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
    powerSupply: { frequencyHz: 60, voltage: 220, phases: 3 },
    ambientTemperature: 35,
    loadLoss: 2,
    evaporationTemperature: -26,
    unitCapacity: 12000,
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
): NonNullable<OperatingSystemDto['result']> {
  return {
    status: 'BALANCED',
    resultingDt,
    resultingCapacity,
    evaporatingTemperature: -26,
    suctionTemperature: -28,
    requiredCapacity: resultingCapacity,
    rooms: [],
    rejectedHeat: resultingCapacity * 1.3,
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
    },
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** A project with a full customer address; rooms and systems as given. */
export function buildSelectionSource(
  rooms: ProposalSelectionSource['rooms'],
  systems: ProposalSelectionSource['systems'],
): ProposalSelectionSource {
  return {
    project: {
      id: 1,
      name: 'Entreposto Serra Azul',
      customer: {
        name: 'Frigorífico Serra Azul Ltda.',
        email: 'compras@serraazul.com.br',
        cnpj: '11222333000181',
        phone: '4733334444',
        address: {
          street: 'Rua das Palmeiras, 100',
          city: 'Blumenau',
          state: 'SC',
          country: 'Brasil',
          zipcode: '89010000',
        },
        segment: null,
      },
    },
    rooms,
    systems,
  };
}

/** An equipment line of a selection: a catalogue evaporator unless `overrides` say otherwise. */
export function buildEquipment(
  sku: string | null,
  overrides: Partial<ProposalEquipment> = {},
): ProposalEquipment {
  const type = overrides.type ?? 'EVAPORATOR';
  return {
    key: sku ? `${type}:${sku}` : `${type}:special:10:1`,
    type,
    specialEquipment: sku === null,
    model: 'HP 3-45',
    line: sku ? 'HP' : null,
    sku: sku ? { id: 101, sku } : null,
    count: 1,
    unitCapacity: 4500,
    commercialDescription: 'Evaporador de ar forçado linha HP',
    image: null,
    systemNames: ['Sistema 1'],
    roomNames: ['Câmara 1'],
    ...overrides,
  };
}

/** A text block of a section, written by hand. */
const textBlock = (text: string) => ({ templateId: null, text });

/**
 * The editor's view of a revision built from a selection: the given prices (merged as the API
 * merges them), one short text per section and commercial block.
 */
export function buildProposalDocument(
  selection: ProposalSelection,
  prices: readonly PriceInput[] = [],
): ProposalDocument {
  const lines = mergePrices(selection.equipments, prices);
  const totals = computeTotals(lines);
  const commercialTexts = Object.fromEntries(
    COMMERCIAL_TEXT_FIELDS.map((field) => [field, textBlock(`Texto de ${field}.`)]),
  ) as Record<(typeof COMMERCIAL_TEXT_FIELDS)[number], ReturnType<typeof textBlock>>;
  return {
    proposal: {
      id: 1,
      projectId: 1,
      number: '2026-0042',
      revision: 0,
      code: '2026-0042-R0',
      status: 'DRAFT',
      project: { id: 1, name: 'Entreposto Serra Azul' },
      ...selection,
      totals,
      issuedAt: null,
      issuedBy: null,
      createdAt: STAMP,
      updatedAt: STAMP,
      version: 1,
    },
    presentation: textBlock('Prezados, apresentamos nossa proposta.'),
    equipmentCharacteristics: {
      descriptions: mergeDescriptions(selection.equipments, {}, { EVAPORATOR: 'Gabinete em aço.' }),
      additionalInformation: '',
    },
    commercialConditions: { prices: lines, totals, ...commercialTexts },
    generalConditions: textBlock('Condições gerais de venda.'),
    responsible: textBlock('Maria Souza — Engenharia de aplicação.'),
  };
}
