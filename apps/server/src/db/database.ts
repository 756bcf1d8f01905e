/**
 * One database handle for the whole server, over either engine: PGlite embedded in the process
 * (the default, data under DATA_DIR) or a PostgreSQL server (`DATABASE_URL`). Repositories see the
 * same drizzle API and the same raw query helpers on both.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Schema } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access, for migrations, tests and the few queries drizzle does not express well. */
export type RawQueryable = {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements, without parameters. */
  exec(sql: string): Promise<void>;
};

/** What a listener is told besides payloads. */
export type ListenOptions = {
  /**
   * Called after the connection that listens was lost and is listening again: notifications sent
   * in between are gone, so whoever relies on them should catch up.
   */
  onReconnect?: () => void;
  /** Called with each connection failure (the listener retries by itself). */
  onError?: (error: Error) => void;
};

export type Database = RawQueryable & {
  readonly kind: DatabaseKind;
  readonly orm: Orm;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: RawQueryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (PostgreSQL: on a dedicated connection, outside the pool, that reconnects
   * with backoff and listens again). Resolves once listening, with a function that stops.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  /** NOTIFY `channel` with `payload` (under 8,000 bytes); delivered to every listener on commit. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

/** Channel names are SQL identifiers; only plain ones are allowed, so none needs escaping. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  return channel;
}

const NOTIFY_SQL = 'select pg_notify($1, $2)';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string | 'memory' };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir);
}

/**
 * Runs jobs one at a time, in the order they came, each starting from the event loop's check
 * phase (issue 27, decision 0024). PGlite runs statements on the process's one thread,
 * synchronously. Started from a socket's read callback, a whole write ran before Node read the
 * next socket, and under load Node kept serving the connections it had just answered while others
 * waited unread: 50 writers, some answered 17 to 27 times in 5 s and others once, p99 4 s though no
 * request spent more than 200 ms in its handler. Started here, a job lets Node read every request
 * that is waiting first, and the requests take their turns in the order they came.
 */
export function createTurns(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  const nextCheckPhase = () => new Promise<void>((resolve) => setImmediate(resolve));
  return (job) => {
    const turn = tail.then(nextCheckPhase).then(job);
    tail = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  };
}

async function openPglite(dataDir: string | 'memory'): Promise<Database> {
  // relaxedDurability stays off: a commit is on disk before the call that made it returns.
  const pglite = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    relaxedDurability: false,
  });
  const take = createTurns();
  // Every statement from outside a transaction, and every transaction, waits for its turn; the
  // statements inside a transaction run on its handle (they already have the turn).
  const client = new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') {
        return (...args: Parameters<PGlite['query']>) => take(() => target.query(...args));
      }
      if (property === 'exec') {
        return (...args: Parameters<PGlite['exec']>) => take(() => target.exec(...args));
      }
      if (property === 'transaction') {
        return (...args: Parameters<PGlite['transaction']>) =>
          take(() => target.transaction(...args));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const raw = (q: Pick<PGlite, 'query' | 'exec'>): RawQueryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await q.query<Row>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    orm: drizzlePglite({ client, schema }) as unknown as Orm,
    ...raw(client),
    transaction: (work) => client.transaction((tx) => work(raw(tx))),
    // One connection: LISTEN and NOTIFY happen inside the process, and nothing can drop.
    listen: (channel, onPayload) => client.listen(checkChannel(channel), onPayload),
    async notify(channel, payload) {
      await client.query(NOTIFY_SQL, [checkChannel(channel), payload]);
    },
    close: () => client.close(),
  };
}

async function openPostgres(options: { url: string; maxConnections?: number }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const raw = (q: pg.Pool | pg.PoolClient): RawQueryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as Row[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    orm: drizzlePg({ client: pool, schema }) as unknown as Orm,
    ...raw(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(raw(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, listenOptions) =>
      listenPostgres(options.url, checkChannel(channel), onPayload, listenOptions),
    async notify(channel, payload) {
      await pool.query(NOTIFY_SQL, [checkChannel(channel), payload]);
    },
    close: () => pool.end(),
  };
}

const LISTEN_RETRY_FIRST_MS = 100;
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * A pg.Client of its own (a pooled client would be handed to other queries and lose the LISTEN),
 * kept listening: when its connection fails it reconnects with backoff, LISTENs again, and says so.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = LISTEN_RETRY_FIRST_MS;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    // Until it listens, a failure rejects this attempt below instead.
    next.on('error', () => undefined);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (stopped) return;
      options.onError?.(error);
      scheduleReconnect();
    };
    next.removeAllListeners('error');
    next.on('error', fail);
    next.on('end', () => fail(new Error('the listening connection ended')));
    client = next;
  }

  function scheduleReconnect(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          delayMs = LISTEN_RETRY_FIRST_MS;
          if (!stopped) options.onReconnect?.();
        },
        (error: Error) => {
          options.onError?.(error);
          delayMs = Math.min(delayMs * 2, LISTEN_RETRY_MAX_MS);
          scheduleReconnect();
        },
      );
    }, delayMs);
    retryTimer.unref();
  }

  // The first connection must work: a server that cannot listen should not start.
  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}
