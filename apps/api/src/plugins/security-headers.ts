import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets (name, value) and those it removes, for a given configuration. */
export type SecurityHeaders = {
  readonly set: readonly (readonly [string, string])[];
  readonly removed: readonly string[];
};

/**
 * Runs helmet's middleware once against a recording response: with no per-request directive
 * (no CSP nonce, no function in the directives) its headers are the same for every request.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): SecurityHeaders {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.add(name);
    },
  };
  let failure: unknown;
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return { set: [...set], removed: [...removed].filter((name) => !set.has(name)) };
}

/**
 * helmet's security headers on every answer, as @fastify/helmet set them (an onRequest hook on
 * the raw response, so routes that write to it themselves get them too), but computed once:
 * @fastify/helmet built helmet's whole middleware, CSP directives parsed and checked, on every
 * request (docs/decisions/035-api-throughput.md).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions>,
): void {
  const { set, removed } = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });
}
