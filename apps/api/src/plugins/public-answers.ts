import type { FastifyInstance } from 'fastify';
import { isCustomerCall } from './rate-limit.ts';

/**
 * Every answer of the customer's routes, errors and 429s included, is kept out of search engines
 * and caches and sends no Referer onwards (the token is in the address): `X-Robots-Tag: noindex`,
 * `Cache-Control: no-store`, `Referrer-Policy: no-referrer` (docs/decisions/074). Register it
 * before the request limits, so their 429 carries the headers too.
 */
export function registerPublicAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCustomerCall(request)) return;
    void reply
      .header('x-robots-tag', 'noindex')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
  });
}
