import {
  SkuLookupAnswerSchema,
  SYSTEM_SKU_LOOKUP_DT_K,
  type EvaporatorSkuDto,
} from '@camara-fria/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../../lib/api-client.ts';

export type EvaporatorSkuLookup = {
  skus: string[];
  refrigerantFluid: string;
  evaporationTemperature: number;
};

/**
 * POST /v1/catalog/skus (bearer): a model's SKUs rated at the system's evaporation temperature
 * and the fixed DT of 6 K (spec §7, §9), in the order asked.
 */
export async function getEvaporatorSkus(lookup: EvaporatorSkuLookup): Promise<EvaporatorSkuDto[]> {
  const answer = await requestApi('/v1/catalog/skus', {
    method: 'POST',
    json: { evaporator: { ...lookup, evaporatorDt: SYSTEM_SKU_LOOKUP_DT_K } },
    schema: SkuLookupAnswerSchema,
  });
  return answer.items.filter((item): item is EvaporatorSkuDto => item.kind === 'EVAPORATOR');
}

export function useEvaporatorSkus() {
  return useMutation({ mutationFn: getEvaporatorSkus });
}
