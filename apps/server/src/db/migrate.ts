/**
 * Applies the numbered SQL migrations in `migrations/` (append-only, `NNNN-name.sql`) that the
 * database has not recorded yet, all in one transaction. An advisory lock serialises servers that
 * start together on one PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

/** Source: `src/db/migrations`; bundle: `dist/migrations` (copied there by build.mjs). */
function defaultMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return candidates.find((dir) => fs.existsSync(dir)) ?? candidates[0]!;
}

export type Migration = { id: string; sql: string };

const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.sql$/;
const MIGRATION_LOCK_KEY = 72_011_301;

export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({
      id: name.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, name), 'utf8'),
    }));
}

/** Applies pending migrations; returns the ids it applied, in order. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set(
      (await tx.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
