import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';

/** The embedded database's prepared statements (`queryPrepared`, issue 27). */
describe('prepared statements on the embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await db.exec(`create table things (
      key text primary key, n bigint not null, tags text[], doc jsonb, at timestamptz)`);
  });
  afterAll(() => db.close());

  const UPSERT = `insert into things (key, n, tags, doc, at) values ($1, $2, $3, $4::jsonb, $5)
    on conflict (key) do update set n = things.n + excluded.n
    returning key, n, tags, doc, at`;

  it('answers as `query` does, call after call, with the same types', async () => {
    const at = new Date('2026-11-28T20:00:00.000Z');
    const params = ['a', 2, ['x', 'y'], JSON.stringify({ ok: true }), at];
    const first = await db.queryPrepared(UPSERT, params);
    const second = await db.queryPrepared(UPSERT, params);
    expect(first).toEqual([{ key: 'a', n: 2, tags: ['x', 'y'], doc: { ok: true }, at }]);
    expect(second).toEqual([{ key: 'a', n: 4, tags: ['x', 'y'], doc: { ok: true }, at }]);
    // Enough calls for the engine to consider its generic plan, with other values each time.
    for (let i = 0; i < 8; i += 1) await db.queryPrepared(UPSERT, [`k${i}`, i, null, null, null]);
    const rows = await db.queryPrepared<{ key: string; n: number; tags: unknown }>(
      'select key, n, tags from things where key = any($1::text[]) order by key',
      [['k3', 'k7']],
    );
    expect(rows).toEqual([
      { key: 'k3', n: 3, tags: null },
      { key: 'k7', n: 7, tags: null },
    ]);
    expect(await db.query('select count(*)::int as n from things')).toEqual([{ n: 9 }]);
  });

  it('returns no rows for a statement without any, and throws the engine’s error', async () => {
    expect(await db.queryPrepared('update things set n = n where key = $1', ['a'])).toEqual([]);
    await expect(db.queryPrepared(UPSERT, ['b', 'not a number', null, null, null])).rejects.toThrow(
      /invalid input syntax for type bigint/,
    );
    // The connection goes on: the same statement again, and another.
    expect(await db.queryPrepared(UPSERT, ['b', 1, null, null, null])).toHaveLength(1);
    expect(await db.query('select n from things where key = $1', ['b'])).toEqual([{ n: 1 }]);
  });

  it('inside a transaction, is undone with it; the statement itself stays prepared', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.queryPrepared(UPSERT, ['rolled', 1, null, null, null]);
        expect(await tx.queryPrepared('select n from things where key = $1', ['rolled'])).toEqual([
          { n: 1 },
        ]);
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    expect(await db.queryPrepared('select n from things where key = $1', ['rolled'])).toEqual([]);
    await db.transaction((tx) => tx.queryPrepared(UPSERT, ['kept', 5, null, null, null]));
    expect(await db.queryPrepared('select n from things where key = $1', ['kept'])).toEqual([
      { n: 5 },
    ]);
  });

  it('fails a transaction whose statement failed, and the next transaction works', async () => {
    await expect(
      db.groupedTransaction((tx) => tx.queryPrepared(UPSERT, ['c', 'x', null, null, null])),
    ).rejects.toThrow(/invalid input syntax/);
    await db.groupedTransaction((tx) => tx.queryPrepared(UPSERT, ['c', 3, null, null, null]));
    expect(await db.query('select n from things where key = $1', ['c'])).toEqual([{ n: 3 }]);
  });
});
