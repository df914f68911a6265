import {
  ALL_PRODUCT_LINES,
  EvaporatorOptionsSchema,
  type EvaporatorOptionsDto,
} from '@camara-fria/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../../lib/api-client.ts';

/**
 * GET /v1/catalog/evaporators/options (bearer): the optionals of a product line, or of every
 * line ('Todos'), spec part 2 §3 "Evaporator optionals" and §7 (called when the modal opens and
 * when the line changes).
 */
export async function getEvaporatorOptions(
  productLine: string,
  signal?: AbortSignal,
): Promise<EvaporatorOptionsDto> {
  return requestApi('/v1/catalog/evaporators/options', {
    query: { productLine: productLine === ALL_PRODUCT_LINES ? null : productLine },
    schema: EvaporatorOptionsSchema,
    signal,
  });
}

export function getEvaporatorOptionsQueryOptions(productLine: string) {
  return queryOptions({
    queryKey: ['catalog', 'evaporator-options', productLine] as const,
    queryFn: ({ signal }) => getEvaporatorOptions(productLine, signal),
  });
}

/** The options of `productLine`; the previous line's stay shown while the new ones load. */
export function useEvaporatorOptions(productLine: string) {
  return useQuery({
    ...getEvaporatorOptionsQueryOptions(productLine),
    placeholderData: keepPreviousData,
  });
}
