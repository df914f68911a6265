import { GoodsSchema, z, type Goods } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const GoodsListSchema = z.array(GoodsSchema);

/** GET /v1/goods/groups/{id}/goods (bearer): a group's goods with their thermal properties. */
export async function getGroupGoods(groupId: number, signal?: AbortSignal): Promise<Goods[]> {
  return requestApi(`/v1/goods/groups/${groupId}/goods`, { schema: GoodsListSchema, signal });
}

export function getGroupGoodsQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: ['reference-data', 'goods-groups', groupId, 'goods'] as const,
    queryFn: ({ signal }) => getGroupGoods(groupId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Spec §4: choosing a product group loads its goods (nothing is asked without a group). */
export function useGroupGoods(groupId: number | null) {
  return useQuery({
    ...getGroupGoodsQueryOptions(groupId ?? 0),
    enabled: groupId !== null && Number.isInteger(groupId),
  });
}
