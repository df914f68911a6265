import {
  ApiErrorSchema,
  BRAZILIAN_STATES,
  CitySchema,
  StateParamsSchema,
  StateSchema,
  z,
} from '@camara-fria/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { municipalities } from '../../db/schema/index.ts';

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
    async (request) =>
      db
        .select({ ibgeCode: municipalities.ibgeCode, name: municipalities.name })
        .from(municipalities)
        .where(eq(municipalities.uf, request.params.uf))
        .orderBy(asc(municipalities.name)),
  );
};
