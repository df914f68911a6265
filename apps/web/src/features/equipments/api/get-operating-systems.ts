import { OperatingSystemListSchema, type OperatingSystemDto } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

export function getOperatingSystemsQueryKey(projectId: number) {
  return ['operating-systems', projectId, 'list'] as const;
}

/** GET /v1/projects/{projectId}/operating-systems (bearer): the project's systems. */
export async function getOperatingSystems(
  projectId: number,
  signal?: AbortSignal,
): Promise<OperatingSystemDto[]> {
  const list = await requestApi(`/v1/projects/${projectId}/operating-systems`, {
    schema: OperatingSystemListSchema,
    signal,
  });
  return list.items;
}

/** Spec §7: the systems load by project on entry (asked again on every visit). */
export function useOperatingSystems(projectId: number) {
  return useQuery({
    ...queryOptions({
      queryKey: getOperatingSystemsQueryKey(projectId),
      queryFn: ({ signal }) => getOperatingSystems(projectId, signal),
    }),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
