import type { HeatLoadRefs } from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { findMaterials, findRefrigerants } from './reference-data.repository.ts';

const refsCache = new WeakMap<Database, Promise<HeatLoadRefs>>();

/**
 * What the heat-load engine reads from the database: the materials, their conductivities and
 * names (the memorial names each layer's material) as stored (seeded at start-up), read once per
 * database.
 */
export function loadHeatLoadRefs(db: Database): Promise<HeatLoadRefs> {
  let refs = refsCache.get(db);
  if (!refs) {
    refs = findMaterials(db).then((rows) => ({
      materials: rows.map(({ id, conductivity, name }) => ({ id, conductivity, name })),
    }));
    refsCache.set(db, refs);
  }
  return refs;
}

/** Refrigerant ids by code (the operating systems answer `refrigerantFluid: { id, code }`). */
export async function loadRefrigerantIds(db: Database): Promise<Map<string, number>> {
  const refrigerants = await findRefrigerants(db);
  return new Map(refrigerants.map((refrigerant) => [refrigerant.code, refrigerant.id]));
}
