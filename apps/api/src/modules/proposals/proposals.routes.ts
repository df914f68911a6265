import {
  ApiErrorSchema,
  ProjectProposalParamsSchema,
  ProposalDocumentSchema,
  ProposalParamsSchema,
  ProposalSchema,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import type { ProposalServices } from './proposals.access.service.ts';
import {
  createProposal,
  getCurrentProposal,
  getProposal,
  getProposalDocument,
} from './proposals.service.ts';

export const proposalErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  428: ApiErrorSchema,
};
export const proposalRoute = { security: [{ bearer: [] }], tags: ['proposals'] };
export const proposalsPath = '/v1/projects/:projectId/proposals';

/**
 * The commercial proposal of a project (docs/decisions/029): its sections are served by
 * proposals.sections.routes.ts, its revisions by proposals.revisions.routes.ts.
 */
export const proposalRoutes: FastifyPluginAsyncZod<{ services: ProposalServices }> = async (
  app,
  { services },
) => {
  app.get(
    `${proposalsPath}/current`,
    {
      schema: {
        ...proposalRoute,
        summary: "The project's current proposal (its draft revision)",
        description: '404 NOT_FOUND when the project has no proposal yet: the client then POSTs.',
        params: ProjectProposalParamsSchema,
        response: { 200: ProposalSchema, ...proposalErrors },
      },
    },
    async (request, reply) => {
      const proposal = await getCurrentProposal(
        services,
        requirePrincipal(request),
        request.params.projectId,
      );
      return reply.header('etag', versionTag(proposal.version)).send(proposal);
    },
  );

  app.post(
    proposalsPath,
    {
      schema: {
        ...proposalRoute,
        summary: "Creates the project's proposal (201), or answers its existing draft (200)",
        description:
          'A new proposal takes the next number of the year (`2026-0042`), starts at R0 and fills every section from the default templates.',
        params: ProjectProposalParamsSchema,
        response: { 200: ProposalSchema, 201: ProposalSchema, ...proposalErrors },
      },
    },
    async (request, reply) => {
      const { created, proposal } = await createProposal(
        services,
        requirePrincipal(request),
        request.params.projectId,
      );
      return reply
        .status(created ? 201 : 200)
        .header('etag', versionTag(proposal.version))
        .send(proposal);
    },
  );

  app.get(
    `${proposalsPath}/:proposalId`,
    {
      schema: {
        ...proposalRoute,
        summary: 'One revision of the proposal (an issued one as frozen)',
        params: ProposalParamsSchema,
        response: { 200: ProposalSchema, ...proposalErrors },
      },
    },
    async (request, reply) => {
      const proposal = await getProposal(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
      );
      return reply.header('etag', versionTag(proposal.version)).send(proposal);
    },
  );

  app.get(
    `${proposalsPath}/:proposalId/document`,
    {
      schema: {
        ...proposalRoute,
        summary: 'The whole document of a revision (what the screen and the documents render)',
        description: 'Editor-only sections are null for anyone else.',
        params: ProposalParamsSchema,
        response: { 200: ProposalDocumentSchema, ...proposalErrors },
      },
    },
    async (request) =>
      getProposalDocument(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
      ),
  );
};
