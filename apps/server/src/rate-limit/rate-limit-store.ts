/**
 * Fixed-window counters for rate limits, shared by every server process: in the database by
 * default (the `rate_limits` table), in Redis when REDIS_URL is set. Never in process memory, so
 * two processes behind a load balancer count together.
 */
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';

export type Hit = { count: number; resetAt: Date };

export type RateLimitStore = {
  /** Counts one hit on `key` in a window of `windowMs` and returns the window's count so far. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The count in `key`'s current window, without counting. */
  peek(key: string): Promise<number>;
  close(): Promise<void>;
};

/** Expired rows are swept now and then, not on every hit. */
const SWEEP_EVERY_HITS = 500;

export function databaseRateLimitStore(db: Database): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      hits += 1;
      if (hits % SWEEP_EVERY_HITS === 0) {
        await db.orm
          .delete(rateLimits)
          .where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
      }
      const resetAt = new Date(Date.now() + windowMs);
      const [row] = await db.orm
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return { count: row?.count ?? 1, resetAt: row?.resetAt ?? resetAt };
    },
    async peek(key) {
      const [row] = await db.orm
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
      return row?.count ?? 0;
    },
    async close() {},
  };
}

export function redisRateLimitStore(redis: Redis, keyPrefix = 'plateful:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const name = `${keyPrefix}rl:${key}`;
      const result = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetAt: new Date(Date.now() + (ttl > 0 ? ttl : windowMs)) };
    },
    async peek(key) {
      return Number((await redis.get(`${keyPrefix}rl:${key}`)) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}
