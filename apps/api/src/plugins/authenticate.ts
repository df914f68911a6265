import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/app-error.ts';
import type { Principal, TokenVerifier } from '../modules/auth/token-verifier.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /v1 route that answers without a bearer token. */
    isPublic?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Every /v1 route needs an unexpired, verified bearer token unless it is marked public. */
export function registerAuthentication(app: FastifyInstance, verifier: TokenVerifier): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/') || request.routeOptions.config?.isPublic) return;
    if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated('Autenticação necessária.');
    request.principal = await verifier.verifyAccessToken(match[1]);
  });
}

/** The signed-in user of a private route (the hook above guarantees one). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated('Autenticação necessária.');
  return request.principal;
}
