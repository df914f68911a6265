import {
  ApiErrorSchema,
  ProjectRoomsParamsSchema,
  RoomInputSchema,
  RoomListQuerySchema,
  RoomParamsSchema,
  RoomSchema,
  z,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import { createRoom, deleteRoom, getRoom, listRooms, updateRoom } from './rooms.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const privateRoute = { security: [{ bearer: [] }], tags: ['rooms'] };

export const roomRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/projects/:projectId/rooms',
    {
      schema: {
        ...privateRoute,
        summary: 'Rooms of a project (embed=heatLoadSummary adds each heat load)',
        params: ProjectRoomsParamsSchema,
        querystring: RoomListQuerySchema,
        response: { 200: z.array(RoomSchema), ...errors },
      },
    },
    async (request) =>
      listRooms(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.query.embed === 'heatLoadSummary',
      ),
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
    },
    async (request, reply) => {
      const room = await createRoom(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.body,
      );
      return reply.status(201).send(room);
    },
  );

  app.get(
    '/v1/projects/:projectId/rooms/:id',
    {
      schema: {
        ...privateRoute,
        summary: 'One room with its heat load and memorial de cálculo',
        params: RoomParamsSchema,
        response: { 200: RoomSchema, ...errors },
      },
    },
    async (request) =>
      getRoom(db, requirePrincipal(request), request.params.projectId, request.params.id),
  );

  app.put(
    '/v1/projects/:projectId/rooms/:id',
    {
      schema: {
        ...privateRoute,
        summary: 'Updates a room and recomputes its heat load; a stale `version` gets 409',
        params: RoomParamsSchema,
        body: RoomInputSchema,
        response: { 200: RoomSchema, ...errors },
      },
    },
    async (request) =>
      updateRoom(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.params.id,
        request.body,
      ),
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
      await deleteRoom(db, requirePrincipal(request), request.params.projectId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
