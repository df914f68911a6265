import type { RoomInput } from '@camara-fria/contracts';

const surface = (temperature: number, width: number, length: number) => ({
  incidentSolarRadiation: false,
  thickness: 100,
  material: { id: 10 },
  temperature,
  width,
  length,
});

/** A realistic 6 × 4 × 3 m chilled room at 2 °C with one goods item and one door. */
export function buildRoomInput(overrides: Partial<RoomInput> = {}): RoomInput {
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
      {
        goods: { id: 1, group: { id: 1 } },
        palletCapacity: 30,
        dailyMovement: 500,
        storageCapacity: 2500,
        checkinTemperature: 7,
        checkoutTemperature: 2,
        processingTime: 24,
        freezingPoint: -1,
        specificHeatAboveFreezing: 3.6,
        specificHeatBelowFreezing: 1.9,
        latentHeatOfFusion: 270,
        heatOfRespiration: 40,
        respirationHeatLoad: null,
      },
    ],
    additionalLoad: {
      staff: { count: 2, duration: 4 },
      forklift: { count: 0, duration: 4 },
      evaporator: { count: 1, power: 0.56, duration: 20 },
      lighting: { power: 10.8, duration: 24 },
      other: { power: 0, duration: 0 },
    },
    doors: {
      calculationMethod: 'VOLUME',
      doors: [
        {
          count: 1,
          width: 1,
          height: 2,
          adjacentAmbientTemperature: 30,
          adjacentAmbientRelativeHumidity: 60,
          internalRelativeHumidity: 85,
          openingFrequency: 2,
          openCloseDuration: 3,
          openDuration: 0.5,
          protectionBarrier: null,
          protectionBarrierEfficiency: 0,
          airExchangeRate: 0,
        },
      ],
    },
    ...overrides,
  };
}
