import {
  TaxRateSchema,
  type TaxRate,
  type TaxRateInputSchema,
  type z,
} from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { taxTablesQueryKey } from './get-tax-tables.ts';
import { taxRateChangesQueryKey } from './get-tax-rate-changes.ts';

export type SaveTaxRateVariables = {
  /** null: POST a new row; otherwise PUT it with the body's `version` (409 when stale). */
  id: number | null;
  data: z.output<typeof TaxRateInputSchema>;
};

/** POST /v1/tax-tables/rates (201) or PUT /v1/tax-tables/rates/{id} (bearer, editor). */
export async function saveTaxRate({ id, data }: SaveTaxRateVariables): Promise<TaxRate> {
  return requestApi(id === null ? '/v1/tax-tables/rates' : `/v1/tax-tables/rates/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    json: data,
    schema: TaxRateSchema,
  });
}

/** Saves, then asks for the tables and their history again. */
export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxRate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxTablesQueryKey }),
        queryClient.invalidateQueries({ queryKey: taxRateChangesQueryKey }),
      ]),
  });
}
