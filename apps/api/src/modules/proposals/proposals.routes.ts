import {
  ApiErrorSchema,
  CommercialConditionsInputSchema,
  CommercialConditionsSchema,
  EquipmentCharacteristicsInputSchema,
  EquipmentCharacteristicsSchema,
  GeneralConditionsInputSchema,
  GeneralConditionsSchema,
  IssueRevisionInputSchema,
  PresentationInputSchema,
  PresentationSchema,
  ProjectProposalParamsSchema,
  ProposalCompareQuerySchema,
  ProposalComparisonSchema,
  ProposalDocumentSchema,
  ProposalParamsSchema,
  ProposalSchema,
  ResponsibleInputSchema,
  ResponsibleSchema,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import {
  compareRevisions,
  createProposal,
  getCharacteristics,
  getCommercialConditions,
  getCurrentProposal,
  getProposal,
  getProposalDocument,
  getTextSection,
  issueRevision,
  saveCharacteristics,
  saveCommercialConditions,
  saveTextSection,
  type ProposalServices,
  type TextSectionKey,
} from './proposals.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  428: ApiErrorSchema,
};
const privateRoute = { security: [{ bearer: [] }], tags: ['proposals'] };
const base = '/v1/projects/:projectId/proposals';
const editorOnly =
  'Editors only (spec §6): anyone else gets 403 FORBIDDEN, on reading as on saving.';
const saveRules =
  'The version goes in the body (`version`) or in an If-Match header (the ETag of GET): without it 428 PRECONDITION_REQUIRED, a stale one 409 CONFLICT. An issued revision answers 409 REVISION_ISSUED.';

/** The text sections: presentation, general conditions, responsible (same shapes). */
const TEXT_SECTIONS: readonly {
  path: string;
  key: TextSectionKey;
  title: string;
  input: typeof PresentationInputSchema;
  answer: typeof PresentationSchema;
}[] = [
  {
    path: 'presentation',
    key: 'presentation',
    title: 'APRESENTAÇÃO',
    input: PresentationInputSchema,
    answer: PresentationSchema,
  },
  {
    path: 'general-conditions',
    key: 'generalConditions',
    title: 'the general terms and conditions of sale',
    input: GeneralConditionsInputSchema,
    answer: GeneralConditionsSchema,
  },
  {
    path: 'responsible',
    key: 'responsible',
    title: 'RESPONSÁVEIS',
    input: ResponsibleInputSchema,
    answer: ResponsibleSchema,
  },
];

/** The commercial proposal of a project and its revisions (docs/decisions/029). */
export const proposalRoutes: FastifyPluginAsyncZod<{ services: ProposalServices }> = async (
  app,
  { services },
) => {
  const { db } = services;
  app.get(
    `${base}/current`,
    {
      schema: {
        ...privateRoute,
        summary: "The project's current proposal (its draft revision)",
        description: '404 NOT_FOUND when the project has no proposal yet: the client then POSTs.',
        params: ProjectProposalParamsSchema,
        response: { 200: ProposalSchema, ...errors },
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
    base,
    {
      schema: {
        ...privateRoute,
        summary: "Creates the project's proposal (201), or answers its existing draft (200)",
        description:
          'A new proposal takes the next number of the year (`2026-0042`), starts at R0 and fills every section from the default templates.',
        params: ProjectProposalParamsSchema,
        response: { 200: ProposalSchema, 201: ProposalSchema, ...errors },
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
    `${base}/:proposalId`,
    {
      schema: {
        ...privateRoute,
        summary: 'One revision of the proposal (an issued one as frozen)',
        params: ProposalParamsSchema,
        response: { 200: ProposalSchema, ...errors },
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
    `${base}/:proposalId/document`,
    {
      schema: {
        ...privateRoute,
        summary: 'The whole document of a revision (what the screen and the documents render)',
        description: 'Editor-only sections are null for anyone else.',
        params: ProposalParamsSchema,
        response: { 200: ProposalDocumentSchema, ...errors },
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

  for (const section of TEXT_SECTIONS) {
    app.get(
      `${base}/:proposalId/${section.path}`,
      {
        schema: {
          ...privateRoute,
          summary: `Reads ${section.title}`,
          description: editorOnly,
          params: ProposalParamsSchema,
          response: { 200: section.answer, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await getTextSection(
          db,
          requirePrincipal(request),
          request.params.projectId,
          request.params.proposalId,
          section.key,
        );
        return reply.header('etag', versionTag(answer.version)).send(answer);
      },
    );

    app.put(
      `${base}/:proposalId/${section.path}`,
      {
        schema: {
          ...privateRoute,
          summary: `Saves ${section.title}`,
          description: `${editorOnly} ${saveRules}`,
          params: ProposalParamsSchema,
          body: section.input,
          response: { 200: section.answer, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await saveTextSection(
          services,
          {
            principal: requirePrincipal(request),
            projectId: request.params.projectId,
            proposalId: request.params.proposalId,
            bodyVersion: request.body.version,
            ifMatch: request.headers['if-match'],
          },
          section.key,
          request.body,
        );
        return reply.header('etag', versionTag(answer.version)).send(answer);
      },
    );
  }

  app.get(
    `${base}/:proposalId/equipment-characteristics`,
    {
      schema: {
        ...privateRoute,
        summary: 'Reads CARACTERÍSTICAS DOS EQUIPAMENTOS (any user of the project)',
        description:
          'One description per equipment line of the selection: the stored complementary text, or the default template of its type.',
        params: ProposalParamsSchema,
        response: { 200: EquipmentCharacteristicsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await getCharacteristics(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
      );
      return reply.header('etag', versionTag(answer.version)).send(answer);
    },
  );

  app.put(
    `${base}/:proposalId/equipment-characteristics`,
    {
      schema: {
        ...privateRoute,
        summary: 'Saves CARACTERÍSTICAS DOS EQUIPAMENTOS (any user of the project)',
        description: `Texts of equipment no longer in the selection are dropped. ${saveRules}`,
        params: ProposalParamsSchema,
        body: EquipmentCharacteristicsInputSchema,
        response: { 200: EquipmentCharacteristicsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await saveCharacteristics(
        services,
        {
          principal: requirePrincipal(request),
          projectId: request.params.projectId,
          proposalId: request.params.proposalId,
          bodyVersion: request.body.version,
          ifMatch: request.headers['if-match'],
        },
        request.body,
      );
      return reply.header('etag', versionTag(answer.version)).send(answer);
    },
  );

  app.get(
    `${base}/:proposalId/commercial-conditions`,
    {
      schema: {
        ...privateRoute,
        summary: 'Reads CONDIÇÕES COMERCIAIS: one price line per equipment, totals and texts',
        description: editorOnly,
        params: ProposalParamsSchema,
        response: { 200: CommercialConditionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await getCommercialConditions(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
      );
      return reply.header('etag', versionTag(answer.version)).send(answer);
    },
  );

  app.put(
    `${base}/:proposalId/commercial-conditions`,
    {
      schema: {
        ...privateRoute,
        summary: 'Saves CONDIÇÕES COMERCIAIS (replaces the whole section)',
        description: `${editorOnly} Price lines of equipment no longer in the selection are dropped; the draft's total (the project list's Valor) follows. ${saveRules}`,
        params: ProposalParamsSchema,
        body: CommercialConditionsInputSchema,
        response: { 200: CommercialConditionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await saveCommercialConditions(
        services,
        {
          principal: requirePrincipal(request),
          projectId: request.params.projectId,
          proposalId: request.params.proposalId,
          bodyVersion: request.body.version,
          ifMatch: request.headers['if-match'],
        },
        request.body,
      );
      return reply.header('etag', versionTag(answer.version)).send(answer);
    },
  );

  app.post(
    `${base}/:proposalId/revisions`,
    {
      schema: {
        ...privateRoute,
        summary: "'Emitir revisão': freezes the draft and opens the next revision (201)",
        description:
          'Any user of the project. The draft becomes ISSUED with a snapshot of its whole document, stamped with who and when; the next revision opens as the draft with a copy of its sections. An optional `version` (or If-Match) of the draft answers 409 CONFLICT when stale; an issued revision answers 409 REVISION_ISSUED.',
        params: ProposalParamsSchema,
        body: IssueRevisionInputSchema.optional(),
        response: { 201: ProposalSchema, ...errors },
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
    `${base}/:proposalId/compare`,
    {
      schema: {
        ...privateRoute,
        summary: 'What changed from revision `with` (before) to this one (after)',
        description:
          'Both revisions of this project (404 otherwise). Editor-only sections are left out of the comparison for anyone else.',
        params: ProposalParamsSchema,
        querystring: ProposalCompareQuerySchema,
        response: { 200: ProposalComparisonSchema, ...errors },
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
