import { CatalogVersionSchema } from '@camara-fria/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

/**
 * GET /v1/catalog/versions/active (bearer): the catalogue new selections come from, with the
 * notice that labels its figures (docs/decisions/053).
 */
export async function getActiveCatalogue(signal?: AbortSignal) {
  return requestApi('/v1/catalog/versions/active', { schema: CatalogVersionSchema, signal });
}

/** An import changes it rarely: asked again after a minute. */
export function useActiveCatalogue() {
  return useQuery({
    queryKey: ['catalog', 'active'],
    queryFn: ({ signal }) => getActiveCatalogue(signal),
    staleTime: 60_000,
  });
}
