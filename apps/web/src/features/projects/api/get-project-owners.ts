import { ProjectOwnerSchema, z } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

const ProjectOwnerListSchema = z.array(ProjectOwnerSchema);

/** GET /v1/projects/owners (editors only): who owns projects, the owner filter's options. */
export function getProjectOwnersQueryOptions() {
  return queryOptions({
    queryKey: ['projects', 'owners'] as const,
    queryFn: ({ signal }) =>
      requestApi('/v1/projects/owners', { schema: ProjectOwnerListSchema, signal }),
    staleTime: 60_000,
  });
}

/** The owner filter's options; asked for only when `isEditor` (others get 403). */
export function useProjectOwners(isEditor: boolean) {
  return useQuery({ ...getProjectOwnersQueryOptions(), enabled: isEditor });
}
