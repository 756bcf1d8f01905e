/**
 * `POST /api/scrape {url}` → `{ ok: true, data: draft }`, or `{ ok: false, error }` with a short
 * message (not a link, can't be fetched, not a recipe page, too slow, too big). Each call makes
 * the server fetch a stranger's page, so it has its own per-IP limit besides the writes limit.
 */
import { importPageBodySchema, MAX_IMPORT_PAGE_HTML, scrapeBodySchema } from '@plateful/contracts';
import { ScrapeError, type ScrapeFailure } from '@plateful/scrape';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { ownerKey } from '../identity/identity.ts';
import { createImagesRepository } from '../images/images.repository.ts';
import { createImagesService } from '../images/images.service.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limit.ts';
import { createScrapeService, type ScrapeService } from './scrape.service.ts';

/** Scrapes per client IP per minute: enough for a person, too few to use us as a crawler. */
export const SCRAPES_PER_MINUTE = 20;
export const SCRAPE_RATE_LIMIT: RateLimitRule = {
  name: 'scrapes',
  limit: SCRAPES_PER_MINUTE,
  windowMs: 60_000,
};

/**
 * HTTP status per failure: the caller's own mistake is 400, a page we cannot use is 422, and too
 * many pages in at once (the caller's, or everyone's) is 429.
 */
const STATUS_OF: Partial<Record<ScrapeFailure, number>> = {
  invalid_url: 400,
  timeout: 504,
  busy: 429,
};
/** Retry-After for a busy reader pool: about one page's deadline. */
const BUSY_RETRY_AFTER_S = 10;

function asAppError(error: ScrapeError): AppError {
  const appError = new AppError(
    STATUS_OF[error.reason] ?? 422,
    error.message,
    `scrape_${error.reason}`,
  );
  if (error.reason === 'busy') appError.retryAfterSeconds = BUSY_RETRY_AFTER_S;
  return appError;
}

/** Registers the route on a ready service. */
export function registerScrapeRoute(
  app: FastifyInstance,
  service: ScrapeService,
  limiter: RateLimiter,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/scrape', { schema: { body: scrapeBodySchema } }, async (request) => {
    const owner = ownerKey(request);
    await limiter.consume(request, SCRAPE_RATE_LIMIT);
    try {
      // Clients take turns at the readers by address, as the rate limits count them.
      return { ok: true, data: await service.scrape(request.body.url, owner, request.ip) };
    } catch (error) {
      if (error instanceof ScrapeError) {
        request.log.info({ reason: error.reason, detail: error.detail }, 'scrape refused');
        throw asAppError(error);
      }
      throw error;
    }
  });
}

/** A page's body as JSON: its HTML (at most `MAX_IMPORT_PAGE_HTML` characters) escaped, and the link. */
const IMPORT_PAGE_BODY_LIMIT = Math.ceil(MAX_IMPORT_PAGE_HTML * 1.25) + 4096;

/**
 * `POST /api/import/page {url, html}` → `{ ok: true, data: draft }` (issue 19's bookmarklet): the
 * page as the user's browser saw it, read like a scrape but never fetched, so a site that refuses
 * servers still comes in. It takes a reader like a scrape, so it counts against the same limit.
 */
export function registerImportPageRoute(
  app: FastifyInstance,
  service: ScrapeService,
  limiter: RateLimiter,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/import/page',
    { schema: { body: importPageBodySchema }, bodyLimit: IMPORT_PAGE_BODY_LIMIT },
    async (request) => {
      const owner = ownerKey(request);
      await limiter.consume(request, SCRAPE_RATE_LIMIT);
      const { html, url } = request.body;
      try {
        return { ok: true, data: await service.fromHtml(html, url, owner, request.ip) };
      } catch (error) {
        if (error instanceof ScrapeError) {
          request.log.info({ reason: error.reason }, 'page import refused');
          throw asAppError(error);
        }
        throw error;
      }
    },
  );
}

/** Builds the scrape service from the app's configuration and database, and registers it. */
export function registerScrapeRoutes(
  app: FastifyInstance,
  deps: { config: Config; db: Database; limiter: RateLimiter },
): void {
  const { config, db, limiter } = deps;
  const images = createImagesService({
    images: createImagesRepository(db),
    dataDir: config.dataDir,
    cloudflare: config.cloudflare,
    cloudflareApiBase: config.cloudflareApiBase,
  });
  const service = createScrapeService({
    images,
    allowHosts: config.scrapeAllowHosts,
    extractTimeoutMs: config.scrapeReadTimeoutMs,
  });
  app.addHook('onClose', () => service.close());
  registerScrapeRoute(app, service, limiter);
  registerImportPageRoute(app, service, limiter);
}
