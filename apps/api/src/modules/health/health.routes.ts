import {
  ApiErrorSchema,
  HealthSchema,
  ReadinessSchema,
  type ApiError,
} from '@camara-fria/contracts';
import { PRODUCT_VERSION } from '@camara-fria/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { pingDatabase } from './health.repository.ts';

/** How long /health/ready waits for the database's answer before it says "not ready". */
export const READINESS_TIMEOUT_MS = 2000;

/** Resolves true when the database answered within `timeoutMs`, false when it failed or kept silent. */
async function databaseAnswers(database: DatabaseHandle, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      pingDatabase(database.db).then(
        () => true,
        () => false,
      ),
      silent,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health: liveness, answered by the process alone (no database), so a process manager does
 * not restart a server whose database is away. GET /health/ready: readiness, whether the database
 * answers `select 1` within READINESS_TIMEOUT_MS; a load balancer sends traffic only where it is
 * 200. While the server drains after SIGTERM both answer 503 SHUTTING_DOWN (src/server.ts).
 */
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
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const, version: PRODUCT_VERSION, database: database.kind }),
  );
  app.get(
    '/health/ready',
    {
      config: { isPublic: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers select 1 within 2 s',
        response: { 200: ReadinessSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(database, READINESS_TIMEOUT_MS)) return { status: 'ok' as const };
      request.log.warn('readiness: the database did not answer');
      return reply.status(503).send({
        code: 'DATABASE_UNAVAILABLE',
        message: 'O banco de dados não responde.',
      } satisfies ApiError);
    },
  );
};
