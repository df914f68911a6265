import {
  ProposalMessageListSchema,
  ProposalMessageSchema,
  SendDefaultsSchema,
  type DocumentFormat,
  type ProposalMessage,
  type SendDefaults,
  type SendProposalInput,
} from '@camara-fria/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadApiFile, requestApi, type DownloadedFile } from '../../../lib/api-client.ts';
import { getRevisionQueryKey, proposalsPath } from './get-current-proposal.ts';
import { getCustomerSideKey } from './proposal-links.ts';

/*
 * Issue 15 (spec part 2 §2.4, §4, §7 `download/{type}` and `send`): the revision's documents,
 * sending it by e-mail, and the outbox ('Enviados'). Contract: proposal-delivery.schema.ts.
 */

const revisionPath = (projectId: number, proposalId: number) =>
  `${proposalsPath(projectId)}/${proposalId}`;

/** GET …/proposals/{pid}/download/{pdf|docx}: the file of that revision and its name. */
export function downloadProposalDocument(
  projectId: number,
  proposalId: number,
  format: DocumentFormat,
): Promise<DownloadedFile> {
  return downloadApiFile(`${revisionPath(projectId, proposalId)}/download/${format}`);
}

/** GET …/messages/{messageId}/eml: the stored message as an .eml file. */
export function downloadMessageEml(
  projectId: number,
  proposalId: number,
  messageId: number,
): Promise<DownloadedFile> {
  return downloadApiFile(`${revisionPath(projectId, proposalId)}/messages/${messageId}/eml`);
}

/** Every messages list of a project's proposals starts with this key (refetched after a send). */
export function getProposalMessagesKeyPrefix(projectId: number) {
  return ['proposals', projectId, 'messages'] as const;
}

/** GET …/proposals/{pid}/messages: the messages of every revision of the proposal, newest first. */
export function useProposalMessages(projectId: number, proposalId: number) {
  return useQuery({
    queryKey: [...getProposalMessagesKeyPrefix(projectId), proposalId],
    queryFn: ({ signal }) =>
      requestApi(`${revisionPath(projectId, proposalId)}/messages`, {
        schema: ProposalMessageListSchema,
        signal,
      }),
    select: (list) => list.items,
    refetchOnWindowFocus: false,
  });
}

/** GET …/proposals/{pid}/send-defaults, read while the send form is open. */
export function useSendDefaults(projectId: number, proposalId: number, enabled: boolean) {
  return useQuery<SendDefaults>({
    queryKey: [...getRevisionQueryKey(projectId, proposalId), 'send-defaults'],
    queryFn: ({ signal }) =>
      requestApi(`${revisionPath(projectId, proposalId)}/send-defaults`, {
        schema: SendDefaultsSchema,
        signal,
      }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** After a send: the messages, and the links and trail (a send makes a link, issue 31). */
function useRefreshMessages(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getProposalMessagesKeyPrefix(projectId) }),
      queryClient.invalidateQueries({ queryKey: getCustomerSideKey(projectId) }),
    ]);
}

/** The send mutation's key (the 'Enviar por Email' button shows its loading state). */
export function getSendMutationKey(projectId: number) {
  return ['proposals', projectId, 'send'] as const;
}

export type SendProposalVariables = {
  proposalId: number;
  input: SendProposalInput;
  /** One per send the user means (utils/idempotency-key.ts); every retry of it repeats it. */
  idempotencyKey: string;
};

/**
 * POST …/proposals/{pid}/send: 201 with the stored message (OUTBOX, SENT or FAILED; SENDING when
 * the same send, by its Idempotency-Key, is still being delivered).
 */
export function useSendProposal(projectId: number) {
  const refresh = useRefreshMessages(projectId);
  return useMutation<ProposalMessage, Error, SendProposalVariables>({
    mutationKey: getSendMutationKey(projectId),
    mutationFn: ({ proposalId, input, idempotencyKey }) =>
      requestApi(`${revisionPath(projectId, proposalId)}/send`, {
        method: 'POST',
        json: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: ProposalMessageSchema,
      }),
    onSettled: () => refresh(),
  });
}

export type RetryMessageVariables = { proposalId: number; messageId: number };

/** POST …/messages/{messageId}/retry: delivers a FAILED (or OUTBOX) message again. */
export function useRetryMessage(projectId: number) {
  const refresh = useRefreshMessages(projectId);
  return useMutation<ProposalMessage, Error, RetryMessageVariables>({
    mutationFn: ({ proposalId, messageId }) =>
      requestApi(`${revisionPath(projectId, proposalId)}/messages/${messageId}/retry`, {
        method: 'POST',
        schema: ProposalMessageSchema,
      }),
    onSettled: () => refresh(),
  });
}
