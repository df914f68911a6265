import { RefrigerantSchema, z } from '@camara-fria/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const RefrigerantListSchema = z.array(RefrigerantSchema);

/** GET /v1/refrigerants (bearer): id and code of each refrigerant fluid (spec §7). */
export async function getRefrigerants(signal?: AbortSignal) {
  return requestApi('/v1/refrigerants', { schema: RefrigerantListSchema, signal });
}

/** Reference data: kept for the session. */
export function useRefrigerants() {
  return useQuery({
    queryKey: ['refrigerants'],
    queryFn: ({ signal }) => getRefrigerants(signal),
    staleTime: Infinity,
  });
}
