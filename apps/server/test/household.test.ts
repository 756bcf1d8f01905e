import type { OpResult } from '@plateful/contracts';
import {
  aisleOrderForShop,
  aisleOverrides,
  applyEntries,
  checkedItemKeys,
  emptyHouseholdState,
  householdSettings,
  ownItems,
  plannedMeals,
  selectedRecipeIds,
  selectedServings,
  shopAisleOrders,
  type HouseholdEntry,
  type HouseholdOp,
} from '@plateful/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  newAccountCode,
  newDeviceCode,
  newUser,
  recipeBody,
  type ApiClient,
  type Identity,
} from './support/api-client.ts';
import { openEventStream, type EventStream } from './support/event-stream.ts';
import { householdChanges, newClientId, pushHousehold } from './support/household-calls.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Envelope<T> = { ok: boolean; data: T; error?: string };
type Poke = { cursor?: number; recipes?: boolean };

let server: TestServer;
let api: ApiClient;
let chefsPick: string[];
const streams: EventStream[] = [];

beforeAll(async () => {
  // Plenty of writes: this file pushes a lot from one IP; the limit has its own test below.
  server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  api = apiClient(server.url);
  const list = await api.get<{ data: { id: string }[] }>('/api/recipes', {
    device: newDeviceCode(),
  });
  chefsPick = list.body.data.map((recipe) => recipe.id);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

const push = (as: Identity, clientId: string, ops: { n: number; op: unknown }[]) =>
  pushHousehold(api, as, clientId, ops);

/** Pushes `ops` numbered from `first`. */
async function pushOps(as: Identity, clientId: string, ops: HouseholdOp[], first = 1) {
  const response = await push(
    as,
    clientId,
    ops.map((op, index) => ({ n: first + index, op })),
  );
  expect(response.status, response.text).toBe(200);
  return response.body.data;
}

const changes = (as: Identity, since = 0) => householdChanges(api, as, since);

async function stateOf(as: Identity) {
  const { entries } = await changes(as);
  return applyEntries(emptyHouseholdState(), entries as HouseholdEntry[]);
}

async function stream(as: Identity): Promise<EventStream> {
  const opened = await openEventStream(server.url('/api/household/events'), as);
  streams.push(opened);
  return opened;
}

async function createRecipe(account: string): Promise<string> {
  const created = await api.post<{ recipe: { id: string } }>('/api/user/recipes/v2', recipeBody(), {
    account,
    device: newDeviceCode(),
  });
  expect(created.status).toBe(201);
  return created.body.recipe.id;
}

describe(`the household document over HTTP (${testEngine()})`, () => {
  it('applies pushed operations in order and hands them back as changes since a cursor', async () => {
    const user = newUser();
    const [a, b] = chefsPick as [string, string];
    const clientId = newClientId();
    const result = await pushOps(user, clientId, [
      { type: 'select', recipeId: a, selected: true },
      { type: 'select', recipeId: b, selected: true },
      { type: 'check', itemKey: 'milk-dairy_and_eggs-ml', checked: true },
      { type: 'putItem', itemId: 'item-1', text: 'loo roll' },
      { type: 'setSetting', name: 'householdSize', value: 4 },
      { type: 'setMeal', date: '2026-03-04', meal: 'dinner', recipeId: a },
    ]);
    expect(result).toEqual({
      acknowledged: 6,
      cursor: 6,
      results: [1, 2, 3, 4, 5, 6].map((n) => ({ n, status: 'applied', version: n })),
    });

    const state = await stateOf(user);
    expect(state.cursor).toBe(6);
    expect(selectedRecipeIds(state)).toEqual([a, b]);
    expect(checkedItemKeys(state)).toEqual(['milk-dairy_and_eggs-ml']);
    expect(ownItems(state)).toEqual([{ id: 'item-1', text: 'loo roll' }]);
    expect(householdSettings(state).householdSize).toBe(4);
    expect(plannedMeals(state)).toEqual({ '2026-03-04:dinner': a });

    // Later changes only, in version order; the cursor is the owner's head.
    await pushOps(user, clientId, [{ type: 'select', recipeId: a, selected: false }], 7);
    const since = await changes(user, 6);
    expect(since).toEqual({
      cursor: 7,
      entries: [{ kind: 'selection', key: a, value: false, version: 7 }],
    });
    expect(await changes(user, 7)).toEqual({ cursor: 7, entries: [] });
  });

  it('keeps an aisle correction until it is moved back', async () => {
    const user = newUser();
    const clientId = newClientId();
    await pushOps(user, clientId, [
      { type: 'setAisle', name: 'sweetcorn', aisle: 'tinned_and_jarred' },
      { type: 'setAisle', name: 'milk', aisle: 'frozen' },
      { type: 'setAisle', name: 'milk', aisle: null },
    ]);
    expect(aisleOverrides(await stateOf(user))).toEqual({ sweetcorn: 'tinned_and_jarred' });
    const refused = await push(user, clientId, [
      { n: 4, op: { type: 'setAisle', name: 'milk', aisle: 'garden_centre' } as never },
    ]);
    expect(refused.status).toBe(400);
  });

  it('keeps an aisle order per shop beside the household order (issue 15), and refuses a bad one', async () => {
    const user = newUser();
    const clientId = newClientId();
    await pushOps(user, clientId, [
      { type: 'setSetting', name: 'aisleOrder', value: ['baking'] },
      { type: 'setShopAisleOrder', shop: 'tesco', order: ['frozen', 'vegetables'] },
      { type: 'setShopAisleOrder', shop: 'asda', order: ['dairy_and_eggs'] },
      { type: 'setShopAisleOrder', shop: 'asda', order: null },
      { type: 'setAisle', name: 'sweetcorn', aisle: 'tinned_and_jarred' },
    ]);
    const state = await stateOf(user);
    expect(shopAisleOrders(state)).toEqual({ tesco: ['frozen', 'vegetables'] });
    expect(aisleOrderForShop(state, 'asda')).toEqual(['baking']);
    expect(aisleOverrides(state)).toEqual({ sweetcorn: 'tinned_and_jarred' });
    for (const op of [
      { type: 'setShopAisleOrder', shop: 'corner-shop', order: ['frozen'] },
      { type: 'setShopAisleOrder', shop: 'tesco', order: ['frozen', 'frozen'] },
      { type: 'setAisle', name: 'shop-order:tesco', aisle: 'frozen' },
    ]) {
      const refused = await push(user, clientId, [{ n: 6, op: op as never }]);
      expect(refused.status, JSON.stringify(op)).toBe(400);
    }
  });

  it('keeps the metric switch for every phone of the account, in a register an older app reads (issue 28)', async () => {
    const account = newAccountCode();
    const phoneA = { account, device: newDeviceCode() };
    const phoneB = { account, device: newDeviceCode() };
    const clientId = newClientId();
    await pushOps(phoneA, clientId, [
      { type: 'setSetting', name: 'householdSize', value: 3 },
      { type: 'setSetting', name: 'metric', value: true },
    ]);
    const onB = await changes(phoneB);
    // An older app refuses a whole catch-up holding a setting it does not know: the switch is not one.
    const settingKeys = onB.entries.filter((entry) => entry.kind === 'setting').map((e) => e.key);
    expect(settingKeys).toEqual(['householdSize']);
    const state = applyEntries(emptyHouseholdState(), onB.entries as HouseholdEntry[]);
    expect(householdSettings(state)).toMatchObject({ householdSize: 3, metric: true });
    // Nor is it an aisle correction of any item.
    expect(aisleOverrides(state)).toEqual({});
    await pushOps(phoneA, clientId, [{ type: 'setSetting', name: 'metric', value: false }], 3);
    expect(householdSettings(await stateOf(phoneB)).metric).toBe(false);
    for (const op of [
      { type: 'setSetting', name: 'metric', value: 'yes' },
      { type: 'setAisle', name: 'setting:metric', aisle: 'frozen' },
    ]) {
      const refused = await push(phoneA, clientId, [{ n: 4, op: op as never }]);
      expect(refused.status, JSON.stringify(op)).toBe(400);
    }
    expect(householdSettings(await stateOf(phoneB)).metric).toBe(false);
  });

  it('keeps plan my week’s rules for every phone of the account, in a register an older app reads (issue 29)', async () => {
    const account = newAccountCode();
    const phoneA = { account, device: newDeviceCode() };
    const phoneB = { account, device: newDeviceCode() };
    const clientId = newClientId();
    const rules = { meals: 5, vegetarianNights: 2, weeknightMaxMinutes: 40, noRepeatDays: 14 };
    await pushOps(phoneA, clientId, [{ type: 'setSetting', name: 'planRules', value: rules }]);
    const onB = await changes(phoneB);
    // Not a setting entry: an older app refuses a whole catch-up holding one it does not know.
    expect(onB.entries.filter((entry) => entry.kind === 'setting')).toEqual([]);
    const state = applyEntries(emptyHouseholdState(), onB.entries as HouseholdEntry[]);
    expect(householdSettings(state).planRules).toEqual(rules);
    expect(aisleOverrides(state)).toEqual({});
    for (const value of [
      { ...rules, meals: 0 },
      { ...rules, vegetarianNights: 6 },
      { ...rules, weeknightMaxMinutes: 1000 },
      { ...rules, extra: true },
    ]) {
      const refused = await push(phoneA, clientId, [
        { n: 2, op: { type: 'setSetting', name: 'planRules', value } as never },
      ]);
      expect(refused.status, JSON.stringify(value)).toBe(400);
    }
    expect(householdSettings(await stateOf(phoneB)).planRules).toEqual(rules);
    await pushOps(phoneA, clientId, [{ type: 'setSetting', name: 'planRules', value: null }], 2);
    expect(householdSettings(await stateOf(phoneB)).planRules).toBeNull();
  });

  it('keeps the servings chosen for a selected recipe, and refuses servings out of 1–50', async () => {
    const user = newUser();
    const [a, b] = chefsPick as [string, string];
    const clientId = newClientId();
    await pushOps(user, clientId, [
      { type: 'select', recipeId: a, selected: true, servings: 6 },
      { type: 'select', recipeId: b, selected: true },
    ]);
    const state = await stateOf(user);
    expect(selectedRecipeIds(state)).toEqual([a, b]);
    expect(selectedServings(state)).toEqual({ [a]: 6 });
    // SPEC §7's selection call still lists both as selected.
    const listed = await api.get<Envelope<{ recipeIds: string[] }>>('/api/selected-recipes', user);
    expect(listed.body.data.recipeIds).toEqual([a, b]);
    const refused = await push(user, clientId, [
      { n: 3, op: { type: 'select', recipeId: a, selected: true, servings: 0 } },
      { n: 4, op: { type: 'select', recipeId: a, selected: true, servings: 2.5 } },
    ]);
    expect(refused.status).toBe(400);
    expect(selectedServings(await stateOf(user))).toEqual({ [a]: 6 });
  });

  it('applies a retried operation once: a number seen before is a duplicate', async () => {
    const user = newUser();
    const clientId = newClientId();
    const tick = (itemKey: string): HouseholdOp => ({ type: 'check', itemKey, checked: true });
    await pushOps(user, clientId, [tick('eggs'), tick('flour')]);
    const again = await push(user, clientId, [
      { n: 2, op: tick('flour') },
      { n: 3, op: tick('sugar') },
    ]);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({
      acknowledged: 3,
      cursor: 3,
      results: [
        { n: 2, status: 'duplicate' },
        { n: 3, status: 'applied', version: 3 },
      ],
    });
    const { entries, cursor } = await changes(user);
    expect(cursor).toBe(3);
    expect(entries.map((entry) => [entry.key, entry.version])).toEqual([
      ['eggs', 1],
      ['flour', 2],
      ['sugar', 3],
    ]);

    // Another client of the same household has numbers of its own.
    const other = await pushOps(user, newClientId(), [tick('salt')]);
    expect(other.results).toEqual([{ n: 1, status: 'applied', version: 4 }]);
  });

  it('answers 409 with the acknowledged number when every operation was applied before', async () => {
    const user = newUser();
    const clientId = newClientId();
    await pushOps(user, clientId, [
      { type: 'check', itemKey: 'eggs', checked: true },
      { type: 'check', itemKey: 'milk', checked: true },
    ]);
    const replay = await push(user, clientId, [
      { n: 1, op: { type: 'check', itemKey: 'eggs', checked: false } },
      { n: 2, op: { type: 'check', itemKey: 'milk', checked: false } },
    ]);
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({
      ok: false,
      error: 'Those changes were already applied',
      acknowledged: 2,
    });
    expect(checkedItemKeys(await stateOf(user))).toEqual(['eggs', 'milk']);
  });

  it('refuses a malformed push with a 400 and changes nothing', async () => {
    const user = newUser();
    const clientId = newClientId();
    await pushOps(user, clientId, [{ type: 'check', itemKey: 'eggs', checked: true }]);
    const good = { n: 2, op: { type: 'check', itemKey: 'milk', checked: true } };
    const bad: unknown[] = [
      { clientId, ops: [good, { n: 3, op: { type: 'select', recipeId: chefsPick[0] } }] },
      { clientId, ops: [good, { n: 3, op: { type: 'explode' } }] },
      { clientId, ops: [{ ...good, n: 0 }] },
      { clientId, ops: [{ ...good, n: 2.5 }] },
      { clientId, ops: [] },
      { clientId, ops: Array.from({ length: 101 }, (_, i) => ({ ...good, n: i + 2 })) },
      { clientId: 'short', ops: [good] },
      { clientId: 'has spaces in it and more', ops: [good] },
      { ops: [good] },
      { clientId, ops: [{ n: 2, op: { type: 'putItem', itemId: 'x', text: '' } }] },
      { clientId, ops: [{ n: 2, op: { type: 'putItem', itemId: 'x', text: 'a'.repeat(201) } }] },
      { clientId, ops: [{ n: 2, op: { type: 'putItem', itemId: 'bad id!', text: 'milk' } }] },
      {
        clientId,
        ops: [{ n: 2, op: { type: 'setMeal', date: '2026-02-30', meal: 'dinner', recipeId: 'r' } }],
      },
      {
        clientId,
        ops: [{ n: 2, op: { type: 'setSetting', name: 'householdSize', value: 0 } }],
      },
      { clientId, ops: [{ n: 2, op: { type: 'setSetting', name: 'colour', value: 'red' } }] },
    ];
    for (const body of bad) {
      const response = await api.post<{ ok: boolean; error: string }>(
        '/api/household/ops',
        body,
        user,
      );
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.body.ok).toBe(false);
      expect(response.body.error).toMatch(/^Invalid body/);
    }
    const raw = await api.call('POST', '/api/household/ops', { raw: '{"clientId":', as: user });
    expect(raw.status).toBe(400);
    expect(await changes(user)).toMatchObject({ cursor: 1 });

    // The numbers were not taken either: 2 still applies.
    const next = await pushOps(user, clientId, [good.op as HouseholdOp], 2);
    expect(next.results).toEqual([{ n: 2, status: 'applied', version: 2 }]);
  });

  it('refuses, with a reason, an operation naming a recipe that is gone or not the caller’s, and applies the rest', async () => {
    const user = newUser();
    const stranger = newAccountCode();
    const deleted = await createRecipe(user.account);
    expect((await api.delete(`/api/user-recipes/${deleted}`, user)).status).toBe(204);
    const private_ = await createRecipe(stranger);
    const own = await createRecipe(user.account);
    const result = await pushOps(user, newClientId(), [
      { type: 'select', recipeId: deleted, selected: true },
      { type: 'select', recipeId: private_, selected: true },
      { type: 'setMeal', date: '2026-03-04', meal: 'lunch', recipeId: private_ },
      { type: 'select', recipeId: own, selected: true },
      { type: 'check', itemKey: 'eggs', checked: true },
      { type: 'select', recipeId: 'never-existed', selected: false },
      { type: 'setMeal', date: '2026-03-04', meal: 'lunch', recipeId: null },
    ]);
    expect(result).toEqual({
      acknowledged: 7,
      cursor: 4,
      results: [
        { n: 1, status: 'rejected', reason: 'That recipe was deleted, so it was left out' },
        { n: 2, status: 'rejected', reason: 'That recipe was deleted, so it was left out' },
        { n: 3, status: 'rejected', reason: 'That recipe was deleted, so it was not planned' },
        { n: 4, status: 'applied', version: 1 },
        { n: 5, status: 'applied', version: 2 },
        { n: 6, status: 'applied', version: 3 },
        { n: 7, status: 'applied', version: 4 },
      ],
    });
    const state = await stateOf(user);
    expect(selectedRecipeIds(state)).toEqual([own]);
    expect(checkedItemKeys(state)).toEqual(['eggs']);
    expect(plannedMeals(state)).toEqual({});
    // Unsetting what was never set writes nothing: only two rows exist.
    expect((await changes(user)).entries).toHaveLength(2);
    // A device without an account sees only Chef's Pick.
    const device = { device: newDeviceCode() };
    const deviceResult = await pushOps(device, newClientId(), [
      { type: 'select', recipeId: own, selected: true },
      { type: 'select', recipeId: chefsPick[0]!, selected: true },
    ]);
    expect(deviceResult.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
  });

  it('keeps every account to its own document', async () => {
    const alice = newUser();
    const bob = newUser();
    const clientId = newClientId();
    await pushOps(alice, clientId, [{ type: 'putItem', itemId: 'secret', text: 'birthday cake' }]);
    expect(await changes(bob)).toEqual({ cursor: 0, entries: [] });
    // The same client id under another account starts from nothing (no 409, no duplicates).
    const bobs = await pushOps(bob, clientId, [{ type: 'putItem', itemId: 'mine', text: 'bread' }]);
    expect(bobs.results).toEqual([{ n: 1, status: 'applied', version: 1 }]);
    expect(ownItems(await stateOf(alice))).toEqual([{ id: 'secret', text: 'birthday cake' }]);
    expect(ownItems(await stateOf(bob))).toEqual([{ id: 'mine', text: 'bread' }]);
    // The account, not the device, owns it: another phone on Alice's account sees hers.
    const phone = { account: alice.account, device: newDeviceCode() };
    expect(ownItems(await stateOf(phone))).toEqual([{ id: 'secret', text: 'birthday cake' }]);
    expect((await api.get('/api/household/changes')).status).toBe(400);
    expect((await api.get('/api/household/changes?since=-1', alice)).status).toBe(400);
    expect((await api.get('/api/household/changes?since=abc', alice)).status).toBe(400);
  });

  it('serves SPEC §7 selection and tick calls from the same document', async () => {
    const user = newUser();
    const [a, b, c] = chefsPick as [string, string, string];
    await api.post('/api/selected-recipes', { recipeIds: [a, b] }, user);
    let feed = await changes(user);
    expect(feed.entries).toEqual([
      { kind: 'selection', key: a, value: true, version: 1 },
      { kind: 'selection', key: b, value: true, version: 2 },
    ]);
    // A POST of the whole selection becomes operations for the difference only.
    await api.post('/api/selected-recipes', { recipeIds: [b, c, 'gone'] }, user);
    feed = await changes(user, 2);
    expect(feed.entries).toEqual([
      { kind: 'selection', key: a, value: false, version: 3 },
      { kind: 'selection', key: c, value: true, version: 4 },
    ]);
    const selected = await api.get<Envelope<{ recipeIds: string[]; updatedAt: string }>>(
      '/api/selected-recipes',
      user,
    );
    expect(selected.body.data.recipeIds).toEqual([b, c]);
    expect(Date.parse(selected.body.data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    await api.patch('/api/shopping-list/item/eggs-dairy_and_eggs-count', { checked: true }, user);
    feed = await changes(user, 4);
    expect(feed.entries).toEqual([
      { kind: 'check', key: 'eggs-dairy_and_eggs-count', value: true, version: 5 },
    ]);
    // Ops from a device and SPEC §7 calls land in one list.
    await pushOps(user, newClientId(), [{ type: 'check', itemKey: 'flour', checked: true }]);
    const list = await api.get<Envelope<{ checked: string[] }>>('/api/shopping-list', user);
    expect(list.body.data.checked).toEqual(['eggs-dairy_and_eggs-count', 'flour']);

    // Regenerate is a watermark; the ticks it clears are gone from the table too.
    expect((await api.delete('/api/shopping-list/checks', user)).status).toBe(204);
    expect((await changes(user, 6)).entries).toEqual([
      { kind: 'cleared', key: 'check', value: null, version: 7 },
    ]);
    expect((await changes(user)).entries.filter((entry) => entry.kind === 'check')).toEqual([]);
    expect(
      (await api.get<Envelope<{ checked: string[] }>>('/api/shopping-list', user)).body.data
        .checked,
    ).toEqual([]);
    expect(selectedRecipeIds(await stateOf(user))).toEqual([b, c]);
  });

  it('Clear All clears the selection and ticks; what comes after it stays', async () => {
    const user = newUser();
    const [a, b] = chefsPick as [string, string];
    const clientId = newClientId();
    const result = await pushOps(user, clientId, [
      { type: 'select', recipeId: a, selected: true },
      { type: 'check', itemKey: 'eggs', checked: true },
      { type: 'clearSelection' },
      { type: 'select', recipeId: b, selected: true },
    ]);
    expect(result.cursor).toBe(4);
    const state = await stateOf(user);
    expect(selectedRecipeIds(state)).toEqual([b]);
    expect(checkedItemKeys(state)).toEqual([]);
    expect((await changes(user)).entries.map((entry) => entry.kind)).toEqual([
      'cleared',
      'cleared',
      'selection',
    ]);
  });

  it('refuses own items and ticks past the limits, with a reason', async () => {
    const user = newUser();
    const clientId = newClientId();
    let n = 1;
    for (let batch = 0; batch < 5; batch += 1) {
      const ops = Array.from({ length: 100 }, (_, i): HouseholdOp => ({
        type: 'putItem',
        itemId: `i${batch * 100 + i}`,
        text: 'milk',
      }));
      await pushOps(user, clientId, ops, n);
      n += 100;
    }
    const over = await pushOps(
      user,
      clientId,
      [
        { type: 'putItem', itemId: 'one-too-many', text: 'bread' },
        { type: 'putItem', itemId: 'i0', text: 'oat milk' },
      ],
      n,
    );
    expect(over.results).toEqual([
      { n, status: 'rejected', reason: 'The list can hold up to 500 own items' },
      { n: n + 1, status: 'applied', version: 501 },
    ]);

    const ticker = newUser();
    for (let batch = 0; batch < 20; batch += 1) {
      const ops = Array.from({ length: 100 }, (_, i): HouseholdOp => ({
        type: 'check',
        itemKey: `k${batch * 100 + i}`,
        checked: true,
      }));
      await pushOps(ticker, clientId, ops, batch * 100 + 1);
    }
    const ticks = await pushOps(
      ticker,
      clientId,
      [
        { type: 'check', itemKey: 'one-too-many', checked: true },
        { type: 'check', itemKey: 'k0', checked: true },
        { type: 'check', itemKey: 'k1', checked: false },
        { type: 'check', itemKey: 'now-there-is-room', checked: true },
      ],
      2001,
    );
    expect(ticks.results).toEqual([
      {
        n: 2001,
        status: 'rejected',
        reason: 'The list can hold up to 2000 ticked items; Regenerate clears the ticks',
      },
      { n: 2002, status: 'applied', version: 2001 },
      { n: 2003, status: 'applied', version: 2002 },
      { n: 2004, status: 'applied', version: 2003 },
    ]);
  });

  it('sends the cursor at once, then a poke within 2 s when another phone of the account pushes', async () => {
    const account = newAccountCode();
    const phoneA = { account, device: newDeviceCode() };
    const phoneB = { account, device: newDeviceCode() };
    const stranger = newUser();
    await pushOps(phoneA, newClientId(), [{ type: 'check', itemKey: 'eggs', checked: true }]);

    const onB = await stream(phoneB);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(onB.headers.get('cache-control')).toMatch(/no-cache/);
    expect(onB.headers.get('x-accel-buffering')).toBe('no');
    expect(onB.headers.get('content-encoding')).toBeNull();
    expect(await onB.next()).toEqual({ cursor: 1 });
    const onStranger = await stream(stranger);
    expect(await onStranger.next()).toEqual({ cursor: 0 });

    const started = Date.now();
    await pushOps(phoneA, newClientId(), [{ type: 'check', itemKey: 'milk', checked: true }]);
    expect(await onB.next<Poke>(2000)).toEqual({ cursor: 2 });
    expect(Date.now() - started).toBeLessThan(2000);
    // SPEC §7 calls poke too.
    await api.patch('/api/shopping-list/item/flour', { checked: true }, phoneA);
    expect(await onB.next<Poke>(2000)).toEqual({ cursor: 3 });
    // Another account hears nothing.
    expect(await onStranger.next(300)).toBeUndefined();
    // A push that changes nothing (all refused) pokes no one.
    await pushOps(phoneA, newClientId(), [{ type: 'select', recipeId: 'gone', selected: true }]);
    expect(await onB.next(300)).toBeUndefined();
  });

  it("pokes the account's streams when its recipes change", async () => {
    const user = newUser();
    const onPhone = await stream({ account: user.account, device: newDeviceCode() });
    expect(await onPhone.next()).toEqual({ cursor: 0 });
    const id = await createRecipe(user.account);
    expect(await onPhone.next()).toEqual({ recipes: true });
    await api.call('PATCH', `/api/user/recipes/${id}/v2`, {
      body: { name: 'Renamed' },
      as: user,
    });
    expect(await onPhone.next()).toEqual({ recipes: true });
    await api.post('/api/user-recipes', { base_id: chefsPick[0], kind: 'tombstone' }, user);
    expect(await onPhone.next()).toEqual({ recipes: true });
    await api.delete(`/api/user-recipes/${id}`, user);
    expect(await onPhone.next()).toEqual({ recipes: true });
  });

  it('caps open streams per household and per client IP, and frees a slot when one closes', async () => {
    const user = newUser();
    const opened: EventStream[] = [];
    for (let i = 0; i < 8; i += 1) {
      const s = await stream(user);
      expect(s.status).toBe(200);
      opened.push(s);
    }
    expect((await api.call('HEAD', '/api/household/events', { as: user })).status).toBe(404);
    expect((await api.get('/api/household/events')).status).toBe(400);
    const ninth = await stream(user);
    expect(ninth.status).toBe(429);
    expect(ninth.refusal).toEqual({
      ok: false,
      error: 'Too many live connections for this list: close it on another tab or phone',
    });
    opened[0]!.close();
    let reopened: EventStream | undefined;
    for (let attempt = 0; attempt < 20 && reopened?.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      reopened = await stream(user);
    }
    expect(reopened?.status).toBe(200);
    for (const s of [...opened, reopened!]) s.close();

    // 20 from one IP (the other tests' streams may still be open: count what is free).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const many: EventStream[] = [];
    for (let i = 0; i < 25; i += 1) {
      const s = await stream({ device: newDeviceCode() });
      if (s.status !== 200) {
        expect(s.status).toBe(429);
        expect(s.refusal).toEqual({
          ok: false,
          error: 'Too many live connections from this network',
        });
        break;
      }
      many.push(s);
    }
    expect(many.length).toBeLessThanOrEqual(20);
    expect(many.length).toBeGreaterThan(10);
    for (const s of many) s.close();
  });

  it('catches up a new phone from cursor 0 after 200 queued operations', async () => {
    const user = newUser();
    const clientId = newClientId();
    const ops = Array.from({ length: 200 }, (_, i): HouseholdOp =>
      i % 2 === 0
        ? { type: 'check', itemKey: `item-${i}`, checked: true }
        : { type: 'putItem', itemId: `own-${i}`, text: `${i} pints milk` },
    );
    const started = Date.now();
    await pushOps(user, clientId, ops.slice(0, 100), 1);
    const last = await pushOps(user, clientId, ops.slice(100), 101);
    expect(last).toMatchObject({ acknowledged: 200, cursor: 200 });
    const state = await stateOf({ account: user.account, device: newDeviceCode() });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(state.cursor).toBe(200);
    expect(checkedItemKeys(state)).toHaveLength(100);
    expect(ownItems(state)).toHaveLength(100);
  });

  it('gives a joining device’s parts to the account where the account has none of that part', async () => {
    const [a, b] = chefsPick as [string, string];
    const account = newAccountCode();
    await pushOps({ account, device: newDeviceCode() }, newClientId(), [
      { type: 'select', recipeId: a, selected: true },
    ]);
    const device = newDeviceCode();
    await pushOps({ device }, newClientId(), [
      { type: 'select', recipeId: b, selected: true },
      { type: 'putItem', itemId: 'bin-bags', text: 'bin bags' },
      { type: 'setMeal', date: '2026-03-04', meal: 'dinner', recipeId: b },
      { type: 'setSetting', name: 'householdSize', value: 3 },
    ]);
    const onAccount = await stream({ account, device: newDeviceCode() });
    expect(await onAccount.next()).toEqual({ cursor: 1 });
    const linked = await api.post('/api/session/set-code', { account_code: account }, { device });
    expect(linked.status).toBe(200);
    expect(await onAccount.next()).toEqual({ cursor: 4 });
    const state = await stateOf({ account });
    expect(selectedRecipeIds(state)).toEqual([a]);
    expect(ownItems(state)).toEqual([{ id: 'bin-bags', text: 'bin bags' }]);
    expect(plannedMeals(state)).toEqual({ '2026-03-04:dinner': b });
    expect(householdSettings(state).householdSize).toBe(3);
  });

  it('lets the meal plan calls read and write the same document, and pokes', async () => {
    const user = newUser();
    const [a] = chefsPick as [string];
    const onPhone = await stream({ account: user.account, device: newDeviceCode() });
    expect(await onPhone.next()).toEqual({ cursor: 0 });
    await api.put('/api/meal-plan/slot', { date: '2026-03-04', meal: 'dinner', recipeId: a }, user);
    expect(await onPhone.next()).toEqual({ cursor: 1 });
    expect((await changes(user)).entries).toEqual([
      { kind: 'meal', key: '2026-03-04:dinner', value: a, version: 1 },
    ]);
    await pushOps(user, newClientId(), [
      { type: 'setMeal', date: '2026-03-03', meal: 'lunch', recipeId: a },
    ]);
    const week = await api.get<Envelope<{ slots: unknown[] }>>(
      '/api/meal-plan?week=2026-03-02',
      user,
    );
    expect(week.body.data.slots).toEqual([
      { date: '2026-03-03', meal: 'lunch', recipeId: a },
      { date: '2026-03-04', meal: 'dinner', recipeId: a },
    ]);
  });
});

describe(`household write limits (${testEngine()})`, () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '5' });
  });
  afterAll(() => limited.close());

  it('counts pushes against the write limit: a flood gets 429', async () => {
    const client = apiClient(limited.url);
    const user = newUser();
    const clientId = newClientId();
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n += 1) {
      const response = await client.post<{ data: { results: OpResult[] } }>(
        '/api/household/ops',
        { clientId, ops: [{ n, op: { type: 'check', itemKey: `k${n}`, checked: true } }] },
        user,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
