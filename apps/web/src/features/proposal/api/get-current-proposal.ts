import { ProposalSchema, type ProposalDto } from '@camara-fria/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, requestApi } from '../../../lib/api-client.ts';

export function getCurrentProposalQueryKey(projectId: number) {
  return ['proposals', projectId, 'current'] as const;
}

/** Every query of one revision (its sections, its document) starts with this key. */
export function getRevisionQueryKey(projectId: number, proposalId: number) {
  return ['proposals', projectId, 'revision', proposalId] as const;
}

export function proposalsPath(projectId: number): string {
  return `/v1/projects/${projectId}/proposals`;
}

/**
 * Spec §7: GET …/proposals/current; a 404 means the project has none yet, so it is created
 * (POST …/proposals answers the existing draft when another tab created it meanwhile).
 */
export async function getOrCreateCurrentProposal(
  projectId: number,
  signal?: AbortSignal,
): Promise<ProposalDto> {
  try {
    return await requestApi(`${proposalsPath(projectId)}/current`, {
      schema: ProposalSchema,
      signal,
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 404) throw error;
    return requestApi(proposalsPath(projectId), {
      method: 'POST',
      schema: ProposalSchema,
      signal,
    });
  }
}

/** The project's current proposal (its draft revision), read again on every visit. */
export function useCurrentProposal(projectId: number) {
  return useQuery({
    queryKey: getCurrentProposalQueryKey(projectId),
    queryFn: ({ signal }) => getOrCreateCurrentProposal(projectId, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
