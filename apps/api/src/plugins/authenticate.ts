import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/app-error.ts';
import type { Principal, TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that answers without a bearer token; every other route needs one. */
    isPublic?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Every route needs an unexpired, verified bearer token unless its definition says
 * `config: { isPublic: true }`. The decision is made on the route the router matched, never on
 * the URL text: `/%76%31/materials` and `/v1/materials` are the same route, and so is the answer.
 * Register this before any route: Fastify copies hooks into a plugin scope when it is created.
 */
export function registerAuthentication(app: FastifyInstance, verifier: TokenVerifier): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    // Nothing matched: the not-found handler answers 404, or the web app's index.html.
    if (request.is404) return;
    if (request.routeOptions.config.isPublic === true) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated('Autenticação necessária.');
    // The request limiter (plugins/rate-limit.ts) may have verified this very header already.
    request.principal ??= await verifier.verifyAccessToken(match[1]);
  });
}

/**
 * Marks public every route declared in `scope` from now on: for third-party plugins whose route
 * definitions are not ours to write (the API docs, the web app's static files). Use it inside a
 * plugin of its own, so the mark stays in that scope:
 * `app.register(async (docs) => { markRoutesPublic(docs); await docs.register(swaggerUi) })`.
 */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, isPublic: true };
  });
}

/** The signed-in user of a private route (the hook above guarantees one). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated('Autenticação necessária.');
  return request.principal;
}
