import {
  ApiErrorSchema,
  CalculationAnswerSchema,
  ComparisonAnswerSchema,
  SkuLookupAnswerSchema,
  type UnitSkuDto,
} from '@camara-fria/contracts';
import {
  compareModels,
  computeEvaporatorCapacity,
  computeSystemBalance,
  computeUnitPerformance,
  createSpecialEvaporatorCapacity,
  searchEvaporators,
  searchUnits,
  type EvaporatorModel,
  type UnitModel,
} from '@camara-fria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { demoCatalog, demoIndex, idOf, readModelIds } from './support/catalog.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let user: UserClient;
let ids: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  user = await signInAs(server, 'vendedor');
  ids = await readModelIds(user);
});
afterAll(async () => {
  await server.close();
});

/** A 0 °C room of 12 000 kcal/h on two evaporators, and a condensing unit for it (R404A). */
const [evaporatorHit] = searchEvaporators(demoIndex, {
  refrigerantCode: 'R404A',
  evaporatingTemperatureC: -8,
  dtK: 6,
  count: 2,
  requiredUnitCapacityKcalh: 6000,
  roomTemperatureC: 0,
});
const [unitHit] = searchUnits(demoIndex, {
  refrigerantCode: 'R404A',
  requiredCapacityKcalh: 12_000,
  evaporatingTemperatureC: -8,
  ambientTemperatureC: 35,
  loadLossK: 2,
  powerSupply: { frequencyHz: 60 },
});
const evaporator = evaporatorHit?.model as EvaporatorModel;
const unit = unitHit?.model as UnitModel;
const byCapacity = <T>(items: readonly T[], capacity: (item: T) => number) =>
  [...items].sort((a, b) => capacity(a) - capacity(b));
const smallestEvaporator = byCapacity(
  demoCatalog.evaporators.filter((model) => model.lineCode === 'ET'),
  (model) => model.capacity.referenceCapacityKcalh,
)[0] as EvaporatorModel;
const mediumUnits = byCapacity(
  demoCatalog.condensingUnits.filter((model) => model.application === 'MEDIUM'),
  (model) =>
    computeUnitPerformance(model, 'R404A', {
      evaporatingTemperatureC: -5,
      ambientTemperatureC: 35,
      loadLossK: 0,
      frequencyHz: 60,
      count: 1,
    }).capacityKcalh,
);
const largestUnit = mediumUnits[mediumUnits.length - 1] as UnitModel;
const smallestMediumUnit = mediumUnits[0] as UnitModel;
const largestEvaporator = byCapacity(
  demoCatalog.evaporators,
  (model) => model.capacity.referenceCapacityKcalh,
).at(-1) as EvaporatorModel;
/** A frozen-goods unit: its suction range ends below a 0 °C room, so a big coil can outrun it. */
const smallestLowUnit = byCapacity(
  demoCatalog.condensingUnits.filter((model) => model.application === 'LOW'),
  (model) => model.capacityTables[0]?.capacityKcalh[0]?.[0] ?? 0,
)[0] as UnitModel;

const calculation = () => ({
  refrigerantFluid: 'R404A',
  evaporationTemperature: -8,
  ambientTemperature: 35,
  loadLoss: 2,
  coldstorageTemperature: 0,
  evaporatorId: idOf(ids, evaporator.code),
  evaporatorCount: 2,
  evaporatorDT: 6,
  condensingUnitId: idOf(ids, unit.code),
});

describe('POST /v1/catalog/skus', () => {
  it('rates evaporator SKUs at Te and the fixed DT of 6 K', async () => {
    const skus = evaporatorHit?.skus.slice(0, 3).map((sku) => sku.sku) ?? [];
    const answer = await user.call('POST', '/v1/catalog/skus', {
      evaporator: { skus, refrigerantFluid: 'R22', evaporationTemperature: -10 },
    });
    expect(answer.status).toBe(200);
    const { items } = SkuLookupAnswerSchema.parse(answer.body);
    expect(items.map((item) => item.sku)).toEqual(skus);
    const expected = computeEvaporatorCapacity(evaporator.capacity, 'R22', -10, 6);
    for (const item of items) {
      expect(item).toMatchObject({ kind: 'EVAPORATOR', model: evaporator.code, evaporatorDt: 6 });
      expect(item.kind === 'EVAPORATOR' && item.unitCapacityDt).toBeCloseTo(expected, 9);
      expect(item.kind === 'EVAPORATOR' && item.nominalUnitCapacity).toBeCloseTo(
        evaporator.capacity.referenceCapacityKcalh * 1.03,
        9,
      );
    }
  });

  it('rates condensing-unit SKUs at their own frequency, and refuses an unknown SKU', async () => {
    const skus = demoCatalog.condensingUnitSkus.filter((sku) => sku.modelCode === unit.code);
    const answer = await user.call('POST', '/v1/catalog/skus', {
      condensingUnit: {
        skus: skus.map((sku) => sku.sku),
        refrigerantFluid: 'R404A',
        evaporationTemperature: -8,
        ambientTemperature: 35,
        loadLoss: 2,
        count: 2,
      },
    });
    const items = SkuLookupAnswerSchema.parse(answer.body).items as UnitSkuDto[];
    expect(items).toHaveLength(skus.length);
    for (const item of items) {
      const expected = computeUnitPerformance(unit, 'R404A', {
        evaporatingTemperatureC: -8,
        ambientTemperatureC: 35,
        loadLossK: 2,
        frequencyHz: item.powerSupply.frequencyHz,
        count: 2,
      });
      expect(item.unitCapacity).toBeCloseTo(expected.capacityKcalh, 9);
      expect(item.consumedPowerPerUnit).toBeCloseTo(expected.unitPowerKw, 12);
      expect(item.frequencyFactor).toBe(item.powerSupply.frequencyHz === 60 ? 1 : 0.83);
    }
    const unknown = await user.call('POST', '/v1/catalog/skus', {
      evaporator: { skus: ['NAO-EXISTE'], refrigerantFluid: 'R404A', evaporationTemperature: -8 },
    });
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(unknown.body).message).toBe(
      'SKU de evaporador não encontrado no catálogo ativo: NAO-EXISTE.',
    );
  });

  it('answers 422 OUT_OF_CATALOGUE_RANGE outside a unit table', async () => {
    const answer = await user.call('POST', '/v1/catalog/skus', {
      condensingUnit: {
        skus: [demoCatalog.condensingUnitSkus.find((sku) => sku.modelCode === unit.code)?.sku],
        refrigerantFluid: 'R404A',
        evaporationTemperature: -35,
        ambientTemperature: 35,
        loadLoss: 2,
      },
    });
    expect(answer.status).toBe(422);
    const error = ApiErrorSchema.parse(answer.body);
    expect(error.code).toBe('OUT_OF_CATALOGUE_RANGE');
    expect(error.details?.[0]?.path).toBe('evaporationTemperature');
    expect(error.message).toMatch(/^A temperatura de evaporação .* fora da faixa do catálogo/);
  });
});

describe('POST /v1/catalog/calculation', () => {
  it('answers the balance point the domain computes (resulting DT and capacity)', async () => {
    const sku60 = demoCatalog.condensingUnitSkus.find(
      (sku) => sku.modelCode === unit.code && sku.powerSupply.frequencyHz === 60,
    );
    const skuIds = SkuLookupAnswerSchema.parse(
      (
        await user.call('POST', '/v1/catalog/skus', {
          condensingUnit: {
            skus: [sku60?.sku],
            refrigerantFluid: 'R404A',
            evaporationTemperature: -8,
            ambientTemperature: 35,
            loadLoss: 2,
          },
        })
      ).body,
    ).items.map((item) => item.id);
    const answer = await user.call('POST', '/v1/catalog/calculation', {
      ...calculation(),
      condensingUnitSkuId: skuIds[0],
    });
    expect(answer.status).toBe(200);
    const { data, catalogVersion } = CalculationAnswerSchema.parse(answer.body);
    const expected = computeSystemBalance({
      refrigerantCode: 'R404A',
      ambientTemperatureC: 35,
      loadLossK: 2,
      rooms: [{ roomTemperatureC: 0, count: 2, evaporator: evaporator.capacity }],
      unit: { source: 'CATALOGUE', model: unit, count: 1, frequencyHz: 60 },
    });
    if (expected.status !== 'balanced') throw new Error('the reference system must balance');
    expect(catalogVersion.isDemonstration).toBe(true);
    expect(data.resultingDt).toBeCloseTo(expected.resultingDtK, 9);
    expect(data.resultingCapacity).toBeCloseTo(expected.resultingCapacityKcalh, 6);
    expect(data.evaporatingTemperature).toBeCloseTo(expected.evaporatingTemperatureC, 9);
    expect(data.frequencyFactor).toBe(1);
    expect(data.rooms[0]).toMatchObject({ evaporatorCount: 2, coldstorageTemperature: 0 });
    expect(Math.abs(data.evaporatorCapacity - data.resultingCapacity)).toBeLessThan(
      0.01 * data.resultingCapacity,
    );
  });

  it('balances special equipment given by capacity, and several rooms', async () => {
    const answer = await user.call('POST', '/v1/catalog/calculation', {
      ...calculation(),
      rooms: [
        { label: 'A', coldstorageTemperature: 0, evaporatorId: null, evaporatorCapacity: 5000 },
        { label: 'B', coldstorageTemperature: 2, evaporatorId: idOf(ids, evaporator.code) },
      ],
    });
    expect(answer.status).toBe(200);
    const { data } = CalculationAnswerSchema.parse(answer.body);
    const expected = computeSystemBalance({
      refrigerantCode: 'R404A',
      ambientTemperatureC: 35,
      loadLossK: 2,
      rooms: [
        {
          label: 'A',
          roomTemperatureC: 0,
          count: 1,
          evaporator: createSpecialEvaporatorCapacity(5000, 6, -8, 'R404A'),
        },
        { label: 'B', roomTemperatureC: 2, count: 1, evaporator: evaporator.capacity },
      ],
      unit: { source: 'CATALOGUE', model: unit, count: 1, frequencyHz: null },
    });
    if (expected.status !== 'balanced') throw new Error('the reference system must balance');
    expect(data.resultingDt).toBeCloseTo(expected.resultingDtK, 9);
    expect(data.frequencyFactor).toBe(0.83);
    expect(data.rooms.map((room) => room.label)).toEqual(['A', 'B']);
  });

  it('refuses bad input with field paths, and unknown ids with 404', async () => {
    const bad = await user.call('POST', '/v1/catalog/calculation', {
      refrigerantFluid: 'R404A',
      evaporationTemperature: -8,
      ambientTemperature: 35,
      evaporatorCount: 0,
    });
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(bad.body).details?.map((issue) => issue.path)).toEqual([
      'evaporatorCount',
      'coldstorageTemperature',
      'evaporatorId',
      'condensingUnitId',
    ]);
    const missing = await user.call('POST', '/v1/catalog/calculation', {
      refrigerantFluid: 'R404A',
      evaporationTemperature: -8,
      ambientTemperature: 35,
    });
    expect(ApiErrorSchema.parse(missing.body).details?.map((issue) => issue.path)).toEqual([
      'coldstorageTemperature',
      'evaporatorId',
      'condensingUnitId',
    ]);
    const unknown = await user.call('POST', '/v1/catalog/calculation', {
      ...calculation(),
      evaporatorId: 999_999,
    });
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(unknown.body).message).toBe(
      'Evaporador não encontrado no catálogo ativo (id 999999).',
    );
    // A rack's compressor unit is rated here too (ADR 052, test/rack-rating.test.ts).
    const noUnit = await user.call('POST', '/v1/catalog/calculation', {
      ...calculation(),
      condensingUnitId: 999_999,
    });
    expect(noUnit.status).toBe(404);
    expect(ApiErrorSchema.parse(noUnit.body).message).toBe(
      'Unidade condensadora ou de compressão não encontrada no catálogo ativo (id 999999).',
    );
  });

  it('answers 422 NO_BALANCE_POINT when the sides never cross, saying why', async () => {
    const tooBig = computeSystemBalance({
      refrigerantCode: 'R404A',
      ambientTemperatureC: 35,
      loadLossK: 2,
      rooms: [{ roomTemperatureC: 0, count: 1, evaporator: smallestEvaporator.capacity }],
      unit: { source: 'CATALOGUE', model: largestUnit, count: 1, frequencyHz: null },
    });
    expect(tooBig.status === 'no-balance' && tooBig.reason).toBe('EVAPORATORS_TOO_SMALL');
    const answer = await user.call('POST', '/v1/catalog/calculation', {
      ...calculation(),
      evaporatorId: idOf(ids, smallestEvaporator.code),
      evaporatorCount: 1,
      condensingUnitId: idOf(ids, largestUnit.code),
    });
    expect(answer.status).toBe(422);
    const error = ApiErrorSchema.parse(answer.body);
    expect(error.code).toBe('NO_BALANCE_POINT');
    expect(error.message).toMatch(
      /^Os evaporadores não absorvem o que a unidade condensadora bombeia/,
    );

    const unitTooSmall = computeSystemBalance({
      refrigerantCode: 'R404A',
      ambientTemperatureC: 35,
      loadLossK: 2,
      rooms: [{ roomTemperatureC: 0, count: 6, evaporator: largestEvaporator.capacity }],
      unit: { source: 'CATALOGUE', model: smallestLowUnit, count: 1, frequencyHz: null },
    });
    expect(unitTooSmall.status === 'no-balance' && unitTooSmall.reason).toBe('UNIT_TOO_SMALL');
    const tooSmall = await user.call('POST', '/v1/catalog/calculation', {
      ...calculation(),
      evaporatorId: idOf(ids, largestEvaporator.code),
      evaporatorCount: 6,
      condensingUnitId: idOf(ids, smallestLowUnit.code),
    });
    expect(tooSmall.status).toBe(422);
    expect(ApiErrorSchema.parse(tooSmall.body).message).toMatch(
      /^A unidade condensadora não atinge a carga dos evaporadores em nenhuma temperatura de evaporação do catálogo/,
    );
  });

  it('warns in Portuguese when a room ends below the minimum DT of its refrigerant', async () => {
    const answer = await user.call('POST', '/v1/catalog/calculation', {
      ...calculation(),
      evaporatorId: idOf(ids, largestEvaporator.code),
      evaporatorCount: 6,
      condensingUnitId: idOf(ids, smallestMediumUnit.code),
    });
    expect(answer.status).toBe(200);
    const { data } = CalculationAnswerSchema.parse(answer.body);
    expect(data.resultingDt).toBeLessThan(2);
    expect(data.warnings).toEqual([
      {
        code: 'RESULTING_DT_BELOW_MINIMUM',
        message: expect.stringMatching(
          /^O DT resultante da câmara 1 \(\d+,\d K\) fica abaixo do mínimo de 2 K do R404A\.$/,
        ) as unknown,
        field: 'coldstorageTemperature',
      },
    ]);
  });

  it('answers 422 OUT_OF_CATALOGUE_RANGE for an ambient outside the unit table', async () => {
    const answer = await user.call('POST', '/v1/catalog/calculation', {
      ...calculation(),
      ambientTemperature: 50,
    });
    expect(answer.status).toBe(422);
    expect(ApiErrorSchema.parse(answer.body)).toMatchObject({
      code: 'OUT_OF_CATALOGUE_RANGE',
      message:
        'A temperatura ambiente está fora da faixa do catálogo da unidade (de 25 a 43 °C): a tabela do fabricante não é extrapolada.',
      details: [{ path: 'ambientTemperature' }],
    });
  });
});

describe('POST /v1/catalog/comparison', () => {
  const entry = (code: string) => ({
    id: idOf(ids, code),
    refrigerantFluid: 'R404A',
    evaporationTemperature: -8,
    evaporatorDt: 6,
  });
  const codes = () => demoCatalog.evaporators.slice(0, 4).map((model) => model.code);

  it('compares up to 3 evaporators as the domain does', async () => {
    const three = codes().slice(0, 3);
    const answer = await user.call('POST', '/v1/catalog/comparison', {
      evaporator: three.map(entry),
    });
    expect(answer.status).toBe(200);
    const { items } = ComparisonAnswerSchema.parse(answer.body);
    const expected = compareModels(demoIndex, {
      kind: 'EVAPORATOR',
      modelCodes: three,
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: -8,
      dtK: 6,
    });
    expect(items.map((item) => [item.model, item.nominalCapacity, item.fanPower])).toEqual(
      expected.map((item) => [item.model, item.nominalCapacityKcalh, item.fanPowerW]),
    );
    expect(items.map((item) => item.id)).toEqual(three.map((code) => idOf(ids, code)));
  });

  it('refuses a fourth model with a Portuguese message', async () => {
    const answer = await user.call('POST', '/v1/catalog/comparison', {
      evaporator: codes().map(entry),
    });
    expect(answer.status).toBe(400);
    expect(ApiErrorSchema.parse(answer.body).details).toEqual([
      { path: 'evaporator', message: 'Compare no máximo 3 modelos.' },
    ]);
  });

  it('compares condensing units at the 60 Hz rule, refuses unknown ids and refrigerants', async () => {
    const answer = await user.call('POST', '/v1/catalog/comparison', {
      condensingUnit: [
        {
          id: idOf(ids, unit.code),
          refrigerantFluid: 'R404A',
          evaporationTemperature: -8,
          ambientTemperature: 35,
          loadLoss: 2,
          powerSupply: { frequencyHz: 60 },
        },
      ],
    });
    const [item] = ComparisonAnswerSchema.parse(answer.body).items;
    expect(item?.nominalCapacity).toBeCloseTo(unitHit?.unitCapacityKcalh ?? NaN, 9);
    expect(item?.image).toBe(
      `/assets/images/unidades-condensadoras/${unit.lineCode.replaceAll(' ', '_')}.svg`,
    );

    const unknown = await user.call('POST', '/v1/catalog/comparison', {
      evaporator: [{ ...entry(evaporator.code), id: 999_999 }],
    });
    expect(unknown.status).toBe(404);
    const hermetic = demoCatalog.condensingUnits.find((model) => model.lineCode === 'US');
    const r134a = await user.call('POST', '/v1/catalog/comparison', {
      condensingUnit: [
        {
          id: idOf(ids, hermetic?.code ?? ''),
          refrigerantFluid: 'R134a',
          evaporationTemperature: -8,
          ambientTemperature: 35,
          loadLoss: 2,
        },
      ],
    });
    expect(r134a.status).toBe(400);
    expect(ApiErrorSchema.parse(r134a.body).details).toEqual([
      {
        path: 'condensingUnit.0.refrigerantFluid',
        message: `O modelo ${hermetic?.code} não é oferecido com o fluido R134a.`,
      },
    ]);
  });
});
