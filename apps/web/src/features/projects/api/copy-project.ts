import { ProjectSchema, type Project } from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { projectListsQueryKey } from './get-projects.ts';

/** POST /v1/projects/{id}/copy (bearer, no body): answers 201 with the new "Cópia de …" project. */
export async function copyProject(id: number): Promise<Project> {
  return requestApi(`/v1/projects/${id}/copy`, { method: 'POST', schema: ProjectSchema });
}

/** Spec part 1 §8: the list is reloaded after a copy, whether it worked or not. */
export function useCopyProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectListsQueryKey }),
  });
}
