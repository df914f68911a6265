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
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import type { CatalogStore } from './catalog-store.ts';

export const catalogErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
};
export const catalogRoute = { security: [{ bearer: [] }], tags: ['catalog'] };

/** Catalogue version, options lookups, model lists and searches (spec part 2 §7). */
export const catalogRoutes: FastifyPluginAsyncZod<{ store: CatalogStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/v1/catalog/versions/active',
    {
      schema: {
        ...catalogRoute,
        summary: 'The active catalogue version (demonstration data or an import)',
        response: { 200: CatalogVersionSchema, ...catalogErrors },
      },
    },
    () => getActiveVersion(store),
  );

  app.get(
    '/v1/catalog/evaporators/options',
    {
      schema: {
        ...catalogRoute,
        summary: 'Evaporator options of a line, or of every line with productLine=Todos',
        querystring: CatalogOptionsQuerySchema,
        response: { 200: EvaporatorOptionsSchema, ...catalogErrors },
      },
    },
    (request) => getEvaporatorOptions(store, request.query.productLine),
  );

  app.get(
    '/v1/catalog/condensing-units/options',
    {
      schema: {
        ...catalogRoute,
        summary: 'Condensing-unit options of a line, or of every line with productLine=Todos',
        querystring: CatalogOptionsQuerySchema,
        response: { 200: CondensingUnitOptionsSchema, ...catalogErrors },
      },
    },
    (request) => getCondensingUnitOptions(store, request.query.productLine),
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
        response: { 200: CompressorListAnswerSchema, ...catalogErrors },
      },
    },
    () => listCompressors(store),
  );

  app.get(
    '/v1/catalog/condensers',
    {
      schema: {
        ...catalogRoute,
        summary: 'Remote condensers of the catalogue (id, model, image...)',
        response: { 200: CondenserListAnswerSchema, ...catalogErrors },
      },
    },
    () => listCondensers(store),
  );
};
