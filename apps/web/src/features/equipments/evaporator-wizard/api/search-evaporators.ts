import {
  EvaporatorSearchAnswerSchema,
  type EvaporatorSearchAnswer,
  type EvaporatorSearchRequest,
} from '@camara-fria/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../../lib/api-client.ts';

/** POST /v1/catalog/evaporators/search (bearer): the models that meet the filter (spec §7). */
export async function searchEvaporators(
  request: EvaporatorSearchRequest,
): Promise<EvaporatorSearchAnswer> {
  return requestApi('/v1/catalog/evaporators/search', {
    method: 'POST',
    json: request,
    schema: EvaporatorSearchAnswerSchema,
  });
}

export function useSearchEvaporators() {
  return useMutation({ mutationFn: searchEvaporators });
}
