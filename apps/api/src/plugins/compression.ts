import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves nothing worth the CPU. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses answers of at least {@link COMPRESSION_THRESHOLD} bytes with brotli or gzip, as the
 * request's Accept-Encoding allows (docs/decisions/034-caching-and-compression.md).
 *
 * - Brotli at quality 4 (zlib's default, 11, costs tens of milliseconds per 100 kB; 4 is within
 *   a few per cent of its size at a fraction of the time), gzip at level 6.
 * - What is compressible follows mime-db: JSON, HTML, CSS, JavaScript, SVG, e-mail (.eml) are;
 *   PDF and DOCX (already deflated inside) and raster images are not, so their downloads stream
 *   untouched.
 * - An answer that already has a Content-Encoding (the web build's precompressed files, served by
 *   @fastify/static; the reference data kept compressed by plugins/http-cache.ts) is left alone; so are routes that write to the raw response themselves (the
 *   embedded identity provider).
 * - Request bodies are not decompressed: nobody sends them compressed, and inflating them would
 *   go around the body limit.
 *
 * Registered before any route: the plugin adds its hook to each route as the route is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    // Compress in one call up to 64 kB instead of through a stream on the thread pool: on this
    // 2-core host (and Node 20, which does not read a container's CPU quota) the stream's
    // set-up and scheduling cost more than the compression (the plugin's own advice).
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
