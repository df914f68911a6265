import {
  AcceptProposalInputSchema,
  ApiErrorSchema,
  DeclineProposalInputSchema,
  ProjectProposalParamsSchema,
  ProposalDecisionSchema,
  PublicLinkParamsSchema,
  PublicProposalViewSchema,
  z,
} from '@camara-fria/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import type { LinksContext } from './proposal-links.service.ts';
import {
  acceptProposal,
  declineProposal,
  getProjectDecision,
  type DecisionEvidence,
} from './proposal-links.decisions.service.ts';

const publicErrors = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
  422: ApiErrorSchema,
  503: ApiErrorSchema,
};
const publicRoute = { tags: ['customer'] };
const DECISION_RULES =
  ' Only an ACTIVE link decides: an expired, revoked or superseded one answers 410 LINK_UNAVAILABLE saying which; an unknown token 404. One decision per revision: the same decision again answers the first (a double click decides once), the other one answers 409 PROPOSAL_DECIDED. The evidence kept: who, when, the IP (Fastify’s request.ip, the forwarded address only under TRUST_PROXY), the user agent (its first 512 characters), the revision’s code (docs/decisions/076).';

/** Fastify's address of the client (TRUST_PROXY decides whether X-Forwarded-For counts). */
function evidenceOf(request: FastifyRequest): DecisionEvidence {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * The customer's acceptance or decline through a proposal link (public) and the seller's read of
 * the decision (issue 31; docs/decisions/076).
 */
export const proposalDecisionRoutes: FastifyPluginAsyncZod<{ context: LinksContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/v1/public/proposal-links/:token/accept',
    {
      config: { isPublic: true },
      schema: {
        ...publicRoute,
        summary: 'The customer accepts the revision the link opens (no sign-in)',
        description:
          'Name, CPF or role, e-mail, the terms ticked and the SHA-256 of the PDF the page offered (the view’s pdfSha256): a stale page (another hash, or the PDF not stored yet) answers 409 CONFLICT. The project becomes FECHADO/GANHO; the seller and the editors are notified.' +
          DECISION_RULES,
        params: PublicLinkParamsSchema,
        body: AcceptProposalInputSchema,
        response: { 200: PublicProposalViewSchema, ...publicErrors },
      },
    },
    async (request) =>
      acceptProposal(context, request.params.token, request.body, evidenceOf(request)),
  );

  app.post(
    '/v1/public/proposal-links/:token/decline',
    {
      config: { isPublic: true },
      schema: {
        ...publicRoute,
        summary: 'The customer declines the revision the link opens (no sign-in)',
        description:
          'A reason from DECLINE_REASONS, text (required for OTHER), who (optional). The project becomes FECHADO/PERDIDO; the seller and the editors are notified.' +
          DECISION_RULES,
        params: PublicLinkParamsSchema,
        body: DeclineProposalInputSchema,
        response: { 200: PublicProposalViewSchema, ...publicErrors },
      },
    },
    async (request) =>
      declineProposal(context, request.params.token, request.body, evidenceOf(request)),
  );

  app.get(
    '/v1/projects/:projectId/proposals/decision',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['proposals'],
        summary: 'The customer’s decision on the newest decided revision, with its evidence',
        description:
          'null when no revision was decided. The project’s owner and the editors; 404 to anyone else.',
        params: ProjectProposalParamsSchema,
        response: {
          200: z.object({ decision: ProposalDecisionSchema.nullable() }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      getProjectDecision(context.db, requirePrincipal(request), request.params.projectId),
  );
};
