import { ProjectSchema, type Project } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

/** GET /v1/projects/{id} (bearer): one of the user's projects (404 when not theirs). */
export async function getProject(id: number, signal?: AbortSignal): Promise<Project> {
  return requestApi(`/v1/projects/${id}`, { schema: ProjectSchema, signal });
}

export function getProjectQueryKey(id: number) {
  return ['projects', 'detail', id] as const;
}

export function getProjectQueryOptions(id: number) {
  return queryOptions({
    queryKey: getProjectQueryKey(id),
    queryFn: ({ signal }) => getProject(id, signal),
  });
}

/**
 * The project to edit, always asked again when the form opens (its `version` must be the
 * latest one for the PUT to be accepted).
 */
export function useProject(id: number) {
  return useQuery({ ...getProjectQueryOptions(id), staleTime: 0, refetchOnMount: 'always' });
}
