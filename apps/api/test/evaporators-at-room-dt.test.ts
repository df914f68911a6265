import {
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  RoomSchema,
  type EvaporatorSearchHit,
  type OperatingSystemInputValues,
  type RoomDto,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 28 items 3 and 6 (docs/decisions/059), over real HTTP on a real database: an apple room
 * (0 °C) and an antechamber (+10 °C) on one R404A unit at −8 °C. The row's capacity is the
 * capacity at the room's design DT (room − evaporation), follows the system's evaporation
 * temperature, and is valid only up to the evaporator's maximum DT (1,3 × its rated DT by
 * default): beyond it the capacity is held, warned about, and never suggested. The wet-coil
 * factor is keyed on the room's air, as its source (capacity_correction_defaults.csv) keys it.
 *
 * Hand-worked values: the demonstration's SC2-rated lines are rated at inlet air 0 °C (Te −8 °C,
 * DT 8 K), where w = 1,15; w(+10 °C) = 1,35 (en328_rating_conditions.csv).
 */

const { vendedor: user } = useTestServer('vendedor');

const REFRIGERANT = 'R404A';
const OPERATION = -8;

async function newProject(): Promise<{ projectId: number; apple: RoomDto; ante: RoomDto }> {
  const project = await user.call('POST', '/v1/projects', {
    name: 'Projeto maçãs e antecâmara',
    customer: { address: {} },
  });
  const projectId = ProjectSchema.parse(project.body).id;
  const post = async (name: string, roomTemperature: number) => {
    const answer = await user.call(
      'POST',
      `/v1/projects/${projectId}/rooms`,
      buildChilledRoom({ name, roomTemperature }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return RoomSchema.parse(answer.body);
  };
  return { projectId, apple: await post('Maçãs', 0), ante: await post('Antecâmara', 10) };
}

async function searchEvaporators(body: object) {
  const answer = await user.call('POST', '/v1/catalog/evaporators/search', {
    refrigerantFluid: REFRIGERANT,
    evaporationTemperature: OPERATION,
    count: 1,
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return EvaporatorSearchAnswerSchema.parse(answer.body).items;
}

/** An SC2-rated demonstration evaporator (rating air 0 °C) found at a DT it is valid at. */
async function findSc2Evaporator(room: RoomDto, evaporatorDt: number) {
  const items = await searchEvaporators({
    evaporatorDt,
    unitCapacity: room.heatLoad?.totalKcalh ?? 0,
    roomTemperature: room.roomTemperature,
    minCapacityRatio: 0,
    limit: 200,
  });
  const hit = items.find((item) => item.ratingCondition === 'SC2');
  if (!hit?.skus[0]) throw new Error('no SC2-rated evaporator found');
  return hit;
}

const catalogueEvaporator = (hit: EvaporatorSearchHit) => ({
  kind: 'DEFAULT' as const,
  modelId: hit.id,
  skuId: hit.skus[0]?.id ?? 0,
  count: 1,
});

async function saveSystem(projectId: number, input: OperatingSystemInputValues) {
  const answer = await user.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return OperatingSystemSchema.parse(answer.body);
}

/** One unit rated for both rooms at −8 °C. */
async function findUnit(load: number) {
  const answer = await user.call('POST', '/v1/catalog/condensing-units/search', {
    refrigerantFluid: REFRIGERANT,
    unitCapacity: load,
    evaporationTemperature: OPERATION,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 1,
    powerSupply: { frequencyHz: 60 },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [unit] = CondensingUnitSearchAnswerSchema.parse(answer.body).items;
  if (!unit?.skus[0]) throw new Error('no unit found');
  return {
    kind: 'DEFAULT' as const,
    modelId: unit.id,
    skuId: unit.skus[0].id,
    count: 1,
    ambientTemperature: 35,
    loadLoss: 2,
  };
}

const ratedOf = (hit: EvaporatorSearchHit) =>
  hit.ratedCapacity * (hit.refrigerantFactors[REFRIGERANT] ?? Number.NaN);

describe('the evaporator row at the room’s design DT (issue 28 item 3)', () => {
  it('stores the capacity at the design DT 8 K, keyed on the room air, and follows Te −3 °C', async () => {
    const { projectId, apple } = await newProject();
    const hit = await findSc2Evaporator(apple, 8);
    expect(hit.ratedDt).toBe(8);
    expect(hit.maxDt).toBeCloseTo(10.4, 9);
    const rated = ratedOf(hit);
    // The search at the room's design DT answers what the row will store: the apple room's air
    // is the rating's (0 °C), so 8 K gives the rated capacity itself.
    expect(hit.capacityDtPerUnit).toBeCloseTo(rated, 6);
    const input: OperatingSystemInputValues = {
      name: 'Sistema 1',
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      configurations: [{ roomId: apple.id, evaporator: catalogueEvaporator(hit) }],
    };
    const saved = await saveSystem(projectId, input);
    const row = saved.configurations[0]?.evaporator;
    expect(row?.temperatureDelta).toBe(8);
    expect(row?.unitCapacityDt).toBeCloseTo(hit.unitCapacityDt, 6);
    expect(row?.rating).toMatchObject({ ratedDt: 8, ratedEvaporationTemperature: -8 });
    expect(row?.isAboveMaxDt).toBe(false);

    // Te −10 °C (DT 10 K, room air still 0 °C): 10/8 of the rated capacity exactly. Keyed on the
    // evaporating temperature it was × w(−10)/w(−8) = 1,1382/1,15, 1 % less.
    const colder = await user.call(
      'PUT',
      `/v1/projects/${projectId}/operating-systems/${saved.id}`,
      { ...input, operationTemperature: -10, version: saved.version },
    );
    expect(colder.status, JSON.stringify(colder.body)).toBe(200);
    const atTen = OperatingSystemSchema.parse(colder.body);
    expect(atTen.configurations[0]?.evaporator?.unitCapacity).toBeCloseTo((rated * 10) / 8, 6);

    // Te −3 °C: the row's DT is 3 K and so is its capacity, 3/8 of the rated.
    const warmer = await user.call(
      'PUT',
      `/v1/projects/${projectId}/operating-systems/${saved.id}`,
      { ...input, operationTemperature: -3, version: atTen.version },
    );
    expect(warmer.status, JSON.stringify(warmer.body)).toBe(200);
    const atThree = OperatingSystemSchema.parse(warmer.body).configurations[0]?.evaporator;
    expect(atThree?.temperatureDelta).toBe(3);
    expect(atThree?.unitCapacity).toBeCloseTo((rated * 3) / 8, 6);
  });
});

describe('evaporators inside their range (issue 28 item 6)', () => {
  it('suggests nothing for the +10 °C antechamber at its design DT of 18 K', async () => {
    const { ante } = await newProject();
    const load = ante.heatLoad?.totalKcalh ?? 0;
    // The demonstration lines are rated at DT 6–8 K: valid up to 7,8–10,4 K.
    const atDesignDt = await searchEvaporators({
      evaporatorDt: 18,
      unitCapacity: load,
      roomTemperature: 10,
      minCapacityRatio: 0,
      limit: 500,
    });
    expect(atDesignDt).toEqual([]);
  });

  it('holds the antechamber’s capacity at the maximum DT, flags the row and warns in the balance', async () => {
    const { projectId, apple, ante } = await newProject();
    const appleHit = await findSc2Evaporator(apple, 8);
    const anteHit = await findSc2Evaporator(ante, 10);
    const load = (apple.heatLoad?.totalKcalh ?? 0) + (ante.heatLoad?.totalKcalh ?? 0);
    const saved = await saveSystem(projectId, {
      name: 'Sistema 1',
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      configurations: [
        { roomId: apple.id, evaporator: catalogueEvaporator(appleHit) },
        { roomId: ante.id, evaporator: catalogueEvaporator(anteHit) },
      ],
      condensingUnit: await findUnit(load),
    });
    const row = saved.configurations[1]?.evaporator;
    expect(row?.temperatureDelta).toBe(18);
    expect(row?.isAboveMaxDt).toBe(true);
    // Held at 1,3 × 8 = 10,4 K, at the antechamber's air: rated · 10,4/8 · w(10)/w(0).
    expect(row?.unitCapacity).toBeCloseTo((ratedOf(anteHit) * 10.4 * 1.35) / (8 * 1.15), 6);
    expect(saved.result?.status).toBe('BALANCED');
    if (saved.result?.status !== 'BALANCED') return;
    const warning = saved.result.warnings.find(
      (item) => item.code === 'EVAPORATOR_DT_ABOVE_MAXIMUM',
    );
    expect(warning?.field).toBe('configurations.1');
    expect(warning?.message).toMatch(
      /^O DT resultante da câmara Antecâmara \(\d+(,\d)? K\) passa do DT máximo do evaporador \(10,4 K\): a capacidade considerada é a do DT máximo\./,
    );
  });
});
