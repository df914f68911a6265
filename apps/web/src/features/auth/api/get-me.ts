import { MeSchema, type Me } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

/** GET /v1/me (bearer): the signed-in user as the server sees them, with the editor role. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  return requestApi('/v1/me', { schema: MeSchema, signal });
}

export const meQueryKey = ['auth', 'me'] as const;

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
