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

export type Database = RawQueryable & {
  readonly kind: DatabaseKind;
  readonly orm: Orm;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: RawQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string | 'memory' };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | 'memory'): Promise<Database> {
  // relaxedDurability stays off: a commit is on disk before the call that made it returns.
  const client = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    relaxedDurability: false,
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
    close: () => pool.end(),
  };
}
