/**
 * `GET /api/covers/:key/:variant`: a recipe's generated cover as WebP. The key names the drawing
 * in full and its version, so one URL is always the same picture and is cached for a year.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import type { RateLimiter } from '../../rate-limit/rate-limit.ts';
import { SLOW_CONNECTION_QUALITY } from '../images.routes.ts';
import { isCoverVariant, type CoversService } from './covers.service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `limiter` counts the covers drawn for each client (issue 32): a cover on disk or in memory, or
 * a Chef's Pick one, is free; past the limit a new drawing is 429 with Retry-After.
 */
export function registerCoverRoutes(
  app: FastifyInstance,
  covers: CoversService,
  limiter: RateLimiter,
): void {
  app.get<{ Params: { key: string; variant: string }; Querystring: { q?: string } }>(
    '/api/covers/:key/:variant',
    async (request, reply) => {
      const { key, variant } = request.params;
      const quality =
        request.query.q === String(SLOW_CONNECTION_QUALITY) ? SLOW_CONNECTION_QUALITY : undefined;
      const beforeDrawing = () => limiter.consume(request, limiter.rules.coverDrawings);
      const cover = isCoverVariant(variant)
        ? await covers.read(key, variant, quality, beforeDrawing)
        : undefined;
      if (!cover) throw notFound('Cover not found');
      void reply.header('cache-control', IMMUTABLE).header('etag', cover.etag);
      const tags = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (tags?.includes(cover.etag)) return reply.code(304).send();
      return reply.type('image/webp').send(cover.data);
    },
  );
}
