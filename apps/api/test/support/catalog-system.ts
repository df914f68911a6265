import {
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  type CondensingUnitSearchHit,
  type EvaporatorSearchHit,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { buildChilledRoom, type RoomFixture } from '@camara-fria/domain/testing';

/**
 * A system of catalogue equipment for one room, as the API tests and the sample data build it:
 * 2 evaporators sharing the load and 1 condensing unit carrying it all (R404A at −10 °C, 35 °C
 * ambient, 2 K load loss). Free of vitest, so a plain tsx script can use it.
 */

/** What these helpers need of a signed-in user (sample-data's Client and api-client's UserClient both fit). */
type Caller = {
  call: (
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: unknown }>;
};

/** A catalogue model found by a search, and the id of its first SKU. */
export type CatalogPick<Hit> = { hit: Hit; modelId: number; skuId: number };
export type CatalogEquipment = {
  evaporator: CatalogPick<EvaporatorSearchHit>;
  unit: CatalogPick<CondensingUnitSearchHit>;
};

const REFRIGERANT = 'R404A';
const EVAPORATION = -10;
const AMBIENT = 35;
const LOAD_LOSS = 2;
const EVAPORATOR_COUNT = 2;

/** The load of `typedRoom`, kcal/h. */
export const TYPED_ROOM_KCALH = 6000;

/** A 0 °C room whose load is typed (6 000 kcal/h), for a system of `findCatalogEquipment`'s. */
export function typedRoom(name: string): RoomFixture {
  return buildChilledRoom({
    name,
    roomTemperature: 0,
    calculationType: 2,
    typedTotalKcalh: TYPED_ROOM_KCALH,
  });
}

/** The first evaporator and condensing unit the catalogue searches answer for a 0 °C room needing `load` kcal/h. */
export async function findCatalogEquipment(user: Caller, load: number): Promise<CatalogEquipment> {
  const evaporators = await user.call('POST', '/v1/catalog/evaporators/search', {
    refrigerantFluid: REFRIGERANT,
    evaporationTemperature: EVAPORATION,
    evaporatorDt: 10,
    count: EVAPORATOR_COUNT,
    unitCapacity: load / EVAPORATOR_COUNT,
    operationTemperature: 0,
  });
  const units = await user.call('POST', '/v1/catalog/condensing-units/search', {
    refrigerantFluid: REFRIGERANT,
    unitCapacity: load,
    evaporationTemperature: EVAPORATION,
    ambientTemperature: AMBIENT,
    loadLoss: LOAD_LOSS,
    count: 1,
    powerSupply: { frequencyHz: 60 },
  });
  const [evaporator] = EvaporatorSearchAnswerSchema.parse(evaporators.body).items;
  const [unit] = CondensingUnitSearchAnswerSchema.parse(units.body).items;
  if (!evaporator?.skus[0] || !unit?.skus[0]) throw new Error('no equipment found');
  return {
    evaporator: { hit: evaporator, modelId: evaporator.id, skuId: evaporator.skus[0].id },
    unit: { hit: unit, modelId: unit.id, skuId: unit.skus[0].id },
  };
}

/** The body that saves 'Sistema 1': `roomId` served by the equipment found. */
export function catalogSystemInput(
  roomId: number,
  { evaporator, unit }: CatalogEquipment,
): OperatingSystemInputValues {
  return {
    name: 'Sistema 1',
    rack: false,
    operationTemperature: EVAPORATION,
    refrigerantFluid: REFRIGERANT,
    configurations: [
      {
        roomId,
        evaporator: {
          kind: 'DEFAULT',
          modelId: evaporator.modelId,
          skuId: evaporator.skuId,
          count: EVAPORATOR_COUNT,
        },
      },
    ],
    condensingUnit: {
      kind: 'DEFAULT',
      modelId: unit.modelId,
      skuId: unit.skuId,
      count: 1,
      ambientTemperature: AMBIENT,
      loadLoss: LOAD_LOSS,
    },
  };
}
