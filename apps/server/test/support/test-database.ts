/**
 * A fresh database for each test file, on the engine this run is for: PGlite, or (with
 * PLATEFUL_TEST_DB=postgres and TEST_DATABASE_URL) a new PostgreSQL database that is dropped after.
 * Never assumes the shared `test` database is empty: it only creates and drops its own.
 *
 * Under Vitest a migrated and seeded database starts as a copy of the run's template
 * (database-template.ts, the server projects' global set-up): a PGlite data directory copied to
 * a directory of the file's own, or a PostgreSQL database made with `template`. Without one (a
 * bench script) it is made from empty.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { seedFactoryRecipes } from '../../src/catalogue/seed-factory-recipes.ts';
import { migrate } from '../../src/db/migrate.ts';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.PLATEFUL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** Set by the global set-up: the template's PGlite data directory or PostgreSQL database name. */
export const TEMPLATE_ENV = 'PLATEFUL_TEST_DB_TEMPLATE';
/** Set by the global set-up on PGlite: a data directory initdb made, with nothing migrated. */
export const EMPTY_TEMPLATE_ENV = 'PLATEFUL_TEST_DB_EMPTY_TEMPLATE';

/** A PGlite database in a new directory that starts as a copy of `template`. */
async function copyOfPglite(template: string): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plateful-test-db-'));
  await fs.cp(template, dataDir, { recursive: true });
  const db = await openDatabase({ kind: 'pglite', dataDir });
  return {
    db,
    url: undefined,
    async drop() {
      await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestDatabase = { db: Database; url: string | undefined; drop(): Promise<void> };

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PLATEFUL_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/**
 * Creates an empty PostgreSQL database (or a copy of `template`) and returns its URL and a
 * function that drops it.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = adminUrl();
  const name = `plateful_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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

/** Migrates a new database and loads the factory recipes, as the server does at start-up. */
export async function prepareDatabase(db: Database, options: { seeded?: boolean } = {}) {
  await migrate(db);
  if (options.seeded ?? true) await seedFactoryRecipes(db);
}

/** Opens a migrated (and, unless told otherwise, seeded) empty database for one test file. */
export async function createTestDatabase(
  options: { migrated?: boolean; seeded?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const seeded = options.seeded ?? true;
  // The template is migrated and seeded: a database that should be neither is made from empty.
  const template = migrated && seeded ? process.env[TEMPLATE_ENV] : undefined;
  const prepare = async (db: Database) => {
    if (migrated) await prepareDatabase(db, { seeded });
  };
  if (testEngine() === 'pglite') {
    if (template) return copyOfPglite(template);
    const empty = process.env[EMPTY_TEMPLATE_ENV];
    if (empty) {
      const copy = await copyOfPglite(empty);
      await prepare(copy.db);
      return copy;
    }
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await prepare(db);
    return { db, url: undefined, drop: () => db.close() };
  }
  const created = await createPostgresDatabase(template);
  const db = await openDatabase({ kind: 'postgres', url: created.url, maxConnections: 5 });
  if (!template) await prepare(db);
  return {
    db,
    url: created.url,
    async drop() {
      await db.close();
      await created.drop();
    },
  };
}
