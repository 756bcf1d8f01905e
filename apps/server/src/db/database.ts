/**
 * One database handle for the whole server, over either engine: PGlite embedded in the process
 * (the default, data under DATA_DIR) or a PostgreSQL server (`DATABASE_URL`). Repositories see the
 * same drizzle API and the same raw query helpers on both.
 */
import { parse as pgliteParse, PGlite, protocol } from '@electric-sql/pglite';
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
  /**
   * `query`, for a statement of a hot path whose text never changes between calls (issue 27). On
   * PGlite it is a named prepared statement of the one connection: parsed and analysed once, its
   * plan cached by the engine, and each call one message to the engine (bind, describe, execute,
   * sync) instead of six. On PostgreSQL, `query`.
   */
  queryPrepared<Row = Record<string, unknown>>(sql: string, params: unknown[]): Promise<Row[]>;
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
   * `transaction`, for work whose only effects are its statements on `tx` (so it may run again).
   * On PGlite the transactions of this kind that are waiting for their turn run together in one
   * transaction, each in the order it came and each seeing the ones before it, as if one after
   * the other (issue 27: BEGIN and COMMIT once for the group); each gets its own result once the
   * group has committed. If one of them fails, the group is rolled back and each runs again in a
   * transaction of its own, so a failure is its own caller's alone. On PostgreSQL, `transaction`.
   */
  groupedTransaction<T>(work: (tx: RawQueryable) => Promise<T>): Promise<T>;
  /**
   * Runs `job` when its turn comes, its statements outside a transaction (PGlite: in the queue of
   * turns, so a job may gather what came while it waited; PostgreSQL: at once, on the pool).
   */
  inTurn<T>(job: (q: RawQueryable) => Promise<T>): Promise<T>;
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

/** The most transactions one group runs (what a failure in it makes run twice). */
export const MAX_GROUPED_TRANSACTIONS = 32;

type GroupedJob<Tx> = {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * Groups transactions for `groupedTransaction` (PGlite). A group takes one turn (`take`): it is
 * queued when the first transaction of it comes, and takes every transaction that came until its
 * turn starts (up to MAX_GROUPED_TRANSACTIONS; the rest queue the next group). `begin` runs one
 * transaction on the engine itself (it already has the turn).
 */
export function createTransactionGroups<Tx>(
  take: <T>(job: () => Promise<T>) => Promise<T>,
  begin: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>,
): <T>(work: (tx: Tx) => Promise<T>) => Promise<T> {
  let waiting: GroupedJob<Tx>[] = [];
  let queued = false;

  async function alone(job: GroupedJob<Tx>): Promise<void> {
    await begin(job.work).then(job.resolve, job.reject);
  }

  async function runGroup(): Promise<void> {
    queued = false;
    const group = waiting.slice(0, MAX_GROUPED_TRANSACTIONS);
    waiting = waiting.slice(group.length);
    if (waiting.length > 0) queue();
    if (group.length === 1) return alone(group[0]!);
    let results: unknown[];
    try {
      results = await begin(async (tx) => {
        const each: unknown[] = [];
        for (const job of group) each.push(await job.work(tx));
        return each;
      });
    } catch {
      // Rolled back: each again on its own, in the same order, so only a failing one fails.
      for (const job of group) await alone(job);
      return;
    }
    group.forEach((job, index) => job.resolve(results[index]));
  }

  function queue(): void {
    queued = true;
    // runGroup settles every job itself and never rejects.
    void take(runGroup);
  }

  return <T>(work: (tx: Tx) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!queued) queue();
    });
}

/** Protocol messages, end to end, as one buffer: the engine takes them in one call. */
function concatMessages(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * `queryPrepared` on PGlite: each statement text is parsed once, as a named prepared statement of
 * the one connection (prepared statements live as long as the session, whatever happens to the
 * transaction they were made in), and then run by name. The engine plans it with each call's
 * values for the first five calls and then keeps a generic plan when that costs no more, as
 * PostgreSQL does for any prepared statement. Runs under PGlite's own query lock, like `query`;
 * `syncToFs` as `query` does outside a transaction (inside one, COMMIT syncs).
 */
export function pglitePreparedStatements(pglite: PGlite) {
  const { serialize } = protocol;
  const statements = new Map<string, { name: string; types: number[] }>();

  async function prepare(sql: string): Promise<{ name: string; types: number[] }> {
    const known = statements.get(sql);
    if (known) return known;
    const name = `plateful_prepared_${statements.size + 1}`;
    const { messages } = await pglite.execProtocol(
      concatMessages([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: pgliteParse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  return async function queryPrepared<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    return pglite.runExclusive(async () => {
      const { name, types } = await prepare(sql);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[types[index]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await pglite.execProtocol(
        concatMessages([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!pglite.isInTransaction()) await pglite.syncToFs();
      const [result] = pgliteParse.parseResults(messages, pglite.parsers);
      return (result?.rows ?? []) as Row[];
    });
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
  const prepared = pglitePreparedStatements(pglite);
  // Outside a transaction a prepared statement waits its turn like any other; inside one it runs
  // at once (the transaction has the turn).
  const raw = (q: Pick<PGlite, 'query' | 'exec'>, inTurn = false): RawQueryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await q.query<Row>(sql, params)).rows;
    },
    queryPrepared: <Row>(sql: string, params: unknown[]) =>
      inTurn ? prepared<Row>(sql, params) : take(() => prepared<Row>(sql, params)),
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const grouped = createTransactionGroups<RawQueryable>(take, (work) =>
    pglite.transaction((tx) => work(raw(tx, true))),
  );
  return {
    kind: 'pglite',
    orm: drizzlePglite({ client, schema }) as unknown as Orm,
    ...raw(client),
    transaction: (work) => client.transaction((tx) => work(raw(tx, true))),
    groupedTransaction: grouped,
    inTurn: (job) => take(() => job(raw(pglite, true))),
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
    async queryPrepared<Row>(sql: string, params: unknown[]) {
      return (await q.query(sql, params)).rows as Row[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  async function transaction<T>(work: (tx: RawQueryable) => Promise<T>): Promise<T> {
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
  }
  return {
    kind: 'postgres',
    orm: drizzlePg({ client: pool, schema }) as unknown as Orm,
    ...raw(pool),
    transaction,
    // Each process has a pool of its own connections and pushes wait on the owner's row lock
    // across processes: grouping would hold one owner's lock while others' work runs.
    groupedTransaction: transaction,
    inTurn: (job) => job(raw(pool)),
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
