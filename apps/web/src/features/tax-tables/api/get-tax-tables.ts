import { TaxTablesSchema, type TaxTables } from '@camara-fria/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

export const taxTablesQueryKey = ['tax-tables'] as const;

/** GET /v1/tax-tables (bearer, every user): every dated rate row and the maker's profile. */
export async function getTaxTables(signal?: AbortSignal): Promise<TaxTables> {
  return requestApi('/v1/tax-tables', { schema: TaxTablesSchema, signal });
}

export function getTaxTablesQueryOptions() {
  return queryOptions({
    queryKey: taxTablesQueryKey,
    queryFn: ({ signal }) => getTaxTables(signal),
  });
}

/** The rate tables and the maker's profile, for "Tabelas fiscais" and the proposal's taxes. */
export function useTaxTables(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getTaxTablesQueryOptions(), enabled: options.isEnabled ?? true });
}
