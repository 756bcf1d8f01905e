/** Share, save, and the public shared-recipe calls (SPEC §7). */
import {
  MESSAGES,
  rateBodySchema,
  shareBodySchema,
  shareSaveBodySchema,
} from '@plateful/contracts';
import { ACCOUNT_CODE_INVALID, parseAccountCode } from '@plateful/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../errors.ts';
import { requireAccount, requireDevice } from '../identity/identity.ts';
import type { DeviceCodeSigner } from '../identity/device-code-signer.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limit.ts';
import type { SharingService } from './sharing.service.ts';

const codeParams = z.object({ code: z.string().min(1).max(40) });
/**
 * Every lookup of a share code, found or not, counts against this many times the misses limit
 * (RATE_LIMIT_SHARE_MISSES_PER_MINUTE): a person viewing a shared recipe makes two or three.
 */
const LOOKUPS_PER_MISS = 3;
/** SPEC §7: meta is cached 60 s. */
const META_CACHE = 'public, max-age=60';
const DAY_MS = 24 * 60 * 60 * 1000;
/** New votes per recipe per client address per day from codes the server did not issue. */
export const UNSIGNED_VOTES_PER_RECIPE_PER_DAY = 1;

export type RatingRules = {
  /** Tells server-issued device codes from self-made and legacy ones. */
  signer: DeviceCodeSigner;
  /** New votes per recipe per client address per day from server-issued codes. */
  votesPerRecipePerDay: number;
};

export function registerSharingRoutes(
  app: FastifyInstance,
  service: SharingService,
  limiter: RateLimiter,
  ratingRules: RatingRules,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const lookups: RateLimitRule = {
    name: 'share-lookups',
    limit: LOOKUPS_PER_MISS * limiter.rules.shareMisses.limit,
    windowMs: limiter.rules.shareMisses.windowMs,
  };

  /**
   * Looks up a shared recipe on behalf of a client that may be guessing codes. The lookup is
   * counted before it is answered (a burst of guesses sent at once cannot all be looked up before
   * any is counted); a caller past the limit of unknown codes is refused, and each unknown code
   * counts.
   */
  async function lookup<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    await limiter.consume(request, lookups);
    await limiter.check(request, limiter.rules.shareMisses);
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) {
        await limiter.consume(request, limiter.rules.shareMisses);
      }
      throw error;
    }
  }

  api.post('/api/share', { schema: { body: shareBodySchema } }, async (request) =>
    service.share(
      requireAccount(request, MESSAGES.accountCodeRequiredToShare),
      request.body.recipe_id,
    ),
  );

  api.post('/api/share/save', { schema: { body: shareSaveBodySchema } }, async (request, reply) => {
    let accountCode = request.identity.accountCode;
    if (request.body.account_code) {
      const parsed = parseAccountCode(request.body.account_code);
      if (!parsed.ok) throw badRequest(ACCOUNT_CODE_INVALID);
      accountCode = parsed.code;
    }
    if (!accountCode)
      throw new AppError(401, MESSAGES.accountCodeRequiredToSave, 'account_required');
    const code = accountCode;
    const { recipe, created } = await lookup(request, () => service.save(request.body.code, code));
    return reply.code(created ? 201 : 200).send({ ok: true, data: { recipe } });
  });

  api.get('/api/public/recipes/:code', { schema: { params: codeParams } }, async (request) => ({
    ok: true,
    data: await lookup(request, () => service.publicRecipe(request.params.code)),
  }));

  api.get(
    '/api/public/recipes/:code/meta',
    { schema: { params: codeParams } },
    async (request, reply) => {
      const data = await lookup(request, () => service.meta(request.params.code));
      void reply.header('cache-control', META_CACHE);
      return { ok: true, data };
    },
  );

  api.post(
    '/api/public/recipes/:code/rate',
    { schema: { params: codeParams } },
    async (request) => {
      await limiter.consume(request, limiter.rules.ratings);
      const parsed = rateBodySchema.safeParse(request.body);
      if (!parsed.success) throw badRequest(MESSAGES.ratingRange);
      const device = requireDevice(request);
      // Decision 0011: new votes per recipe per client address per day, whatever the device
      // codes; codes the server did not issue share one vote between them.
      const signed = ratingRules.signer.verify(device);
      const newVote = (recipeId: string) =>
        limiter.consume(request, {
          name: `${signed ? 'votes' : 'unsigned-votes'}:${recipeId}`,
          limit: signed ? ratingRules.votesPerRecipePerDay : UNSIGNED_VOTES_PER_RECIPE_PER_DAY,
          windowMs: DAY_MS,
        });
      await lookup(request, () =>
        service.rate(request.params.code, device, parsed.data.rating, newVote),
      );
      return { ok: true };
    },
  );
}
