import {
  SellerProfileChangeListSchema,
  TaxRateChangeListSchema,
  type SellerProfileChange,
  type TaxRateChange,
} from '@camara-fria/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

export const taxRateChangesQueryKey = ['tax-tables', 'changes'] as const;

/** GET /v1/tax-tables/changes?rateId= (bearer, editor): a row's changes, newest first. */
export async function getTaxRateChanges(
  rateId: number,
  signal?: AbortSignal,
): Promise<TaxRateChange[]> {
  const list = await requestApi('/v1/tax-tables/changes', {
    query: { rateId },
    schema: TaxRateChangeListSchema,
    signal,
  });
  return list.items;
}

export function useTaxRateChanges(rateId: number) {
  return useQuery({
    queryKey: [...taxRateChangesQueryKey, rateId],
    queryFn: ({ signal }) => getTaxRateChanges(rateId, signal),
  });
}

/** GET /v1/tax-tables/seller/changes (bearer, editor): the saves of the maker's profile. */
export async function getSellerProfileChanges(
  signal?: AbortSignal,
): Promise<SellerProfileChange[]> {
  const list = await requestApi('/v1/tax-tables/seller/changes', {
    schema: SellerProfileChangeListSchema,
    signal,
  });
  return list.items;
}

export function useSellerProfileChanges(isEnabled: boolean) {
  return useQuery({
    queryKey: [...taxRateChangesQueryKey, 'seller'],
    queryFn: ({ signal }) => getSellerProfileChanges(signal),
    enabled: isEnabled,
  });
}
