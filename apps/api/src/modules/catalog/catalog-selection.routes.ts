import {
  CalculationAnswerSchema,
  CalculationRequestSchema,
  ComparisonAnswerSchema,
  ComparisonRequestSchema,
  SkuLookupAnswerSchema,
  SkuLookupRequestSchema,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogErrors, catalogRoute } from './catalog.routes.ts';
import { calculateSystem, compareCatalogModels, lookupSkus } from './catalog-selection.service.ts';
import type { CatalogStore } from './catalog-store.ts';

/** SKU lookup, "Calcular" and comparison (spec part 2 §7). */
export const catalogSelectionRoutes: FastifyPluginAsyncZod<{ store: CatalogStore }> = async (
  app,
  { store },
) => {
  app.post(
    '/v1/catalog/skus',
    {
      schema: {
        ...catalogRoute,
        summary: 'SKUs of a chosen model, rated (evaporators at DT 6 K by default)',
        body: SkuLookupRequestSchema,
        response: { 200: SkuLookupAnswerSchema, ...catalogErrors },
      },
    },
    (request) => lookupSkus(store, request.body),
  );

  app.post(
    '/v1/catalog/calculation',
    {
      schema: {
        ...catalogRoute,
        summary: 'Resulting DT and capacity: the balance point of evaporators and condensing unit',
        body: CalculationRequestSchema,
        response: { 200: CalculationAnswerSchema, ...catalogErrors },
      },
    },
    (request) => calculateSystem(store, request.body),
  );

  app.post(
    '/v1/catalog/comparison',
    {
      schema: {
        ...catalogRoute,
        summary: 'Up to 3 evaporators or condensing units side by side',
        body: ComparisonRequestSchema,
        response: { 200: ComparisonAnswerSchema, ...catalogErrors },
      },
    },
    (request) => compareCatalogModels(store, request.body),
  );
};
