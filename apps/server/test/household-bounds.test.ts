/**
 * Every kind of household register is bounded per owner (issue 32): ticks (an untick leaves its
 * row, so the rows are counted, not only the ticks), aisle corrections (removed ones too), meal
 * slots (within two years of today), and catch-ups are limited per client address. Registers
 * back at their default are compacted once their last change is older than a horizon.
 */
import { addDays, MAX_CHECKS, type HouseholdChanges, type OpResult } from '@plateful/contracts';
import {
  applyEntries,
  checkedItemKeys,
  emptyHouseholdState,
  ownItems,
  type HouseholdOp,
} from '@plateful/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_COMPACT_AFTER_DAYS,
  MAX_AISLE_CORRECTIONS,
  MAX_CHECK_REGISTERS,
  MEAL_WINDOW_DAYS,
  REASONS,
} from '../src/household/household.service.ts';
import { apiClient, newUser, type ApiClient, type Identity } from './support/api-client.ts';
import { householdChanges, newClientId, pushHousehold } from './support/household-calls.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CATCH_UPS_PER_MINUTE: '100000',
  });
  api = apiClient(server.url);
});
afterAll(() => server.close());

/** Pushes `ops` in pushes of at most 100, numbered on from `from.n`; returns every result. */
async function pushAll(
  as: Identity,
  clientId: string,
  ops: HouseholdOp[],
  from = { n: 1 },
): Promise<OpResult[]> {
  const results: OpResult[] = [];
  for (let start = 0; start < ops.length; start += 100) {
    const slice = ops.slice(start, start + 100).map((op) => ({ n: from.n++, op }));
    const response = await pushHousehold(api, as, clientId, slice);
    expect(response.status, response.text).toBe(200);
    results.push(...response.body.data.results);
  }
  return results;
}

async function rowsOf(as: Identity, kind: string) {
  const { entries } = await householdChanges(api, as, 0);
  return entries.filter((entry) => entry.kind === kind);
}

/** Ticks and unticks `count` made-up items in turn: each leaves an unticked row behind. */
function tickAndUntickEach(count: number): HouseholdOp[] {
  const churn: HouseholdOp[] = [];
  for (let i = 0; i < count; i += 1) {
    churn.push({ type: 'check', itemKey: `made-up-${i}`, checked: true });
    churn.push({ type: 'check', itemKey: `made-up-${i}`, checked: false });
  }
  return churn;
}

describe(`household registers are bounded per owner (${testEngine()})`, () => {
  it(`keeps at most ${MAX_CHECK_REGISTERS} tick rows, unticked ones included, until Regenerate clears them`, async () => {
    const user = newUser();
    const client = newClientId();
    const numbering = { n: 1 };
    // Tick and untick item after item: each leaves an unticked row.
    const churn = tickAndUntickEach(MAX_CHECK_REGISTERS);
    const churned = await pushAll(user, client, churn, numbering);
    expect(churned.every((result) => result.status === 'applied')).toBe(true);
    const started = Date.now();
    const response = await api.get(`/api/household/changes?since=0`, user);
    console.info(
      `catch-up of ${MAX_CHECK_REGISTERS} tick rows: ${response.text.length} bytes, ${Date.now() - started} ms`,
    );
    expect(await rowsOf(user, 'check')).toHaveLength(MAX_CHECK_REGISTERS);

    // A new item's tick is refused; an item with a row may still be ticked.
    const [refused, retick] = await pushAll(
      user,
      client,
      [
        { type: 'check', itemKey: 'one-more', checked: true },
        { type: 'check', itemKey: 'made-up-7', checked: true },
      ],
      numbering,
    );
    expect(refused).toMatchObject({ status: 'rejected', reason: REASONS.checksFull });
    expect(retick).toMatchObject({ status: 'applied' });
    expect(await rowsOf(user, 'check')).toHaveLength(MAX_CHECK_REGISTERS);

    // Regenerate deletes the rows its watermark shadows: room again.
    await pushAll(user, client, [{ type: 'clearChecks' }], numbering);
    expect(await rowsOf(user, 'check')).toHaveLength(0);
    const [after] = await pushAll(
      user,
      client,
      [{ type: 'check', itemKey: 'one-more', checked: true }],
      numbering,
    );
    expect(after).toMatchObject({ status: 'applied' });
    expect(MAX_CHECK_REGISTERS).toBeGreaterThanOrEqual(MAX_CHECKS);
  }, 120_000);

  it(`keeps at most ${MAX_AISLE_CORRECTIONS} aisle correction rows, removed ones included`, async () => {
    const user = newUser();
    const client = newClientId();
    const numbering = { n: 1 };
    const churn: HouseholdOp[] = [];
    for (let i = 0; i < MAX_AISLE_CORRECTIONS; i += 1) {
      churn.push({ type: 'setAisle', name: `thing ${i}`, aisle: 'frozen' });
      churn.push({ type: 'setAisle', name: `thing ${i}`, aisle: null });
    }
    const churned = await pushAll(user, client, churn, numbering);
    expect(churned.every((result) => result.status === 'applied')).toBe(true);
    const [refused, again, pantry] = await pushAll(
      user,
      client,
      [
        { type: 'setAisle', name: 'one more thing', aisle: 'frozen' },
        { type: 'setAisle', name: 'thing 3', aisle: 'frozen' },
        // The pantry has bounds of its own (decision 0022), apart from corrections.
        { type: 'putPantry', pantryId: 'rice', text: '500 g rice' },
      ],
      numbering,
    );
    expect(refused).toMatchObject({ status: 'rejected', reason: REASONS.aislesFull });
    expect(again).toMatchObject({ status: 'applied' });
    expect(pantry).toMatchObject({ status: 'applied' });
    const aisle = await rowsOf(user, 'aisle');
    expect(aisle.filter((entry) => entry.key.startsWith('thing '))).toHaveLength(
      MAX_AISLE_CORRECTIONS,
    );
    expect(aisle.some((entry) => entry.key === 'one more thing')).toBe(false);
  }, 60_000);

  it('plans meals only within two years of today; a slot planned before may still be emptied', async () => {
    const user = newUser();
    const recipes = await api.get<{ data: { id: string }[] }>('/api/recipes', user);
    const recipeId = recipes.body.data[0]!.id;
    const today = new Date().toISOString().slice(0, 10);
    const plan = (date: string): HouseholdOp => ({
      type: 'setMeal',
      date,
      meal: 'dinner',
      recipeId,
    });
    const results = await pushAll(user, newClientId(), [
      plan(addDays(today, MEAL_WINDOW_DAYS - 1)),
      plan(addDays(today, -(MEAL_WINDOW_DAYS - 1))),
      plan(addDays(today, MEAL_WINDOW_DAYS + 2)),
      plan('2099-12-31'),
      plan(addDays(today, -(MEAL_WINDOW_DAYS + 2))),
      { type: 'setMeal', date: '2099-12-30', meal: 'lunch', recipeId: null },
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(results[2]).toMatchObject({ reason: REASONS.mealTooFar });
    // Two slots planned (and their servings rows at most); nothing far away, nothing for emptying.
    const meals = await rowsOf(user, 'meal');
    expect(meals.every((entry) => entry.key.slice(0, 10) !== '2099-12-31')).toBe(true);
    expect(meals.filter((entry) => entry.value !== null)).toHaveLength(2);
    expect(meals.some((entry) => entry.key.startsWith('2099-12-30'))).toBe(false);
  });
});

describe(`registers back at their default are compacted after ${HOUSEHOLD_COMPACT_AFTER_DAYS} days (${testEngine()})`, () => {
  /** Makes every row of the owner look `days` days old, as if that time had passed. */
  const age = (user: { account: string }, days: number) =>
    server.db.query(
      `update household_entries set updated_at = now() - make_interval(days => $2)
       where owner_key = $1`,
      [`account:${user.account}`, days],
    );
  const stateOf = (changes: HouseholdChanges) =>
    applyEntries(emptyHouseholdState(), changes.entries);

  it('deletes them, and answers a phone whose cursor is older with the whole document to start again', async () => {
    const user = newUser();
    const client = newClientId();
    const numbering = { n: 1 };
    await pushAll(
      user,
      client,
      [
        { type: 'check', itemKey: 'eggs', checked: true },
        { type: 'check', itemKey: 'milk', checked: true },
        { type: 'setAisle', name: 'tofu', aisle: 'frozen' },
        { type: 'putItem', itemId: 'loo', text: 'loo roll' },
        { type: 'putPantry', pantryId: 'rice', text: '500 g rice' },
      ],
      numbering,
    );
    // A phone that caught up then, and went away: it knows eggs ticked, tofu frozen, loo roll.
    const away = await householdChanges(api, user, 0);
    expect(away.cursor).toBe(5);
    await pushAll(
      user,
      client,
      [
        { type: 'check', itemKey: 'eggs', checked: false },
        { type: 'setAisle', name: 'tofu', aisle: null },
        { type: 'removeItem', itemId: 'loo' },
        { type: 'removePantry', pantryId: 'rice' },
      ],
      numbering,
    );
    // A phone that caught up after the changes back to default.
    const current = await householdChanges(api, user, 0);
    expect(current.cursor).toBe(9);
    // One row per register: four of the five are back at their default.
    expect(current.entries).toHaveLength(5);

    // Days later the rows are still there: the other phone may yet ask.
    await age(user, HOUSEHOLD_COMPACT_AFTER_DAYS - 1);
    await pushAll(user, client, [{ type: 'check', itemKey: 'bread', checked: true }], numbering);
    expect((await householdChanges(api, user, 0)).entries).toHaveLength(6);

    // Past the horizon, the next push compacts the four rows back at their default.
    await age(user, HOUSEHOLD_COMPACT_AFTER_DAYS + 1);
    await pushAll(user, client, [{ type: 'check', itemKey: 'tea', checked: true }], numbering);
    const all = await householdChanges(api, user, 0);
    expect(all.cursor).toBe(11);
    expect(all.reset).toBeUndefined();
    expect(all.entries.map((entry) => `${entry.kind} ${entry.key}`)).toEqual([
      'check milk',
      'check bread',
      'check tea',
    ]);

    // The phone that went away (cursor 5 < 9, the highest version compacted) starts again: the
    // whole document, flagged, and its copy replaced by it is right.
    const restart = await householdChanges(api, user, away.cursor);
    expect(restart).toMatchObject({ cursor: 11, reset: true });
    expect(restart.entries).toEqual(all.entries);
    const replaced = stateOf(restart);
    expect(checkedItemKeys(replaced).sort()).toEqual(['bread', 'milk', 'tea']);
    expect(ownItems(replaced)).toEqual([]);
    expect(replaced.aisles).toEqual({});
    // Without the flag (an older app) the same entries merge over its copy: what is there is right.
    const merged = applyEntries(stateOf(away), restart.entries);
    expect(checkedItemKeys(merged)).toEqual(expect.arrayContaining(['bread', 'milk', 'tea']));

    // The phone that had seen the defaults (cursor 9) just gets what is new.
    const onTime = await householdChanges(api, user, current.cursor);
    expect(onTime).toEqual({
      cursor: 11,
      entries: [
        { kind: 'check', key: 'bread', value: true, version: 10 },
        { kind: 'check', key: 'tea', value: true, version: 11 },
      ],
    });
    // Up to date: nothing.
    expect(await householdChanges(api, user, 11)).toEqual({ cursor: 11, entries: [] });
  });

  it('counts only what is left: a full tick list has room again once its unticked rows are compacted', async () => {
    const user = newUser();
    const client = newClientId();
    const numbering = { n: 1 };
    const churn = tickAndUntickEach(MAX_CHECK_REGISTERS);
    await pushAll(user, client, churn, numbering);
    const more: HouseholdOp = { type: 'check', itemKey: 'one-more', checked: true };
    const [refused] = await pushAll(user, client, [more], numbering);
    expect(refused).toMatchObject({ status: 'rejected', reason: REASONS.checksFull });
    await age(user, HOUSEHOLD_COMPACT_AFTER_DAYS + 1);
    const [applied] = await pushAll(user, client, [more], numbering);
    expect(applied).toMatchObject({ status: 'applied' });
    expect(await rowsOf(user, 'check')).toEqual([
      { kind: 'check', key: 'one-more', value: true, version: 2 * MAX_CHECK_REGISTERS + 1 },
    ]);
  }, 120_000);
});

describe(`catch-ups are limited per client (${testEngine()})`, () => {
  it('answers 429 with Retry-After past the limit', async () => {
    const limited = await startTestServer({ RATE_LIMIT_CATCH_UPS_PER_MINUTE: '3' });
    try {
      const client = apiClient(limited.url);
      const user = newUser();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await client.get('/api/household/changes?since=0', user)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await fetch(limited.url('/api/household/changes?since=0'), {
        headers: { 'x-device-code': user.device, 'x-account-code': user.account },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
