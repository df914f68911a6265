import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { templatesQueryKey } from './get-templates.ts';

/** DELETE /v1/proposals/templates/{id} (bearer, editor): 204; the template is archived. */
export async function archiveTemplate(id: number): Promise<void> {
  await requestApi(`/v1/proposals/templates/${id}`, { method: 'DELETE' });
}

export function useArchiveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
