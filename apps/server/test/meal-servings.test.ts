/**
 * Servings of a planned meal (decision 0019) through the server: the household operation and the
 * meal-plan calls carry them, an older app's operation (none) resets them, and a bad value is
 * refused at the boundary with a 400 that changes nothing.
 */
import {
  applyEntries,
  emptyHouseholdState,
  plannedMeals,
  plannedServings,
  type HouseholdEntry,
} from '@plateful/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  newDeviceCode,
  newUser,
  type ApiClient,
  type Identity,
} from './support/api-client.ts';
import { householdChanges, newClientId, pushHousehold } from './support/household-calls.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Envelope<T> = { ok: boolean; data: T; error?: string };
type Slot = { date: string; meal: 'lunch' | 'dinner'; recipeId: string; servings?: number };

let server: TestServer;
let api: ApiClient;
let chefsPick: string[];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  api = apiClient(server.url);
  const list = await api.get<{ data: { id: string }[] }>('/api/recipes', {
    device: newDeviceCode(),
  });
  chefsPick = list.body.data.map((recipe) => recipe.id);
});
afterAll(() => server.close());

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const push = (as: Identity, clientId: string, ops: { n: number; op: unknown }[]) =>
  pushHousehold(api, as, clientId, ops);

const changes = (as: Identity, since = 0) => householdChanges(api, as, since);

async function week(as: Identity): Promise<Slot[]> {
  const response = await api.get<Envelope<{ slots: Slot[] }>>(`/api/meal-plan?week=${MONDAY}`, as);
  expect(response.status, response.text).toBe(200);
  return response.body.data.slots;
}

describe(`servings of a planned meal (${testEngine()})`, () => {
  it('a slot set with servings keeps them; an operation without (an older app) resets them', async () => {
    const user = newUser();
    const [a, b] = chefsPick as [string, string];
    const clientId = newClientId();
    const first = await push(user, clientId, [
      { n: 1, op: { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: a, servings: 6 } },
      { n: 2, op: { type: 'setMeal', date: TUESDAY, meal: 'lunch', recipeId: b } },
    ]);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.results.map((result) => result.status)).toEqual(['applied', 'applied']);

    // On the wire every meal register's value is text, as older apps check it.
    const { entries } = await changes(user);
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'meal', key: `${TUESDAY}:dinner`, value: a, version: 1 },
        { kind: 'meal', key: `${TUESDAY}:servings:dinner`, value: '6', version: 1 },
        { kind: 'meal', key: `${TUESDAY}:lunch`, value: b, version: 2 },
      ]),
    );
    // No row is written for the lunch's absent servings.
    expect(entries).toHaveLength(3);
    const state = applyEntries(emptyHouseholdState(), entries as HouseholdEntry[]);
    expect(plannedServings(state)).toEqual({ [`${TUESDAY}:dinner`]: 6 });
    expect(plannedMeals(state)).toEqual({ [`${TUESDAY}:dinner`]: a, [`${TUESDAY}:lunch`]: b });

    // SPEC §7's calls show the slot with its servings, and only the slots.
    expect(await week(user)).toEqual([
      { date: TUESDAY, meal: 'lunch', recipeId: b },
      { date: TUESDAY, meal: 'dinner', recipeId: a, servings: 6 },
    ]);
    const all = await api.get<Envelope<{ slots: Slot[] }>>('/api/meal-plan/all', user);
    expect(all.body.data.slots).toEqual(await week(user));

    // An older app puts another recipe in the slot: it cooks for the household again.
    const older = await push(user, clientId, [
      { n: 3, op: { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: b } },
    ]);
    expect(older.status, older.text).toBe(200);
    expect((await changes(user, 2)).entries).toEqual([
      { kind: 'meal', key: `${TUESDAY}:dinner`, value: b, version: 3 },
      { kind: 'meal', key: `${TUESDAY}:servings:dinner`, value: null, version: 3 },
    ]);
    expect(await week(user)).toEqual([
      { date: TUESDAY, meal: 'lunch', recipeId: b },
      { date: TUESDAY, meal: 'dinner', recipeId: b },
    ]);
  });

  it('refuses servings that are not 1–50, or on an empty slot, with a 400 that changes nothing', async () => {
    const user = newUser();
    const [a] = chefsPick as [string];
    const clientId = newClientId();
    const set = await push(user, clientId, [
      { n: 1, op: { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: a, servings: 4 } },
    ]);
    expect(set.status, set.text).toBe(200);
    const before = await changes(user);

    const bad: unknown[] = [0, 51, 2.5, -3, '6', null, 1e12];
    for (const servings of bad) {
      const op = { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: a, servings };
      const refused = await push(user, clientId, [{ n: 2, op }]);
      expect(refused.status, JSON.stringify(servings)).toBe(400);
      expect(refused.body.ok).toBe(false);
      const put = await api.put('/api/meal-plan/slot', { ...op, type: undefined }, user);
      expect(put.status, JSON.stringify(servings)).toBe(400);
    }
    const emptied = { date: TUESDAY, meal: 'dinner', recipeId: null, servings: 4 };
    expect(
      (await push(user, clientId, [{ n: 2, op: { type: 'setMeal', ...emptied } }])).status,
    ).toBe(400);
    expect((await api.put('/api/meal-plan/slot', emptied, user)).status).toBe(400);
    // A good operation in the same push as a bad one is not applied either.
    const mixed = await push(user, clientId, [
      { n: 2, op: { type: 'setMeal', date: MONDAY, meal: 'dinner', recipeId: a, servings: 3 } },
      { n: 3, op: { type: 'setMeal', date: MONDAY, meal: 'lunch', recipeId: a, servings: 99 } },
    ]);
    expect(mixed.status).toBe(400);

    expect(await changes(user)).toEqual(before);
    expect(await week(user)).toEqual([{ date: TUESDAY, meal: 'dinner', recipeId: a, servings: 4 }]);
    // The refused numbers were not taken: the next push with number 2 is applied.
    const next = await push(user, clientId, [
      { n: 2, op: { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: a, servings: 5 } },
    ]);
    expect(next.body.data.results).toEqual([{ n: 2, status: 'applied', version: 2 }]);
  });

  it('the meal-plan calls set, clear and import slots with servings', async () => {
    const user = newUser();
    const [a, b] = chefsPick as [string, string];
    const put = await api.put(
      '/api/meal-plan/slot',
      { date: TUESDAY, meal: 'dinner', recipeId: a, servings: 6 },
      user,
    );
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual({
      ok: true,
      data: { date: TUESDAY, meal: 'dinner', recipeId: a, servings: 6 },
    });
    expect(await week(user)).toEqual([{ date: TUESDAY, meal: 'dinner', recipeId: a, servings: 6 }]);
    // Set again without servings: the household size again.
    await api.put('/api/meal-plan/slot', { date: TUESDAY, meal: 'dinner', recipeId: a }, user);
    expect(await week(user)).toEqual([{ date: TUESDAY, meal: 'dinner', recipeId: a }]);
    await api.put('/api/meal-plan/slot', { date: TUESDAY, meal: 'dinner', recipeId: null }, user);
    expect(await week(user)).toEqual([]);

    const imported = await api.post<Envelope<{ added: number }>>(
      '/api/meal-plan/import',
      {
        slots: [
          { date: MONDAY, meal: 'dinner', recipeId: a, servings: 2 },
          { date: TUESDAY, meal: 'lunch', recipeId: b },
        ],
      },
      user,
    );
    expect(imported.body).toEqual({ ok: true, data: { added: 2 } });
    expect(await week(user)).toEqual([
      { date: MONDAY, meal: 'dinner', recipeId: a, servings: 2 },
      { date: TUESDAY, meal: 'lunch', recipeId: b },
    ]);
    const badImport = await api.post(
      '/api/meal-plan/import',
      { slots: [{ date: MONDAY, meal: 'lunch', recipeId: a, servings: 0 }] },
      user,
    );
    expect(badImport.status).toBe(400);
  });
});
