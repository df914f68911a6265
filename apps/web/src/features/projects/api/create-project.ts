import { ProjectSchema, type Project, type ProjectData } from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { projectListsQueryKey } from './get-projects.ts';
import { getProjectQueryKey } from './get-project.ts';

/** POST /v1/projects (bearer): a new project; answers 201 with it. */
export async function createProject(data: ProjectData): Promise<Project> {
  return requestApi('/v1/projects', { method: 'POST', json: data, schema: ProjectSchema });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      queryClient.setQueryData(getProjectQueryKey(project.id), project);
      await queryClient.invalidateQueries({ queryKey: projectListsQueryKey });
    },
  });
}
