/**
 * Vitest global set-up for the server projects: one migrated and seeded database made once per
 * run, which each test file's database starts as a copy of (test-database.ts). A new PGlite runs
 * initdb in WebAssembly, about 3 s of CPU, and migrating and seeding take another 0.3 s; a copy
 * of a data directory made once opens in about 0.6 s (an empty one, made by initdb alone, is
 * kept too for the tests of migrations). On PostgreSQL the template is a database that
 * `create database … template` copies. Migrations from empty are still run by migrate.test.ts
 * (`migrated: false`) and by the process tests, which start the real server on an empty directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import {
  createPostgresDatabase,
  EMPTY_TEMPLATE_ENV,
  prepareDatabase,
  TEMPLATE_ENV,
} from './test-database.ts';

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's env (PLATEFUL_TEST_DB) reaches its test files, not this process: the template
  // is handed to them the same way.
  const env = project.config.env;
  if (env.PLATEFUL_TEST_DB !== 'postgres') {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-test-template-'));
    const empty = path.join(root, 'empty');
    const full = path.join(root, 'full');
    await (await openDatabase({ kind: 'pglite', dataDir: empty })).close();
    fs.cpSync(empty, full, { recursive: true });
    const db = await openDatabase({ kind: 'pglite', dataDir: full });
    await prepareDatabase(db);
    await db.close();
    env[EMPTY_TEMPLATE_ENV] = empty;
    env[TEMPLATE_ENV] = full;
    return async () => fs.rmSync(root, { recursive: true, force: true });
  }
  const template = await createPostgresDatabase();
  const db = await openDatabase({ kind: 'postgres', url: template.url, maxConnections: 1 });
  await prepareDatabase(db);
  await db.close();
  env[TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
  return () => template.drop();
}
