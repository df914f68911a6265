import { ComparisonAnswerSchema, type ComparisonItemDto } from '@camara-fria/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../../lib/api-client.ts';

export type EvaporatorComparisonEntry = {
  id: number;
  refrigerantFluid: string;
  evaporationTemperature: number;
  evaporatorDt: number;
};

/** POST /v1/catalog/comparison (bearer): up to 3 evaporators side by side (spec §3, §7, §9). */
export async function compareEvaporators(
  entries: EvaporatorComparisonEntry[],
): Promise<ComparisonItemDto[]> {
  const answer = await requestApi('/v1/catalog/comparison', {
    method: 'POST',
    json: { evaporator: entries },
    schema: ComparisonAnswerSchema,
  });
  return answer.items;
}

export function useCompareEvaporators() {
  return useMutation({ mutationFn: compareEvaporators });
}
