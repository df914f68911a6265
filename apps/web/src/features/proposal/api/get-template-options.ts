import {
  CommercialTemplateOptionsSchema,
  TemplateOptionListSchema,
  type CommercialTemplateOptions,
  type TemplateOption,
} from '@camara-fria/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

/** The lists of GET /v1/proposals/templates/current/{kind} answered as `{ items }`. */
export type TemplateListKind =
  'presentation' | 'equipment-selection' | 'general-conditions' | 'responsible';

const TEMPLATES_PATH = '/v1/proposals/templates/current';

export async function getTemplateOptions(
  kind: TemplateListKind,
  signal?: AbortSignal,
): Promise<TemplateOption[]> {
  const list = await requestApi(`${TEMPLATES_PATH}/${kind}`, {
    schema: TemplateOptionListSchema,
    signal,
  });
  return list.items;
}

export async function getCommercialTemplateOptions(
  signal?: AbortSignal,
): Promise<CommercialTemplateOptions> {
  return requestApi(`${TEMPLATES_PATH}/commercial-conditions`, {
    schema: CommercialTemplateOptionsSchema,
    signal,
  });
}

/** A section's options, asked when the section is expanded. */
export function useTemplateOptions(kind: TemplateListKind, enabled: boolean) {
  return useQuery({
    queryKey: ['proposal-templates', 'current', kind],
    queryFn: ({ signal }) => getTemplateOptions(kind, signal),
    enabled,
    refetchOnWindowFocus: false,
  });
}

export function useCommercialTemplateOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['proposal-templates', 'current', 'commercial-conditions'],
    queryFn: ({ signal }) => getCommercialTemplateOptions(signal),
    enabled,
    refetchOnWindowFocus: false,
  });
}
