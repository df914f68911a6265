import {
  ApiErrorSchema,
  CompressorListAnswerSchema,
  CondenserListAnswerSchema,
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  hasBalancePoint,
  OperatingSystemListSchema,
  OperatingSystemSchema,
  ProjectSchema,
  RoomSchema,
  SystemCalculationAnswerSchema,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import {
  computeSystemBalance,
  computeUnitPerformance,
  createSpecialEvaporatorCapacity,
  estimateSystemEnergy,
  generateDemoCatalog,
  MINIMUM_ROOM_COVERAGE,
  NO_BALANCE_REASON_LABELS,
  type BalanceUnitInput,
  type EvaporatorModel,
  type UnitModel,
} from '@camara-fria/domain';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { storeCatalogVersion } from '../src/modules/catalog/catalog-writer.ts';
import { type ApiAnswer, type UserClient } from './support/api-client.ts';
import { demoCatalog } from './support/catalog.ts';
import { useTestServer } from './support/use-test-server.ts';
import { specialEvaporator, specialUnit } from './support/special-equipment.ts';

const { server, vendedor, projetista } = useTestServer('vendedor', 'projetista');

/** R404A at −10 °C: rooms at 0 and 2 °C join (DT 10 and 12 K); one at −9 °C does not (1 < 2). */
const OPERATION = -10;
const REFRIGERANT = 'R404A';

type Rooms = { warm: number; chilled: number; cold: number; loads: Map<number, number> };
type Fixture = { projectId: number; rooms: Rooms };

async function createRoom(projectId: number, name: string, temperature: number, load: number) {
  const answer = await vendedor.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({
      name,
      roomTemperature: temperature,
      calculationType: 2,
      typedTotalKcalh: load,
    }),
  );
  expect(answer.status).toBe(201);
  return RoomSchema.parse(answer.body);
}

/** A project of the seller with three rooms: 0 °C (6000 kcal/h), 2 °C (4000), −9 °C (3000). */
async function newProject(): Promise<Fixture> {
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto com sistemas',
    customer: { address: {} },
  });
  const projectId = ProjectSchema.parse(project.body).id;
  const warm = await createRoom(projectId, 'Câmara Laticínios', 0, 6000);
  const chilled = await createRoom(projectId, 'Câmara Frutas', 2, 4000);
  const cold = await createRoom(projectId, 'Câmara Fria Demais', -9, 3000);
  const loads = new Map(
    [warm, chilled, cold].map((room) => [room.id, room.heatLoad?.totalKcalh ?? 0]),
  );
  return { projectId, rooms: { warm: warm.id, chilled: chilled.id, cold: cold.id, loads } };
}

const systemsPath = (projectId: number) => `/v1/projects/${projectId}/operating-systems`;

type Choice = { modelId: number; skuId: number; code: string; sku: string };

/** The best evaporator of the catalogue search for a room (ids from the API, model from the domain). */
async function pickEvaporator(roomTemperature: number, load: number): Promise<Choice> {
  const answer = await vendedor.call('POST', '/v1/catalog/evaporators/search', {
    refrigerantFluid: REFRIGERANT,
    evaporationTemperature: OPERATION,
    // The room's design DT, within the 7,8 K every demonstration line is valid at (a model is
    // not suggested beyond its maximum DT, docs/decisions/059).
    evaporatorDt: Math.min(roomTemperature - OPERATION, 7.8),
    count: 1,
    unitCapacity: load,
    operationTemperature: roomTemperature,
  });
  expect(answer.status).toBe(200);
  const [hit] = EvaporatorSearchAnswerSchema.parse(answer.body).items;
  const sku = hit?.skus[0];
  if (!hit || !sku) throw new Error('no evaporator found');
  return { modelId: hit.id, skuId: sku.id, code: hit.model, sku: sku.sku };
}

async function pickCondensingUnit(load: number): Promise<Choice> {
  const answer = await vendedor.call('POST', '/v1/catalog/condensing-units/search', {
    refrigerantFluid: REFRIGERANT,
    unitCapacity: load,
    evaporationTemperature: OPERATION,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 1,
    powerSupply: { frequencyHz: 60 },
  });
  expect(answer.status).toBe(200);
  const [hit] = CondensingUnitSearchAnswerSchema.parse(answer.body).items;
  const sku = hit?.skus[0];
  if (!hit || !sku) throw new Error('no condensing unit found');
  return { modelId: hit.id, skuId: sku.id, code: hit.model, sku: sku.sku };
}

const evaporatorModel = (code: string) =>
  demoCatalog.evaporators.find((model) => model.code === code) as EvaporatorModel;
const unitModel = (code: string) =>
  [...demoCatalog.condensingUnits, ...demoCatalog.compressorUnits].find(
    (model) => model.code === code,
  ) as UnitModel;

type Equipment = { warm: Choice; chilled: Choice; unit: Choice };
let equipment: Equipment | undefined;

/** Evaporators for the 0 and 2 °C rooms and a condensing unit for both (searched once). */
async function pickEquipment(loads: Map<number, number>, rooms: Rooms): Promise<Equipment> {
  const warmLoad = loads.get(rooms.warm) ?? 0;
  const chilledLoad = loads.get(rooms.chilled) ?? 0;
  equipment ??= {
    warm: await pickEvaporator(0, warmLoad),
    chilled: await pickEvaporator(2, chilledLoad),
    unit: await pickCondensingUnit(warmLoad + chilledLoad),
  };
  return equipment;
}

const catalogue = (choice: Choice, count = 1) => ({
  kind: 'DEFAULT' as const,
  modelId: choice.modelId,
  skuId: choice.skuId,
  count,
});

async function completeSystem(fixture: Fixture): Promise<OperatingSystemInputValues> {
  const { rooms } = fixture;
  const picked = await pickEquipment(rooms.loads, rooms);
  return {
    name: 'Sistema 1',
    rack: false,
    operationTemperature: OPERATION,
    refrigerantFluid: REFRIGERANT,
    configurations: [
      { roomId: rooms.warm, evaporator: catalogue(picked.warm) },
      { roomId: rooms.chilled, evaporator: catalogue(picked.chilled) },
    ],
    condensingUnit: { ...catalogue(picked.unit), ambientTemperature: 35, loadLoss: 2 },
  };
}

async function save(
  projectId: number,
  body: OperatingSystemInputValues,
  user: UserClient = vendedor,
): Promise<ApiAnswer> {
  return user.call('POST', systemsPath(projectId), body);
}

async function created(projectId: number, body: OperatingSystemInputValues) {
  const answer = await save(projectId, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return OperatingSystemSchema.parse(answer.body);
}

const specialCondenser = {
  kind: 'SPECIAL' as const,
  model: 'Condensador sob medida',
  count: 1,
  dt: 10,
  height: 0,
  numberOfPoles: 6,
  condenserType: 'Ar',
  fanDiameter: 500,
  fanType: 'Axial',
  wingPerInch: 10,
  fanCount: 2,
  fanPower: 0.5,
  unitCapacity: 30_000,
  noiseLevel: 50,
  rejectedHeat: 30_000,
  commercialDescription: 'Condensador especial para teste',
};

function expectError(answer: ApiAnswer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const error = ApiErrorSchema.parse(answer.body);
  expect(error.code).toBe(code);
  return error;
}

describe('operating systems: create, list, get, put, delete', () => {
  it('appear in the OpenAPI document with their schemas', async () => {
    const json = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
    };
    const base = '/v1/projects/{projectId}/operating-systems';
    expect(Object.keys(json.paths[base] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(json.paths[`${base}/{systemId}`] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    expect(json.paths[`${base}/calculation`]?.post?.requestBody).toBeTruthy();
  });

  it('saves a complete system and stores the balance the domain solver computes', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const system = await created(fixture.projectId, {
      ...body,
      // Numbers from the client are ignored: the server computes them.
      ...({ resultingDt: 99, resultingCapacity: 1 } as object),
    });
    const picked = await pickEquipment(fixture.rooms.loads, fixture.rooms);
    const unitSku = demoCatalog.condensingUnitSkus.find((sku) => sku.sku === picked.unit.sku);
    const expected = computeSystemBalance({
      refrigerantCode: REFRIGERANT,
      ambientTemperatureC: 35,
      loadLossK: 2,
      rooms: [
        { roomTemperatureC: 0, count: 1, evaporator: evaporatorModel(picked.warm.code).capacity },
        {
          roomTemperatureC: 2,
          count: 1,
          evaporator: evaporatorModel(picked.chilled.code).capacity,
        },
      ],
      unit: {
        source: 'CATALOGUE',
        model: unitModel(picked.unit.code),
        count: 1,
        frequencyHz: unitSku?.powerSupply.frequencyHz ?? null,
      },
    });
    expect(expected.status).toBe('balanced');
    if (expected.status !== 'balanced' || system.result?.status !== 'BALANCED') {
      throw new Error('not balanced');
    }
    expect(system.resultingDt).toBeCloseTo(expected.resultingDtK, 9);
    expect(system.resultingCapacity).toBeCloseTo(expected.resultingCapacityKcalh, 6);
    expect(system.result.evaporatingTemperature).toBeCloseTo(expected.evaporatingTemperatureC, 9);
    const loads = [fixture.rooms.warm, fixture.rooms.chilled].map(
      (id) => fixture.rooms.loads.get(id) ?? 0,
    );
    expect(system.result.requiredCapacity).toBeCloseTo((loads[0] ?? 0) + (loads[1] ?? 0), 6);
    const energy = estimateSystemEnergy({
      powerKw: expected.unitPowerKw,
      resultingCapacityKcalh: expected.resultingCapacityKcalh,
      rooms: loads.map((load) => ({ requiredCapacityKcalh: load, operatingHours: 20 })),
    });
    expect(system.result.energy.powerKw).toBeCloseTo(energy.powerKw, 9);
    expect(system.result.energy.runningHoursPerDay).toBeCloseTo(energy.runningHoursPerDay, 9);
    expect(system.result.energy.energyKwhPerDay).toBeCloseTo(energy.energyKwhPerDay, 9);
    expect(system.result.curve.length).toBeGreaterThanOrEqual(20);
    expect(system.result.rooms.map((room) => room.roomId)).toEqual([
      fixture.rooms.warm,
      fixture.rooms.chilled,
    ]);
    // The selections are filled from the catalogue at the system's conditions.
    const [warm] = system.configurations;
    expect(warm?.room).toMatchObject({
      id: fixture.rooms.warm,
      name: 'Câmara Laticínios',
      roomTemperature: 0,
      temperatureDelta: 10,
      minimumDt: 2,
    });
    expect(warm?.evaporator).toMatchObject({
      kind: 'DEFAULT',
      specialEquipment: false,
      modelId: picked.warm.modelId,
      model: picked.warm.code,
      line: evaporatorModel(picked.warm.code).lineCode,
      sku: { id: picked.warm.skuId },
      temperatureDelta: 10,
    });
    expect(warm?.evaporator?.image).toMatch(/^\/assets\/images\//);
    expect(warm?.choice).toEqual(catalogue(picked.warm));
    const unitRating = computeUnitPerformance(unitModel(picked.unit.code), REFRIGERANT, {
      evaporatingTemperatureC: OPERATION,
      ambientTemperatureC: 35,
      loadLossK: 2,
      frequencyHz: unitSku?.powerSupply.frequencyHz ?? 60,
      count: 1,
    });
    expect(system.condensingUnit).toMatchObject({
      unitKind: 'CONDENSING_UNIT',
      model: picked.unit.code,
      sku: { id: picked.unit.skuId, sku: unitSku?.sku },
      evaporationTemperature: OPERATION,
    });
    expect(system.condensingUnit?.unitCapacity).toBeCloseTo(unitRating.capacityKcalh, 6);
    expect(system.condensingUnit?.heatLoad).toBeCloseTo((loads[0] ?? 0) + (loads[1] ?? 0), 6);
    expect(system).toMatchObject({
      active: true,
      version: 1,
      refrigerantFluid: { code: REFRIGERANT },
      catalogVersion: { isDemonstration: true },
    });
    expect(system.refrigerantFluid.id).toBeGreaterThan(0);
  });

  it('lists, reads with an ETag, updates over the version and deletes', async () => {
    const fixture = await newProject();
    const system = await created(fixture.projectId, await completeSystem(fixture));
    const list = await vendedor.call('GET', systemsPath(fixture.projectId));
    expect(OperatingSystemListSchema.parse(list.body).items.map((item) => item.id)).toEqual([
      system.id,
    ]);
    const read = await vendedor.call('GET', `${systemsPath(fixture.projectId)}/${system.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(OperatingSystemSchema.parse(read.body)).toEqual(system);

    const body = await completeSystem(fixture);
    const put = await vendedor.call('PUT', `${systemsPath(fixture.projectId)}/${system.id}`, {
      ...body,
      name: 'Sistema renomeado',
      version: 1,
    });
    expect(put.status).toBe(200);
    expect(OperatingSystemSchema.parse(put.body)).toMatchObject({
      name: 'Sistema renomeado',
      version: 2,
    });

    const removed = await vendedor.call('DELETE', `${systemsPath(fixture.projectId)}/${system.id}`);
    expect(removed.status).toBe(204);
    const gone = await vendedor.call('GET', `${systemsPath(fixture.projectId)}/${system.id}`);
    expectError(gone, 404, 'NOT_FOUND');
    // Its rooms are free again.
    await created(fixture.projectId, body);
  });

  it('refuses a stale PUT with 409 and a PUT without version with 428', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const system = await created(fixture.projectId, body);
    const path = `${systemsPath(fixture.projectId)}/${system.id}`;
    expect((await vendedor.call('PUT', path, { ...body, version: 1 })).status).toBe(200);
    const stale = expectError(
      await vendedor.call('PUT', path, { ...body, name: 'Outro', version: 1 }),
      409,
      'CONFLICT',
    );
    expect(stale.message).toBe(
      'Este sistema foi alterado por outra pessoa. Recarregue e tente novamente.',
    );
    expectError(await vendedor.call('PUT', path, body), 428, 'PRECONDITION_REQUIRED');
    const stored = OperatingSystemSchema.parse((await vendedor.call('GET', path)).body);
    expect(stored).toMatchObject({ name: 'Sistema 1', version: 2 });
  });

  it('answers 404 to another seller on every call, as rooms do', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const system = await created(fixture.projectId, body);
    const path = `${systemsPath(fixture.projectId)}/${system.id}`;
    for (const answer of [
      await projetista.call('GET', systemsPath(fixture.projectId)),
      await projetista.call('GET', path),
      await projetista.call('PUT', path, { ...body, version: 1 }),
      await projetista.call('DELETE', path),
      await save(fixture.projectId, body, projetista),
      await projetista.call('POST', `${systemsPath(fixture.projectId)}/calculation`, body),
    ]) {
      expect(expectError(answer, 404, 'NOT_FOUND').message).toBe('Projeto não encontrado.');
    }
    expect((await vendedor.call('GET', path)).status).toBe(200);
  });
});

describe('operating systems: the rules of spec §4', () => {
  it('refuses a room below the refrigerant’s minimum DT, naming the room (R404A −10 °C, room −9 °C)', async () => {
    const fixture = await newProject();
    const answer = await save(fixture.projectId, {
      name: 'Sistema',
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      configurations: [{ roomId: fixture.rooms.warm }, { roomId: fixture.rooms.cold }],
    });
    const error = expectError(answer, 400, 'VALIDATION_FAILED');
    expect(error.message).toBe(
      'A câmara Câmara Fria Demais não pode entrar neste sistema: a diferença entre a temperatura da câmara (-9 °C) e a de operação (-10 °C) é 1 K, abaixo do mínimo de 2 K do R404A.',
    );
    expect(error.details?.[0]?.path).toBe('configurations.1.roomId');
    // R448A needs 5 K: the 2 °C room joins a −5 °C system of R404A but not of R448A (DT 7 ≥ 5 ok;
    // the 0 °C room at −4 °C has DT 4 < 5).
    const glide = await save(fixture.projectId, {
      name: 'Sistema',
      rack: false,
      operationTemperature: -4,
      refrigerantFluid: 'R448A',
      configurations: [{ roomId: fixture.rooms.warm }],
    });
    expect(expectError(glide, 400, 'VALIDATION_FAILED').message).toMatch(
      /abaixo do mínimo de 5 K do R448A\.$/,
    );
  });

  it('refuses a room already in another system of the project', async () => {
    const fixture = await newProject();
    const first = await created(fixture.projectId, {
      name: 'Sistema A',
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      configurations: [{ roomId: fixture.rooms.warm }],
    });
    const answer = await save(fixture.projectId, {
      name: 'Sistema B',
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      configurations: [{ roomId: fixture.rooms.chilled }, { roomId: fixture.rooms.warm }],
    });
    const error = expectError(answer, 400, 'VALIDATION_FAILED');
    expect(error.message).toBe(
      'A câmara Câmara Laticínios já está no sistema Sistema A: uma câmara pertence a um só sistema.',
    );
    expect(error.details?.[0]?.path).toBe('configurations.1.roomId');
    // Nothing of the refused save was kept: one system, still active.
    const list = OperatingSystemListSchema.parse(
      (await vendedor.call('GET', systemsPath(fixture.projectId))).body,
    );
    expect(list.items.map((item) => [item.id, item.active])).toEqual([[first.id, true]]);
    // Saving the first system again with the same room is fine.
    const again = await vendedor.call('PUT', `${systemsPath(fixture.projectId)}/${first.id}`, {
      name: 'Sistema A',
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      configurations: [{ roomId: fixture.rooms.warm }],
      version: 1,
    });
    expect(again.status).toBe(200);
  });

  it('refuses a room of another project', async () => {
    const fixture = await newProject();
    const other = await newProject();
    const error = expectError(
      await save(fixture.projectId, {
        name: 'Sistema',
        rack: false,
        operationTemperature: OPERATION,
        refrigerantFluid: REFRIGERANT,
        configurations: [{ roomId: other.rooms.warm }],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.message).toBe(`Câmara não encontrada neste projeto (id ${other.rooms.warm}).`);
  });

  it('keeps one active system: saving one active deactivates the other', async () => {
    const fixture = await newProject();
    const base = {
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
    };
    const first = await created(fixture.projectId, {
      ...base,
      name: 'A',
      configurations: [{ roomId: fixture.rooms.warm }],
    });
    const second = await created(fixture.projectId, {
      ...base,
      name: 'B',
      configurations: [{ roomId: fixture.rooms.chilled }],
    });
    expect(second.active).toBe(true);
    const reread = OperatingSystemSchema.parse(
      (await vendedor.call('GET', `${systemsPath(fixture.projectId)}/${first.id}`)).body,
    );
    expect(reread).toMatchObject({ active: false, version: 2 });
    // An inactive save leaves the active one alone.
    const third = await created(fixture.projectId, {
      ...base,
      name: 'C',
      active: false,
      configurations: [],
    });
    const list = OperatingSystemListSchema.parse(
      (await vendedor.call('GET', systemsPath(fixture.projectId))).body,
    );
    expect(list.items.map((item) => [item.id, item.active])).toEqual([
      [first.id, false],
      [second.id, true],
      [third.id, false],
    ]);
  });

  it('refuses a condensing unit in rack mode and a compressor outside it', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const rack = expectError(
      await save(fixture.projectId, { ...body, rack: true }),
      400,
      'VALIDATION_FAILED',
    );
    expect(rack.details).toContainEqual({
      path: 'condensingUnit',
      message: 'Um sistema em rack usa compressor e condensador, não unidade condensadora.',
    });
    const notRack = expectError(
      await save(fixture.projectId, { ...body, condensingUnit: null, condenser: specialCondenser }),
      400,
      'VALIDATION_FAILED',
    );
    expect(notRack.details?.[0]?.message).toBe(
      'Compressor e condensador remoto só existem no modo rack.',
    );
  });

  it('stores no result while the equipment is incomplete; Calcular answers 422 saying what is missing', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const incomplete = {
      ...body,
      configurations: [
        body.configurations?.[0] ?? { roomId: fixture.rooms.warm },
        { roomId: fixture.rooms.chilled, evaporator: null },
      ],
    };
    const system = await created(fixture.projectId, incomplete);
    expect(system).toMatchObject({ result: null, resultingDt: null, resultingCapacity: null });
    expect(system.configurations[0]?.evaporator?.model).toBeTruthy();
    expect(system.configurations[1]?.evaporator).toBeNull();
    const calculation = expectError(
      await vendedor.call('POST', `${systemsPath(fixture.projectId)}/calculation`, incomplete),
      422,
      'SYSTEM_INCOMPLETE',
    );
    expect(calculation.message).toBe('Escolha o evaporador da câmara Câmara Frutas.');
    const noUnit = expectError(
      await vendedor.call('POST', `${systemsPath(fixture.projectId)}/calculation`, {
        ...body,
        condensingUnit: null,
      }),
      422,
      'SYSTEM_INCOMPLETE',
    );
    expect(noUnit.message).toBe('Escolha a unidade condensadora.');
  });

  it('Calcular answers the result a save would store, storing nothing', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const answer = await vendedor.call(
      'POST',
      `${systemsPath(fixture.projectId)}/calculation`,
      body,
    );
    expect(answer.status).toBe(200);
    const calculation = SystemCalculationAnswerSchema.parse(answer.body);
    const list = OperatingSystemListSchema.parse(
      (await vendedor.call('GET', systemsPath(fixture.projectId))).body,
    );
    expect(list.items).toEqual([]);
    const system = await created(fixture.projectId, body);
    expect(calculation.result).toEqual(system.result);
    expect(calculation.catalogVersion).toEqual(system.catalogVersion);
  });

  it('refuses unknown catalogue ids, a SKU of another model and a model without the refrigerant', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const picked = await pickEquipment(fixture.rooms.loads, fixture.rooms);
    const withEvaporator = (evaporator: ReturnType<typeof catalogue>) => ({
      ...body,
      configurations: [{ roomId: fixture.rooms.warm, evaporator }],
    });
    const unknown = expectError(
      await save(
        fixture.projectId,
        withEvaporator({ ...catalogue(picked.warm), modelId: 999_999 }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(unknown.message).toBe('Evaporador não encontrado no catálogo (id 999999).');
    expect(unknown.details?.[0]?.path).toBe('configurations.0.evaporator.modelId');
    const otherSku = expectError(
      await save(
        fixture.projectId,
        withEvaporator({ ...catalogue(picked.warm), skuId: picked.chilled.skuId }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    if (picked.warm.code !== picked.chilled.code) {
      expect(otherSku.message).toMatch(/^O SKU .* não é do evaporador /);
    }
    const unitAsEvaporator = expectError(
      await save(fixture.projectId, {
        ...body,
        condensingUnit: { ...catalogue(picked.warm), ambientTemperature: 35, loadLoss: 2 },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(unitAsEvaporator.message).toBe(
      `Unidade condensadora não encontrada no catálogo (id ${picked.warm.modelId}).`,
    );
    // A condensing unit of the demonstration catalogue without an R134a table.
    const withoutR134a = demoCatalog.condensingUnits.find(
      (model) => !model.capacityTables.some((table) => table.refrigerantCode === 'R134a'),
    );
    if (!withoutR134a) throw new Error('every demonstration unit has R134a');
    const search = await vendedor.call('POST', '/v1/catalog', {
      condensingUnit: { productLine: withoutR134a.lineCode },
    });
    const item = (search.body as { items: { id: number; model: string }[] }).items.find(
      (model) => model.model === withoutR134a.code,
    );
    const refrigerant = expectError(
      await save(fixture.projectId, {
        ...body,
        refrigerantFluid: 'R134a',
        configurations: [],
        condensingUnit: {
          kind: 'DEFAULT',
          modelId: item?.id ?? 0,
          skuId: picked.unit.skuId,
          ambientTemperature: 35,
          loadLoss: 2,
        },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(refrigerant.message).toBe(
      `O modelo ${withoutR134a.code} não é oferecido com o fluido R134a.`,
    );
  });

  it('removes a deleted room from its system and resets the results', async () => {
    const fixture = await newProject();
    const system = await created(fixture.projectId, await completeSystem(fixture));
    expect(system.result?.status).toBe('BALANCED');
    const deleted = await vendedor.call(
      'DELETE',
      `/v1/projects/${fixture.projectId}/rooms/${fixture.rooms.chilled}`,
    );
    expect(deleted.status).toBe(204);
    const after = OperatingSystemSchema.parse(
      (await vendedor.call('GET', `${systemsPath(fixture.projectId)}/${system.id}`)).body,
    );
    expect(after.configurations.map((configuration) => configuration.room.id)).toEqual([
      fixture.rooms.warm,
    ]);
    expect(after.configurations[0]?.evaporator?.model).toBe(
      system.configurations[0]?.evaporator?.model,
    );
    expect(after).toMatchObject({
      result: null,
      resultingDt: null,
      resultingCapacity: null,
      version: 2,
    });
  });
});

/** BALANCED when every room gets at least the minimum share of its load, else ROOM_UNCOVERED. */
function expectedStatus(
  rooms: readonly { capacityKcalh: number }[],
  roomIds: readonly number[],
  fixture: Fixture,
) {
  const isEveryRoomCovered = rooms.every(
    (room, index) =>
      room.capacityKcalh >=
      MINIMUM_ROOM_COVERAGE * (fixture.rooms.loads.get(roomIds[index] ?? 0) ?? 0),
  );
  return isEveryRoomCovered ? 'BALANCED' : 'ROOM_UNCOVERED';
}

describe('operating systems: special equipment, racks and no balance', () => {
  it('balances special evaporators on a special condensing unit as the domain does', async () => {
    const fixture = await newProject();
    const system = await created(fixture.projectId, {
      name: 'Especial',
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      configurations: [
        { roomId: fixture.rooms.warm, evaporator: specialEvaporator(5000) },
        { roomId: fixture.rooms.chilled, evaporator: { ...specialEvaporator(3000), count: 2 } },
      ],
      condensingUnit: specialUnit(9000),
    });
    const unit: BalanceUnitInput = {
      source: 'SPECIAL',
      unitCapacityKcalh: 9000,
      unitPowerKw: 5,
      ratedSuctionTemperatureC: OPERATION - 2,
      count: 1,
      condensingOffsetK: 10,
    };
    const expected = computeSystemBalance({
      refrigerantCode: REFRIGERANT,
      ambientTemperatureC: 35,
      loadLossK: 2,
      rooms: [
        {
          roomTemperatureC: 0,
          count: 1,
          evaporator: createSpecialEvaporatorCapacity(5000, 8, OPERATION, REFRIGERANT),
        },
        {
          roomTemperatureC: 2,
          count: 2,
          evaporator: createSpecialEvaporatorCapacity(3000, 8, OPERATION, REFRIGERANT),
        },
      ],
      unit,
    });
    if (expected.status !== 'balanced') throw new Error('expected a balance');
    // Balanced only when each room gets ≥ 95 % of its load (ADR 061): here the unit is short.
    expect(system.result?.status).toBe(
      expectedStatus(expected.rooms, [fixture.rooms.warm, fixture.rooms.chilled], fixture),
    );
    expect(system.result).toMatchObject({ condensing: null });
    expect(system.resultingDt).toBeCloseTo(expected.resultingDtK, 9);
    expect(system.resultingCapacity).toBeCloseTo(expected.resultingCapacityKcalh, 6);
    expect(system.configurations[1]?.evaporator).toMatchObject({
      kind: 'SPECIAL',
      specialEquipment: true,
      modelId: null,
      sku: null,
      count: 2,
      model: 'Evaporador sob medida',
      consumedPower: 3.5,
      nominalUnitCapacity: 3000,
      fitsRoom: true,
    });
    // 3000 kcal/h at DT 8 (inlet air −2 °C) → the room's DT 12 K passes its 1,3 × 8 = 10,4 K
    // maximum: held there, at the room's air (2 °C): 3000 · 10,4/8 · w(2)/w(−2), with
    // w(2) = 1,15 + 2/5 · 0,20 = 1,23 and w(−2) = 1,01 + 23/25 · 0,14 = 1,1388 (docs/decisions/059).
    const held = ((3000 * 10.4) / 8) * (1.23 / 1.1388);
    expect(system.configurations[1]?.evaporator?.unitCapacity).toBeCloseTo(held, 9);
    expect(system.configurations[1]?.evaporator?.unitCapacityDt).toBeCloseTo(2 * held, 9);
    expect(system.configurations[1]?.evaporator?.isAboveMaxDt).toBe(true);
    expect(system.configurations[1]?.evaporator?.airExchangeRate).toBeCloseTo(10_000 / 72, 9);
    expect(system.configurations[1]?.evaporator?.productCustom).toEqual({
      ...specialEvaporator(3000),
      count: 2,
    });
    expect(system.condensingUnit).toMatchObject({
      kind: 'SPECIAL',
      unitCapacity: 9000,
      consumedPower: 5,
      compressorType: 'SCROLL',
      productCustom: specialUnit(9000),
    });
  });

  it('balances a rack of a catalogue compressor unit and remote condenser', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const load =
      (fixture.rooms.loads.get(fixture.rooms.warm) ?? 0) +
      (fixture.rooms.loads.get(fixture.rooms.chilled) ?? 0);
    const compressors = CompressorListAnswerSchema.parse(
      (await vendedor.call('GET', '/v1/catalog/compressors')).body,
    ).items;
    const rated = compressors
      .map((item) => {
        const model = unitModel(item.model);
        let capacity = 0;
        try {
          capacity = computeUnitPerformance(model, REFRIGERANT, {
            evaporatingTemperatureC: OPERATION,
            ambientTemperatureC: 35,
            loadLossK: 2,
            frequencyHz: 60,
            count: 1,
          }).capacityKcalh;
        } catch {
          // Not offered with the refrigerant, or −12 °C suction outside its table.
        }
        return { item, model, capacity };
      })
      .filter((entry) => entry.capacity >= load && entry.item.skus.length > 0)
      .sort((a, b) => a.capacity - b.capacity);
    const condensers = CondenserListAnswerSchema.parse(
      (await vendedor.call('GET', '/v1/catalog/condensers')).body,
    ).items;
    const condenser = [...condensers].sort((a, b) => b.heatRejectionPerK - a.heatRejectionPerK)[0];
    const picked = await pickEquipment(fixture.rooms.loads, fixture.rooms);
    // A rack is big: the smallest compressor unit for the load, with as many evaporators in each
    // room as it takes to balance it (the domain says which).
    const balanceOf = (entry: (typeof rated)[number], count: number) =>
      computeSystemBalance({
        refrigerantCode: REFRIGERANT,
        ambientTemperatureC: 35,
        loadLossK: 2,
        rooms: [
          { roomTemperatureC: 0, count, evaporator: evaporatorModel(picked.warm.code).capacity },
          { roomTemperatureC: 2, count, evaporator: evaporatorModel(picked.chilled.code).capacity },
        ],
        unit: { source: 'CATALOGUE', model: entry.model, count: 1, frequencyHz: 60 },
        condenser: { heatRejectionKcalhPerK: condenser?.heatRejectionPerK ?? 1, count: 1 },
      });
    const found = rated
      .flatMap((entry) => Array.from({ length: 20 }, (_, index) => ({ entry, count: index + 1 })))
      .find(({ entry, count }) => balanceOf(entry, count).status === 'balanced');
    if (!found) throw new Error('no rack balances');
    const { entry: compressor, count } = found;
    const sku = compressor.item.skus.find((entry) => entry.powerSupply.frequencyHz === 60);
    if (!sku || !condenser?.skus[0]) throw new Error('no SKUs');
    const system = await created(fixture.projectId, {
      ...body,
      name: 'Rack',
      rack: true,
      configurations: [
        { roomId: fixture.rooms.warm, evaporator: catalogue(picked.warm, count) },
        { roomId: fixture.rooms.chilled, evaporator: catalogue(picked.chilled, count) },
      ],
      condensingUnit: null,
      compressor: {
        kind: 'DEFAULT',
        modelId: compressor.item.id,
        skuId: sku.id,
        ambientTemperature: 35,
        loadLoss: 2,
      },
      condenser: { kind: 'DEFAULT', modelId: condenser.id, skuId: condenser.skus[0].id },
    });
    const expected = balanceOf(compressor, count);
    if (expected.status !== 'balanced') throw new Error('expected a balance');
    // Balanced only when each room gets ≥ 95 % of its load (ADR 061): here the unit is short.
    expect(system.result?.status).toBe(
      expectedStatus(expected.rooms, [fixture.rooms.warm, fixture.rooms.chilled], fixture),
    );
    expect(system.resultingDt).toBeCloseTo(expected.resultingDtK, 9);
    expect(system.resultingCapacity).toBeCloseTo(expected.resultingCapacityKcalh, 6);
    expect(system.result?.status === 'BALANCED' && system.result.rejectedHeat).toBeCloseTo(
      expected.rejectedHeatKcalh,
      6,
    );
    expect(system.result?.status === 'BALANCED' && system.result.condensing).toMatchObject({
      requiredRejection: expected.condenser?.requiredRejectionKcalh,
      condensingTemperature: expected.condenser?.condensingTemperatureC,
    });
    expect(system.compressor).toMatchObject({
      unitKind: 'COMPRESSOR_UNIT',
      model: compressor.model.code,
      sku: { id: sku.id, sku: sku.sku },
    });
    expect(system.condenser).toMatchObject({
      kind: 'DEFAULT',
      model: condenser.model,
      heatRejectionPerK: condenser.heatRejectionPerK,
    });
    expect(system.condensingUnit).toBeNull();
  });

  it('balances a rack of a special compressor unit and a special condenser, warning when the condenser is short', async () => {
    const fixture = await newProject();
    const system = await created(fixture.projectId, {
      name: 'Rack especial',
      rack: true,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      configurations: [
        { roomId: fixture.rooms.warm, evaporator: specialEvaporator(5000) },
        { roomId: fixture.rooms.chilled, evaporator: specialEvaporator(4000) },
      ],
      compressor: specialUnit(9000),
      condenser: { ...specialCondenser, rejectedHeat: 5000 },
    });
    const expected = computeSystemBalance({
      refrigerantCode: REFRIGERANT,
      ambientTemperatureC: 35,
      loadLossK: 2,
      rooms: [
        {
          roomTemperatureC: 0,
          count: 1,
          evaporator: createSpecialEvaporatorCapacity(5000, 8, OPERATION, REFRIGERANT),
        },
        {
          roomTemperatureC: 2,
          count: 1,
          evaporator: createSpecialEvaporatorCapacity(4000, 8, OPERATION, REFRIGERANT),
        },
      ],
      unit: {
        source: 'SPECIAL',
        unitCapacityKcalh: 9000,
        unitPowerKw: 5,
        ratedSuctionTemperatureC: OPERATION - 2,
        count: 1,
        condensingOffsetK: 10,
      },
      condenser: { heatRejectionKcalhPerK: 500, count: 1 },
    });
    if (expected.status !== 'balanced') throw new Error('expected a balance');
    if (!hasBalancePoint(system.result)) throw new Error('not balanced');
    expect(system.result.status).toBe(
      expectedStatus(expected.rooms, [fixture.rooms.warm, fixture.rooms.chilled], fixture),
    );
    expect(system.resultingDt).toBeCloseTo(expected.resultingDtK, 9);
    expect(system.condenser).toMatchObject({
      kind: 'SPECIAL',
      heatRejectionPerK: 500,
      consumedPower: 0.5,
    });
    // A special unit's capacity does not depend on Tc (ADR 058): Tc = 35 + rejected / 500.
    expect(system.result.condensing).toMatchObject({
      designCondensingTemperature: 45,
      designRejection: 5000,
      isSufficient: false,
    });
    expect(system.result.condensing?.condensingTemperature).toBeCloseTo(
      35 + expected.rejectedHeatKcalh / 500,
      4,
    );
    expect(system.result.warnings).toEqual([
      {
        code: 'CONDENSER_UNDERSIZED',
        message: expect.stringMatching(
          /^Os condensadores só rejeitam os [\d.]+ kcal\/h dos compressores condensando a [\d,]+ °C, acima dos 45 °C de projeto \(a 45 °C rejeitam 5\.000 kcal\/h\): a capacidade cai; escolha condensadores maiores ou mais condensadores\.$/,
        ) as unknown,
        field: 'condenser',
      },
    ]);
  });

  it('stores NO_BALANCE with the domain’s Portuguese reason for an absurdly small unit', async () => {
    const fixture = await newProject();
    const system = await created(fixture.projectId, {
      name: 'Pequeno demais',
      rack: false,
      operationTemperature: OPERATION,
      refrigerantFluid: REFRIGERANT,
      // The 2 °C room: the special unit's suction ends at −2 °C (rated −12 °C + 10 K), Te 0 °C,
      // where the evaporator still absorbs (DT 2 K) far more than 10 kcal/h.
      configurations: [{ roomId: fixture.rooms.chilled, evaporator: specialEvaporator(20_000) }],
      condensingUnit: specialUnit(10),
    });
    expect(system.resultingDt).toBeNull();
    expect(system.resultingCapacity).toBeNull();
    expect(system.result).toMatchObject({
      status: 'NO_BALANCE',
      reason: 'UNIT_TOO_SMALL',
      message: NO_BALANCE_REASON_LABELS.UNIT_TOO_SMALL,
      requiredCapacity: fixture.rooms.loads.get(fixture.rooms.chilled),
    });
    const curve = system.result?.curve ?? [];
    expect(curve.length).toBeGreaterThanOrEqual(20);
    // The chart shows why: the evaporators absorb more than the unit pumps everywhere.
    expect(curve.every((point) => point.evaporatorCapacity > (point.unitCapacity ?? 0))).toBe(true);
  });
});

describe('operating systems: the catalogue version a system keeps', () => {
  it('keeps a saved system on its version after a new one is activated, and binds new systems to the active one', async () => {
    const fixture = await newProject();
    const body = await completeSystem(fixture);
    const system = await created(fixture.projectId, body);
    const newVersion = await storeCatalogVersion(server.database.db, generateDemoCatalog(1), {
      source: 'IMPORT',
      fileName: 'nova-versao.csv',
    });
    expect(newVersion).not.toBe(system.catalogVersion.id);
    const path = `${systemsPath(fixture.projectId)}/${system.id}`;
    const kept = await vendedor.call('PUT', path, { ...body, version: 1 });
    expect(kept.status).toBe(200);
    const keptSystem = OperatingSystemSchema.parse(kept.body);
    expect(keptSystem.catalogVersion.id).toBe(system.catalogVersion.id);
    expect(keptSystem.resultingDt).toBeCloseTo(system.resultingDt ?? Number.NaN, 12);
    // Calcular on the edited system reads its choices in its version too.
    const calculation = await vendedor.call(
      'POST',
      `${systemsPath(fixture.projectId)}/calculation?systemId=${system.id}`,
      body,
    );
    expect(SystemCalculationAnswerSchema.parse(calculation.body).catalogVersion.id).toBe(
      system.catalogVersion.id,
    );
    // A new system is read in the active version, where the old ids do not exist.
    const other = await newProject();
    const refused = expectError(
      await save(other.projectId, {
        ...body,
        configurations: [
          { roomId: other.rooms.warm, evaporator: body.configurations?.[0]?.evaporator ?? null },
        ],
        condensingUnit: null,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(refused.message).toMatch(/^Evaporador não encontrado no catálogo/);
    equipment = undefined;
    const fresh = await created(other.projectId, await completeSystem(other));
    expect(fresh.catalogVersion.id).toBe(newVersion);
    // Choices all picked again in the active version move the saved system to it.
    const moved = await vendedor.call('PUT', path, {
      ...(await completeSystem(fixture)),
      version: 2,
    });
    expect(OperatingSystemSchema.parse(moved.body).catalogVersion.id).toBe(newVersion);
  });
});
