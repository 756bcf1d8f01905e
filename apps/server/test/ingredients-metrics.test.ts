import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  newDeviceCode,
  newUser,
  shareNewRecipe,
  type ApiClient,
} from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Ingredient = { id: string; name: string; category: string };

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

describe(`ingredients over HTTP (${testEngine()})`, () => {
  it("keeps an owner's aisle choices, one per name in any case", async () => {
    const user = newUser();
    const created = await api.post<{ data: Ingredient }>(
      '/api/ingredients',
      { name: 'Tofu', category: 'dairy_and_eggs' },
      user,
    );
    expect(created.status).toBe(201);
    await api.post('/api/ingredients', { name: 'tofu', category: 'vegetables' }, user);
    await api.post('/api/ingredients', { name: 'Gochujang', category: 'sauces' }, user);
    const list = await api.get<{ data: Ingredient[] }>('/api/ingredients', user);
    expect(list.body.data.map(({ name, category }) => ({ name, category }))).toEqual([
      { name: 'Gochujang', category: 'sauces' },
      { name: 'tofu', category: 'vegetables' },
    ]);
    expect(
      (await api.get<{ data: Ingredient[] }>('/api/ingredients', newUser())).body.data,
    ).toEqual([]);
  });

  it("deletes only the owner's ingredient", async () => {
    const user = newUser();
    const created = await api.post<{ data: Ingredient }>(
      '/api/ingredients',
      { name: 'Miso', category: 'sauces' },
      user,
    );
    expect((await api.delete(`/api/ingredients/${created.body.data.id}`, newUser())).status).toBe(
      404,
    );
    expect((await api.delete(`/api/ingredients/${created.body.data.id}`, user)).status).toBe(204);
    expect((await api.delete(`/api/ingredients/${created.body.data.id}`, user)).status).toBe(404);
  });

  it('refuses unknown categories and empty names', async () => {
    const user = newUser();
    expect(
      (await api.post('/api/ingredients', { name: 'Tofu', category: 'outer space' }, user)).status,
    ).toBe(400);
    expect(
      (await api.post('/api/ingredients', { name: '  ', category: 'sauces' }, user)).status,
    ).toBe(400);
  });
});

describe(`community counters (${testEngine()})`, () => {
  it('counts real devices, user recipes, shares, saves and account codes', async () => {
    const before = await api.get<{
      ok: boolean;
      data: { community: number; recipes: number; shared: number };
    }>('/api/metrics/build');
    expect(before.status).toBe(200);
    const owner = newUser();
    await api.post(
      '/api/session/set-code',
      { account_code: owner.account },
      { device: owner.device },
    );
    const shared = await shareNewRecipe(api, owner);
    await api.post('/api/share/save', { code: shared.code }, newUser());
    await api.post('/api/selected-recipes', { recipeIds: [] }, { device: newDeviceCode() });

    const after = await api.get<{ data: { community: number; recipes: number; shared: number } }>(
      '/api/metrics/build',
    );
    expect(after.body.data.recipes - before.body.data.recipes).toBe(2); // the recipe and the saved copy
    expect(after.body.data.shared - before.body.data.shared).toBe(1);
    // The owner's device, the saver's and the one that only selected.
    expect(after.body.data.community - before.body.data.community).toBe(3);

    const stats = await api.post<
      {
        shares: number;
        imports: number;
        signups: number;
        community: number;
        accountCodes: number;
      }[]
    >('/api/rpc/get_public_stats', {});
    expect(stats.status).toBe(200);
    expect(stats.body).toHaveLength(1);
    expect(stats.body[0]).toMatchObject({
      shares: expect.any(Number),
      imports: expect.any(Number),
    });
    expect(stats.body[0]!.imports).toBeGreaterThanOrEqual(1);
    expect(stats.body[0]!.signups).toBeGreaterThanOrEqual(1);
    expect(stats.body[0]!.accountCodes).toBeGreaterThanOrEqual(2);
  });
});
