import {
  ApiErrorSchema,
  CommercialTemplateOptionsSchema,
  TemplateInputSchema,
  TemplateOptionListSchema,
  TemplateOptionSchema,
  TemplateParamsSchema,
  z,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readExpectedVersion, versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import {
  archiveTemplate,
  assertTemplateEditor,
  createTemplate,
  listCommercialOptions,
  listEquipmentCharacteristicOptions,
  listSectionOptions,
  listTemplates,
  updateTemplate,
  type SingleTemplateSection,
} from './proposal-templates.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  428: ApiErrorSchema,
};
const privateRoute = { security: [{ bearer: [] }], tags: ['proposal-templates'] };
const BASE = '/v1/proposals/templates';

/** The one-block sections whose options the editor picks from (spec §7). */
const SINGLE_SECTIONS: { path: string; kind: SingleTemplateSection; summary: string }[] = [
  { path: 'presentation', kind: 'presentation', summary: 'Options of APRESENTAÇÃO (editor)' },
  {
    path: 'general-conditions',
    kind: 'generalConditions',
    summary: 'Options of the general terms and conditions of sale (editor)',
  },
  { path: 'responsible', kind: 'responsible', summary: 'Options of RESPONSÁVEIS (editor)' },
];

export const proposalTemplateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  for (const section of SINGLE_SECTIONS) {
    app.get(
      `${BASE}/current/${section.path}`,
      {
        schema: {
          ...privateRoute,
          summary: section.summary,
          description:
            'Options that are not archived, by position. 403 FORBIDDEN for a non-editor (spec §6).',
          response: { 200: TemplateOptionListSchema, ...errors },
        },
      },
      async (request) => ({
        items: await listSectionOptions(db, requirePrincipal(request), section.kind),
      }),
    );
  }

  app.get(
    `${BASE}/current/equipment-selection`,
    {
      schema: {
        ...privateRoute,
        summary: 'Options of the equipment characteristics, per equipment type (every user)',
        response: { 200: TemplateOptionListSchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request);
      return { items: await listEquipmentCharacteristicOptions(db) };
    },
  );

  app.get(
    `${BASE}/current/commercial-conditions`,
    {
      schema: {
        ...privateRoute,
        summary: 'Options of each text block of CONDIÇÕES COMERCIAIS (editor)',
        response: { 200: CommercialTemplateOptionsSchema, ...errors },
      },
    },
    async (request) => listCommercialOptions(db, requirePrincipal(request)),
  );

  app.get(
    BASE,
    {
      schema: {
        ...privateRoute,
        summary: 'Every text option that is not archived (editor)',
        response: { 200: TemplateOptionListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listTemplates(db, requirePrincipal(request)) }),
  );

  app.post(
    BASE,
    {
      schema: {
        ...privateRoute,
        summary: 'Creates a text option (editor); isDefault takes the flag from the others',
        body: TemplateInputSchema,
        response: { 201: TemplateOptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const template = await createTemplate(db, requirePrincipal(request), request.body);
      return reply.status(201).header('etag', versionTag(template.version)).send(template);
    },
  );

  app.put(
    `${BASE}/:templateId`,
    {
      schema: {
        ...privateRoute,
        summary: 'Updates a text option over the version it was loaded at (editor)',
        description:
          'The version goes in the body (`version`) or in an If-Match header: without it 428 PRECONDITION_REQUIRED, a stale one 409 CONFLICT. isDefault true takes the flag from the other option of the same kind (and equipment type).',
        params: TemplateParamsSchema,
        body: TemplateInputSchema,
        response: { 200: TemplateOptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      // A non-editor learns nothing more than 403, whatever the version they sent.
      assertTemplateEditor(principal);
      const expectedVersion = readExpectedVersion(
        request.body.version,
        request.headers['if-match'],
      );
      const template = await updateTemplate(
        db,
        principal,
        request.params.templateId,
        request.body,
        expectedVersion,
      );
      return reply.header('etag', versionTag(template.version)).send(template);
    },
  );

  app.delete(
    `${BASE}/:templateId`,
    {
      schema: {
        ...privateRoute,
        summary: 'Archives a text option (editor): no longer offered, texts filled from it stay',
        params: TemplateParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await archiveTemplate(db, requirePrincipal(request), request.params.templateId);
      return reply.status(204).send(null);
    },
  );
};
