import {
  OperatingSystemSchema,
  RoomSchema,
  type OperatingSystemDto,
  type RoomDto,
  type BalancePointResultDto,
} from '@camara-fria/contracts';
import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { buildActiveCatalogue } from '../../../testing/catalog-fixtures.ts';
import { createJsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { buildProject } from '../../../testing/project-fixtures.ts';

export const PROJECT_ID = 1;
export const SYSTEMS_PATH = `/v1/projects/${PROJECT_ID}/operating-systems`;

/** A stored room as GET …/rooms answers it, at `roomTemperature` with a load of `totalKcalh`. */
export function buildRoomDto(
  id: number,
  name: string,
  roomTemperature: number,
  totalKcalh = 8600,
): RoomDto {
  const room = { ...buildSuggestedRoom(name), roomTemperature };
  return RoomSchema.parse({
    ...room,
    id,
    project: { id: PROJECT_ID },
    status: 'UPDATING',
    typedTotalKcalh: null,
    goods: room.goods.map((item) => ({ ...item, respirationHeatLoad: null })),
    heatLoad: {
      heatTransfer: 1,
      doors: 1,
      goods: 1,
      additionalLoad: 1,
      totalKw: totalKcalh / 860,
      totalKcalh,
      safetyMargin: 10,
      safetyMarginKw: 0.4,
      averageKw24h: ((totalKcalh / 860) * room.operatingHours) / 24,
      calcVersion: '1.0.0',
    },
    version: 1,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
  });
}

/** Three rooms: 0 °C and 2 °C (fine at −10 °C with R404A) and −9 °C (DT 1 K: too cold). */
export const testRooms = [
  buildRoomDto(11, 'Resfriados', 0, 8600),
  buildRoomDto(12, 'Laticínios', 2, 4300),
  buildRoomDto(13, 'Congelados', -9, 12000),
];

export const balancedResult: BalancePointResultDto = {
  status: 'BALANCED',
  resultingDt: 6.24,
  resultingCapacity: 13250.4,
  evaporatingTemperature: -6.5,
  suctionTemperature: -6.5,
  requiredCapacity: 12900,
  rooms: [],
  rejectedHeat: 17000,
  condensing: null,
  energy: { powerKw: 5.5, runningHoursPerDay: 18, energyKwhPerDay: 99 },
  curve: [
    { evaporatingTemperature: -15, evaporatorCapacity: 20000, unitCapacity: 9000 },
    { evaporatingTemperature: -6.5, evaporatorCapacity: 13250, unitCapacity: 13250 },
    { evaporatingTemperature: 0, evaporatorCapacity: 6000, unitCapacity: 16000 },
  ],
  warnings: [],
  calcVersion: '1.0.0',
};

const catalogVersion = {
  id: 1,
  key: 'demo-1.0.0-seed-1',
  label: 'Demonstração',
  source: 'DEMONSTRATION',
  isDemonstration: true,
  notice: 'Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1',
};

function buildSystemRoom(room: RoomDto, operationTemperature: number) {
  return {
    id: room.id,
    name: room.name,
    roomTemperature: room.roomTemperature,
    ambientTemperature: room.ambientTemperature,
    temperatureDelta: room.roomTemperature - operationTemperature,
    minimumDt: 2,
    length: room.length,
    width: room.width,
    height: room.height,
    calculationType: room.calculationType,
    operatingHours: room.operatingHours,
    heatLoad: room.heatLoad ? { totalKcalh: room.heatLoad.totalKcalh } : null,
  };
}

/** A saved system of two rooms with their evaporators and a condensing unit, balanced. */
export function buildSystemDto(overrides: Partial<OperatingSystemDto> = {}): OperatingSystemDto {
  const operationTemperature = overrides.operationTemperature ?? -10;
  const rooms = [testRooms[0], testRooms[1]].filter((room) => room !== undefined);
  return OperatingSystemSchema.parse({
    id: 5,
    projectId: PROJECT_ID,
    name: 'Sistema 1',
    active: true,
    rack: false,
    operationTemperature,
    refrigerantFluid: { id: 5, code: 'R404A' },
    configurations: rooms.map((room, index) => ({
      configType: 'EVAPORATOR',
      room: buildSystemRoom(room, operationTemperature),
      evaporator: {
        kind: 'DEFAULT',
        specialEquipment: false,
        modelId: 100 + index,
        model: `FBA ${index + 1}`,
        line: 'FBA',
        image: null,
        count: 1,
        sku: { id: 200 + index, sku: `EV-${index + 1}` },
        powerSupply: null,
        temperatureDelta: room.roomTemperature - operationTemperature,
        unitCapacity: 7000,
        unitCapacityDt: 7000,
        nominalUnitCapacity: null,
        unitAirFlow: 3000,
        consumedPower: 0.3,
        fanPower: 0.21,
        fanDiameter: 350,
        length: 1200,
        airExchangeRate: null,
        fitsRoom: true,
        productCustom: null,
        rating: null,
        isAboveMaxDt: false,
        classification: { ncm: '84189900', ex: '01', origin: 0 },
      },
      choice: { kind: 'DEFAULT', modelId: 100 + index, skuId: 200 + index, count: 1 },
    })),
    condensingUnit: {
      kind: 'DEFAULT',
      specialEquipment: false,
      unitKind: 'CONDENSING_UNIT',
      modelId: 300,
      model: 'UCB 40',
      line: 'UCB',
      image: null,
      count: 1,
      sku: { id: 400, sku: 'UC-40' },
      powerSupply: null,
      ambientTemperature: 35,
      loadLoss: 0,
      evaporationTemperature: operationTemperature,
      unitCapacity: 14000,
      consumedPower: 6.1,
      heatLoad: 12900,
      compressorType: 'SCROLL',
      capacityControl: false,
      productCustom: null,
      ratingBasis: 'EN12900_10K_SUPERHEAT',
      classification: { ncm: '84186940', ex: null, origin: 0 },
    },
    compressor: null,
    condenser: null,
    condensingUnitChoice: {
      kind: 'DEFAULT',
      modelId: 300,
      skuId: 400,
      count: 1,
      ambientTemperature: 35,
      loadLoss: 0,
    },
    compressorChoice: null,
    condenserChoice: null,
    resultingDt: 6.24,
    resultingCapacity: 13250.4,
    result: balancedResult,
    isStale: false,
    catalogVersion,
    version: 3,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

type EquipmentsApiOptions = {
  rooms?: RoomDto[];
  systems?: OperatingSystemDto[] | Handler;
  onCreate?: Handler;
  onUpdate?: Handler;
  onCalculate?: Handler;
  /** DELETE …/operating-systems/5. */
  onDelete?: Handler;
  /** GET /v1/catalog/versions/active: the demonstration catalogue by default. */
  activeCatalogue?: ReturnType<typeof buildActiveCatalogue>;
  /** GET and PUT …/rooms/{id} of the rooms named (the fans fed back to a room, ADR 056). */
  onGetRoom?: Handler;
  onUpdateRoom?: Handler;
};

/** The API of the screen: project, rooms, refrigerants, the active catalogue and systems. */
export function stubEquipmentsApi(options: EquipmentsApiOptions = {}) {
  const { rooms = testRooms, systems = [] } = options;
  const notStubbed = () => createJsonResponse({ code: 'INTERNAL', message: 'não previsto' }, 500);
  return stubFetch([
    { path: `/v1/projects/${PROJECT_ID}`, respond: () => createJsonResponse(buildProject()) },
    { path: `/v1/projects/${PROJECT_ID}/rooms`, respond: () => createJsonResponse(rooms) },
    {
      path: '/v1/catalog/versions/active',
      respond: () => createJsonResponse(options.activeCatalogue ?? buildActiveCatalogue()),
    },
    {
      path: '/v1/refrigerants',
      respond: () =>
        createJsonResponse(
          ['R22', 'R134a', 'R404A', 'R448A', 'R449A'].map((code, index) => ({
            id: index + 1,
            code,
            glideK: 0,
          })),
        ),
    },
    {
      path: SYSTEMS_PATH,
      respond:
        typeof systems === 'function' ? systems : () => createJsonResponse({ items: systems }),
    },
    { method: 'POST', path: SYSTEMS_PATH, respond: options.onCreate ?? notStubbed },
    { method: 'PUT', path: `${SYSTEMS_PATH}/5`, respond: options.onUpdate ?? notStubbed },
    ...rooms.flatMap((room) => [
      {
        path: `/v1/projects/${PROJECT_ID}/rooms/${room.id}`,
        respond: options.onGetRoom ?? notStubbed,
      },
      {
        method: 'PUT',
        path: `/v1/projects/${PROJECT_ID}/rooms/${room.id}`,
        respond: options.onUpdateRoom ?? notStubbed,
      },
    ]),
    { method: 'DELETE', path: `${SYSTEMS_PATH}/5`, respond: options.onDelete ?? notStubbed },
    {
      method: 'POST',
      path: `${SYSTEMS_PATH}/calculation`,
      respond: options.onCalculate ?? notStubbed,
    },
  ]);
}
