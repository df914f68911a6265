import { ProjectSchema, type Project, type ProjectData } from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { projectListsQueryKey } from './get-projects.ts';
import { getProjectQueryKey } from './get-project.ts';

export type UpdateProjectVariables = {
  id: number;
  /** The form's data with the `version` of the project it was loaded from. */
  data: ProjectData & { version: number };
};

/** PUT /v1/projects/{id} (bearer); 409 CONFLICT when someone else saved it first. */
export async function updateProject({ id, data }: UpdateProjectVariables): Promise<Project> {
  return requestApi(`/v1/projects/${id}`, { method: 'PUT', json: data, schema: ProjectSchema });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: async (project) => {
      queryClient.setQueryData(getProjectQueryKey(project.id), project);
      await queryClient.invalidateQueries({ queryKey: projectListsQueryKey });
    },
  });
}
