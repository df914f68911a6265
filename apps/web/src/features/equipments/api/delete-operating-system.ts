import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

export type DeleteOperatingSystemVariables = { projectId: number; id: number };

/** DELETE /v1/projects/{projectId}/operating-systems/{id} (bearer): 204. */
export async function deleteOperatingSystem({
  projectId,
  id,
}: DeleteOperatingSystemVariables): Promise<void> {
  await requestApi(`/v1/projects/${projectId}/operating-systems/${id}`, { method: 'DELETE' });
}

export function useDeleteOperatingSystem() {
  return useMutation({ mutationFn: deleteOperatingSystem });
}
