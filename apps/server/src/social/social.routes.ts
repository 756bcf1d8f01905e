/**
 * `POST /api/import/social {url}` → `{ ok: true, data: draft }` for a TikTok link (the scrape
 * draft's shape plus `tiktokHandle`), or `{ ok: false, error }` with a short message. Each call
 * makes the server fetch from TikTok, so it has its own per-IP limit besides the writes limit.
 */
import { scrapeBodySchema } from '@plateful/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ownerKey } from '../identity/identity.ts';
import { createImagesRepository } from '../images/images.repository.ts';
import { createImagesService } from '../images/images.service.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limit.ts';
import {
  createSocialService,
  type SocialService,
  type SocialServiceDeps,
} from './social.service.ts';

/** Imports per client IP per minute: enough for a person, too few to crawl TikTok through us. */
export const SOCIAL_IMPORTS_PER_MINUTE = 20;
export const SOCIAL_RATE_LIMIT: RateLimitRule = {
  name: 'social-imports',
  limit: SOCIAL_IMPORTS_PER_MINUTE,
  windowMs: 60_000,
};

/** Registers the route on a ready service. */
export function registerSocialRoute(
  app: FastifyInstance,
  service: SocialService,
  limiter: RateLimiter,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/import/social', { schema: { body: scrapeBodySchema } }, async (request) => {
    const owner = ownerKey(request);
    await limiter.consume(request, SOCIAL_RATE_LIMIT);
    return { ok: true, data: await service.importTikTok(request.body.url, owner) };
  });
}

/** Stand-ins for TikTok, for tests only (TikTok cannot be reached from a test run). */
export type SocialTestOverrides = Pick<SocialServiceDeps, 'oembedEndpoint' | 'resolveHost'>;

/** Builds the social import service from the app's configuration and database, and registers it. */
export function registerSocialRoutes(
  app: FastifyInstance,
  deps: { config: Config; db: Database; limiter: RateLimiter },
  testOverrides: SocialTestOverrides = {},
): void {
  const { config, db, limiter } = deps;
  const images = createImagesService({
    images: createImagesRepository(db),
    dataDir: config.dataDir,
    cloudflare: config.cloudflare,
    cloudflareApiBase: config.cloudflareApiBase,
  });
  registerSocialRoute(
    app,
    createSocialService({ images, allowHosts: config.scrapeAllowHosts, ...testOverrides }),
    limiter,
  );
}
