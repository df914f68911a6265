import type { City } from '@camara-fria/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { municipalities } from '../../db/schema/index.ts';

/** A state's municipalities (IBGE), by name. */
export async function findCities(db: Database, uf: string): Promise<City[]> {
  return db
    .select({ ibgeCode: municipalities.ibgeCode, name: municipalities.name })
    .from(municipalities)
    .where(eq(municipalities.uf, uf))
    .orderBy(asc(municipalities.name));
}

/** The municipality of that state with that name (case-insensitive), as it is spelled there. */
export async function findCityName(db: Database, uf: string, name: string): Promise<string | null> {
  const [match] = await db
    .select({ name: municipalities.name })
    .from(municipalities)
    .where(and(eq(municipalities.uf, uf), sql`lower(${municipalities.name}) = lower(${name})`));
  return match?.name ?? null;
}
