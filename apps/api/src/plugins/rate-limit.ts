import net from 'node:net';
import rateLimit, { type errorResponseBuilderContext } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { AppError } from '../lib/app-error.ts';
import { describeWait } from '../lib/describe-wait.ts';
import type { Principal } from './token-verifier.ts';

const WINDOW_MS = 60_000;

/** Routes of sign-in form posts and token calls, as the router matched them. */
const AUTH_ROUTES = new Set(['/oauth2/token', '/oidc/interaction/:uid/login']);

/**
 * The same calls by normalised path: also the embedded provider's own token endpoint, which is
 * handed the raw request before the router (oidc/embedded-provider.ts), so no route matches it.
 */
const AUTH_PATH = /^\/(?:oauth2\/token|oidc\/token|oidc\/interaction\/[^/]+\/login)\/?$/;

/**
 * The path as the router reads it: percent-escapes decoded, repeated slashes collapsed and dot
 * segments resolved (WHATWG URL), so `/%6fauth2/token`, `/oidc/./token` and `/oidc//token` are
 * the paths they reach.
 */
export function normalisePath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the router refuses it as it is; compare the path as it came.
  }
  return new URL(decoded.replace(/[/\\]{2,}/g, '/'), 'http://localhost').pathname;
}

/**
 * Sign-in form posts and token calls: the tight per-address limit. Decided on the matched route,
 * as the authentication hook decides (plugins/authenticate.ts), or on the normalised path: never
 * on the URL text, which a percent-escape would move to the general limit.
 */
function isAuthCall(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const route = request.is404 ? undefined : request.routeOptions.url;
  return (
    (route !== undefined && AUTH_ROUTES.has(route)) || AUTH_PATH.test(normalisePath(request.url))
  );
}

/** The customer's routes (issue 31): no sign-in, the link's token is the key. */
export const PUBLIC_PREFIX = '/v1/public/';

/**
 * A request to the customer's routes, decided on the route the router matched, or on the
 * normalised path when none matched (docs/decisions/045): never on the URL text.
 */
export function isCustomerCall(request: FastifyRequest): boolean {
  const route = request.is404 ? undefined : request.routeOptions.url;
  if (route !== undefined) return route.startsWith(PUBLIC_PREFIX);
  return normalisePath(request.url).startsWith(PUBLIC_PREFIX);
}

const tooManyRequests = (_request: FastifyRequest, context: errorResponseBuilderContext) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `Muitas requisições. Tente novamente ${describeWait(Math.max(1, Math.ceil(context.ttl / 1000)))}.`,
  );

/**
 * Request limits per minute (@fastify/rate-limit, counted in this process's memory): sign-in
 * and token calls per client address; the customer's routes (/v1/public/*, decided on the
 * matched route or the normalised path) per address, with their own allowance; everything else
 * per signed-in user, or per address for
 * requests without a valid token (so made-up tokens share their sender's bucket). Registered
 * before the identity provider's own routes so /oidc/token is counted too. RATE_LIMIT=off
 * (limits null) registers nothing.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  limits: AppConfig['rateLimit'],
  verifyAccessToken: (token: string) => Promise<Principal>,
): Promise<void> {
  if (!limits) return;
  await app.register(rateLimit, { global: false });
  const byAddress = (request: FastifyRequest) => `address:${request.ip}`;
  const auth = app.rateLimit({
    max: limits.authPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: byAddress,
    errorResponseBuilder: tooManyRequests,
  });
  const general = app.rateLimit({
    max: limits.perMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: async (request) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return byAddress(request);
      try {
        const principal = await verifyAccessToken(token);
        // Verified once: the authentication hook, which runs next, uses it as it is.
        request.principal = principal;
        return `user:${principal.issuer} ${principal.subject}`;
      } catch {
        return byAddress(request);
      }
    },
    errorResponseBuilder: tooManyRequests,
  });
  // The customer's pages (issue 31): no sign-in, so per address, whatever token is sent.
  const customer = app.rateLimit({
    max: limits.publicPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `public:${request.ip}`,
    errorResponseBuilder: tooManyRequests,
  });
  app.addHook('onRequest', async (request, reply) => {
    // In-process calls (the token proxy injects into the embedded provider) were counted
    // when they came in from the network; they have no socket of their own.
    if (!(request.raw.socket instanceof net.Socket)) return;
    const limiter = isAuthCall(request) ? auth : isCustomerCall(request) ? customer : general;
    await limiter.call(app, request, reply);
  });
}
