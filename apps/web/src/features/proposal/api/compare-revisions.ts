import { ProposalComparisonSchema, type ProposalComparison } from '@camara-fria/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { getRevisionQueryKey, proposalsPath } from './get-current-proposal.ts';

/** GET …/proposals/{after}/compare?with={before}: what changed from `before` to `after`. */
export async function compareRevisions(
  projectId: number,
  after: number,
  before: number,
  signal?: AbortSignal,
): Promise<ProposalComparison> {
  return requestApi(`${proposalsPath(projectId)}/${after}/compare`, {
    query: { with: before },
    schema: ProposalComparisonSchema,
    signal,
  });
}

/** Asked when both revisions are chosen; a draft's side may change, so it is not kept long. */
export function useRevisionComparison(
  projectId: number,
  after: number | null,
  before: number | null,
) {
  return useQuery({
    queryKey: [...getRevisionQueryKey(projectId, after ?? 0), 'compare', before],
    queryFn: ({ signal }) => compareRevisions(projectId, after ?? 0, before ?? 0, signal),
    enabled: after !== null && before !== null && after !== before,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
