import { MaterialSchema, z, type Material } from '@camara-fria/contracts';
import { MATERIALS } from '@camara-fria/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const MaterialListSchema = z.array(MaterialSchema);

/** GET /v1/materials (bearer): materials 10–15 with their conductivity, W/(m·K). */
export async function getMaterials(signal?: AbortSignal): Promise<Material[]> {
  return requestApi('/v1/materials', { schema: MaterialListSchema, signal });
}

export function getMaterialsQueryOptions() {
  return queryOptions({
    queryKey: ['reference-data', 'materials'] as const,
    queryFn: ({ signal }) => getMaterials(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The materials of the server; the domain's defaults stand in while loading or on failure. */
export function useMaterials(): readonly Material[] {
  const query = useQuery(getMaterialsQueryOptions());
  return query.data && query.data.length > 0 ? query.data : MATERIALS;
}
