import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { z } from '@camara-fria/contracts';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fresh from 'fresh';
import { COMPRESSION_THRESHOLD } from './compression.ts';

/**
 * Conditional GETs for the API's JSON answers (docs/decisions/034-caching-and-compression.md):
 * every cacheable answer carries a strong ETag derived from its bytes and `Cache-Control:
 * private, no-cache` (a browser keeps the copy, revalidates it on each use, and no shared cache
 * keeps an authenticated answer); a request whose If-None-Match names the current tag gets 304
 * without a body.
 */
export const REVALIDATE_PRIVATE = 'private, no-cache';

/** The 304 of an operation's OpenAPI description. */
export const notModifiedResponse = {
  304: z
    .null()
    .describe('Not modified: the If-None-Match header names the current ETag (no body).'),
};

/** The digest of a serialized answer that its ETag carries. */
export function bodyDigest(body: string): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** A strong ETag naming these bytes: a digest of the serialized answer. */
export function bodyTag(body: string): string {
  return `"${bodyDigest(body)}"`;
}

/** Digests computed with the answer they name (a kept answer's), by reply. */
const knownDigests = new WeakMap<
  FastifyReply,
  { readonly body: string; readonly digest: string }
>();

/**
 * Sends an answer already serialized (a JSON string, sent as is) whose {@link bodyDigest} is
 * known: the route's {@link tagAnswer} hook then uses `digest` instead of hashing the text again,
 * as long as the payload it sees is this very string (anything else is hashed as usual).
 */
export function sendSerialized(
  reply: FastifyReply,
  answer: { readonly body: string; readonly digest: string },
): FastifyReply {
  knownDigests.set(reply, answer);
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * True when the request's If-None-Match names `etag` (a list, `*`, or W/ forms: the weak
 * comparison RFC 9110 §13.1.2 asks for), so the client's copy is current. A request sending
 * `Cache-Control: no-cache` (a forced reload) always gets the whole answer.
 */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  if (request.headers['if-none-match'] === undefined) return false;
  return fresh(request.headers, { etag });
}

/**
 * A serialized JSON answer with its tag, kept in memory to be sent as is, with its brotli and
 * gzip encodings when it is large enough to be compressed at all.
 */
export type TaggedBody = {
  readonly body: string;
  readonly etag: string;
  readonly encoded?: { readonly br: Buffer; readonly gzip: Buffer };
};

/**
 * Serializes `value` once, checked against the route's answer schema, tags it and compresses it
 * (brotli at quality 9, gzip at 9: it is done once per data version, not per request).
 */
export function tagJson<T>(schema: z.ZodType<T>, value: T): TaggedBody {
  const body = JSON.stringify(schema.parse(value));
  const etag = bodyTag(body);
  if (Buffer.byteLength(body) < COMPRESSION_THRESHOLD) return { body, etag };
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
  });
  return { body, etag, encoded: { br, gzip: gzipSync(body, { level: 9 }) } };
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Sends a kept answer: 304 when the client holds it already, else its bytes in the encoding the
 * request accepts (Fastify sends a JSON string or a buffer as is, and @fastify/compress leaves an
 * answer with a Content-Encoding alone: no schema check, serialization or compression per
 * request).
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, tagged: TaggedBody) {
  reply.header('etag', tagged.etag).header('cache-control', REVALIDATE_PRIVATE);
  if (tagged.encoded) reply.header('vary', 'accept-encoding');
  if (isFresh(request, tagged.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = tagged.encoded && accepted ? encodings.negotiate(accepted) : null;
  if (!tagged.encoded || !encoding) return reply.send(tagged.body);
  return reply.header('content-encoding', encoding).send(tagged.encoded[encoding]);
}

/**
 * Kept answers of data that changes only with a version (the reference data of a start-up, a
 * catalogue version): one entry per key, all dropped when the version changes. Only successful
 * answers are kept (a key of an unknown id throws before anything is stored), so the keys are
 * bounded by the data.
 */
export function createAnswerCache() {
  let version: unknown;
  const answers = new Map<string, TaggedBody>();
  return {
    /** The answer under `key` for `dataVersion`, produced and tagged on first use. */
    async get<T>(
      key: string,
      dataVersion: unknown,
      schema: z.ZodType<T>,
      produce: () => T | Promise<T>,
    ): Promise<TaggedBody> {
      if (dataVersion !== version) {
        answers.clear();
        version = dataVersion;
      }
      const kept = answers.get(key);
      if (kept) return kept;
      const tagged = tagJson(schema, await produce());
      // Another version may have arrived while this one was produced: keep only a current one.
      if (dataVersion === version) answers.set(key, tagged);
      return tagged;
    },
  };
}

/**
 * ETag and 304 for answers built per request (rooms, projects), as a route's onSend hook: the
 * tag is a digest of the serialized answer (and of the `headers` named, which a page of a list
 * carries beside its body), so it changes whenever anything the answer embeds changes (a computed
 * heat load, a project's total, the owner's name, the presentation of a new release).
 *
 * A versioned resource's route sets `etag` to its version tag (`"3"`) first: the tag then becomes
 * `"3-<digest>"`, which If-Match still reads as version 3 (lib/expected-version.ts).
 *
 * Only a GET (or HEAD) answered 200 may become a 304; writes keep their status and only get the
 * tag, the same one a GET would give for the same answer.
 */
export function tagAnswerWith(headers: readonly string[]): onSendHookHandler {
  return (request, reply, payload, done) => {
    if ((reply.statusCode !== 200 && reply.statusCode !== 201) || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const known = knownDigests.get(reply);
    let digest: string;
    if (headers.length === 0 && known?.body === payload) {
      digest = known.digest;
    } else {
      const hash = createHash('sha1').update(payload);
      for (const name of headers) hash.update(`\n${name}: ${String(reply.getHeader(name) ?? '')}`);
      digest = hash.digest('base64url');
    }
    const versionTag = reply.getHeader('etag');
    const etag =
      typeof versionTag === 'string' && /^"\d+"$/.test(versionTag)
        ? `"${versionTag.slice(1, -1)}-${digest}"`
        : `"${digest}"`;
    reply.header('etag', etag).header('cache-control', REVALIDATE_PRIVATE);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && reply.statusCode === 200 && isFresh(request, etag)) {
      reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  };
}

/** {@link tagAnswerWith} for an answer that is all in its body. */
export const tagAnswer = tagAnswerWith([]);
