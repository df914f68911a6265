import {
  TemplateOptionSchema,
  type TemplateInput,
  type TemplateOption,
} from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { templatesQueryKey } from './get-templates.ts';

export type SaveTemplateVariables = {
  /** null: POST a new template; otherwise PUT it with the body's `version` (409 when stale). */
  id: number | null;
  data: TemplateInput;
};

/**
 * POST /v1/proposals/templates (201) or PUT /v1/proposals/templates/{id} (bearer, editor).
 * Setting `isDefault` clears it on the other templates of the same kind and key.
 */
export async function saveTemplate({ id, data }: SaveTemplateVariables): Promise<TemplateOption> {
  return requestApi(id === null ? '/v1/proposals/templates' : `/v1/proposals/templates/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    json: data,
    schema: TemplateOptionSchema,
  });
}

/** Saves, then asks for the list again (a new default changes its siblings too). */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
