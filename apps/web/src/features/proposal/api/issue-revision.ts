import { ProposalSchema, type ProposalDto } from '@camara-fria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { getCurrentProposalQueryKey, proposalsPath } from './get-current-proposal.ts';

export type IssueRevisionVariables = { projectId: number; proposalId: number; version: number };

/** POST …/proposals/{pid}/revisions: freezes the draft and answers the new draft (201). */
export async function issueRevision({
  projectId,
  proposalId,
  version,
}: IssueRevisionVariables): Promise<ProposalDto> {
  return requestApi(`${proposalsPath(projectId)}/${proposalId}/revisions`, {
    method: 'POST',
    json: { version },
    schema: ProposalSchema,
  });
}

/** 'Emitir revisão': the new draft becomes the project's current proposal. */
export function useIssueRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueRevision,
    onSuccess: (draft, { projectId }) => {
      queryClient.setQueryData(getCurrentProposalQueryKey(projectId), draft);
    },
  });
}
