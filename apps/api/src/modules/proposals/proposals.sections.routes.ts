import {
  CommercialConditionsInputSchema,
  CommercialConditionsSchema,
  EquipmentCharacteristicsInputSchema,
  EquipmentCharacteristicsSchema,
  GeneralConditionsInputSchema,
  GeneralConditionsSchema,
  PresentationInputSchema,
  PresentationSchema,
  ProposalParamsSchema,
  ResponsibleInputSchema,
  ResponsibleSchema,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import type { ProposalServices } from './proposals.access.service.ts';
import type { TextSectionKey } from './proposals.document.service.ts';
import { proposalErrors, proposalRoute, proposalsPath } from './proposals.routes.ts';
import {
  getCharacteristics,
  getCommercialConditions,
  getTextSection,
  saveCharacteristics,
  saveCommercialConditions,
  saveTextSection,
} from './proposals.sections.service.ts';

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

/** The sections of a proposal's revision, each read and saved (spec part 2 §6). */
export const proposalSectionRoutes: FastifyPluginAsyncZod<{ services: ProposalServices }> = async (
  app,
  { services },
) => {
  const { db } = services;
  for (const section of TEXT_SECTIONS) {
    app.get(
      `${proposalsPath}/:proposalId/${section.path}`,
      {
        schema: {
          ...proposalRoute,
          summary: `Reads ${section.title}`,
          description: editorOnly,
          params: ProposalParamsSchema,
          response: { 200: section.answer, ...proposalErrors },
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
      `${proposalsPath}/:proposalId/${section.path}`,
      {
        schema: {
          ...proposalRoute,
          summary: `Saves ${section.title}`,
          description: `${editorOnly} ${saveRules}`,
          params: ProposalParamsSchema,
          body: section.input,
          response: { 200: section.answer, ...proposalErrors },
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
    `${proposalsPath}/:proposalId/equipment-characteristics`,
    {
      schema: {
        ...proposalRoute,
        summary: 'Reads CARACTERÍSTICAS DOS EQUIPAMENTOS (any user of the project)',
        description:
          'One description per equipment line of the selection: the stored complementary text, or the default template of its type.',
        params: ProposalParamsSchema,
        response: { 200: EquipmentCharacteristicsSchema, ...proposalErrors },
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
    `${proposalsPath}/:proposalId/equipment-characteristics`,
    {
      schema: {
        ...proposalRoute,
        summary: 'Saves CARACTERÍSTICAS DOS EQUIPAMENTOS (any user of the project)',
        description: `Texts of equipment no longer in the selection are dropped. ${saveRules}`,
        params: ProposalParamsSchema,
        body: EquipmentCharacteristicsInputSchema,
        response: { 200: EquipmentCharacteristicsSchema, ...proposalErrors },
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
    `${proposalsPath}/:proposalId/commercial-conditions`,
    {
      schema: {
        ...proposalRoute,
        summary: 'Reads CONDIÇÕES COMERCIAIS: one price line per equipment, totals and texts',
        description: editorOnly,
        params: ProposalParamsSchema,
        response: { 200: CommercialConditionsSchema, ...proposalErrors },
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
    `${proposalsPath}/:proposalId/commercial-conditions`,
    {
      schema: {
        ...proposalRoute,
        summary: 'Saves CONDIÇÕES COMERCIAIS (replaces the whole section)',
        description: `${editorOnly} Price lines of equipment no longer in the selection are dropped; the draft's total (the project list's Valor) follows. ${saveRules}`,
        params: ProposalParamsSchema,
        body: CommercialConditionsInputSchema,
        response: { 200: CommercialConditionsSchema, ...proposalErrors },
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
};
