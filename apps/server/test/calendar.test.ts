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
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Slot = { date: string; meal: 'lunch' | 'dinner'; recipeId: string };
type Week = { ok: boolean; data: { week: string; slots: Slot[] }; error?: string };

let server: TestServer;
let api: ApiClient;
let chefsPick: string[];

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  const list = await api.get<{ data: { id: string; isFactory?: boolean }[] }>('/api/recipes', {
    device: newDeviceCode(),
  });
  chefsPick = list.body.data.map((recipe) => recipe.id);
});
afterAll(() => server.close());

const MONDAY = '2026-03-02';

async function week(as: Identity, monday = MONDAY): Promise<Slot[]> {
  const response = await api.get<Week>(`/api/meal-plan?week=${monday}`, as);
  expect(response.status).toBe(200);
  return response.body.data.slots;
}

async function createRecipe(account: string): Promise<string> {
  const created = await api.post<{ recipe: { id: string } }>(
    '/api/user/recipes/v2',
    recipeBody({ name: 'Sunday Roast' }),
    { account, device: newDeviceCode() },
  );
  expect(created.status).toBe(201);
  return created.body.recipe.id;
}

describe(`meal plan over HTTP (${testEngine()})`, () => {
  it('starts empty, keeps a week of slots, lunch before dinner, and clears a slot', async () => {
    const user = { device: newDeviceCode() };
    const [a, b] = chefsPick as [string, string];
    expect(await api.get<Week>(`/api/meal-plan?week=${MONDAY}`, user)).toMatchObject({
      status: 200,
      body: { ok: true, data: { week: MONDAY, slots: [] } },
    });
    const put = await api.put(
      '/api/meal-plan/slot',
      { date: '2026-03-04', meal: 'dinner', recipeId: a },
      user,
    );
    expect(put.body).toEqual({
      ok: true,
      data: { date: '2026-03-04', meal: 'dinner', recipeId: a },
    });
    await api.put('/api/meal-plan/slot', { date: '2026-03-04', meal: 'lunch', recipeId: b }, user);
    await api.put('/api/meal-plan/slot', { date: '2026-03-08', meal: 'dinner', recipeId: b }, user);
    // The next Monday belongs to the next week.
    await api.put('/api/meal-plan/slot', { date: '2026-03-09', meal: 'dinner', recipeId: a }, user);
    expect(await week(user)).toEqual([
      { date: '2026-03-04', meal: 'lunch', recipeId: b },
      { date: '2026-03-04', meal: 'dinner', recipeId: a },
      { date: '2026-03-08', meal: 'dinner', recipeId: b },
    ]);
    expect(await week(user, '2026-03-09')).toEqual([
      { date: '2026-03-09', meal: 'dinner', recipeId: a },
    ]);

    // Replacing and clearing.
    await api.put('/api/meal-plan/slot', { date: '2026-03-04', meal: 'dinner', recipeId: b }, user);
    const cleared = await api.put(
      '/api/meal-plan/slot',
      { date: '2026-03-04', meal: 'lunch', recipeId: null },
      user,
    );
    expect(cleared.body).toEqual({
      ok: true,
      data: { date: '2026-03-04', meal: 'lunch', recipeId: null },
    });
    expect(await week(user)).toEqual([
      { date: '2026-03-04', meal: 'dinner', recipeId: b },
      { date: '2026-03-08', meal: 'dinner', recipeId: b },
    ]);
    const all = await api.get<{ data: { slots: Slot[] } }>('/api/meal-plan/all', user);
    expect(all.body.data.slots).toHaveLength(3);
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    const user = { device: newDeviceCode() };
    const id = chefsPick[0]!;
    for (const query of [
      'week=2026-03-03', // a Tuesday
      'week=2026-02-30',
      'week=26-03-02',
      'week=monday',
      'week=1899-12-25',
      '',
    ]) {
      const response = await api.get<{ ok: boolean; error: string }>(
        `/api/meal-plan?${query}`,
        user,
      );
      expect(response.status, query).toBe(400);
      expect(response.body.ok).toBe(false);
      expect(response.body.error).toMatch(/week/);
    }
    const bad: Record<string, unknown>[] = [
      { date: '2026-13-01', meal: 'dinner', recipeId: id },
      { date: '2026-02-29', meal: 'dinner', recipeId: id },
      { date: '2026-03-02T10:00:00Z', meal: 'dinner', recipeId: id },
      { date: '2026-03-02', meal: 'breakfast', recipeId: id },
      { date: '2026-03-02', meal: 'DINNER', recipeId: id },
      { date: '2026-03-02', meal: 'dinner', recipeId: 'x'.repeat(101) },
      { date: '2026-03-02', meal: 'dinner', recipeId: '' },
      { date: '2026-03-02', meal: 'dinner', recipeId: 42 },
      { date: '2026-03-02', meal: 'dinner' },
      { meal: 'dinner', recipeId: id },
    ];
    for (const body of bad) {
      const response = await api.put<{ ok: boolean; error: string }>(
        '/api/meal-plan/slot',
        body,
        user,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.ok).toBe(false);
    }
    const raw = await api.call('PUT', '/api/meal-plan/slot', { raw: '{"date":', as: user });
    expect(raw.status).toBe(400);
    expect(await week(user)).toEqual([]);
  });

  it('needs a device or account code', async () => {
    expect((await api.get(`/api/meal-plan?week=${MONDAY}`)).status).toBe(400);
    expect((await api.get('/api/meal-plan/all')).status).toBe(400);
    const put = await api.put('/api/meal-plan/slot', {
      date: MONDAY,
      meal: 'dinner',
      recipeId: chefsPick[0],
    });
    expect(put.status).toBe(400);
    expect((await api.get(`/api/meal-plan?week=${MONDAY}`, { device: 'not a code!' })).status).toBe(
      400,
    );
  });

  it('keeps each plan to its owner: other devices and accounts see nothing', async () => {
    const owner = newUser();
    const recipeId = await createRecipe(owner.account);
    await api.put('/api/meal-plan/slot', { date: MONDAY, meal: 'dinner', recipeId }, owner);
    expect(await week(owner)).toEqual([{ date: MONDAY, meal: 'dinner', recipeId }]);
    // The same account from another phone sees it.
    expect(await week({ account: owner.account, device: newDeviceCode() })).toHaveLength(1);
    // Its own device without the account, another device, another account: nothing.
    expect(await week({ device: owner.device })).toEqual([]);
    expect(await week({ device: newDeviceCode() })).toEqual([]);
    const stranger = newUser();
    expect(await week(stranger)).toEqual([]);
    // A stranger cannot plan someone else's recipe, nor clear the owner's slot.
    const foreign = await api.put<{ error: string }>(
      '/api/meal-plan/slot',
      { date: MONDAY, meal: 'lunch', recipeId },
      stranger,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Recipe not found');
    await api.put(
      '/api/meal-plan/slot',
      { date: MONDAY, meal: 'dinner', recipeId: null },
      stranger,
    );
    expect(await week(owner)).toHaveLength(1);
    // Nor can a device without the account.
    expect(
      (
        await api.put(
          '/api/meal-plan/slot',
          { date: MONDAY, meal: 'lunch', recipeId },
          { device: newDeviceCode() },
        )
      ).status,
    ).toBe(404);
    const unknown = await api.put(
      '/api/meal-plan/slot',
      { date: MONDAY, meal: 'lunch', recipeId: 'no-such' },
      owner,
    );
    expect(unknown.status).toBe(404);
  });

  it('imports slots only where the plan has none, skipping recipes the caller cannot see', async () => {
    const user = newUser();
    const own = await createRecipe(user.account);
    const [a, b] = chefsPick as [string, string];
    await api.put('/api/meal-plan/slot', { date: MONDAY, meal: 'dinner', recipeId: a }, user);
    const imported = await api.post<{ ok: boolean; data: { added: number } }>(
      '/api/meal-plan/import',
      {
        slots: [
          { date: MONDAY, meal: 'dinner', recipeId: b },
          { date: MONDAY, meal: 'lunch', recipeId: own },
          { date: '2026-03-03', meal: 'dinner', recipeId: 'someone-elses' },
        ],
      },
      user,
    );
    expect(imported.body).toEqual({ ok: true, data: { added: 1 } });
    expect(await week(user)).toEqual([
      { date: MONDAY, meal: 'lunch', recipeId: own },
      { date: MONDAY, meal: 'dinner', recipeId: a },
    ]);
    const tooMany = Array.from({ length: 1001 }, () => ({
      date: MONDAY,
      meal: 'dinner',
      recipeId: a,
    }));
    expect((await api.post('/api/meal-plan/import', { slots: tooMany }, user)).status).toBe(400);
  });

  it("carries a device's plan to the account it joins, unless the account has one", async () => {
    const device = newDeviceCode();
    const [a, b] = chefsPick as [string, string];
    await api.put('/api/meal-plan/slot', { date: MONDAY, meal: 'dinner', recipeId: a }, { device });
    const account = newAccountCode();
    expect(
      (await api.post('/api/session/set-code', { account_code: account }, { device })).status,
    ).toBe(200);
    expect(await week({ account, device: newDeviceCode() })).toEqual([
      { date: MONDAY, meal: 'dinner', recipeId: a },
    ]);

    // A second device with its own plan joins: the account keeps its plan.
    const second = newDeviceCode();
    await api.put(
      '/api/meal-plan/slot',
      { date: MONDAY, meal: 'lunch', recipeId: b },
      { device: second },
    );
    await api.post('/api/session/set-code', { account_code: account }, { device: second });
    expect(await week({ account })).toEqual([{ date: MONDAY, meal: 'dinner', recipeId: a }]);
  });
});
