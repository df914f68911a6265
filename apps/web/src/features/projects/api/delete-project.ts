import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { projectListsQueryKey } from './get-projects.ts';

/**
 * DELETE /v1/projects/{id} (bearer): 204; 409 PROJECT_HAS_ISSUED_PROPOSAL when its proposal was
 * issued or sent (it can be archived instead, ADR 065).
 */
export async function deleteProject(id: number): Promise<void> {
  await requestApi(`/v1/projects/${id}`, { method: 'DELETE' });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectListsQueryKey }),
  });
}
