import {
  ApiErrorSchema,
  CalculationAnswerSchema,
  ComparisonAnswerSchema,
  CompressorListAnswerSchema,
  SkuLookupAnswerSchema,
} from '@camara-fria/contracts';
import {
  computeSystemBalance,
  computeUnitPerformance,
  createSpecialEvaporatorCapacity,
  type UnitModel,
} from '@camara-fria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { demoCatalog, idOf, readModelIds } from './support/catalog.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/*
 * Issue 28 item 4: a rack's compressor unit is rated by the same catalogue calls as a condensing
 * unit (POST /v1/catalog/skus, /comparison, /calculation), at the conditions the request gives
 * and by the model the rack's balance uses (its table at Te − load loss and the ambient). Before
 * the fix each call answered 404 "Unidade condensadora não encontrada no catálogo ativo".
 */

let server: TestServer;
let user: UserClient;
let ids: Map<string, number>;
let skuIds: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  user = await signInAs(server, 'vendedor');
  ids = await readModelIds(user);
  skuIds = await readSkuIds();
});
afterAll(async () => {
  await server.close();
});

/** The demonstration catalogue's smallest medium-temperature rack, RC-400M. */
const rack = demoCatalog.compressorUnits.find((model) => model.code === 'RC-400M') as UnitModel;
const rackSku = demoCatalog.compressorUnitSkus.find(
  (sku) => sku.modelCode === rack.code && sku.powerSupply.frequencyHz === 60,
);
const conditions = {
  refrigerantFluid: 'R404A',
  evaporationTemperature: -10,
  ambientTemperature: 35,
  loadLoss: 2,
};
/**
 * RC-400M, R404A, Te −10 °C (suction −12 °C), 35 °C ambient, 60 Hz: 36 802 kcal/h (EN 12900
 * basis, catalogue 1.1.0; 37 055,2 on the AHRI 540 basis of 1.0.0, docs/decisions/062).
 */
const rated = (count: number) =>
  computeUnitPerformance(rack, 'R404A', {
    evaporatingTemperatureC: -10,
    ambientTemperatureC: 35,
    loadLossK: 2,
    frequencyHz: 60,
    count,
  });

describe('compressor units rated by the catalogue calls', () => {
  it('POST /v1/catalog/skus rates a compressor-unit SKU at the request conditions', async () => {
    expect(rackSku?.sku).toBe('RC-400M-60HZ220V3F');
    const answer = await user.call('POST', '/v1/catalog/skus', {
      condensingUnit: { skus: [rackSku?.sku], ...conditions, count: 2 },
    });
    expect(answer.status).toBe(200);
    const [item] = SkuLookupAnswerSchema.parse(answer.body).items;
    expect(item).toMatchObject({
      kind: 'COMPRESSOR_UNIT',
      sku: rackSku?.sku,
      model: 'RC-400M',
      modelId: idOf(ids, 'RC-400M'),
      line: 'RC',
      count: 2,
      frequencyFactor: 1,
    });
    const expected = rated(2);
    expect(expected.unitCapacityKcalh).toBeCloseTo(36_802, 1);
    expect(item?.kind !== 'EVAPORATOR' && item?.capacityPerUnit).toBeCloseTo(
      expected.unitCapacityKcalh,
      9,
    );
    expect(item?.kind !== 'EVAPORATOR' && item?.unitCapacity).toBeCloseTo(
      expected.capacityKcalh,
      9,
    );
    expect(item?.kind !== 'EVAPORATOR' && item?.consumedPower).toBeCloseTo(expected.powerKw, 9);
  });

  it('POST /v1/catalog/comparison compares a compressor unit with its own line image', async () => {
    const answer = await user.call('POST', '/v1/catalog/comparison', {
      condensingUnit: [
        { id: idOf(ids, 'RC-400M'), ...conditions, powerSupply: { frequencyHz: 60 } },
      ],
    });
    expect(answer.status).toBe(200);
    const [item] = ComparisonAnswerSchema.parse(answer.body).items;
    expect(item).toMatchObject({
      kind: 'COMPRESSOR_UNIT',
      id: idOf(ids, 'RC-400M'),
      model: 'RC-400M',
      ambientTemperature: 35,
      image: '/assets/images/compressores/RC.svg',
    });
    expect(item?.nominalCapacity).toBeCloseTo(rated(1).unitCapacityKcalh, 9);
    expect(item?.consumedPower).toBeCloseTo(rated(1).unitPowerKw, 9);
  });

  it('POST /v1/catalog/calculation balances evaporators on a compressor unit as a rack does', async () => {
    const answer = await user.call('POST', '/v1/catalog/calculation', {
      ...conditions,
      evaporatorDT: 6,
      rooms: [
        { label: 'Resfriados', coldstorageTemperature: 0, evaporatorCount: 4 },
        { label: 'Laticínios', coldstorageTemperature: 2, evaporatorCount: 3 },
      ].map((room) => ({ ...room, evaporatorId: null, evaporatorCapacity: 5000 })),
      condensingUnitId: idOf(ids, 'RC-400M'),
      condensingUnitSkuId: idOf(skuIds, rackSku?.sku ?? ''),
    });
    expect(answer.status).toBe(200);
    const { data } = CalculationAnswerSchema.parse(answer.body);
    const special = createSpecialEvaporatorCapacity(5000, 6, -10, 'R404A');
    const expected = computeSystemBalance({
      refrigerantCode: 'R404A',
      ambientTemperatureC: 35,
      loadLossK: 2,
      rooms: [
        { label: 'Resfriados', roomTemperatureC: 0, count: 4, evaporator: special },
        { label: 'Laticínios', roomTemperatureC: 2, count: 3, evaporator: special },
      ],
      unit: { source: 'CATALOGUE', model: rack, count: 1, frequencyHz: 60 },
    });
    if (expected.status !== 'balanced') throw new Error('the rack should balance');
    expect(data.resultingCapacity).toBeCloseTo(expected.resultingCapacityKcalh, 6);
    expect(data.evaporatingTemperature).toBeCloseTo(expected.evaporatingTemperatureC, 9);
    expect(data.condensingUnitCapacity).toBeCloseTo(expected.unitCapacityKcalh, 6);
    expect(data.frequencyFactor).toBe(1);
  });

  it('still answers 404 for an id that is no unit, naming both kinds', async () => {
    const answer = await user.call('POST', '/v1/catalog/comparison', {
      condensingUnit: [{ id: 999_999, ...conditions }],
    });
    expect(answer.status).toBe(404);
    expect(ApiErrorSchema.parse(answer.body).message).toBe(
      'Unidade condensadora ou de compressão não encontrada no catálogo ativo (id 999999).',
    );
  });
});

/** API ids of the rack's SKUs by code (GET /v1/catalog/compressors). */
async function readSkuIds(): Promise<Map<string, number>> {
  const answer = await user.call('GET', '/v1/catalog/compressors');
  expect(answer.status).toBe(200);
  const { items } = CompressorListAnswerSchema.parse(answer.body);
  return new Map(items.flatMap((item) => item.skus.map((sku) => [sku.sku, sku.id])));
}
