import {
  IssueRevisionInputSchema,
  ProposalCompareQuerySchema,
  ProposalComparisonSchema,
  ProposalParamsSchema,
  ProposalSchema,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import type { ProposalServices } from './proposals.access.service.ts';
import { proposalErrors, proposalRoute, proposalsPath } from './proposals.routes.ts';
import { compareRevisions, issueRevision } from './proposals.revisions.service.ts';

/** Issuing a proposal's draft as a revision, and comparing two revisions (docs/decisions/029). */
export const proposalRevisionRoutes: FastifyPluginAsyncZod<{
  services: ProposalServices;
}> = async (app, { services }) => {
  app.post(
    `${proposalsPath}/:proposalId/revisions`,
    {
      schema: {
        ...proposalRoute,
        summary: "'Emitir revisão': freezes the draft and opens the next revision (201)",
        description:
          'Any user of the project. The draft becomes ISSUED with a snapshot of its whole document, stamped with who and when; the next revision opens as the draft with a copy of its sections. An optional `version` (or If-Match) of the draft answers 409 CONFLICT when stale; an issued revision answers 409 REVISION_ISSUED; a draft listing a stale system (its rooms changed after it was computed) answers 409 SYSTEM_STALE (docs/decisions/055).',
        params: ProposalParamsSchema,
        body: IssueRevisionInputSchema.optional(),
        response: { 201: ProposalSchema, ...proposalErrors },
      },
    },
    async (request, reply) => {
      const proposal = await issueRevision(services, {
        principal: requirePrincipal(request),
        projectId: request.params.projectId,
        proposalId: request.params.proposalId,
        bodyVersion: request.body?.version,
        ifMatch: request.headers['if-match'],
      });
      return reply.status(201).header('etag', versionTag(proposal.version)).send(proposal);
    },
  );

  app.get(
    `${proposalsPath}/:proposalId/compare`,
    {
      schema: {
        ...proposalRoute,
        summary: 'What changed from revision `with` (before) to this one (after)',
        description:
          'Both revisions of this project (404 otherwise). Editor-only sections are left out of the comparison for anyone else.',
        params: ProposalParamsSchema,
        querystring: ProposalCompareQuerySchema,
        response: { 200: ProposalComparisonSchema, ...proposalErrors },
      },
    },
    async (request) =>
      compareRevisions(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
        request.query.with,
      ),
  );
};
