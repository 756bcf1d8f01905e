import 'fake-indexeddb/auto';
import type { NumberedOp } from '@plateful/contracts';
import {
  checkedItemKeys,
  emptyHouseholdState,
  ownItems,
  selectedRecipeIds,
  type HouseholdOp,
} from '@plateful/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HouseholdDb } from './household-db.ts';
import { createIndexedDbHome, openHouseholdIdb, type HouseholdIdb } from './indexed-db.ts';
import { localListOps, migrationOps } from './migrate.ts';
import { StoreWriter } from './store-writer.ts';
import { HouseholdStore } from './store.ts';

const OWNER = 'device:TESTDEVICE';
const tick = (itemKey: string): HouseholdOp => ({ type: 'check', itemKey, checked: true });
const select = (recipeId: string): HouseholdOp => ({ type: 'select', recipeId, selected: true });

let dbName: string;
const opened: HouseholdIdb[] = [];

async function openStore(owner = OWNER): Promise<StoreWriter> {
  const db = await openHouseholdIdb(dbName);
  opened.push(db);
  const store = new StoreWriter(new HouseholdStore(emptyHouseholdState(), owner));
  await store.open(createIndexedDbHome(db));
  return store;
}

beforeEach(() => {
  dbName = `household-test-${Math.random()}`;
});
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('the household outbox in IndexedDB', () => {
  it('keeps queued changes, in order and numbered, when the store is opened again', async () => {
    const first = await openStore();
    first.store.dispatchAll([select('r1'), tick('eggs')]);
    first.store.dispatchAll([select('r2')]);
    await first.store.whenQueued();
    const clientId = first.clientId;

    const again = await openStore();
    expect(again.clientId).toBe(clientId);
    expect(again.store.pendingCount()).toBe(3);
    expect(again.batch(10).map((entry) => entry.n)).toEqual([1, 2, 3]);
    expect(selectedRecipeIds(again.store.getView())).toEqual(['r1', 'r2']);
    expect(checkedItemKeys(again.store.getView())).toEqual(['eggs']);
  });

  it('shows a change at once, before it is written', async () => {
    const store = await openStore();
    store.store.dispatchAll([tick('milk')]);
    expect(checkedItemKeys(store.store.getView())).toEqual(['milk']);
    expect(store.store.status()).toBe('pending');
    await store.store.whenQueued();
  });

  it('never gives a number twice, even after the outbox has emptied', async () => {
    const store = await openStore();
    store.store.dispatchAll([tick('a'), tick('b')]);
    await store.store.whenQueued();
    await store.acknowledge(store.batch(10), 2);
    expect(store.store.pendingCount()).toBe(0);
    store.store.dispatchAll([tick('c')]);
    await store.store.whenQueued();
    const again = await openStore();
    expect(again.batch(10)).toEqual([{ n: 3, op: tick('c') }]);
  });

  it('keeps the confirmed state, and a taken change, through a reload', async () => {
    const store = await openStore();
    store.store.dispatchAll([tick('eggs')]);
    await store.store.whenQueued();
    await store.acknowledge(store.batch(10), 1, [{ n: 1, status: 'applied', version: 7 }], 7);

    const again = await openStore();
    expect(again.store.pendingCount()).toBe(0);
    expect(checkedItemKeys(again.store.getView())).toEqual(['eggs']);
    // The cursor has not moved: entries 1–6 of other devices are still to be fetched.
    expect(again.cursor).toBe(0);
  });

  it('keeps every part of the confirmed state through a reload, aisle corrections too', async () => {
    const store = await openStore();
    await store.applyChanges(OWNER, {
      cursor: 2,
      entries: [
        { kind: 'aisle', key: 'tahini', value: 'world_foods', version: 1 },
        { kind: 'meal', key: '2026-03-02:dinner', value: 'r1', version: 2 },
      ],
    });
    const again = await openStore();
    expect(again.store.getView().aisles).toEqual({ tahini: { value: 'world_foods', version: 1 } });
    expect(again.store.getView().meals).toEqual({
      '2026-03-02:dinner': { value: 'r1', version: 2 },
    });
  });

  it('lets two tabs queue into one outbox without sharing a number', async () => {
    const tabA = await openStore();
    const tabB = await openStore();
    tabA.store.dispatchAll([tick('a')]);
    tabB.store.dispatchAll([tick('b')]);
    await Promise.all([tabA.store.whenQueued(), tabB.store.whenQueued()]);
    await tabA.reload();
    expect(tabA.batch(10).map((entry) => entry.n)).toEqual([1, 2]);
    expect(checkedItemKeys(tabA.store.getView())).toEqual(['a', 'b']);
  });

  it('merges what another tab pulled into this tab on a reload', async () => {
    const tabA = await openStore();
    const tabB = await openStore();
    await tabA.applyChanges(OWNER, {
      cursor: 3,
      entries: [{ kind: 'item', key: 'i1', value: 'loo roll', version: 3 }],
    });
    await tabB.reload();
    expect(ownItems(tabB.store.getView())).toEqual([{ id: 'i1', text: 'loo roll' }]);
    expect(tabB.cursor).toBe(3);
  });

  it('starts from nothing for a new owner and keeps the queued changes', async () => {
    const store = await openStore();
    await store.applyChanges(OWNER, {
      cursor: 2,
      entries: [{ kind: 'selection', key: 'old', value: true, version: 2 }],
    });
    store.store.dispatchAll([select('mine')]);
    await store.store.whenQueued();
    await store.setOwner('ACCOUNT');
    expect(store.cursor).toBe(0);
    expect(selectedRecipeIds(store.store.getView())).toEqual(['mine']);

    const again = await openStore('ACCOUNT');
    expect(selectedRecipeIds(again.store.getView())).toEqual(['mine']);
    // A pull for the old owner that lands late changes nothing.
    await again.applyChanges(OWNER, {
      cursor: 9,
      entries: [{ kind: 'selection', key: 'late', value: true, version: 9 }],
    });
    expect(selectedRecipeIds(again.store.getView())).toEqual(['mine']);
  });
});

/** What another connection to the database finds in the outbox (a reload's view of it). */
async function outboxSeenByAnother(): Promise<HouseholdOp[]> {
  const db = await openHouseholdIdb(dbName);
  opened.push(db);
  return (await createIndexedDbHome(db).readQueue()).map((entry) => entry.op);
}

describe('a change is done once it is kept (issue 27)', () => {
  const servings6: HouseholdOp = { type: 'select', recipeId: 'dal', selected: true, servings: 6 };

  it('resolves a dispatch only once its operations are in the IndexedDB outbox', async () => {
    const store = await openStore();
    const kept = store.store.dispatchAll([servings6]);
    // Shown at once, before it is kept.
    expect(selectedRecipeIds(store.store.getView())).toEqual(['dal']);
    // What a reload would find the moment the dispatch says done.
    const found = kept.then(async (ok) => ({ ok, outbox: await outboxSeenByAnother() }));
    expect(await found).toEqual({ ok: true, outbox: [servings6] });
  });

  it('keeps a change dispatched before the home opened, and says so once it is in the outbox', async () => {
    const db = await openHouseholdIdb(dbName);
    opened.push(db);
    const store = new StoreWriter(new HouseholdStore(emptyHouseholdState(), OWNER));
    let done = false;
    const kept = store.store.dispatchAll([servings6]).then((ok) => {
      done = true;
      return ok;
    });
    // No home yet (the engine is still loading): nothing may say done.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    await store.open(createIndexedDbHome(db));
    expect(await kept).toBe(true);
    expect(await outboxSeenByAnother()).toEqual([servings6]);
  });

  it('answers each dispatch for its own operations: a malformed one is not done', async () => {
    const store = await openStore();
    store.store.setEvents({
      check: (ops) =>
        Promise.resolve(ops.map((op) => (op.type === 'putItem' ? 'Text is empty' : null))),
    });
    const malformed = store.store.dispatchAll([{ type: 'putItem', itemId: 'i1', text: '' }]);
    const fine = store.store.dispatchAll([tick('eggs')]);
    expect(await Promise.all([malformed, fine])).toEqual([false, true]);
    expect(await outboxSeenByAnother()).toEqual([tick('eggs')]);
  });

  it('says a change refused by the home is not kept, shows it still, and keeps it with the next change', async () => {
    const idb = await openHouseholdIdb(dbName);
    opened.push(idb);
    const real = createIndexedDbHome(idb);
    let refuse = true;
    // IndexedDB refusing a write as a full disk makes it refuse.
    const home: HouseholdDb = {
      ...real,
      append: (ops) =>
        refuse
          ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
          : real.append(ops),
    };
    const errors: unknown[] = [];
    const store = new StoreWriter(
      new HouseholdStore(emptyHouseholdState(), OWNER, {
        onNotKept: (error) => errors.push(error),
      }),
    );
    await store.open(home);

    expect(await store.store.dispatchAll([servings6])).toBe(false);
    expect(errors.map((error) => (error as DOMException).name)).toEqual(['QuotaExceededError']);
    expect(selectedRecipeIds(store.store.getView())).toEqual(['dal']);
    expect(store.store.pendingCount()).toBe(1);

    refuse = false;
    expect(await store.store.dispatchAll([tick('eggs')])).toBe(true);
    expect(await outboxSeenByAnother()).toEqual([servings6, tick('eggs')]);
  });

  it('drops taken operations from the outbox and saves the state they made in one transaction', async () => {
    const store = await openStore();
    await store.store.dispatchAll([tick('eggs')]);
    await store.acknowledge(store.batch(10), 1, [{ n: 1, status: 'applied', version: 7 }], 7);
    const db = await openHouseholdIdb(dbName);
    opened.push(db);
    const home = createIndexedDbHome(db);
    expect(await home.readQueue()).toEqual([]);
    expect((await home.readConfirmed())?.state.checks).toEqual({
      eggs: { value: true, version: 7 },
    });
  });
});

describe('the first start with the household store', () => {
  beforeEach(() => localStorage.clear());

  it('turns the local selection, checks and settings into the first queued changes', async () => {
    localStorage.setItem('plateful:selectedRecipeIds', JSON.stringify(['r1', 'r2']));
    localStorage.setItem('plateful:shoppingChecks', JSON.stringify(['salt-pantry-count']));
    localStorage.setItem(
      'plateful:settings',
      JSON.stringify({ householdSize: 4, basketService: 'whisk', pantryStaples: ['Salt'] }),
    );
    expect(localListOps()).toEqual([
      select('r1'),
      select('r2'),
      tick('salt-pantry-count'),
      { type: 'setSetting', name: 'householdSize', value: 4 },
      { type: 'setSetting', name: 'pantryStaples', value: ['Salt'] },
    ]);

    const db = await openHouseholdIdb(dbName);
    opened.push(db);
    const store = new StoreWriter(new HouseholdStore(emptyHouseholdState(), OWNER));
    await store.open(createIndexedDbHome(db), (state, queue) => migrationOps(state, queue, false));
    expect(store.store.pendingCount()).toBe(5);
    expect(selectedRecipeIds(store.store.getView())).toEqual(['r1', 'r2']);
  });

  it('does nothing once done, or when the household already has state', () => {
    localStorage.setItem('plateful:selectedRecipeIds', JSON.stringify(['r1']));
    const state = emptyHouseholdState();
    expect(migrationOps(state, [], true)).toEqual([]);
    expect(migrationOps({ ...state, cursor: 4 }, [], false)).toEqual([]);
    expect(migrationOps(state, [{ n: 1, op: tick('x') } as NumberedOp], false)).toEqual([]);
    expect(migrationOps(state, [], false)).toEqual([select('r1')]);
  });
});
