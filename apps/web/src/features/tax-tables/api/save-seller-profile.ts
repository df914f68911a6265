import {
  SellerFiscalProfileRecordSchema,
  type SellerFiscalProfileInputSchema,
  type SellerFiscalProfileRecord,
  type z,
} from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { taxRateChangesQueryKey } from './get-tax-rate-changes.ts';
import { taxTablesQueryKey } from './get-tax-tables.ts';

/** PUT /v1/tax-tables/seller (bearer, editor), over the version loaded (409 when stale). */
export async function saveSellerProfile(
  data: z.output<typeof SellerFiscalProfileInputSchema>,
): Promise<SellerFiscalProfileRecord> {
  return requestApi('/v1/tax-tables/seller', {
    method: 'PUT',
    json: data,
    schema: SellerFiscalProfileRecordSchema,
  });
}

export function useSaveSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSellerProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxTablesQueryKey }),
        queryClient.invalidateQueries({ queryKey: taxRateChangesQueryKey }),
      ]),
  });
}
