import {
  ApiErrorSchema,
  GoodsGroupSchema,
  GoodsSchema,
  MaterialSchema,
  RefrigerantSchema,
  z,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/seed-reference-data.ts';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';

const { server, vendedor: user } = useTestServer('vendedor');

describe('reference data served to signed-in users', () => {
  it('lists at least 10 product groups, the default "miscellaneous" group among them', async () => {
    const answer = await user.call('GET', '/v1/goods/groups');
    expect(answer.status).toBe(200);
    const groups = z.array(GoodsGroupSchema).parse(answer.body);
    expect(groups.length).toBeGreaterThanOrEqual(11);
    expect(groups.find((group) => group.code === 'miscellaneous')?.name).toBe('Diversos');
  });

  it('lists at least 150 goods with finite thermal properties, spread over at least 10 groups', async () => {
    const answer = await user.call('GET', '/v1/goods');
    const goods = z.array(GoodsSchema).parse(answer.body);
    expect(goods.length).toBeGreaterThanOrEqual(150);
    expect(new Set(goods.map((good) => good.group.id)).size).toBeGreaterThanOrEqual(10);
    for (const good of goods) {
      for (const value of [
        good.freezingPoint,
        good.specificHeatAboveFreezing,
        good.specificHeatBelowFreezing,
        good.latentHeatOfFusion,
        good.heatOfRespiration,
      ]) {
        expect(Number.isFinite(value)).toBe(true);
      }
      expect(good.specificHeatAboveFreezing).toBeGreaterThan(good.specificHeatBelowFreezing);
    }
    expect(goods.some((good) => good.code === 'miscellaneous')).toBe(true);
  });

  it('lists the goods of one group, and refuses an unknown or malformed group id', async () => {
    const groups = z
      .array(GoodsGroupSchema)
      .parse((await user.call('GET', '/v1/goods/groups')).body);
    const fruit = groups.find((group) => group.name === 'Frutas');
    expect(fruit).toBeDefined();
    const answer = await user.call('GET', `/v1/goods/groups/${fruit?.id}/goods`);
    const goods = z.array(GoodsSchema).parse(answer.body);
    expect(goods.length).toBeGreaterThan(10);
    expect(goods.every((good) => good.group.id === fruit?.id)).toBe(true);
    expect(goods.some((good) => good.heatOfRespiration > 0)).toBe(true);

    const unknown = await user.call('GET', '/v1/goods/groups/99999/goods');
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(unknown.body).message).toBe('Grupo de produtos não encontrado.');
    const malformed = await user.call('GET', '/v1/goods/groups/abc/goods');
    expect(malformed.status).toBe(400);
    expect(ApiErrorSchema.parse(malformed.body).code).toBe('VALIDATION_FAILED');
  });

  it('lists the five refrigerants and the seven materials with their conductivities', async () => {
    const refrigerants = z
      .array(RefrigerantSchema)
      .parse((await user.call('GET', '/v1/refrigerants')).body);
    expect(refrigerants.map((refrigerant) => refrigerant.code)).toEqual([
      'R22',
      'R134a',
      'R404A',
      'R448A',
      'R449A',
    ]);
    const materials = z.array(MaterialSchema).parse((await user.call('GET', '/v1/materials')).body);
    expect(materials.map((material) => [material.id, material.conductivity])).toEqual([
      [10, 0.022],
      [11, 0.022],
      [12, 0.035],
      [13, 0.9],
      [14, 1.75],
      [15, 1.0],
      [16, 0.15],
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${server.baseUrl}/v1/goods`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/v1/refrigerants`)).status).toBe(401);
  });

  it('seeds idempotently: a second seed changes no counts', async () => {
    const count = async () =>
      queryRows<{ goods: number; groups: number }>(
        server.database.db,
        sql`select (select count(*) from goods)::int as goods, (select count(*) from product_groups)::int as groups`,
      );
    const before = await count();
    await seedReferenceData(server.database.db);
    expect(await count()).toEqual(before);
  });
});
