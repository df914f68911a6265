import { HealthSchema } from '@camara-fria/contracts';
import { PRODUCT_VERSION } from '@camara-fria/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { pingDatabase } from './health.repository.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { isPublic: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      await pingDatabase(database.db);
      return { status: 'ok' as const, version: PRODUCT_VERSION, database: database.kind };
    },
  );
};
