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
import { createAnswerCache, notModifiedResponse, sendTagged } from '../../plugins/http-cache.ts';
import {
  findGoods,
  findGoodsGroup,
  findGoodsGroups,
  findMaterials,
  findRefrigerants,
} from './reference-data.repository.ts';

const privateRoute = { security: [{ bearer: [] }], tags: ['reference data'] };
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** The tables are seeded at start-up and never written by the API: one version per process. */
const SEEDED = 'seeded';

const goodsList = z.array(GoodsSchema);
const groupList = z.array(GoodsGroupSchema);
const refrigerantList = z.array(RefrigerantSchema);
const materialList = z.array(MaterialSchema);

/**
 * Read-only lists every screen needs: read and serialized once, then sent from memory with an
 * ETag, 304 when the client's copy is current (plugins/http-cache.ts).
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const answers = createAnswerCache();
  app.get(
    '/v1/goods',
    {
      schema: {
        ...privateRoute,
        summary: 'Every good with its thermal properties',
        response: { 200: goodsList, ...notModifiedResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendTagged(
        request,
        reply,
        await answers.get('goods', SEEDED, goodsList, () => findGoods(db)),
      ),
  );

  app.get(
    '/v1/goods/groups',
    {
      schema: {
        ...privateRoute,
        summary: 'Product groups',
        response: { 200: groupList, ...notModifiedResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendTagged(
        request,
        reply,
        await answers.get('groups', SEEDED, groupList, () => findGoodsGroups(db)),
      ),
  );

  app.get(
    '/v1/goods/groups/:id/goods',
    {
      schema: {
        ...privateRoute,
        summary: 'Goods of one product group',
        params: IdParamsSchema,
        response: { 200: goodsList, ...notModifiedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const tagged = await answers.get(`goods-of-group:${id}`, SEEDED, goodsList, async () => {
        const group = await findGoodsGroup(db, id);
        if (!group) throw notFound('Grupo de produtos não encontrado.');
        return findGoods(db, group.id);
      });
      return sendTagged(request, reply, tagged);
    },
  );

  app.get(
    '/v1/refrigerants',
    {
      schema: {
        ...privateRoute,
        summary: 'Refrigerant fluids',
        response: { 200: refrigerantList, ...notModifiedResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendTagged(
        request,
        reply,
        await answers.get('refrigerants', SEEDED, refrigerantList, () => findRefrigerants(db)),
      ),
  );

  app.get(
    '/v1/materials',
    {
      schema: {
        ...privateRoute,
        summary: 'Insulation and construction materials with their conductivities',
        response: { 200: materialList, ...notModifiedResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendTagged(
        request,
        reply,
        await answers.get('materials', SEEDED, materialList, () => findMaterials(db)),
      ),
  );
};
