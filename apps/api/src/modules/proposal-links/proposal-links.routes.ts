import {
  ApiErrorSchema,
  CreatedProposalLinkSchema,
  CreateProposalLinkInputSchema,
  ProjectProposalParamsSchema,
  ProposalLinkListSchema,
  ProposalLinkParamsSchema,
  ProposalLinkSchema,
  ProposalParamsSchema,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import { createLink, listLinks, revokeLink, type LinksContext } from './proposal-links.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const privateRoute = { security: [{ bearer: [] }], tags: ['proposals'] };

/** The seller's side of the customer links (docs/decisions/074): create, list, revoke. */
export const proposalLinkRoutes: FastifyPluginAsyncZod<{ context: LinksContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/v1/projects/:projectId/proposals/:proposalId/links',
    {
      schema: {
        ...privateRoute,
        summary: 'A customer link to an issued revision, to copy or share on WhatsApp (201)',
        description:
          "Owner or editor of the project (404 to others). Only an issued revision: a draft answers 409 REVISION_NOT_ISSUED. The answer is the only time the link's address is given (`url`, and `whatsappUrl` with a pt-BR text); only the token's SHA-256 is stored. `expiresOn` null: the end of the revision's validity, 23:59:59 in Brasília; a typed day is today up to LINK_MAX_DAYS days ahead (400 otherwise). The open links of the project's older revisions become SUPERSEDED (an accepted revision's excepted); the project moves to SENT unless further on (docs/decisions/074).",
        params: ProposalParamsSchema,
        body: CreateProposalLinkInputSchema,
        response: { 201: CreatedProposalLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const link = await createLink(
        context,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
        request.body,
      );
      return reply.status(201).send(link);
    },
  );

  app.get(
    '/v1/projects/:projectId/proposals/links',
    {
      schema: {
        ...privateRoute,
        summary: "Every customer link of the project's revisions, newest first",
        description:
          'State (ACTIVE, EXPIRED, REVOKED, SUPERSEDED), views (count, first and last) and downloads per link; never a token.',
        params: ProjectProposalParamsSchema,
        response: { 200: ProposalLinkListSchema, ...errors },
      },
    },
    async (request) => listLinks(context, requirePrincipal(request), request.params.projectId),
  );

  app.post(
    '/v1/projects/:projectId/proposals/links/:linkId/revoke',
    {
      schema: {
        ...privateRoute,
        summary: 'Revokes a customer link: its page says so from now on',
        description:
          "Again: the same answer. An accepted revision's link is the customer's record of the acceptance: 409 CONFLICT.",
        params: ProposalLinkParamsSchema,
        response: { 200: ProposalLinkSchema, ...errors },
      },
    },
    async (request) =>
      revokeLink(
        context,
        requirePrincipal(request),
        request.params.projectId,
        request.params.linkId,
      ),
  );
};
