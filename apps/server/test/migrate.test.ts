import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database.ts';
import { PROCESS_TEST_TIMEOUT_MS } from './support/spawn-server.ts';

// Each test starts a database or a server of its own: on a busy machine that alone can take a
// minute (a ceiling, not a target).
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

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

  it("moves every owner's selection, ticks and meal plan into the household document", async () => {
    current = await createTestDatabase({ migrated: false });
    const all = readMigrations();
    const household = all.findIndex((m) => m.id === '0005-household');
    await migrate(current.db, all.slice(0, household));
    await current.db.exec(`
      insert into selections (owner_key, recipe_ids) values
        ('account:A', '["r2", "r1", "r3"]'), ('device:D', '[]');
      insert into shopping_checks (owner_key, item_id, checked) values
        ('account:A', 'eggs', true), ('account:A', 'milk', false), ('device:D', 'flour', true);
      insert into meal_plan_slots (owner_key, date, meal, recipe_id) values
        ('account:A', '2026-03-04', 'dinner', 'r1'), ('device:E', '2026-03-05', 'lunch', 'r9');
    `);
    expect(await migrate(current.db)).toEqual(all.slice(household).map((m) => m.id));

    const entries = await current.db.query<{
      owner_key: string;
      kind: string;
      key: string;
      value: unknown;
      version: string | number;
    }>(
      'select owner_key, kind, key, value, version from household_entries order by owner_key, version',
    );
    expect(entries.map((row) => ({ ...row, version: Number(row.version) }))).toEqual([
      { owner_key: 'account:A', kind: 'selection', key: 'r2', value: true, version: 1 },
      { owner_key: 'account:A', kind: 'selection', key: 'r1', value: true, version: 2 },
      { owner_key: 'account:A', kind: 'selection', key: 'r3', value: true, version: 3 },
      { owner_key: 'account:A', kind: 'check', key: 'eggs', value: true, version: 4 },
      { owner_key: 'account:A', kind: 'meal', key: '2026-03-04:dinner', value: 'r1', version: 5 },
      { owner_key: 'device:D', kind: 'check', key: 'flour', value: true, version: 1 },
      { owner_key: 'device:E', kind: 'meal', key: '2026-03-05:lunch', value: 'r9', version: 1 },
    ]);
    const heads = await current.db.query<{ owner_key: string; version: string | number }>(
      'select owner_key, version from household_heads order by owner_key',
    );
    expect(heads.map((row) => [row.owner_key, Number(row.version)])).toEqual([
      ['account:A', 5],
      ['device:D', 1],
      ['device:E', 1],
    ]);
    const old = await current.db.query(
      "select 1 from information_schema.tables where table_name in ('selections', 'shopping_checks', 'meal_plan_slots')",
    );
    expect(old).toHaveLength(0);
  });

  it('runs migrations one server at a time when two start together', async () => {
    current = await createTestDatabase({ migrated: false });
    const results = await Promise.all([migrate(current.db), migrate(current.db)]);
    expect(results.flat().sort()).toEqual(readMigrations().map((m) => m.id));
  });
});
