/**
 * The household's live channel across processes: two server processes on one PostgreSQL, a push
 * through one reaching an event stream on the other, through LISTEN/NOTIFY and through Redis.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newDeviceCode, newUser, type ApiClient } from './support/api-client.ts';
import { openEventStream, type EventStream } from './support/event-stream.ts';
import { startServerProcess } from './support/spawn-server.ts';
import { createPostgresDatabase } from './support/test-database.ts';

type Proc = Awaited<ReturnType<typeof startServerProcess>>;
type Poke = { cursor?: number; recipes?: boolean };

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const clientId = () => randomBytes(12).toString('hex');

/** Resolves once `count` connections subscribe to `channel`. */
async function subscribersOn(channel: string, count: number, timeoutMs = 30_000): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [, subscribed] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(subscribed) >= count) return;
      if (Date.now() > deadline) throw new Error(`${subscribed} of ${count} on ${channel}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    redis.disconnect();
  }
}

function fanOutSuite(transport: 'postgres' | 'redis') {
  let database: { url: string; drop(): Promise<void> };
  let a: Proc;
  let b: Proc;
  let viaA: ApiClient;
  let viaB: ApiClient;
  let prefix: string;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    prefix = `plateful-test-${randomBytes(4).toString('hex')}:`;
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    };
    if (transport === 'redis') Object.assign(env, { REDIS_URL, REDIS_KEY_PREFIX: prefix });
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    viaA = apiClient((path) => `${a.url}${path}`);
    viaB = apiClient((path) => `${b.url}${path}`);
    // A process listens on Redis after it starts serving (Redis must not hold up a start), and
    // pokes every open stream once it does (a resync). Wait for both, so that resync comes before
    // the tests open their streams.
    if (transport === 'redis') await subscribersOn(`${prefix}household`, 2);
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const proc of [a, b]) proc?.child.kill('SIGTERM');
    const exits = await Promise.all([a?.exited, b?.exited]);
    await database.drop();
    if (transport === 'redis') {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    // Both stopped cleanly, open streams and all.
    expect(exits).toEqual([0, 0]);
  });

  async function streamOn(proc: Proc, as: { account: string; device: string }) {
    const stream = await openEventStream(`${proc.url}/api/household/events`, as);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  it('pokes a stream on process B within 2 s of a push through process A', async () => {
    const user = newUser();
    const phoneB = { account: user.account, device: newDeviceCode() };
    const stranger = newUser();
    const onB = await streamOn(b, phoneB);
    expect(await onB.next()).toEqual({ cursor: 0 });
    const strangerOnB = await streamOn(b, stranger);
    expect(await strangerOnB.next()).toEqual({ cursor: 0 });

    for (let tick = 1; tick <= 3; tick += 1) {
      const started = Date.now();
      const pushed = await viaA.post<{ data: { cursor: number } }>(
        '/api/household/ops',
        {
          clientId: clientId(),
          ops: [{ n: 1, op: { type: 'check', itemKey: `k${tick}`, checked: true } }],
        },
        user,
      );
      expect(pushed.status).toBe(200);
      // A "recipes changed" poke may come between (the account's first write): the household's
      // own poke is the one with this cursor.
      expect(await onB.waitFor<Poke>((poke) => poke.cursor === tick, 2000)).toEqual({
        cursor: tick,
      });
      expect(Date.now() - started).toBeLessThan(2000);
    }
    // B serves the change that A stored.
    const changes = await viaB.get<{ data: { cursor: number; entries: unknown[] } }>(
      '/api/household/changes?since=2',
      phoneB,
    );
    expect(changes.body.data).toEqual({
      cursor: 3,
      entries: [{ kind: 'check', key: 'k3', value: true, version: 3 }],
    });
    // A recipe saved through B pokes a stream on A.
    const onA = await streamOn(a, { account: user.account, device: newDeviceCode() });
    expect(await onA.next()).toEqual({ cursor: 3 });
    await viaB.post(
      '/api/user-recipes',
      { base_id: 'cp-lemon-garlic-chicken-traybake', kind: 'tombstone' },
      user,
    );
    expect(await onA.waitFor<Poke>((poke) => poke.recipes === true)).toEqual({ recipes: true });
    expect(await strangerOnB.next(300)).toBeUndefined();
  });

  it('serialises pushes for one household across processes: versions never repeat', async () => {
    const user = newUser();
    const pushes = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? viaA : viaB).post<{ data: { results: { version: number }[] } }>(
        '/api/household/ops',
        {
          clientId: clientId(),
          ops: [{ n: 1, op: { type: 'check', itemKey: `k${i}`, checked: true } }],
        },
        user,
      ),
    );
    const versions = (await Promise.all(pushes)).map((r) => r.body.data.results[0]!.version);
    expect(versions.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('after losing its listening connection, listens again and pokes every stream to catch up', async () => {
    const user = newUser();
    const onB = await streamOn(b, { account: user.account, device: newDeviceCode() });
    expect(await onB.next()).toEqual({ cursor: 0 });
    await viaA.post(
      '/api/household/ops',
      { clientId: clientId(), ops: [{ n: 1, op: { type: 'check', itemKey: 'x', checked: true } }] },
      user,
    );
    expect(await onB.next()).toEqual({ cursor: 1 });

    if (transport === 'postgres') {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(killed.rowCount).toBe(2);
    } else {
      const redis = new Redis(REDIS_URL);
      const clients = String(await redis.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(`name=${prefix}household-listener`));
      expect(clients).toHaveLength(2);
      for (const line of clients) {
        await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]!);
      }
      redis.disconnect();
    }
    // The catch-up poke: recipes may differ; cursor 1, which the stream already has, is left out.
    expect(await onB.next(5000)).toEqual({ recipes: true });
    await viaA.post(
      '/api/household/ops',
      { clientId: clientId(), ops: [{ n: 1, op: { type: 'check', itemKey: 'y', checked: true } }] },
      user,
    );
    expect(await onB.next()).toEqual({ cursor: 2 });
  });
}

describe('household pokes between two processes through PostgreSQL LISTEN/NOTIFY', () => {
  fanOutSuite('postgres');
});

describe.skipIf(!(await redisReachable()))(
  'household pokes between two processes through Redis pub/sub',
  () => {
    fanOutSuite('redis');
  },
);
