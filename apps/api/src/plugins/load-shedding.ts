import type { ApiError } from '@camara-fria/contracts';
import type { FastifyInstance } from 'fastify';

/** Seconds a client is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Paths that reach the database: the API and the token endpoint. */
const LIMITED_PATH = /^\/(?:v1|oauth2)(?:[/?]|$)/;

/**
 * Bounds the requests the API works on at once. Every request waits for the database (PGlite
 * answers one query at a time; a PostgreSQL pool has 10 connections), so beyond `limit` a new
 * request would only queue, for seconds under a crowd, until the client gives up. It is answered
 * at once instead: 503 SERVER_BUSY with Retry-After. A request counts until its response is
 * finished or its connection closes (`close` fires in both cases, so the count cannot leak).
 */
export function registerLoadShedding(app: FastifyInstance, limit: number): void {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!LIMITED_PATH.test(request.url)) return;
    if (inFlight >= limit) {
      request.log.warn({ inFlight, limit }, 'server busy: request refused');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({
          code: 'SERVER_BUSY',
          message: 'O servidor está ocupado no momento. Tente de novo em alguns segundos.',
        } satisfies ApiError);
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
