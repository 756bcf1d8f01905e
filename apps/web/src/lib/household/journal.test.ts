import 'fake-indexeddb/auto';
import { checkedItemKeys, emptyHouseholdState, type HouseholdOp } from '@plateful/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIndexedDbHome, openHouseholdIdb, type HouseholdIdb } from './indexed-db.ts';
import { JOURNAL_ORPHAN_MS, PageJournal, journalWaiting } from './journal.ts';
import { StoreWriter } from './store-writer.ts';
import { HouseholdStore } from './store.ts';

const OWNER = 'device:TESTDEVICE';
const tick = (itemKey: string): HouseholdOp => ({ type: 'check', itemKey, checked: true });
const order = (shop: string, aisles: string[]): HouseholdOp => ({
  type: 'setShopAisleOrder',
  shop,
  order: aisles,
});

/** The journals in local storage, by key. */
function journals(): Record<string, { at: number; ops: HouseholdOp[] }> {
  return Object.fromEntries(
    Object.keys(localStorage)
      .filter((key) => key.startsWith('plateful:householdJournal:'))
      .map((key) => [key, JSON.parse(localStorage.getItem(key)!)]),
  );
}

/** A lock manager as a browser's: a lock is held until its callback's promise settles. */
class FakeLocks {
  readonly held = new Map<string, number>();
  async request(name: string, callback: () => Promise<unknown>): Promise<unknown> {
    while (this.held.has(name)) await new Promise((resolve) => setTimeout(resolve, 1));
    this.held.set(name, 1);
    try {
      return await callback();
    } finally {
      this.held.delete(name);
    }
  }
  query(): Promise<{ held: { name: string }[]; pending: { name: string }[] }> {
    return Promise.resolve({ held: [...this.held.keys()].map((name) => ({ name })), pending: [] });
  }
}

let dbName: string;
const opened: HouseholdIdb[] = [];

/** A page: its store, journal and writer on the one IndexedDB database of the test. */
async function openPage(journal = new PageJournal()): Promise<StoreWriter> {
  const db = await openHouseholdIdb(dbName);
  opened.push(db);
  const writer = new StoreWriter(new HouseholdStore(emptyHouseholdState(), OWNER, {}, journal));
  await writer.open(createIndexedDbHome(db));
  return writer;
}

beforeEach(() => {
  dbName = `journal-test-${Math.random()}`;
  localStorage.clear();
});
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  Reflect.deleteProperty(navigator, 'locks');
  localStorage.clear();
});

describe("a page's journal of changes not yet in the outbox (issue 27)", () => {
  it('holds a change from the moment it is dispatched until it is in the outbox', async () => {
    const journal = new PageJournal();
    const store = new HouseholdStore(emptyHouseholdState(), OWNER, {}, journal);
    void store.dispatchAll([order('tesco', ['fruit', 'dairy'])]);
    // No await yet: the change is on the device before the tap's handler returns.
    expect(Object.values(journals())).toEqual([
      { at: expect.any(Number), ops: [order('tesco', ['fruit', 'dairy'])] },
    ]);
    expect(journalWaiting()).toBe(true);

    const writer = new StoreWriter(store);
    const db = await openHouseholdIdb(dbName);
    opened.push(db);
    await writer.open(createIndexedDbHome(db));
    await store.whenQueued();
    expect(journals()).toEqual({});
    expect(writer.batch(10).map((entry) => entry.op)).toEqual([order('tesco', ['fruit', 'dairy'])]);
  });

  it("queues the changes a closed page left, before this page's own, and answers each dispatch for its own", async () => {
    // A page whose engine never started (a new device's first change), then closed.
    const gone = new PageJournal(() => Date.now() - JOURNAL_ORPHAN_MS - 1);
    gone.write([tick('eggs'), order('asda', ['bakery'])]);

    const journal = new PageJournal();
    const store = new HouseholdStore(emptyHouseholdState(), OWNER, {}, journal);
    const kept = store.dispatchAll([tick('milk')]);
    const writer = new StoreWriter(store);
    const db = await openHouseholdIdb(dbName);
    opened.push(db);
    await writer.open(createIndexedDbHome(db));

    await expect(kept).resolves.toBe(true);
    expect(writer.batch(10).map((entry) => entry.op)).toEqual([
      tick('eggs'),
      order('asda', ['bakery']),
      tick('milk'),
    ]);
    expect(checkedItemKeys(store.getView()).sort()).toEqual(['eggs', 'milk']);
    expect(journals()).toEqual({});
    // A change dispatched after the adopted ones is answered only once it is in the outbox too.
    const later = store.dispatchAll([tick('bread')]);
    let answered = false;
    void later.then(() => (answered = true));
    expect(store.data.settled).toBeLessThan(store.data.dispatched);
    await store.whenQueued();
    expect(answered).toBe(true);
    expect(writer.batch(10)).toHaveLength(4);
  });

  it('without Web Locks, leaves a journal under a minute old (its page may be alive) and drops an unreadable one', async () => {
    new PageJournal().write([tick('eggs')]);
    localStorage.setItem('plateful:householdJournal:broken', '{not json');
    const writer = await openPage();
    expect(writer.batch(10)).toEqual([]);
    expect(Object.values(journals()).map((journal) => journal.ops)).toEqual([[tick('eggs')]]);
    expect(localStorage.getItem('plateful:householdJournal:broken')).toBeNull();
  });

  it('with Web Locks, takes a journal at once when its page is gone, and never a live page’s', async () => {
    const locks = new FakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const alive = new PageJournal();
    alive.write([tick('alive')]);
    // The page's lock is taken as its journal is written, and held while it has operations.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect([...locks.held.keys()]).toEqual([`plateful-page:${alive.id}`]);
    // A page that was reloaded: its journal is there, its lock went with it.
    localStorage.setItem(
      'plateful:householdJournal:reloaded',
      JSON.stringify({ at: Date.now(), ops: [tick('reloaded')] }),
    );

    const writer = await openPage();
    expect(writer.batch(10).map((entry) => entry.op)).toEqual([tick('reloaded')]);
    expect(Object.keys(journals())).toEqual([alive.key]);

    alive.write([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(locks.held.size).toBe(0);
    expect(journals()).toEqual({});
  });
});
