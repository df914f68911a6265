// Builders of realistic rooms for the domain's tests and benchmark. Not part of the public API.
import type {
  AdditionalLoad,
  Door,
  GoodsItem,
  HeatLoadRefs,
  HeatLoadRoom,
  Surface,
} from '../../src/heat-load/types.ts';
import { MATERIALS } from '../../src/reference-data/materials.ts';

export const REFS: HeatLoadRefs = { materials: MATERIALS };

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
