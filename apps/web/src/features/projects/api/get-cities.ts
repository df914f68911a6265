import { CitySchema, z, type City, type StateCode } from '@camara-fria/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const CityListSchema = z.array(CitySchema);

/** GET /v1/locations/states/{uf}/cities (bearer): the state's municipalities, sorted by name. */
export async function getCities(uf: StateCode, signal?: AbortSignal): Promise<City[]> {
  return requestApi(`/v1/locations/states/${uf}/cities`, { schema: CityListSchema, signal });
}

export function getCitiesQueryKey(uf: StateCode | null) {
  return ['locations', 'states', uf, 'cities'] as const;
}

/** The cities of `uf`; nothing is asked while no state is chosen. */
export function useCities(uf: StateCode | null) {
  return useQuery({
    queryKey: getCitiesQueryKey(uf),
    queryFn: uf ? ({ signal }) => getCities(uf, signal) : skipToken,
    // Places do not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
