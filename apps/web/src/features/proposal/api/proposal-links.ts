import {
  CreatedProposalLinkSchema,
  ProjectEventPageSchema,
  ProposalDecisionSchema,
  ProposalLinkSchema,
  z,
  type CreatedProposalLink,
  type CreateProposalLinkInput,
  type ProposalLink,
} from '@camara-fria/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { proposalsPath } from './get-current-proposal.ts';

/*
 * Issue 31 (docs/decisions/074, 076, 077): the customer links of a project's proposal (create one
 * to copy or share, list them with their views, revoke one), the customer's decision and the
 * project's trail ('Histórico'). Contract: proposal-link.schema.ts.
 */

const ProposalLinkListSchema = z.object({ items: z.array(ProposalLinkSchema) });
const DecisionAnswerSchema = z.object({ decision: ProposalDecisionSchema.nullable() });

/** Every query of this file starts with this key (refetched after a link is made or revoked). */
export function getCustomerSideKey(projectId: number) {
  return ['proposals', projectId, 'customer-side'] as const;
}

/** GET …/proposals/links: every revision's links, with their state, views and downloads. */
export function useProposalLinks(projectId: number) {
  return useQuery({
    queryKey: [...getCustomerSideKey(projectId), 'links'],
    queryFn: ({ signal }) =>
      requestApi(`${proposalsPath(projectId)}/links`, { schema: ProposalLinkListSchema, signal }),
    select: (list): ProposalLink[] => list.items,
    refetchOnWindowFocus: true,
  });
}

/** GET …/proposals/decision: the customer's acceptance or decline, null while none. */
export function useProposalDecision(projectId: number) {
  return useQuery({
    queryKey: [...getCustomerSideKey(projectId), 'decision'],
    queryFn: ({ signal }) =>
      requestApi(`${proposalsPath(projectId)}/decision`, { schema: DecisionAnswerSchema, signal }),
    select: (answer) => answer.decision,
    refetchOnWindowFocus: true,
  });
}

/** How many events a page of 'Histórico' asks for. */
export const EVENTS_PAGE_SIZE = 20;

/** GET /v1/projects/{id}/events, newest first, page after page by cursor ('Carregar mais'). */
export function useProjectEvents(projectId: number) {
  return useInfiniteQuery({
    queryKey: [...getCustomerSideKey(projectId), 'events'],
    queryFn: ({ signal, pageParam }) =>
      requestApi(`/v1/projects/${projectId}/events`, {
        schema: ProjectEventPageSchema,
        query: { limit: EVENTS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data: InfiniteData<z.output<typeof ProjectEventPageSchema>, number | null>) =>
      data.pages.flatMap((page) => page.items),
    refetchOnWindowFocus: false,
  });
}

function useRefreshCustomerSide(projectId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getCustomerSideKey(projectId) });
}

export type CreateLinkVariables = { proposalId: number; input: CreateProposalLinkInput };

/** POST …/proposals/{pid}/links (COPY or WHATSAPP): the new link with its address, given once. */
export function useCreateProposalLink(projectId: number) {
  const refresh = useRefreshCustomerSide(projectId);
  return useMutation<CreatedProposalLink, Error, CreateLinkVariables>({
    mutationFn: ({ proposalId, input }) =>
      requestApi(`${proposalsPath(projectId)}/${proposalId}/links`, {
        method: 'POST',
        json: input,
        schema: CreatedProposalLinkSchema,
      }),
    onSettled: () => refresh(),
  });
}

/** POST …/proposals/links/{linkId}/revoke: the link answers 'revogado' from then on. */
export function useRevokeProposalLink(projectId: number) {
  const refresh = useRefreshCustomerSide(projectId);
  return useMutation<ProposalLink, Error, { linkId: number }>({
    mutationFn: ({ linkId }) =>
      requestApi(`${proposalsPath(projectId)}/links/${linkId}/revoke`, {
        method: 'POST',
        schema: ProposalLinkSchema,
      }),
    onSettled: () => refresh(),
  });
}
