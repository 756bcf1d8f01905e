/**
 * Rate limits per client IP (writes, ratings, lookups of unknown share codes). Over the limit the
 * call is a 429 with a clear message and a Retry-After header.
 */
import { MESSAGES } from '@plateful/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { isApiPath, routedPath } from '../request-path.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimits = {
  writes: RateLimitRule;
  ratings: RateLimitRule;
  shareMisses: RateLimitRule;
  /** Server-issued device codes per client address (decision 0011). */
  deviceCodes: RateLimitRule;
  /** Links to account codes that hold nothing (starting an account is one), per client address. */
  emptyLinks: RateLimitRule;
  /** Covers drawn for a client (not served from disk or memory): made-up keys cost a core. */
  coverDrawings: RateLimitRule;
  /** Household catch-ups (`GET /api/household/changes`) per client address. */
  catchUps: RateLimitRule;
};

export type RateLimiter = {
  readonly rules: RateLimits;
  /** Counts one hit of `rule` for the caller; throws 429 past the limit. */
  consume(request: FastifyRequest, rule: RateLimitRule): Promise<void>;
  /** Throws 429 if the caller is already past `rule`'s limit, without counting. */
  check(request: FastifyRequest, rule: RateLimitRule): Promise<void>;
};

function tooMany(retryAfterMs: number): AppError {
  const error = new AppError(429, MESSAGES.rateLimited, 'rate_limited');
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

export function createRateLimiter(store: RateLimitStore, rules: RateLimits): RateLimiter {
  const key = (request: FastifyRequest, rule: RateLimitRule) => `${rule.name}:${request.ip}`;
  return {
    rules,
    async consume(request, rule) {
      const { count, resetAt } = await store.hit(key(request, rule), rule.windowMs);
      if (count > rule.limit) throw tooMany(resetAt.getTime() - Date.now());
    },
    async check(request, rule) {
      if ((await store.peek(key(request, rule))) >= rule.limit) throw tooMany(rule.windowMs);
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls that use POST to read (a list of ids in the body); they change nothing. */
const READ_ONLY_POSTS = new Set(['/api/recipes/by-ids', '/api/rpc/get_public_stats']);

/** Every write to the API counts against the writes limit, before its body is even read. */
export function registerWriteRateLimit(app: FastifyInstance, limiter: RateLimiter): void {
  // A hook with a callback: the reads it lets through need no promise (issue 27).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) {
      done();
      return;
    }
    // By the routed path, not the raw URL: `/%61pi/…` reaches the same routes (request-path.ts).
    const path = routedPath(request);
    if (!isApiPath(path) || READ_ONLY_POSTS.has(path)) {
      done();
      return;
    }
    limiter.consume(request, limiter.rules.writes).then(() => done(), done);
  });
}
