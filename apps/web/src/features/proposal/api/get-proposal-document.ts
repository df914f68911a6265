import { ProposalDocumentSchema, type ProposalDocument } from '@camara-fria/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { getRevisionQueryKey, proposalsPath } from './get-current-proposal.ts';

/** GET …/proposals/{pid}/document: a whole revision (editor sections null for a non-editor). */
export async function getProposalDocument(
  projectId: number,
  proposalId: number,
  signal?: AbortSignal,
): Promise<ProposalDocument> {
  return requestApi(`${proposalsPath(projectId)}/${proposalId}/document`, {
    schema: ProposalDocumentSchema,
    signal,
  });
}

/** An issued revision never changes: it is read once per visit. */
export function useProposalDocument(projectId: number, proposalId: number | null) {
  return useQuery({
    queryKey: [...getRevisionQueryKey(projectId, proposalId ?? 0), 'document'],
    queryFn: ({ signal }) => getProposalDocument(projectId, proposalId ?? 0, signal),
    enabled: proposalId !== null,
    refetchOnWindowFocus: false,
  });
}
