import {
  LINK_TOKEN_PATTERN,
  PublicProposalViewSchema,
  PublicSuccessorSchema,
  type DocumentFormat,
  type PublicProposalView,
} from '@camara-fria/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadApiFile, requestApi, type DownloadedFile } from '../../../lib/api-client.ts';

/*
 * The customer's side of a proposal link (issue 31; contracts proposal-link.schema.ts): every
 * call is public (no bearer, a 401 ends no session) and goes to the app's own origin.
 */

/** /v1/public/proposal-links/{token}. */
export function publicLinkPath(token: string): string {
  return `/v1/public/proposal-links/${encodeURIComponent(token)}`;
}

/** A token of the link's shape (22 base64url characters); anything else is never asked for. */
export function isLinkToken(token: string | undefined): token is string {
  return token !== undefined && LINK_TOKEN_PATTERN.test(token);
}

export function getPublicProposalQueryKey(token: string) {
  return ['public-proposal', token] as const;
}

/**
 * GET …/{token}: the page's view. Each answer counts a view on the server, so it is asked for
 * once per opening (no refetch on focus, reconnect or remount).
 */
export function usePublicProposal(token: string) {
  return useQuery<PublicProposalView>({
    queryKey: getPublicProposalQueryKey(token),
    queryFn: ({ signal }) =>
      requestApi(publicLinkPath(token), {
        schema: PublicProposalViewSchema,
        signal,
        isPublic: true,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}

/** GET …/{token}/download/{pdf|docx}: the stored file and its name. */
export function downloadPublicDocument(
  token: string,
  format: DocumentFormat,
): Promise<DownloadedFile> {
  return downloadApiFile(`${publicLinkPath(token)}/download/${format}`, { isPublic: true });
}

/**
 * POST …/{token}/accept or …/decline: the answer is the page's new view (with the decision),
 * which replaces the cached one.
 */
export function useDecideProposal<TInput>(token: string, decision: 'accept' | 'decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) =>
      requestApi(`${publicLinkPath(token)}/${decision}`, {
        method: 'POST',
        json: input,
        schema: PublicProposalViewSchema,
        isPublic: true,
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(getPublicProposalQueryKey(token), view);
    },
  });
}

/** POST …/{token}/successor: a link to the revision that replaced this one. */
export function useRequestSuccessor(token: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await requestApi(`${publicLinkPath(token)}/successor`, {
          method: 'POST',
          schema: PublicSuccessorSchema,
          isPublic: true,
        })
      ).token,
  });
}
