/**
 * The room test builders of every workspace (one module, `@camara-fria/domain/testing`): realistic
 * rooms and room parts for the tests and benchmarks of domain, contracts, api and web. Not used by
 * any production code; pure like the rest of the domain.
 */
import type {
  AdditionalLoad,
  Door,
  GoodsItem,
  HeatLoadRefs,
  HeatLoadRoom,
  Room,
  Surface,
} from '../heat-load/types.ts';
import { MATERIALS } from '../reference-data/materials.ts';
import { addDoor } from '../suggestions/door-suggestions.ts';
import { addGoodsItem } from '../suggestions/goods-suggestions.ts';
import { suggestAdditionalLoad } from '../suggestions/additional-load-suggestions.ts';
import { suggestHeatTransfer } from '../suggestions/insulation-suggestions.ts';
import { createDefaultRoom } from '../suggestions/room-defaults.ts';

/** The seeded materials with their conductivities, as the API reads them from the database. */
export const REFS: HeatLoadRefs = { materials: MATERIALS };

/** A room as it is saved (POST and PUT of a room): named, without identity and status. */
export type RoomFixture = Omit<Room, 'id' | 'status'>;

export function buildSurface(overrides: Partial<Surface> = {}): Surface {
  return {
    incidentSolarRadiation: false,
    thickness: 150,
    material: { id: 10 },
    temperature: 35,
    width: 6,
    length: 10,
    ...overrides,
  };
}

export function buildDoor(overrides: Partial<Door> = {}): Door {
  return {
    count: 1,
    width: 2,
    height: 4,
    adjacentAmbientTemperature: 10,
    adjacentAmbientRelativeHumidity: 85,
    internalRelativeHumidity: 85,
    openingFrequency: 10,
    openCloseDuration: 15,
    openDuration: 0.5,
    protectionBarrier: null,
    protectionBarrierEfficiency: 0,
    airExchangeRate: 0,
    ...overrides,
  };
}

export function buildGoodsItem(overrides: Partial<GoodsItem> = {}): GoodsItem {
  return {
    goods: { id: 1327, group: { id: 2 } },
    palletCapacity: 800,
    dailyMovement: 4000,
    storageCapacity: 20_000,
    checkinTemperature: -15,
    checkoutTemperature: -20,
    processingTime: 24,
    freezingPoint: -1.7,
    specificHeatAboveFreezing: 3.55,
    specificHeatBelowFreezing: 1.75,
    latentHeatOfFusion: 243,
    heatOfRespiration: 0,
    ...overrides,
  };
}

export function buildAdditionalLoad(overrides: Partial<AdditionalLoad> = {}): AdditionalLoad {
  return {
    staff: { count: 2, duration: 8 },
    forklift: { count: 1, duration: 8 },
    evaporator: { count: 2, power: 0.8, duration: 18 },
    lighting: { power: 10.8, duration: 24 },
    other: { power: 0.5, duration: 4 },
    ...overrides,
  };
}

/** A 10 × 8 × 6 m freezer at −20 °C: 6 surfaces, 3 goods, 2 AIR_VELOCITY doors. */
export function buildRoom(overrides: Partial<HeatLoadRoom> = {}): HeatLoadRoom {
  const wall = (length: number) => buildSurface({ width: 6, length });
  return {
    roomTemperature: -20,
    ambientTemperature: 35,
    operatingHours: 18,
    length: 10,
    width: 8,
    height: 6,
    safetyMargin: 10,
    calculationType: 1,
    typedTotalKcalh: null,
    heatTransfer: {
      ceiling: buildSurface({ temperature: 41, width: 8, length: 10 }),
      floor: buildSurface({ temperature: 19, width: 8, length: 10, thickness: 100 }),
      walls: [wall(8), wall(10), wall(8), wall(10)],
    },
    goods: [
      buildGoodsItem(),
      buildGoodsItem({ checkinTemperature: 5, freezingPoint: -2.2, dailyMovement: 1500 }),
      buildGoodsItem({ checkinTemperature: -10, checkoutTemperature: -18, dailyMovement: 2500 }),
    ],
    additionalLoad: buildAdditionalLoad(),
    doors: {
      calculationMethod: 'AIR_VELOCITY',
      doors: [buildDoor(), buildDoor({ width: 1.2, height: 2.1, openingFrequency: 4 })],
    },
    ...overrides,
  };
}

/**
 * A named 6 × 4 × 3 m chilled room at 2 °C, as saved: one respiring goods item (40 mW/kg) and one
 * VOLUME door. Valid under the contracts' limits.
 */
export function buildChilledRoom(overrides: Partial<RoomFixture> = {}): RoomFixture {
  const surface = (temperature: number, width: number, length: number) =>
    buildSurface({ thickness: 100, temperature, width, length });
  return {
    name: 'Câmara de Laticínios',
    roomTemperature: 2,
    ambientTemperature: 35,
    operatingHours: 20,
    length: 6,
    width: 4,
    height: 3,
    safetyMargin: 10,
    calculationType: 1,
    typedTotalKcalh: null,
    heatTransfer: {
      ceiling: surface(41, 4, 6),
      floor: { ...surface(19, 4, 6), material: { id: 14 }, thickness: 150 },
      walls: [surface(35, 3, 4), surface(35, 3, 6), surface(35, 3, 4), surface(35, 3, 6)],
    },
    goods: [
      buildGoodsItem({
        goods: { id: 1, group: { id: 1 } },
        palletCapacity: 30,
        dailyMovement: 500,
        storageCapacity: 2500,
        checkinTemperature: 7,
        checkoutTemperature: 2,
        freezingPoint: -1,
        specificHeatAboveFreezing: 3.6,
        specificHeatBelowFreezing: 1.9,
        latentHeatOfFusion: 270,
        heatOfRespiration: 40,
        respirationHeatLoad: null,
      }),
    ],
    additionalLoad: buildAdditionalLoad({
      staff: { count: 2, duration: 4 },
      forklift: { count: 0, duration: 4 },
      evaporator: { count: 1, power: 0.56, duration: 20 },
      other: { power: 0, duration: 0 },
    }),
    doors: {
      calculationMethod: 'VOLUME',
      doors: [
        buildDoor({
          width: 1,
          height: 2,
          adjacentAmbientTemperature: 30,
          adjacentAmbientRelativeHumidity: 60,
          openingFrequency: 2,
          openCloseDuration: 3,
        }),
      ],
    },
    ...overrides,
  };
}

/**
 * A 10 × 8 × 3 m room at 0 °C as the editor creates it (CREATING, no id) with every suggestion
 * applied, one product and one door.
 */
export function buildSuggestedRoom(name = 'Câmara de resfriados'): Room {
  const sized: Room = {
    ...createDefaultRoom(1),
    name,
    length: 10,
    width: 8,
    height: 3,
    roomTemperature: 0,
  };
  const goods = addGoodsItem([], sized);
  return {
    ...sized,
    heatTransfer: suggestHeatTransfer(sized),
    goods,
    additionalLoad: suggestAdditionalLoad(sized, goods),
    doors: addDoor({ calculationMethod: 'VOLUME', doors: [] }, sized, goods),
  };
}
