import { GoodsGroupSchema, z, type GoodsGroup } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const GoodsGroupListSchema = z.array(GoodsGroupSchema);

/** GET /v1/goods/groups (bearer): the product groups. */
export async function getGoodsGroups(signal?: AbortSignal): Promise<GoodsGroup[]> {
  return requestApi('/v1/goods/groups', { schema: GoodsGroupListSchema, signal });
}

export function getGoodsGroupsQueryOptions() {
  return queryOptions({
    queryKey: ['reference-data', 'goods-groups'] as const,
    queryFn: ({ signal }) => getGoodsGroups(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useGoodsGroups() {
  return useQuery(getGoodsGroupsQueryOptions());
}
