import {
  ApiErrorSchema,
  GoodsGroupSchema,
  GoodsSchema,
  IdParamsSchema,
  MaterialSchema,
  RefrigerantSchema,
  z,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findGoods,
  findGoodsGroup,
  findGoodsGroups,
  findMaterials,
  findRefrigerants,
} from './reference-data.repository.ts';

const privateRoute = { security: [{ bearer: [] }], tags: ['reference data'] };
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export const referenceDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/goods',
    {
      schema: {
        ...privateRoute,
        summary: 'Every good with its thermal properties',
        response: { 200: z.array(GoodsSchema), ...errors },
      },
    },
    () => findGoods(db),
  );

  app.get(
    '/v1/goods/groups',
    {
      schema: {
        ...privateRoute,
        summary: 'Product groups',
        response: { 200: z.array(GoodsGroupSchema), ...errors },
      },
    },
    () => findGoodsGroups(db),
  );

  app.get(
    '/v1/goods/groups/:id/goods',
    {
      schema: {
        ...privateRoute,
        summary: 'Goods of one product group',
        params: IdParamsSchema,
        response: { 200: z.array(GoodsSchema), ...errors },
      },
    },
    async (request) => {
      const group = await findGoodsGroup(db, request.params.id);
      if (!group) throw notFound('Grupo de produtos não encontrado.');
      return findGoods(db, group.id);
    },
  );

  app.get(
    '/v1/refrigerants',
    {
      schema: {
        ...privateRoute,
        summary: 'Refrigerant fluids',
        response: { 200: z.array(RefrigerantSchema), ...errors },
      },
    },
    () => findRefrigerants(db),
  );

  app.get(
    '/v1/materials',
    {
      schema: {
        ...privateRoute,
        summary: 'Insulation and construction materials with their conductivities',
        response: { 200: z.array(MaterialSchema), ...errors },
      },
    },
    () => findMaterials(db),
  );
};
