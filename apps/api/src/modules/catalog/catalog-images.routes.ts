import { ApiErrorSchema, z } from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLineImage } from './catalog-images.service.ts';
import type { CatalogStore } from './catalog-store.ts';

/**
 * A drawing may change only with the catalogue's geometry: browsers keep it 30 days and ask
 * again with its ETag afterwards (docs/decisions/028-line-illustrations.md).
 */
export const LINE_IMAGE_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

const ImageParamsSchema = z.object({
  folder: z.string().max(60),
  file: z.string().max(200),
});

/** GET /assets/images/{folder}/{line}.svg: our illustration of a product line (public: <img>). */
export const catalogImageRoutes: FastifyPluginAsyncZod<{ store: CatalogStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/assets/images/:folder/:file',
    {
      config: { isPublic: true },
      schema: {
        tags: ['catalog'],
        summary: 'Illustration of a product line (SVG drawn from a typical model of the line)',
        params: ImageParamsSchema,
        response: {
          200: z.string(),
          301: z.null(),
          304: z.null(),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await getLineImage(store, request.params.folder, request.params.file);
      if (answer.kind === 'MOVED') {
        return reply
          .header('cache-control', LINE_IMAGE_CACHE_CONTROL)
          .redirect(answer.location, 301);
      }
      reply.header('cache-control', LINE_IMAGE_CACHE_CONTROL).header('etag', answer.etag);
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(answer.svg);
    },
  );
};
