/**
 * Fixed-window counters for rate limits, shared by every server process: in the database by
 * default (the `rate_limits` table), in Redis when REDIS_URL is set, and in the database again
 * while that Redis is away. Never in process memory, so two processes behind a load balancer
 * count together.
 */
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database, RawQueryable } from '../db/database.ts';
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

/** Counts the hits on each key of a batch at once; returns each key's count and window end. */
const COUNT_HITS = `insert into rate_limits (key, count, reset_at)
  select h.key, h.hits, h.reset_at
  from unnest($1::text[], $2::int[], $3::timestamptz[]) as h(key, hits, reset_at)
  on conflict (key) do update set
    count = case when rate_limits.reset_at <= now() then excluded.count
                 else rate_limits.count + excluded.count end,
    reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                    else rate_limits.reset_at end
  returning key, count, reset_at`;

type WaitingHit = { key: string; resetAt: Date; settle: (hit: Promise<Hit>) => void };

/**
 * On PGlite, the hits that wait for the database's turn together are counted in one statement
 * (issue 27: a statement fewer per write under load). Each hit gets the count it would have had
 * counted alone, in the order the hits came: a key's n hits take the last n counts of its row.
 */
function batchedHits(db: Database, sweep: (hits: number) => boolean) {
  let waiting: WaitingHit[] = [];

  async function countWaiting(q: RawQueryable): Promise<void> {
    const batch = waiting;
    waiting = [];
    const perKey = new Map<string, { hits: number; resetAt: Date }>();
    for (const hit of batch) {
      const known = perKey.get(hit.key);
      if (known) known.hits += 1;
      else perKey.set(hit.key, { hits: 1, resetAt: hit.resetAt });
    }
    const counted = (async () => {
      if (sweep(batch.length)) await q.query(SWEEP_SQL);
      // A prepared statement: parsed and planned once (issue 27).
      const rows = await q.queryPrepared<{ key: string; count: number; reset_at: Date | string }>(
        COUNT_HITS,
        [
          [...perKey.keys()],
          [...perKey.values()].map((k) => k.hits),
          [...perKey.values()].map((k) => k.resetAt),
        ],
      );
      return new Map(rows.map((row) => [row.key, row]));
    })();
    // Every waiting hit is settled, with its count or with the statement's error.
    counted.catch(() => undefined);
    const taken = new Map<string, number>();
    for (const hit of batch) {
      const before = taken.get(hit.key) ?? 0;
      taken.set(hit.key, before + 1);
      const hits = perKey.get(hit.key)!.hits;
      hit.settle(
        counted.then((rows) => {
          const row = rows.get(hit.key)!;
          return { count: row.count - hits + before + 1, resetAt: new Date(row.reset_at) };
        }),
      );
    }
    await counted.catch(() => undefined);
  }

  return (key: string, windowMs: number) =>
    new Promise<Hit>((resolve) => {
      waiting.push({ key, resetAt: new Date(Date.now() + windowMs), settle: resolve });
      if (waiting.length === 1) void db.inTurn(countWaiting);
    });
}

const SWEEP_SQL = `delete from rate_limits where reset_at < now() - interval '1 hour'`;

export function databaseRateLimitStore(db: Database): RateLimitStore {
  let hits = 0;
  /** Counts `more` hits; whether they reached the next multiple of SWEEP_EVERY_HITS. */
  const sweep = (more = 1) => {
    const before = hits;
    hits += more;
    return Math.floor(hits / SWEEP_EVERY_HITS) > Math.floor(before / SWEEP_EVERY_HITS);
  };
  const batched = db.kind === 'pglite' ? batchedHits(db, sweep) : undefined;
  return {
    async hit(key, windowMs) {
      if (batched) return batched(key, windowMs);
      if (sweep()) await db.query(SWEEP_SQL);
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
