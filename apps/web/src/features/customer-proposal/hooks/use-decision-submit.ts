import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { getPublicProposalQueryKey, useDecideProposal } from '../api/public-proposal.ts';
import {
  CUSTOMER_MESSAGES,
  describeActionFailure,
  isStaleViewFailure,
} from '../utils/customer-messages.ts';

/**
 * Sends an acceptance or a decline once: a second submit while the first is on its way starts
 * nothing (a double click; the server also answers the same decision again with the first). The
 * answer (the view with the decision) replaces the page's view; a 400's field messages go under
 * the fields; a 409 or 410 reads the page again (decided meanwhile, replaced, revoked).
 */
export function useDecisionSubmit<TValues extends FieldValues, TInput>(
  token: string,
  decision: 'accept' | 'decline',
  setError: UseFormSetError<TValues>,
) {
  const queryClient = useQueryClient();
  const mutation = useDecideProposal<TInput>(token, decision);
  const isSending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(input: TInput) {
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    try {
      await mutation.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        for (const issue of error.details.filter((detail) => detail.path !== '')) {
          setError(issue.path as FieldPath<TValues>, { message: issue.message });
        }
      }
      setFailure(describeActionFailure(error, CUSTOMER_MESSAGES.decideFailed));
      if (isStaleViewFailure(error)) {
        await queryClient.invalidateQueries({ queryKey: getPublicProposalQueryKey(token) });
      }
    } finally {
      isSending.current = false;
    }
  }

  return { submit, isPending: mutation.isPending, failure };
}
