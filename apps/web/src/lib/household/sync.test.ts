import {
  checkedItemKeys,
  emptyHouseholdState,
  ownItems,
  selectedRecipeIds,
  type HouseholdOp,
} from '@plateful/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHouseholdServer } from './fake-household-server.ts';
import { createMemoryDb } from './household-db.ts';
import { StoreWriter, type RefusedOp } from './store-writer.ts';
import { HouseholdStore } from './store.ts';
import { HouseholdSync, SYNC_RETRY_MAX_MS, refusedMessage } from './sync.ts';

const OWNER = 'device:TESTDEVICE';
const tick = (itemKey: string, checked = true): HouseholdOp => ({
  type: 'check',
  itemKey,
  checked,
});
const select = (recipeId: string): HouseholdOp => ({ type: 'select', recipeId, selected: true });

let server: FakeHouseholdServer;
let store: StoreWriter;
let sync: HouseholdSync;
let refused: RefusedOp[];

async function setUp(): Promise<void> {
  server = new FakeHouseholdServer();
  vi.stubGlobal('fetch', server.fetch);
  store = new StoreWriter(new HouseholdStore(emptyHouseholdState(), OWNER));
  await store.open(createMemoryDb());
  refused = [];
  // random 0.999: each retry waits (almost) the full backoff.
  sync = new HouseholdSync(store, {
    onRefused: (ops) => refused.push(...ops),
    random: () => 0.999,
  });
}

beforeEach(setUp);
afterEach(() => {
  sync.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pushCalls = () => server.calls.filter((call) => call.startsWith('POST'));

describe('the household sync loop', () => {
  it('sends queued changes in order, in batches of at most 100, and empties the queue', async () => {
    store.store.dispatchAll(Array.from({ length: 150 }, (_, index) => tick(`item-${index}`)));
    await store.store.whenQueued();
    await sync.push();
    expect(server.pushes.map((ns) => [ns[0], ns.at(-1), ns.length])).toEqual([
      [1, 100, 100],
      [101, 150, 50],
    ]);
    expect(store.store.pendingCount()).toBe(0);
    expect(checkedItemKeys(store.store.getView())).toHaveLength(150);
    // The pull after the push brought the server's entries: nothing is left on top.
    expect(store.cursor).toBe(150);
  });

  it('keeps a change through network failures, retrying at 1, 2, 4 s…, and sends it when back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.faults.push('network', 'network', 'network');
    store.store.dispatchAll([tick('eggs')]);
    await store.store.whenQueued();
    await sync.push();
    expect(checkedItemKeys(store.store.getView())).toEqual(['eggs']);
    expect(store.store.status()).toBe('offline');
    expect(pushCalls()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(900);
    expect(pushCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(pushCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(pushCalls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pushCalls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(pushCalls()).toHaveLength(4);
    expect(store.store.pendingCount()).toBe(0);
    expect(store.store.status()).toBe('synced');
    expect(checkedItemKeys(store.store.getView())).toEqual(['eggs']);
  });

  it('never waits longer than 30 s between tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.faults.push(...Array.from({ length: 8 }, () => 503 as const));
    store.store.dispatchAll([tick('eggs')]);
    await store.store.whenQueued();
    await sync.push();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000);
    expect(pushCalls()).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(SYNC_RETRY_MAX_MS);
    expect(pushCalls()).toHaveLength(7);
    expect(store.store.pendingCount()).toBe(1);
  });

  it('waits as long as a rate limit asks before trying again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.store.dispatchAll([tick('eggs')]);
    await store.store.whenQueued();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && server.pushes.length === 0) {
        server.pushes.push([]);
        return Promise.resolve(
          new Response(JSON.stringify({ ok: false, error: 'Too many requests' }), {
            status: 429,
            headers: { 'retry-after': '7' },
          }),
        );
      }
      return server.fetch(input, init);
    });
    await sync.push();
    await vi.advanceTimersByTimeAsync(6900);
    expect(store.store.pendingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(store.store.pendingCount()).toBe(0);
  });

  it('tries at once when the network comes back, not at the planned retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.faults.push('network');
    store.store.dispatchAll([tick('eggs')]);
    await store.store.whenQueued();
    await sync.push();
    expect(sync.waiting).toBe(true);
    await sync.retryNow();
    expect(pushCalls()).toHaveLength(2);
    expect(store.store.pendingCount()).toBe(0);
  });

  it('drops changes the server already has (a replay is a duplicate)', async () => {
    store.store.dispatchAll([tick('a'), tick('b')]);
    await store.store.whenQueued();
    // The answer to an earlier send was lost: the server has both already.
    server.acknowledged.set(store.clientId!, 2);
    await sync.push();
    expect(store.store.pendingCount()).toBe(0);
  });

  it('drops changes up to the number a 409 acknowledges', async () => {
    store.store.dispatchAll([tick('a'), tick('b'), tick('c')]);
    await store.store.whenQueued();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && server.pushes.length === 0) {
        server.pushes.push([]);
        return Promise.resolve(
          new Response(JSON.stringify({ ok: false, error: 'Replayed', acknowledged: 2 }), {
            status: 409,
          }),
        );
      }
      return server.fetch(input, init);
    });
    await sync.push();
    expect(server.pushes.at(-1)).toEqual([3]);
    expect(store.store.pendingCount()).toBe(0);
  });

  it('tells the user about a change the server refused, and drops it', async () => {
    server.refuse.set('gone', 'That recipe was deleted.');
    store.store.dispatchAll([select('kept'), select('gone')]);
    await store.store.whenQueued();
    await sync.push();
    expect(refused).toEqual([{ op: select('gone'), reason: 'That recipe was deleted.' }]);
    expect(refusedMessage(refused)).toEqual({
      title: 'Selecting a recipe was not saved',
      description: 'That recipe was deleted.',
    });
    expect(store.store.pendingCount()).toBe(0);
    expect(selectedRecipeIds(store.store.getView())).toEqual(['kept']);
  });

  it('drops only the operation a 400 is about, with a message, and sends the rest', async () => {
    store.store.dispatchAll([tick('a'), tick('bad'), tick('c')]);
    await store.store.whenQueued();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body
        ? (JSON.parse(String(init.body)) as { ops: { op: HouseholdOp }[] })
        : null;
      if (body?.ops.some(({ op }) => op.type === 'check' && op.itemKey === 'bad')) {
        server.pushes.push([]);
        return Promise.resolve(
          new Response(JSON.stringify({ ok: false, error: 'Unknown item key' }), { status: 400 }),
        );
      }
      return server.fetch(input, init);
    });
    await sync.push();
    expect(refused).toEqual([{ op: tick('bad'), reason: 'Unknown item key' }]);
    expect(store.store.pendingCount()).toBe(0);
    expect(checkedItemKeys(server.state)).toEqual(['a', 'c']);
  });

  it('pulls what other devices changed, and applies it under the queued changes', async () => {
    server.apply({ type: 'putItem', itemId: 'i1', text: 'loo roll' });
    server.apply(tick('milk'));
    server.apply(tick('eggs'));
    // This device unticks eggs meanwhile: its own change shows over the server's.
    store.store.dispatchAll([tick('eggs', false)]);
    await store.store.whenQueued();
    sync.stop();
    const puller = new HouseholdSync(store);
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Promise.reject(new TypeError('offline'))
        : server.fetch(input, init),
    );
    await puller.pull();
    puller.stop();
    expect(store.cursor).toBe(3);
    expect(ownItems(store.store.getView())).toEqual([{ id: 'i1', text: 'loo roll' }]);
    expect(checkedItemKeys(store.store.getView())).toEqual(['milk']);
  });

  it('keeps a taken change on show until the pull that brings it', async () => {
    store.store.dispatchAll([tick('eggs')]);
    await store.store.whenQueued();
    const seen: string[][] = [];
    store.store.subscribe(() => seen.push(checkedItemKeys(store.store.getView())));
    await sync.push();
    expect(seen.every((keys) => keys.includes('eggs'))).toBe(true);
  });

  it('starts again from the whole document when the server compacted past its cursor, keeping its queue', async () => {
    server.apply(tick('eggs'));
    server.apply({ type: 'putItem', itemId: 'i1', text: 'loo roll' });
    await sync.pull();
    expect(store.cursor).toBe(2);
    // Away for weeks: eggs unticked and the loo roll removed elsewhere, then forgotten.
    server.apply(tick('eggs', false));
    server.apply({ type: 'removeItem', itemId: 'i1' });
    server.apply(tick('milk'));
    server.compact();
    expect(server.compactedThrough).toBe(4);
    // Back with a change of its own that cannot be sent yet.
    server.faults.push(503);
    store.store.dispatchAll([tick('bread')]);
    await store.store.whenQueued();
    await sync.pull();
    expect(server.calls).toContain('GET /api/household/changes?since=2');
    expect(store.cursor).toBe(5);
    expect(store.store.data.confirmed?.restartedAt).toBe(5);
    expect(checkedItemKeys(store.store.getView()).sort()).toEqual(['bread', 'milk']);
    expect(ownItems(store.store.getView())).toEqual([]);
    expect(store.store.pendingCount()).toBe(1);
    // Merged as ordinary entries (an app that predates the flag), eggs would have stayed ticked.
    sync.stop();
  });

  it('pulls again while a poke names a later cursor', async () => {
    server.apply(tick('a'));
    await sync.pull();
    expect(store.cursor).toBe(1);
    server.apply(tick('b'));
    await sync.pull(1);
    expect(store.cursor).toBe(1);
    await sync.pull(2);
    expect(store.cursor).toBe(2);
    expect(checkedItemKeys(store.store.getView())).toEqual(['a', 'b']);
  });
});
