import { BRAZILIAN_STATES, StateSchema, z } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const StateListSchema = z.array(StateSchema);

export type BrazilianState = z.infer<typeof StateSchema>;

/** GET /v1/locations/states (bearer): the 27 federative units. */
export async function getStates(signal?: AbortSignal): Promise<BrazilianState[]> {
  return requestApi('/v1/locations/states', { schema: StateListSchema, signal });
}

export function getStatesQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'states'] as const,
    queryFn: ({ signal }) => getStates(signal),
    // Places do not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The states from the API; the contract's list stands in while loading or if the call fails. */
export function useStates(): readonly BrazilianState[] {
  const query = useQuery(getStatesQueryOptions());
  return query.data && query.data.length > 0 ? query.data : BRAZILIAN_STATES;
}
