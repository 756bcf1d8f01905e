/**
 * Fixed-window counters for rate limits, shared by every server process: in the database by
 * default (the `rate_limits` table), in Redis when REDIS_URL is set, and in the database again
 * while that Redis is away. Never in process memory, so two processes behind a load balancer
 * count together.
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
      // quit() waits for a connection that may never come; a Redis that is away is just dropped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** How long one Redis call may take before the database answers instead. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

type Log = { warn(message: string): void; info(message: string): void };

/**
 * Redis while it answers, else the database: a hit goes to the database store while Redis is
 * away (not connected, or a call failed or timed out), so writes are still limited and never wait
 * on a missing Redis. It logs once when Redis goes away and once when it is back, and returns to
 * Redis as soon as its client is ready again.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  primary: RateLimitStore,
  fallback: RateLimitStore,
  log: Log,
): RateLimitStore {
  let away = false;
  const goAway = (reason: string) => {
    if (away) return;
    away = true;
    log.warn(
      `Redis is unavailable (${reason}): rate-limit counters are kept in the database until it is back`,
    );
  };
  const comeBack = () => {
    if (!away) return;
    away = false;
    log.info('Redis is back: rate-limit counters are kept in Redis again');
  };
  redis.on('ready', comeBack);
  redis.on('error', (error: Error) => goAway(error.message));
  redis.on('end', () => goAway('connection closed'));

  async function use<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (redis.status !== 'ready') {
      // Still making its first connection: the database counts meanwhile; a failure logs itself.
      if (redis.status !== 'connecting' && redis.status !== 'connect') {
        goAway(`connection ${redis.status}`);
      }
      return call(fallback);
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), REDIS_COMMAND_TIMEOUT_MS);
      });
      const result = await Promise.race([call(primary), timeout]);
      comeBack();
      return result;
    } catch (error) {
      goAway(error instanceof Error ? error.message : String(error));
      return call(fallback);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    hit: (key, windowMs) => use((store) => store.hit(key, windowMs)),
    peek: (key) => use((store) => store.peek(key)),
    async close() {
      await Promise.allSettled([primary.close(), fallback.close()]);
    },
  };
}
