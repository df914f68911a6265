import {
  ApiErrorSchema,
  BRAZILIAN_STATES,
  CitySchema,
  StateParamsSchema,
  StateSchema,
  z,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { findCities } from './locations.repository.ts';

const privateRoute = { security: [{ bearer: [] }], tags: ['locations'] };

export const locationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/locations/states',
    {
      schema: {
        ...privateRoute,
        summary: 'The 27 Brazilian states',
        response: { 200: z.array(StateSchema), 401: ApiErrorSchema },
      },
    },
    () => BRAZILIAN_STATES.map((state) => ({ uf: state.uf, name: state.name })),
  );

  app.get(
    '/v1/locations/states/:uf/cities',
    {
      schema: {
        ...privateRoute,
        summary: 'Municipalities of one state (IBGE), by name',
        params: StateParamsSchema,
        response: { 200: z.array(CitySchema), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => findCities(db, request.params.uf),
  );
};
