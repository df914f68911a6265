import type { Goods, GoodsGroup, Material, Refrigerant } from '@camara-fria/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { goods, materials, productGroups, refrigerants } from '../../db/schema/index.ts';

type GoodsRow = typeof goods.$inferSelect;

function presentGoods(row: GoodsRow, group: GoodsGroup): Goods {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    group,
    freezingPoint: row.freezingPointC,
    specificHeatAboveFreezing: row.specificHeatAboveFreezingKjKgK,
    specificHeatBelowFreezing: row.specificHeatBelowFreezingKjKgK,
    latentHeatOfFusion: row.latentHeatOfFusionKjKg,
    heatOfRespiration: row.heatOfRespirationMwKg,
    sources: row.sources as Goods['sources'],
  };
}

export async function findGoodsGroups(db: Database): Promise<GoodsGroup[]> {
  return db
    .select({ id: productGroups.id, code: productGroups.code, name: productGroups.name })
    .from(productGroups)
    .orderBy(asc(productGroups.id));
}

export async function findGoodsGroup(db: Database, id: number): Promise<GoodsGroup | undefined> {
  const [group] = await db
    .select({ id: productGroups.id, code: productGroups.code, name: productGroups.name })
    .from(productGroups)
    .where(eq(productGroups.id, id));
  return group;
}

/** Goods sorted by name (pt-BR collation is left to the client), optionally of one group. */
export async function findGoods(db: Database, groupId?: number): Promise<Goods[]> {
  const rows = await db
    .select({
      good: goods,
      group: { id: productGroups.id, code: productGroups.code, name: productGroups.name },
    })
    .from(goods)
    .innerJoin(productGroups, eq(goods.groupId, productGroups.id))
    .where(groupId === undefined ? undefined : eq(goods.groupId, groupId))
    .orderBy(asc(goods.name));
  return rows.map((row) => presentGoods(row.good, row.group));
}

export async function findRefrigerants(db: Database): Promise<Refrigerant[]> {
  return db
    .select({ id: refrigerants.id, code: refrigerants.code, glideK: refrigerants.glideK })
    .from(refrigerants)
    .orderBy(asc(refrigerants.id));
}

export async function findMaterials(db: Database): Promise<Material[]> {
  return db
    .select({
      id: materials.id,
      code: materials.code,
      name: materials.name,
      conductivity: materials.conductivityWMK,
    })
    .from(materials)
    .orderBy(asc(materials.id));
}
