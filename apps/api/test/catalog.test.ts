import {
  ApiErrorSchema,
  CatalogModelsAnswerSchema,
  CatalogVersionSchema,
  CompressorListAnswerSchema,
  CondenserListAnswerSchema,
  CondensingUnitOptionsSchema,
  CondensingUnitSearchAnswerSchema,
  EvaporatorOptionsSchema,
  EvaporatorSearchAnswerSchema,
} from '@camara-fria/contracts';
import {
  DEMO_CATALOG_LABEL,
  NO_60HZ_CAPACITY_FACTOR,
  formatPowerSupply,
  listEvaporatorOptions,
  listUnitOptions,
  searchEvaporators,
  searchUnits,
} from '@camara-fria/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../src/modules/catalog/catalog-demo-seed.ts';
import { findActiveCatalogVersionId } from '../src/modules/catalog/catalog.repository.ts';
import { loadCatalogVersion } from '../src/modules/catalog/catalog-store.ts';
import { demoCatalog, demoIndex } from './support/catalog.ts';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';

const { server, vendedor: user } = useTestServer('vendedor');

const evaporatorSearch = {
  refrigerantFluid: 'R404A',
  evaporationTemperature: -8,
  evaporatorDt: 6,
  count: 2,
  unitCapacity: 6000,
  roomTemperature: 0,
  productLine: null,
};

const unitSearch = {
  refrigerantFluid: 'R404A',
  unitCapacity: 12_000,
  evaporationTemperature: -10,
  ambientTemperature: 35,
  loadLoss: 2,
  count: 2,
  productLine: 'Todos',
};

describe('the demonstration catalogue in the database', () => {
  it('is the active version, labelled as demonstration data, seeded once', async () => {
    const answer = await user.call('GET', '/v1/catalog/versions/active');
    expect(answer.status).toBe(200);
    const version = CatalogVersionSchema.parse(answer.body);
    expect(version).toMatchObject({
      key: demoCatalog.catalogVersion,
      label: DEMO_CATALOG_LABEL,
      source: 'DEMONSTRATION',
      isDemonstration: true,
      isActive: true,
    });
    expect(version.counts).toEqual({
      productLines: demoCatalog.lines.length,
      evaporators: demoCatalog.evaporators.length,
      evaporatorSkus: demoCatalog.evaporatorSkus.length,
      condensingUnits: demoCatalog.condensingUnits.length,
      condensingUnitSkus: demoCatalog.condensingUnitSkus.length,
      compressorUnits: demoCatalog.compressorUnits.length,
      compressorUnitSkus: demoCatalog.compressorUnitSkus.length,
      remoteCondensers: demoCatalog.remoteCondensers.length,
      remoteCondenserSkus: demoCatalog.remoteCondenserSkus.length,
    });
    // The test database was seeded with the template; seeding again is a no-op.
    const count = async () =>
      queryRows<{ versions: number; skus: number }>(
        server.database.db,
        sql`select (select count(*) from catalog_versions)::int as versions, (select sum(json_array_length(document -> 'catalog' -> 'evaporatorSkus')) from catalog_versions)::int as skus`,
      );
    expect(await count()).toEqual([{ versions: 1, skus: demoCatalog.evaporatorSkus.length }]);
    expect(await seedDemoCatalog(server.database.db)).toBeNull();
    expect(await count()).toEqual([{ versions: 1, skus: demoCatalog.evaporatorSkus.length }]);
  });

  it('reads back exactly the catalogue the domain generated', async () => {
    const id = await findActiveCatalogVersionId(server.database.db);
    const loaded = await loadCatalogVersion(server.database.db, id ?? 0);
    expect(loaded.catalog).toEqual(demoCatalog);
  });
});

describe('options lookups', () => {
  it('answers the evaporator options of every line (Todos) and of one line, as label/value pairs', async () => {
    const all = EvaporatorOptionsSchema.parse(
      (await user.call('GET', '/v1/catalog/evaporators/options?productLine=Todos')).body,
    );
    const expected = listEvaporatorOptions(demoCatalog, null);
    expect(all.productLine.values).toEqual(expected.productLines);
    expect(all.defrost).toEqual({
      labels: ['Ar', 'Elétrico', 'Gás'],
      values: ['AR', 'ELETRICO', 'GAS'],
    });
    expect(all.powerSupply.labels).toEqual(expected.powerSupplies.map(formatPowerSupply));
    expect(all.catalogVersion.isDemonstration).toBe(true);

    const answer = await user.call('GET', '/v1/catalog/evaporators/options?productLine=FXB%2B');
    const fxb = EvaporatorOptionsSchema.parse(answer.body);
    const expectedFxb = listEvaporatorOptions(demoCatalog, 'FXB+');
    expect(fxb.productLine.values).toEqual(['FXB+']);
    expect(fxb.finsPerInch.values).toEqual(expectedFxb.finsPerInch);
    expect(fxb.delta_temperature_difference.values).toEqual(expectedFxb.dtChoicesK);
    expect(fxb.fanDiameter.values).toEqual(expectedFxb.fanDiameterMm);
  });

  it('answers the condensing-unit options, and 404 for an unknown line', async () => {
    const answer = await user.call('GET', '/v1/catalog/condensing-units/options?productLine=UCM');
    const options = CondensingUnitOptionsSchema.parse(answer.body);
    const expected = listUnitOptions(demoCatalog, 'CONDENSING_UNIT', 'UCM');
    expect(options.refrigerant.values).toEqual(expected.refrigerantCodes);
    expect(options.compressorType.labels).toEqual(['Semi-Hermético']);
    expect(options.ambientTemperature.values).toEqual([32, 35, 38, 43]);

    const unknown = await user.call('GET', '/v1/catalog/condensing-units/options?productLine=XYZ');
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(unknown.body).message).toBe(
      'Linha de produto não encontrada no catálogo: XYZ.',
    );
  });
});

describe('model searches', () => {
  it('finds evaporators as the domain does, unitCapacityDt multiplied by the count', async () => {
    const answer = await user.call('POST', '/v1/catalog/evaporators/search', evaporatorSearch);
    expect(answer.status).toBe(200);
    const { catalogVersion, items } = EvaporatorSearchAnswerSchema.parse(answer.body);
    const expected = searchEvaporators(demoIndex, {
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: -8,
      dtK: 6,
      count: 2,
      requiredUnitCapacityKcalh: 6000,
      roomTemperatureC: 0,
      lineCode: null,
    });
    expect(catalogVersion).toMatchObject({ isDemonstration: true, label: DEMO_CATALOG_LABEL });
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.model)).toEqual(expected.map((hit) => hit.model.code));
    items.forEach((item, index) => {
      const hit = expected[index];
      expect(item.unitCapacityDt).toBeCloseTo(hit?.capacityDtKcalh ?? NaN, 9);
      expect(item.unitCapacityDt).toBeCloseTo(2 * item.capacityDtPerUnit, 9);
      expect(item.capacityDtPerUnit).toBeGreaterThanOrEqual(6000);
      expect(item.skus.map((sku) => sku.sku)).toEqual(hit?.skus.map((sku) => sku.sku));
      expect(item.image).toBe(`/assets/images/evaporadores/${item.line.replaceAll(' ', '_')}.svg`);
    });
  });

  it('filters evaporators by line, defrost and supply', async () => {
    const answer = await user.call('POST', '/v1/catalog/evaporators/search', {
      ...evaporatorSearch,
      productLine: 'FM',
      defrost: ['AR'],
      roomTemperature: 5,
      powerSupply: { frequencyHz: 60, voltage: 380, phases: 3 },
    });
    const { items } = EvaporatorSearchAnswerSchema.parse(answer.body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.line === 'FM')).toBe(true);
    const expected = searchEvaporators(demoIndex, {
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: -8,
      dtK: 6,
      count: 2,
      requiredUnitCapacityKcalh: 6000,
      roomTemperatureC: 5,
      lineCode: 'FM',
      defrostKinds: ['AR'],
      powerSupply: { frequencyHz: 60, voltageV: 380, phases: 3 },
    });
    expect(items.map((item) => item.skus.length)).toEqual(expected.map((hit) => hit.skus.length));
  });

  it('reads the room temperature as roomTemperature, and still as operationTemperature (its old name)', async () => {
    const { evaporationTemperature, evaporatorDt, count, unitCapacity } = evaporatorSearch;
    const base = { refrigerantFluid: 'R404A', evaporationTemperature, evaporatorDt, count };
    const search = async (room: Record<string, number>) => {
      const answer = await user.call('POST', '/v1/catalog/evaporators/search', {
        ...base,
        unitCapacity,
        limit: 500,
        ...room,
      });
      expect(answer.status).toBe(200);
      return EvaporatorSearchAnswerSchema.parse(answer.body).items;
    };
    const chilled = await search({ roomTemperature: 8 });
    const expected = searchEvaporators(demoIndex, {
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: evaporationTemperature,
      dtK: evaporatorDt,
      count,
      requiredUnitCapacityKcalh: unitCapacity,
      roomTemperatureC: 8,
      lineCode: null,
      limit: 500,
    });
    expect(chilled.length).toBeGreaterThan(0);
    expect(chilled.map((item) => item.skus.map((sku) => sku.sku))).toEqual(
      expected.map((hit) => hit.skus.map((sku) => sku.sku)),
    );
    // The defrost rule of a room at 8 °C (air only) took effect: a room at 0 °C gets no air defrost.
    expect(await search({ roomTemperature: 0 })).not.toEqual(chilled);
    // A client of before the rename (an open tab, a script) gets the same answer.
    expect(await search({ operationTemperature: 8 })).toEqual(chilled);
    // Both given: the new name is the one read.
    expect(await search({ roomTemperature: 8, operationTemperature: 0 })).toEqual(chilled);
  });

  it('suggests condensing units above 90 %, capacities × count, × 0.83 without a 60 Hz supply', async () => {
    const answer = await user.call('POST', '/v1/catalog/condensing-units/search', unitSearch);
    expect(answer.status).toBe(200);
    const { items } = CondensingUnitSearchAnswerSchema.parse(answer.body);
    const expected = searchUnits(demoIndex, {
      refrigerantCode: 'R404A',
      requiredCapacityKcalh: 12_000,
      evaporatingTemperatureC: -10,
      ambientTemperatureC: 35,
      loadLossK: 2,
      count: 2,
      lineCode: null,
    });
    expect(items.map((item) => item.model)).toEqual(expected.map((hit) => hit.model.code));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.frequencyFactor).toBe(NO_60HZ_CAPACITY_FACTOR);
      expect(item.unitCapacity).toBeCloseTo(2 * item.capacityPerUnit, 9);
      expect(item.unitCapacity).toBeGreaterThan(0.9 * 12_000);
      expect(item.hasCapacityWarning).toBe(item.unitCapacity > 1.2 * 12_000);
      expect(item.suctionTemperature).toBe(-12);
    }
    expect(items.some((item) => item.hasCapacityWarning)).toBe(true);

    const at60 = CondensingUnitSearchAnswerSchema.parse(
      (
        await user.call('POST', '/v1/catalog/condensing-units/search', {
          ...unitSearch,
          powerSupply: { frequencyHz: 60 },
        })
      ).body,
    ).items;
    const first = items[0];
    const same = at60.find((item) => item.model === first?.model);
    expect(same?.frequencyFactor).toBe(1);
    expect((first?.capacityPerUnit ?? 0) / (same?.capacityPerUnit ?? 1)).toBeCloseTo(0.83, 12);
  });

  it('refuses bad searches with field paths in Portuguese', async () => {
    const evaporators = await user.call('POST', '/v1/catalog/evaporators/search', {
      refrigerantFluid: 'R12',
      evaporationTemperature: -8,
      evaporatorDt: 0,
    });
    expect(evaporators.status).toBe(400);
    expect(ApiErrorSchema.parse(evaporators.body).details).toEqual([
      {
        path: 'refrigerantFluid',
        message: 'Escolha o fluido refrigerante: R22, R134a, R404A, R448A, R449A.',
      },
      { path: 'evaporatorDt', message: 'O DT do evaporador vai de 0,5 a 30 K.' },
      { path: 'count', message: 'Informe a quantidade de evaporadores.' },
    ]);
    const units = await user.call('POST', '/v1/catalog/condensing-units/search', {
      ...unitSearch,
      loadLoss: 12,
    });
    expect(units.status).toBe(400);
    expect(ApiErrorSchema.parse(units.body).details).toEqual([
      { path: 'loadLoss', message: 'A perda de carga vai de 0 a 10 K.' },
    ]);
  });
});

describe('model lists', () => {
  it('lists the models of a line (POST /v1/catalog), or of every line', async () => {
    const fm = CatalogModelsAnswerSchema.parse(
      (await user.call('POST', '/v1/catalog', { evaporator: { productLine: 'FM' } })).body,
    );
    const expected = demoCatalog.evaporators.filter((model) => model.lineCode === 'FM');
    expect(fm.items.map((item) => item.model)).toEqual(expected.map((model) => model.code));
    const units = CatalogModelsAnswerSchema.parse(
      (await user.call('POST', '/v1/catalog', { condensingUnit: { productLine: null } })).body,
    );
    expect(units.items).toHaveLength(demoCatalog.condensingUnits.length);
    const both = await user.call('POST', '/v1/catalog', { evaporator: {}, condensingUnit: {} });
    expect(both.status).toBe(400);
    expect(ApiErrorSchema.parse(both.body).details?.[0]?.path).toBe('evaporator');
  });

  it('lists compressor units and remote condensers with id, model and the catalogue image', async () => {
    const racks = CompressorListAnswerSchema.parse(
      (await user.call('GET', '/v1/catalog/compressors')).body,
    );
    expect(racks.items.map((item) => item.model)).toEqual(
      demoCatalog.compressorUnits.map((model) => model.code),
    );
    expect(racks.items[0]).toMatchObject({ image: '/assets/images/compressores/RC.svg' });
    expect(new Set(racks.items.map((item) => item.id)).size).toBe(racks.items.length);
    const condensers = CondenserListAnswerSchema.parse(
      (await user.call('GET', '/v1/catalog/condensers')).body,
    );
    expect(condensers.items).toHaveLength(demoCatalog.remoteCondensers.length);
    expect(condensers.items[0]).toMatchObject({
      model: demoCatalog.remoteCondensers[0]?.code,
      image: '/assets/images/condensadores/CR.svg',
    });
    // Each listed model carries its SKUs (id, code, supply label) to choose one.
    const firstRack = demoCatalog.compressorUnits[0]?.code;
    expect(racks.items[0]?.skus.map((sku) => sku.sku)).toEqual(
      demoCatalog.compressorUnitSkus
        .filter((sku) => sku.modelCode === firstRack)
        .map((sku) => sku.sku),
    );
    expect(racks.items[0]?.skus[0]?.powerSupplyLabel).toMatch(/^(50|60)hz, \d+v, [13]F$/);
    const firstCondenser = demoCatalog.remoteCondensers[0]?.code;
    expect(condensers.items[0]?.skus.map((sku) => sku.sku)).toEqual(
      demoCatalog.remoteCondenserSkus
        .filter((sku) => sku.modelCode === firstCondenser)
        .map((sku) => sku.sku),
    );
    expect(condensers.items.every((item) => item.skus.length > 0)).toBe(true);
  });

  it('answers 401 without a token on every catalogue call', async () => {
    const calls: [string, string][] = [
      ['GET', '/v1/catalog/versions/active'],
      ['GET', '/v1/catalog/evaporators/options'],
      ['GET', '/v1/catalog/condensing-units/options'],
      ['POST', '/v1/catalog/evaporators/search'],
      ['POST', '/v1/catalog/condensing-units/search'],
      ['POST', '/v1/catalog'],
      ['POST', '/v1/catalog/skus'],
      ['POST', '/v1/catalog/calculation'],
      ['POST', '/v1/catalog/comparison'],
      ['GET', '/v1/catalog/compressors'],
      ['GET', '/v1/catalog/condensers'],
    ];
    for (const [method, path] of calls) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: '{}' }
          : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});
