import { ProjectSchema, type Project } from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

/**
 * POST /v1/projects/{id}/archive or …/unarchive (bearer, no body): answers the project with its
 * `archivedAt` (ADR 065).
 */
export async function setProjectArchived(id: number, archived: boolean): Promise<Project> {
  return requestApi(`/v1/projects/${id}/${archived ? 'archive' : 'unarchive'}`, {
    method: 'POST',
    schema: ProjectSchema,
  });
}

/** Archives or unarchives a project; every list reloads (it leaves one view for the other). */
export function useSetProjectArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      setProjectArchived(id, archived),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
