import type { CepLocation } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { findCepLocation } from './cep-ranges.ts';
import { getCepRanges } from './cep-ranges.source.ts';
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

/**
 * Where a CEP is, from the Correios' CEP ranges kept with the API (no network call;
 * docs/decisions/066): its state, and its city where the city's range is listed.
 * @param cep - 8 digits, no hyphen.
 */
export function locateCep(cep: string): CepLocation {
  return findCepLocation(getCepRanges(), cep);
}
