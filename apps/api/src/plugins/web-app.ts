import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { markRoutesPublic } from './authenticate.ts';

const API_PREFIXES = ['/v1/', '/oauth2/', '/oidc/', '/docs', '/health'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

/** Hashed files are kept a year; anything else (index.html) is revalidated on each use. */
function setCacheControl(
  reply: { header: (name: string, value: string) => unknown },
  file: string,
) {
  const isHashedAsset = file.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built web app (apps/web/dist) with a single-page fallback: any GET that is not an
 * API path and asks for HTML gets index.html, so /projects/42/rooms opens in a new tab.
 * Returns false when there is no build (the API still runs; `npm start` builds first).
 *
 * The build writes a `.br` and a `.gz` beside each compressible file: `preCompressed` sends the
 * one the request's Accept-Encoding allows (brotli first) with its Content-Encoding and
 * `Vary: Accept-Encoding`, the plain file otherwise; nothing is compressed per request. Hashed
 * files under assets/ are kept a year by any cache, the rest (index.html) revalidated each time
 * (docs/decisions/034-caching-and-compression.md).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return false;
  // The files of the build, one public route each (the scope marks them as they are declared).
  await app.register(async (files) => {
    markRoutesPublic(files);
    await files.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: setCacheControl,
    });
  });
  // reply.sendFile for the single-page fallback of the not-found handler; declares no route.
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    preCompressed: true,
    setHeaders: setCacheControl,
  });
  return true;
}

export function shouldServeSpa(method: string, url: string, accept: string | undefined): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !isApiPath(url) &&
    (accept ?? '').includes('text/html')
  );
}

/**
 * The customer's page of a proposal link, /proposta/{token} (issue 31, docs/decisions/079): any
 * case, as the web router matches it.
 */
const CUSTOMER_PAGE_PATH = /^\/proposta(?:[/?#]|$)/i;

export function isCustomerPagePath(url: string): boolean {
  return CUSTOMER_PAGE_PATH.test(url);
}

/**
 * The single-page fallback: index.html, revalidated each time. The customer's page is never
 * indexed or followed by a search engine (its address is the link's token) and tells no other
 * site its address (`Referrer-Policy: no-referrer`, whatever the security headers say).
 */
export function sendSpaIndex(url: string, reply: FastifyReply): FastifyReply {
  reply.header('cache-control', 'no-cache');
  if (isCustomerPagePath(url)) {
    reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
  }
  return reply.sendFile('index.html');
}
