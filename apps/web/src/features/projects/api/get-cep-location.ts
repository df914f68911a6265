import { CepLocationSchema, type CepLocation } from '@camara-fria/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

/**
 * GET /v1/locations/ceps/{cep} (bearer): the CEP's state, and its city where the city's range is
 * listed, from the Correios' CEP ranges the API keeps (docs/decisions/066).
 */
export async function getCepLocation(cep: string, signal?: AbortSignal): Promise<CepLocation> {
  return requestApi(`/v1/locations/ceps/${cep}`, { schema: CepLocationSchema, signal });
}

/** The CEP's location, asked once per CEP while the app runs (the ranges do not change). */
export function fetchCepLocation(queryClient: QueryClient, cep: string): Promise<CepLocation> {
  return queryClient.fetchQuery({
    queryKey: ['locations', 'ceps', cep] as const,
    queryFn: ({ signal }) => getCepLocation(cep, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
