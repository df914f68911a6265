import type { FastifyInstance } from 'fastify';
import { readRequestOrigin } from '../config/app-origins.ts';
import { shouldServeSpa } from './web-app.ts';

/**
 * A page of the web app asked for at an address it may not be opened at (its Host is none of
 * `appOrigins`: PUBLIC_URL, EMBEDDED_IDP_EXTRA_ORIGINS and their loopback aliases) is
 * redirected to the same page at PUBLIC_URL, where sign-in works, instead of failing later at
 * the identity provider (invalid_redirect_uri). The API, the provider and the health checks
 * answer at any address (docs/decisions/064).
 */
export function registerForeignHostRedirect(
  app: FastifyInstance,
  appOrigins: readonly string[],
): void {
  const [publicOrigin] = appOrigins;
  if (!publicOrigin) throw new Error('no application origin configured');
  const allowed = new Set(appOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!shouldServeSpa(request.method, request.url, request.headers.accept)) return;
    const origin = readRequestOrigin(request.protocol, request.host);
    if (origin === null || allowed.has(origin)) return;
    return reply.header('cache-control', 'no-store').redirect(`${publicOrigin}${request.url}`, 302);
  });
}
