import type { Database } from '../../db/client.ts';
import { findCityName } from './locations.repository.ts';

/**
 * The city as the state's list of municipalities spells it, or null when the state has no
 * municipality of that name (case-insensitive).
 */
export async function resolveCityName(
  db: Database,
  uf: string,
  name: string,
): Promise<string | null> {
  return findCityName(db, uf, name);
}
