import {
  ApiErrorSchema,
  IdParamsSchema,
  ProjectEventPageSchema,
  ProjectEventQuerySchema,
  ProjectInputSchema,
  ProjectListQuerySchema,
  ProjectOwnerSchema,
  ProjectSchema,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  z,
} from '@camara-fria/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readExpectedVersion, versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import { notModifiedResponse, tagAnswer, tagAnswerWith } from '../../plugins/http-cache.ts';
import { buildLinkHeader } from './pagination.ts';
import {
  archiveProject,
  copyProject,
  createProject,
  deleteProject,
  getProject,
  getProjectEvents,
  listProjectOwners,
  listProjects,
  updateProject,
  type CopyProjectContents,
  type ProjectDeletionCheck,
  type ProjectEquipmentChanged,
} from './projects.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  428: ApiErrorSchema,
};
const privateRoute = { security: [{ bearer: [] }], tags: ['projects'] };

/** The route's own answer serializer (compiled from its 200 schema), as text. */
function serializeJson(reply: FastifyReply, value: unknown): string {
  const text = reply.serialize(value);
  if (typeof text !== 'string') throw new Error('a JSON answer serialized to bytes');
  return text;
}

/** Sends JSON text already written by {@link serializeJson}, as is. */
function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

export const projectRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
  copyContents: CopyProjectContents;
  checkDeletion: ProjectDeletionCheck;
  /** Told when a project is saved (its customer prices the draft's taxes, ADR 072). */
  customerChanged: ProjectEquipmentChanged;
}> = async (app, { db, publicUrl, copyContents, checkDeletion, customerChanged }) => {
  app.get(
    '/v1/projects',
    {
      schema: {
        ...privateRoute,
        summary: 'Projects the user may see, newest first',
        description: `The body is one page; the ${TOTAL_COUNT_HEADER} header gives the total, counted up to five pages past this one (${TOTAL_COUNT_CAPPED_HEADER}: true when more match) and the Link header first/prev/next/last.`,
        querystring: ProjectListQuerySchema,
        response: { 200: z.array(ProjectSchema), ...notModifiedResponse, ...errors },
      },
      // The page's tag covers the headers beside it: the total may change while the page does not.
      onSend: tagAnswerWith([TOTAL_COUNT_HEADER, TOTAL_COUNT_CAPPED_HEADER, 'link']),
    },
    async (request, reply) => {
      const query = request.query;
      const { body, total, isTotalCapped } = await listProjects(
        db,
        requirePrincipal(request),
        query,
        (items) => serializeJson(reply, items),
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      if (isTotalCapped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
      reply.header(
        'link',
        buildLinkHeader({
          baseUrl: `${publicUrl}/v1/projects`,
          query: { ...query, archived: query.archived ? 'true' : null },
          page: query.page,
          size: query.size,
          total,
        }),
      );
      return sendJsonText(reply, body);
    },
  );

  app.post(
    '/v1/projects',
    {
      schema: {
        ...privateRoute,
        summary: 'Creates a project owned by the signed-in user',
        body: ProjectInputSchema,
        response: { 201: ProjectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const project = await createProject(db, requirePrincipal(request), request.body);
      return reply.status(201).send(project);
    },
  );

  app.get(
    '/v1/projects/:id',
    {
      schema: {
        ...privateRoute,
        summary: 'One project',
        description:
          'The ETag is `"<version>-<digest of the answer>"`: If-Match takes it (or the bare version), If-None-Match with it answers 304 while nothing shown changed (the total of the draft proposal included).',
        params: IdParamsSchema,
        response: { 200: ProjectSchema, ...notModifiedResponse, ...errors },
      },
      onSend: tagAnswer,
    },
    async (request, reply) => {
      const project = await getProject(db, requirePrincipal(request), request.params.id);
      return reply.header('etag', versionTag(project.version)).send(project);
    },
  );

  app.put(
    '/v1/projects/:id',
    {
      schema: {
        ...privateRoute,
        summary: 'Updates a project over the version it was loaded at',
        description:
          'The version goes in the body (`version`) or in an If-Match header (the ETag of GET): without it 428 PRECONDITION_REQUIRED, a stale one 409 CONFLICT.',
        params: IdParamsSchema,
        body: ProjectInputSchema,
        response: { 200: ProjectSchema, ...errors },
      },
      onSend: tagAnswer,
    },
    async (request, reply) => {
      const expectedVersion = readExpectedVersion(
        request.body.version,
        request.headers['if-match'],
      );
      const project = await updateProject(
        db,
        requirePrincipal(request),
        request.params.id,
        request.body,
        expectedVersion,
        customerChanged,
      );
      return reply.header('etag', versionTag(project.version)).send(project);
    },
  );

  app.post(
    '/v1/projects/:id/copy',
    {
      schema: {
        ...privateRoute,
        summary: 'Copies a project (named "Cópia de …", pending, owned by the caller)',
        params: IdParamsSchema,
        response: { 201: ProjectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const project = await copyProject(
        db,
        requirePrincipal(request),
        request.params.id,
        copyContents,
      );
      return reply.status(201).send(project);
    },
  );

  app.get(
    '/v1/projects/:id/events',
    {
      schema: {
        ...privateRoute,
        summary: "The project's trail (Histórico), newest first",
        description:
          'Every revision issued, send, link, view, download, decision, status change and reminder, with who and when (docs/decisions/077). Its owner and the editors; 404 for anyone else. `cursor`: the `nextCursor` of the previous page.',
        params: IdParamsSchema,
        querystring: ProjectEventQuerySchema,
        response: { 200: ProjectEventPageSchema, ...errors },
      },
    },
    async (request) =>
      getProjectEvents(db, requirePrincipal(request), request.params.id, request.query),
  );

  app.get(
    '/v1/projects/owners',
    {
      schema: {
        ...privateRoute,
        summary: "Who owns projects (editors only): the options of the list's owner filter",
        response: { 200: z.array(ProjectOwnerSchema), ...errors },
      },
    },
    async (request) => listProjectOwners(db, requirePrincipal(request)),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/v1/projects/:id/${action}`,
      {
        schema: {
          ...privateRoute,
          summary: archived
            ? 'Archives a project: the list leaves it out unless asked for archived ones'
            : 'Unarchives a project',
          description: 'Idempotent; neither the version nor the update time moves (ADR 065).',
          params: IdParamsSchema,
          response: { 200: ProjectSchema, ...errors },
        },
      },
      async (request) => archiveProject(db, requirePrincipal(request), request.params.id, archived),
    );
  }

  app.delete(
    '/v1/projects/:id',
    {
      schema: {
        ...privateRoute,
        summary: 'Deletes a project with its rooms, systems and proposal',
        description:
          'Its owner or an editor. 409 PROJECT_HAS_ISSUED_PROPOSAL when a revision of its proposal was issued or sent: it is archived instead (ADR 065).',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProject(db, requirePrincipal(request), request.params.id, checkDeletion);
      return reply.status(204).send(null);
    },
  );
};
