/**
 * A fresh database for each test file, on the engine this run is for: PGlite in memory, or (with
 * PLATEFUL_TEST_DB=postgres and TEST_DATABASE_URL) a new PostgreSQL database that is dropped after.
 * Never assumes the shared `test` database is empty: it only creates and drops its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { seedFactoryRecipes } from '../../src/catalogue/seed-factory-recipes.ts';
import { migrate } from '../../src/db/migrate.ts';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.PLATEFUL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export type TestDatabase = { db: Database; url: string | undefined; drop(): Promise<void> };

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PLATEFUL_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** Creates an empty PostgreSQL database and returns its URL and a function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = adminUrl();
  const name = `plateful_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Opens a migrated (and, unless told otherwise, seeded) empty database for one test file. */
export async function createTestDatabase(
  options: { migrated?: boolean; seeded?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const prepare = async (db: Database) => {
    if (!migrated) return;
    await migrate(db);
    if (options.seeded ?? true) await seedFactoryRecipes(db);
  };
  if (testEngine() === 'pglite') {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await prepare(db);
    return { db, url: undefined, drop: () => db.close() };
  }
  const created = await createPostgresDatabase();
  const db = await openDatabase({ kind: 'postgres', url: created.url, maxConnections: 5 });
  await prepare(db);
  return {
    db,
    url: created.url,
    async drop() {
      await db.close();
      await created.drop();
    },
  };
}
