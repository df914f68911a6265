import {
  ApiErrorSchema,
  BRAZILIAN_STATES,
  CepLocationSchema,
  CepParamsSchema,
  CitySchema,
  StateParamsSchema,
  StateSchema,
  z,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createAnswerCache, notModifiedResponse, sendTagged } from '../../plugins/http-cache.ts';
import { findCities } from './locations.repository.ts';
import { locateCep } from './locations.service.ts';

const privateRoute = { security: [{ bearer: [] }], tags: ['locations'] };

const stateList = z.array(StateSchema);
const cityList = z.array(CitySchema);

/**
 * The states (a constant) and the municipalities (seeded at start-up, never written by the API):
 * serialized once each, sent from memory with an ETag, 304 when current (plugins/http-cache.ts).
 */
export const locationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const answers = createAnswerCache();
  app.get(
    '/v1/locations/states',
    {
      schema: {
        ...privateRoute,
        summary: 'The 27 Brazilian states',
        response: { 200: stateList, ...notModifiedResponse, 401: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendTagged(
        request,
        reply,
        await answers.get('states', 'seeded', stateList, () =>
          BRAZILIAN_STATES.map((state) => ({ uf: state.uf, name: state.name })),
        ),
      ),
  );

  app.get(
    '/v1/locations/states/:uf/cities',
    {
      schema: {
        ...privateRoute,
        summary: 'Municipalities of one state (IBGE), by name',
        params: StateParamsSchema,
        response: {
          200: cityList,
          ...notModifiedResponse,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { uf } = request.params;
      const tagged = await answers.get(`cities:${uf}`, 'seeded', cityList, () =>
        findCities(db, uf),
      );
      return sendTagged(request, reply, tagged);
    },
  );

  app.get(
    '/v1/locations/ceps/:cep',
    {
      schema: {
        ...privateRoute,
        summary:
          "A CEP's state, and its city where the city's range is listed (Correios CEP ranges; null: not known)",
        params: CepParamsSchema,
        response: { 200: CepLocationSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => locateCep(request.params.cep),
  );
};
