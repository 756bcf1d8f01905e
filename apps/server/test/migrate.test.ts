import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database.ts';

let current: TestDatabase | undefined;
afterEach(async () => {
  await current?.drop();
  current = undefined;
});

describe(`migrations (${testEngine()})`, () => {
  it('applies every migration to an empty database, in order, and records each', async () => {
    current = await createTestDatabase({ migrated: false });
    const all = readMigrations().map((m) => m.id);
    expect(all.length).toBeGreaterThan(0);
    expect(await migrate(current.db)).toEqual(all);
    const recorded = await current.db.query<{ id: string }>(
      'select id from schema_migrations order by id',
    );
    expect(recorded.map((row) => row.id)).toEqual(all);
  });

  it('applies nothing the second time', async () => {
    current = await createTestDatabase({ migrated: false });
    await migrate(current.db);
    expect(await migrate(current.db)).toEqual([]);
  });

  it('rolls back every pending migration when one fails', async () => {
    current = await createTestDatabase({ migrated: false });
    const broken = [
      { id: '9001-good', sql: 'create table good_one (id int);' },
      { id: '9002-bad', sql: 'create table broken (id int; -- syntax error' },
    ];
    await expect(migrate(current.db, broken)).rejects.toThrow();
    const tables = await current.db.query(
      "select 1 from information_schema.tables where table_name in ('good_one', 'schema_migrations')",
    );
    expect(tables).toHaveLength(0);
  });

  it('runs migrations one server at a time when two start together', async () => {
    current = await createTestDatabase({ migrated: false });
    const results = await Promise.all([migrate(current.db), migrate(current.db)]);
    expect(results.flat().sort()).toEqual(readMigrations().map((m) => m.id));
  });
});
