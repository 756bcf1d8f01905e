/**
 * Rate-limit counters while Redis is away (issue 16, item 8): writes still succeed, quickly, and
 * are still limited, counted in the database; it is logged once, and counting goes back to Redis
 * when it returns.
 */
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseRateLimitStore,
  fallbackRateLimitStore,
  redisRateLimitStore,
} from '../src/rate-limit/rate-limit-store.ts';
import { apiClient, newUser } from './support/api-client.ts';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

describe(`writes with REDIS_URL pointing at a closed port (${testEngine()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      RATE_LIMIT_WRITES_PER_MINUTE: '5',
    });
  });
  afterAll(() => server.close());

  it('succeed at once and are still limited, counted in the database', async () => {
    const api = apiClient(server.url);
    const user = newUser();
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 7; i += 1) {
      const body = { name: `Flour ${i}`, category: 'baking' };
      const response = await api.post('/api/ingredients', body, user);
      statuses.push(response.status);
    }
    const elapsed = Date.now() - started;
    expect(
      statuses.slice(0, 5).every((status) => status < 300),
      String(statuses),
    ).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Not a second or more each, waiting on a Redis that is not there (generous for a busy machine).
    expect(elapsed / statuses.length).toBeLessThan(500);
    const rows = await server.db.query<{ count: number }>(
      `select count from rate_limits where key like 'writes:%'`,
    );
    expect(rows[0]?.count).toBe(7);
  });
});

const reachable = await redisReachable();

describe.skipIf(!reachable)(`the store with a real Redis that goes away (${testEngine()})`, () => {
  let database: TestDatabase;
  const prefix = `plateful-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
    await database.drop();
  });

  it('counts in the database while Redis is away, logs it once, and returns to Redis', async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    await new Promise((resolve) => redis.once('ready', resolve));
    const logged: string[] = [];
    const log = {
      warn: (message: string) => logged.push(`warn: ${message}`),
      info: (message: string) => logged.push(`info: ${message}`),
    };
    const store = fallbackRateLimitStore(
      redis,
      redisRateLimitStore(redis, prefix),
      databaseRateLimitStore(database.db),
      log,
    );
    const windowMs = 60_000;
    expect((await store.hit('writes:1.2.3.4', windowMs)).count).toBe(1);
    expect((await store.hit('writes:1.2.3.4', windowMs)).count).toBe(2);
    expect(logged).toEqual([]);

    redis.disconnect(); // Redis goes away (no reconnection until asked).
    await new Promise((resolve) => redis.once('end', resolve));
    const started = Date.now();
    expect((await store.hit('writes:1.2.3.4', windowMs)).count).toBe(1);
    expect((await store.hit('writes:1.2.3.4', windowMs)).count).toBe(2);
    expect((await store.hit('writes:1.2.3.4', windowMs)).count).toBe(3);
    expect(await store.peek('writes:1.2.3.4')).toBe(3);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(logged.filter((line) => line.startsWith('warn:'))).toHaveLength(1);
    expect(logged[0]).toMatch(/Redis is unavailable/);

    await redis.connect();
    expect((await store.hit('writes:1.2.3.4', windowMs)).count).toBe(3);
    expect(logged.at(-1)).toMatch(/Redis is back/);
    expect(logged).toHaveLength(2);
    await store.close();
  });
});
