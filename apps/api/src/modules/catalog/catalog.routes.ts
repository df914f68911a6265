import {
  ApiErrorSchema,
  CatalogModelsAnswerSchema,
  CatalogModelsRequestSchema,
  CatalogOptionsQuerySchema,
  CatalogVersionSchema,
  CompressorListAnswerSchema,
  CondenserListAnswerSchema,
  CondensingUnitOptionsSchema,
  CondensingUnitSearchAnswerSchema,
  CondensingUnitSearchRequestSchema,
  EvaporatorOptionsSchema,
  EvaporatorSearchAnswerSchema,
  EvaporatorSearchRequestSchema,
  type z,
} from '@camara-fria/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAnswerCache, notModifiedResponse, sendTagged } from '../../plugins/http-cache.ts';
import {
  findCondensingUnitModels,
  findEvaporatorModels,
  getActiveVersion,
  getCondensingUnitOptions,
  getEvaporatorOptions,
  listCatalogModels,
  listCompressors,
  listCondensers,
} from './catalog.service.ts';
import type { CatalogStore, LoadedCatalog } from './catalog-store.ts';

export const catalogErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
};
export const catalogRoute = { security: [{ bearer: [] }], tags: ['catalog'] };

/**
 * Catalogue version, options lookups, model lists and searches (spec part 2 §7).
 *
 * The GET lists are kept serialized per active version (an import activates a new version id and
 * so drops them) and sent with an ETag, 304 when the client's copy is current.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ store: CatalogStore }> = async (
  app,
  { store },
) => {
  const answers = createAnswerCache();
  const sendActive = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<T>,
    produce: (loaded: LoadedCatalog) => T,
  ) => {
    const loaded = await store.getActive();
    const tagged = await answers.get(key, loaded.version.id, schema, () => produce(loaded));
    return sendTagged(request, reply, tagged);
  };

  app.get(
    '/v1/catalog/versions/active',
    {
      schema: {
        ...catalogRoute,
        summary: 'The active catalogue version (demonstration data or an import)',
        response: { 200: CatalogVersionSchema, ...notModifiedResponse, ...catalogErrors },
      },
    },
    (request, reply) =>
      sendActive(request, reply, 'version', CatalogVersionSchema, getActiveVersion),
  );

  app.get(
    '/v1/catalog/evaporators/options',
    {
      schema: {
        ...catalogRoute,
        summary: 'Evaporator options of a line, or of every line with productLine=Todos',
        querystring: CatalogOptionsQuerySchema,
        response: { 200: EvaporatorOptionsSchema, ...notModifiedResponse, ...catalogErrors },
      },
    },
    (request, reply) => {
      const { productLine } = request.query;
      return sendActive(
        request,
        reply,
        `evaporator-options:${productLine ?? ''}`,
        EvaporatorOptionsSchema,
        (loaded) => getEvaporatorOptions(loaded, productLine),
      );
    },
  );

  app.get(
    '/v1/catalog/condensing-units/options',
    {
      schema: {
        ...catalogRoute,
        summary: 'Condensing-unit options of a line, or of every line with productLine=Todos',
        querystring: CatalogOptionsQuerySchema,
        response: { 200: CondensingUnitOptionsSchema, ...notModifiedResponse, ...catalogErrors },
      },
    },
    (request, reply) => {
      const { productLine } = request.query;
      return sendActive(
        request,
        reply,
        `condensing-unit-options:${productLine ?? ''}`,
        CondensingUnitOptionsSchema,
        (loaded) => getCondensingUnitOptions(loaded, productLine),
      );
    },
  );

  app.post(
    '/v1/catalog/evaporators/search',
    {
      schema: {
        ...catalogRoute,
        summary: 'Evaporator models for a room: unitCapacityDt multiplied by the count',
        body: EvaporatorSearchRequestSchema,
        response: { 200: EvaporatorSearchAnswerSchema, ...catalogErrors },
      },
    },
    (request) => findEvaporatorModels(store, request.body),
  );

  app.post(
    '/v1/catalog/condensing-units/search',
    {
      schema: {
        ...catalogRoute,
        summary:
          'Condensing units above 90 % of the load: capacities × count, × 0.83 without 60 Hz',
        body: CondensingUnitSearchRequestSchema,
        response: { 200: CondensingUnitSearchAnswerSchema, ...catalogErrors },
      },
    },
    (request) => findCondensingUnitModels(store, request.body),
  );

  app.post(
    '/v1/catalog',
    {
      schema: {
        ...catalogRoute,
        summary: 'Models of a line (evaporator.productLine or condensingUnit.productLine)',
        body: CatalogModelsRequestSchema,
        response: { 200: CatalogModelsAnswerSchema, ...catalogErrors },
      },
    },
    (request) => listCatalogModels(store, request.body),
  );

  app.get(
    '/v1/catalog/compressors',
    {
      schema: {
        ...catalogRoute,
        summary: 'Rack compressor units of the catalogue (id, model, image...)',
        response: { 200: CompressorListAnswerSchema, ...notModifiedResponse, ...catalogErrors },
      },
    },
    (request, reply) =>
      sendActive(request, reply, 'compressors', CompressorListAnswerSchema, listCompressors),
  );

  app.get(
    '/v1/catalog/condensers',
    {
      schema: {
        ...catalogRoute,
        summary: 'Remote condensers of the catalogue (id, model, image...)',
        response: { 200: CondenserListAnswerSchema, ...notModifiedResponse, ...catalogErrors },
      },
    },
    (request, reply) =>
      sendActive(request, reply, 'condensers', CondenserListAnswerSchema, listCondensers),
  );
};
