import { GOODS, MATERIALS, PRODUCT_GROUPS, REFRIGERANTS } from '@camara-fria/domain';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { goods, materials, productGroups, refrigerants } from './schema/index.ts';
import { seedMunicipalities } from './seed-municipalities.ts';

/** `SET col = excluded.col` for every column but the key: an upsert that refreshes the row. */
function refreshFromExcluded(table: PgTable, key: string): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => name !== key)
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

/**
 * Writes the domain's reference data (goods, groups, materials, refrigerants) and the
 * municipalities into the database,
 * in one transaction, idempotently: start-up runs it after the migrations, so a new release's
 * corrected values replace the old ones and ids never change.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(productGroups)
      .values(
        PRODUCT_GROUPS.map((group) => ({
          id: group.id,
          code: group.code,
          name: group.name,
          defaultFreezingPointC: group.defaultFreezingPoint,
          source: group.defaultFreezingPointSource,
        })),
      )
      .onConflictDoUpdate({
        target: productGroups.id,
        set: refreshFromExcluded(productGroups, 'id'),
      });
    await tx
      .insert(goods)
      .values(
        GOODS.map((good) => ({
          id: good.id,
          code: good.code,
          name: good.name,
          groupId: good.groupId,
          waterPct: good.waterPct,
          freezingPointC: good.freezingPoint,
          specificHeatAboveFreezingKjKgK: good.specificHeatAboveFreezing,
          specificHeatBelowFreezingKjKgK: good.specificHeatBelowFreezing,
          latentHeatOfFusionKjKg: good.latentHeatOfFusion,
          heatOfRespirationMwKg: good.heatOfRespiration,
          sources: good.sources,
        })),
      )
      .onConflictDoUpdate({ target: goods.id, set: refreshFromExcluded(goods, 'id') });
    await tx
      .insert(materials)
      .values(
        MATERIALS.map((material) => ({
          id: material.id,
          code: material.code,
          name: material.name,
          conductivityWMK: material.conductivity,
          kind: material.kind,
          source: material.source,
        })),
      )
      .onConflictDoUpdate({ target: materials.id, set: refreshFromExcluded(materials, 'id') });
    await tx
      .insert(refrigerants)
      .values(
        REFRIGERANTS.map((refrigerant) => ({
          id: refrigerant.id,
          code: refrigerant.code,
          glideK: refrigerant.glideK,
          source: refrigerant.source,
        })),
      )
      .onConflictDoUpdate({
        target: refrigerants.id,
        set: refreshFromExcluded(refrigerants, 'id'),
      });
  });
  await seedMunicipalities(db);
}
