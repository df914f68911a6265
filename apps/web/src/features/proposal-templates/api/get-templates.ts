import { TemplateOptionListSchema, type TemplateOption } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

export const templatesQueryKey = ['proposal-templates', 'list'] as const;

/** GET /v1/proposals/templates (bearer, editor): every template that is not archived. */
export async function getTemplates(signal?: AbortSignal): Promise<TemplateOption[]> {
  const list = await requestApi('/v1/proposals/templates', {
    schema: TemplateOptionListSchema,
    signal,
  });
  return list.items;
}

export function getTemplatesQueryOptions() {
  return queryOptions({
    queryKey: templatesQueryKey,
    queryFn: ({ signal }) => getTemplates(signal),
  });
}

/** The templates, asked only when `isEnabled` (an editor: nobody else may read them). */
export function useTemplates(isEnabled: boolean) {
  return useQuery({ ...getTemplatesQueryOptions(), enabled: isEnabled });
}
