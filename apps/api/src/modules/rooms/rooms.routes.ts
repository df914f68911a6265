import {
  ApiErrorSchema,
  ProjectRoomsParamsSchema,
  RoomInputSchema,
  RoomListItemSchema,
  RoomListQuerySchema,
  RoomParamsSchema,
  RoomSchema,
  z,
} from '@camara-fria/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readExpectedVersion, versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import { notModifiedResponse, sendSerialized, tagAnswer } from '../../plugins/http-cache.ts';
import {
  createRoom,
  deleteRoom,
  getRoom,
  listRoomsSerialized,
  updateRoom,
  type RoomDeletionHooks,
} from './rooms.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  428: ApiErrorSchema,
};
/** The route's own answer serializer (compiled from its 200 schema), as text. */
function serializeJson(reply: FastifyReply, value: unknown): string {
  const text = reply.serialize(value);
  if (typeof text !== 'string') throw new Error('a JSON answer serialized to bytes');
  return text;
}

const privateRoute = { security: [{ bearer: [] }], tags: ['rooms'] };

export const roomRoutes: FastifyPluginAsyncZod<{
  db: Database;
  deletionHooks: RoomDeletionHooks;
}> = async (app, { db, deletionHooks }) => {
  app.get(
    '/v1/projects/:projectId/rooms',
    {
      schema: {
        ...privateRoute,
        summary: 'Rooms of a project (embed=heatLoadSummary adds each heat load)',
        description:
          'A stored room that no longer validates is listed with `heatLoad: null` and `invalid: { code, message }` instead of its data.',
        params: ProjectRoomsParamsSchema,
        querystring: RoomListQuerySchema,
        response: { 200: z.array(RoomListItemSchema), ...notModifiedResponse, ...errors },
      },
      onSend: tagAnswer,
    },
    async (request, reply) => {
      const answer = await listRoomsSerialized(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.query.embed === 'heatLoadSummary',
        (items) => serializeJson(reply, items),
      );
      return sendSerialized(reply, answer);
    },
  );

  app.post(
    '/v1/projects/:projectId/rooms',
    {
      schema: {
        ...privateRoute,
        summary: 'Creates a room; the server computes its heat load',
        params: ProjectRoomsParamsSchema,
        body: RoomInputSchema,
        response: { 201: RoomSchema, ...errors },
      },
      onSend: tagAnswer,
    },
    async (request, reply) => {
      const room = await createRoom(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.body,
      );
      return reply.status(201).header('etag', versionTag(room.version)).send(room);
    },
  );

  app.get(
    '/v1/projects/:projectId/rooms/:id',
    {
      schema: {
        ...privateRoute,
        summary: 'One room with its heat load and memorial de cálculo',
        description:
          'A stored room that no longer validates answers 422 STORED_ROOM_INVALID. The ETag is `"<version>-<digest of the answer>"`: If-Match takes it (or the bare version), If-None-Match with it answers 304 while nothing shown changed.',
        params: RoomParamsSchema,
        response: { 200: RoomSchema, ...notModifiedResponse, ...errors },
      },
      onSend: tagAnswer,
    },
    async (request, reply) => {
      const room = await getRoom(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.params.id,
      );
      return reply.header('etag', versionTag(room.version)).send(room);
    },
  );

  app.put(
    '/v1/projects/:projectId/rooms/:id',
    {
      schema: {
        ...privateRoute,
        summary: 'Updates a room over the version it was loaded at and recomputes its heat load',
        description:
          'The version goes in the body (`version`) or in an If-Match header (the ETag of GET): without it 428 PRECONDITION_REQUIRED, a stale one 409 CONFLICT.',
        params: RoomParamsSchema,
        body: RoomInputSchema,
        response: { 200: RoomSchema, ...errors },
      },
      onSend: tagAnswer,
    },
    async (request, reply) => {
      const expectedVersion = readExpectedVersion(
        request.body.version,
        request.headers['if-match'],
      );
      const room = await updateRoom(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.params.id,
        request.body,
        expectedVersion,
      );
      return reply.header('etag', versionTag(room.version)).send(room);
    },
  );

  app.delete(
    '/v1/projects/:projectId/rooms/:id',
    {
      schema: {
        ...privateRoute,
        summary: 'Deletes a room',
        params: RoomParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRoom(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.params.id,
        deletionHooks,
      );
      return reply.status(204).send(null);
    },
  );
};
