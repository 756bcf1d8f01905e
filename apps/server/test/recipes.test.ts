import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newUser, recipeBody, type ApiClient } from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Recipe = Record<string, unknown> & { id: string; name: string };
type List = { ok: boolean; data: Recipe[] };

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

async function createRecipe(as: { account: string }, overrides: Record<string, unknown> = {}) {
  const response = await api.post<{
    ok: boolean;
    recipe: { id: string; updated_at: string; data: Recipe };
  }>('/api/user/recipes/v2', recipeBody(overrides), as);
  expect(response.status).toBe(201);
  return response.body.recipe;
}

describe(`recipes over HTTP (${testEngine()})`, () => {
  it("lists the Chef's Pick recipes to anyone, marked factory", async () => {
    const response = await api.get<List>('/api/recipes');
    expect(response.status).toBe(200);
    expect(response.body.ok).toBe(true);
    expect(response.body.data.length).toBeGreaterThanOrEqual(48);
    for (const recipe of response.body.data) {
      expect(recipe.owner_account_code).toBe('FACTORY_RECIPES');
      expect(recipe.isFactory).toBe(true);
      expect(recipe.source).toBe('factory');
      expect((recipe.ingredients as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('answers the list with an ETag, a 304 when unchanged, and gzip when asked', async () => {
    const first = await fetch(server.url('/api/recipes'), {
      headers: { 'accept-encoding': 'gzip' },
    });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(((await first.json()) as List).data.length).toBeGreaterThanOrEqual(48);
    const again = await fetch(server.url('/api/recipes'), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const user = newUser();
    const before = await api.get<List>('/api/recipes', user);
    await createRecipe(user);
    const after = await api.get<List>('/api/recipes', user);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it("answers an account's own list in gzip too, and a change shows in the next answer", async () => {
    const user = newUser();
    const headers = {
      'accept-encoding': 'gzip',
      'x-device-code': user.device,
      'x-account-code': user.account,
    };
    const own = async () => {
      const response = await fetch(server.url('/api/recipes'), { headers });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      return ((await response.json()) as List).data.map((recipe) => recipe.name);
    };
    await createRecipe(user, { name: 'First Own Pie' });
    expect(await own()).toContain('First Own Pie');
    // Read twice (the second from the kept answer), then changed: the next read has the change.
    expect(await own()).toContain('First Own Pie');
    await createRecipe(user, { name: 'Second Own Pie' });
    const names = await own();
    expect(names.slice(0, 2)).toEqual(['Second Own Pie', 'First Own Pie']);
  });

  it('refuses to save a recipe without an account code, with the SPEC message', async () => {
    const response = await api.post('/api/user/recipes/v2', recipeBody(), {
      device: newUser().device,
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      ok: false,
      error:
        'Account code required. Please create an account code in the Build section to save recipes.',
    });
  });

  it('saves a recipe, ignoring server-owned fields sent by the client', async () => {
    const user = newUser();
    const recipe = await createRecipe(user, {
      id: 'chosen-by-client',
      owner_account_code: 'FACTORY_RECIPES',
      isFactory: true,
      source: 'factory',
      share_code: 'STOLEN12',
      created_at: '2001-01-01T00:00:00Z',
    });
    expect(recipe.id).not.toBe('chosen-by-client');
    expect(recipe.data.isFactory).toBe(false);
    expect(recipe.data.owner_account_code).toBeNull();
    expect(recipe.data.share_code).toBeNull();
    expect(recipe.data.source).toBe('user');
    expect(recipe.data.name).toBe('Weeknight Chickpea Curry');
    expect(recipe.data.prepTime).toBe(10);
    expect(recipe.data.durationMinutes).toBe(35);
    // Plain lines go back as text; structured ones as objects (SPEC §3 allows both).
    expect(recipe.data.ingredients).toEqual([
      '1 tbsp vegetable oil',
      '1 onion, chopped',
      expect.objectContaining({
        rawText: '2 x 400g tins chickpeas, drained',
        amount: 2,
        unit: 'can',
      }),
      '400ml coconut milk',
    ]);
    expect(new Date(recipe.data.created_at as string).getFullYear()).toBeGreaterThan(2020);
  });

  it("shows an account its own recipes, newest first, and nobody else's", async () => {
    const alice = newUser();
    const bob = newUser();
    const first = await createRecipe(alice, { name: 'First' });
    const second = await createRecipe(alice, { name: 'Second' });
    const mine = (await api.get<List>('/api/recipes', alice)).body.data.filter((r) => !r.isFactory);
    expect(mine.map((r) => r.id)).toEqual([second.id, first.id]);
    const bobs = (await api.get<List>('/api/recipes', bob)).body.data.filter((r) => !r.isFactory);
    expect(bobs).toEqual([]);
    const anonymous = (await api.get<List>('/api/recipes')).body.data.filter((r) => !r.isFactory);
    expect(anonymous).toEqual([]);
  });

  it('applies defaults for a recipe saved with almost nothing', async () => {
    const recipe = await createRecipe(newUser(), {
      name: '   ',
      servings: undefined,
      ingredients: [],
      instructions: 'Mix.\n\nBake.',
    });
    expect(recipe.data.name).toBe('Untitled Recipe');
    expect(recipe.data.servings).toBe(4);
    expect(recipe.data.instructions).toEqual(['Mix.', 'Bake.']);
  });

  it('updates only the fields a PATCH sends', async () => {
    const user = newUser();
    const recipe = await createRecipe(user);
    const response = await api.patch<{ ok: boolean; recipe: Recipe }>(
      `/api/user/recipes/${recipe.id}/v2`,
      { name: 'Better Curry', servings: 6 },
      user,
    );
    expect(response.status).toBe(200);
    expect(response.body.recipe.name).toBe('Better Curry');
    expect(response.body.recipe.servings).toBe(6);
    expect(response.body.recipe.description).toBe('Quick and warming.');
    expect((response.body.recipe.ingredients as unknown[]).length).toBe(4);
  });

  it('keeps what a batch makes and its published calories through a PATCH that leaves them out', async () => {
    const user = newUser();
    const recipe = await createRecipe(user, { yields: '  24 cookies ', calories: 96 });
    expect(recipe.data.yields).toBe('24 cookies');
    expect(recipe.data.calories).toBe(96);
    const renamed = await api.patch<{ ok: boolean; recipe: Recipe }>(
      `/api/user/recipes/${recipe.id}/v2`,
      { name: 'Oat cookies' },
      user,
    );
    expect(renamed.body.recipe.yields).toBe('24 cookies');
    const cleared = await api.patch<{ ok: boolean; recipe: Recipe }>(
      `/api/user/recipes/${recipe.id}/v2`,
      { yields: null },
      user,
    );
    expect(cleared.body.recipe.yields).toBeNull();
    const tooLong = await api.patch<{ ok: boolean }>(
      `/api/user/recipes/${recipe.id}/v2`,
      { yields: 'x'.repeat(101) },
      user,
    );
    expect(tooLong.status).toBe(400);
  });

  it("rejects a PATCH whose body id differs from the route's: 'Mismatched recipe ID'", async () => {
    const user = newUser();
    const recipe = await createRecipe(user);
    const response = await api.patch(
      `/api/user/recipes/${recipe.id}/v2`,
      { id: 'other', name: 'x' },
      user,
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'Mismatched recipe ID' });
  });

  it("answers 404 to another account touching a user's recipe", async () => {
    const owner = newUser();
    const other = newUser();
    const recipe = await createRecipe(owner);
    expect(
      (await api.patch(`/api/user/recipes/${recipe.id}/v2`, { name: 'Mine now' }, other)).status,
    ).toBe(404);
    expect((await api.delete(`/api/user-recipes/${recipe.id}`, other)).status).toBe(404);
    const byIds = await api.post<Recipe[]>('/api/recipes/by-ids', { ids: [recipe.id] }, other);
    expect(byIds.body).toEqual([]);
    const still = await api.post<Recipe[]>('/api/recipes/by-ids', { ids: [recipe.id] }, owner);
    expect(still.body[0]?.name).toBe('Weeknight Chickpea Curry');
  });

  it("keeps Chef's Pick recipes read-only", async () => {
    const factory = (await api.get<List>('/api/recipes')).body.data[0]!;
    const user = newUser();
    const patch = await api.patch(`/api/user/recipes/${factory.id}/v2`, { name: 'Hacked' }, user);
    expect(patch.status).toBe(403);
    expect((await api.delete(`/api/user-recipes/${factory.id}`, user)).status).toBe(404);
    const again = (await api.get<List>('/api/recipes')).body.data.find((r) => r.id === factory.id);
    expect(again?.name).toBe(factory.name);
  });

  it('returns recipes by ids in the order asked, skipping unknown ones', async () => {
    const user = newUser();
    const mine = await createRecipe(user);
    const factory = (await api.get<List>('/api/recipes')).body.data.slice(0, 2);
    const response = await api.post<Recipe[]>(
      '/api/recipes/by-ids',
      { ids: [factory[1]!.id, 'no-such-id', mine.id, factory[0]!.id, mine.id] },
      user,
    );
    expect(response.status).toBe(200);
    expect(response.body.map((r) => r.id)).toEqual([factory[1]!.id, mine.id, factory[0]!.id]);
  });

  it('deletes a recipe with DELETE /api/user-recipes/{id}: 204, then gone', async () => {
    const user = newUser();
    const recipe = await createRecipe(user);
    const response = await api.delete(`/api/user-recipes/${recipe.id}`, user);
    expect(response.status).toBe(204);
    expect(
      (await api.post<Recipe[]>('/api/recipes/by-ids', { ids: [recipe.id] }, user)).body,
    ).toEqual([]);
    expect((await api.delete(`/api/user-recipes/${recipe.id}`, user)).status).toBe(404);
  });

  it("hides a Chef's Pick recipe with a tombstone record, and restores it when the record goes", async () => {
    const user = newUser();
    const target = (await api.get<List>('/api/recipes')).body.data[3]!;
    const created = await api.post<{
      ok: boolean;
      data: { id: string; kind: string; base_id: string };
    }>('/api/user-recipes', { base_id: target.id, kind: 'tombstone', data: {} }, user);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ base_id: target.id, kind: 'tombstone' });
    const again = await api.post(
      '/api/user-recipes',
      { base_id: target.id, kind: 'tombstone' },
      user,
    );
    expect(again.status).toBe(200);

    const visible = (await api.get<List>('/api/recipes', user)).body.data.map((r) => r.id);
    expect(visible).not.toContain(target.id);
    const others = (await api.get<List>('/api/recipes', newUser())).body.data.map((r) => r.id);
    expect(others).toContain(target.id);

    const list = await api.get<{ data: unknown[] }>('/api/user-recipes', user);
    expect(list.body.data).toHaveLength(1);
    expect((await api.delete(`/api/user-recipes/${created.body.data.id}`, user)).status).toBe(204);
    expect((await api.get<List>('/api/recipes', user)).body.data.map((r) => r.id)).toContain(
      target.id,
    );
  });

  it("saves an own copy of a Chef's Pick recipe with an 'add' record", async () => {
    const user = newUser();
    const base = (await api.get<List>('/api/recipes')).body.data[5]!;
    const created = await api.post<{ data: { id: string; data: { recipe_id: string } } }>(
      '/api/user-recipes',
      { base_id: base.id, kind: 'add', data: { name: 'My version', servings: 2 } },
      user,
    );
    expect(created.status).toBe(201);
    const copyId = created.body.data.data.recipe_id;
    const [copy] = (await api.post<Recipe[]>('/api/recipes/by-ids', { ids: [copyId] }, user)).body;
    expect(copy).toMatchObject({
      name: 'My version',
      servings: 2,
      isFactory: false,
      sourceId: base.id,
    });
    expect(copy?.ingredients).toEqual(base.ingredients);

    const record = await api.get<{ data: { kind: string } }>(
      `/api/user-recipes/${created.body.data.id}`,
      user,
    );
    expect(record.body.data.kind).toBe('add');
    expect((await api.get(`/api/user-recipes/${created.body.data.id}`, newUser())).status).toBe(
      404,
    );
    const updated = await api.put<{ data: { data: { name: string } } }>(
      `/api/user-recipes/${created.body.data.id}`,
      { data: { name: 'My better version' } },
      user,
    );
    expect(updated.status).toBe(200);
    const [renamed] = (await api.post<Recipe[]>('/api/recipes/by-ids', { ids: [copyId] }, user))
      .body;
    expect(renamed?.name).toBe('My better version');
  });

  it('answers bad input with 400 JSON: malformed JSON, wrong types, bad codes, unknown kinds', async () => {
    const user = newUser();
    const cases = [
      await api.call('POST', '/api/user/recipes/v2', { raw: '{"name": ', as: user }),
      await api.post('/api/user/recipes/v2', { name: 42 }, user),
      await api.post('/api/user/recipes/v2', recipeBody({ servings: -3 }), user),
      await api.post(
        '/api/user/recipes/v2',
        recipeBody({ image_url: 'javascript:alert(1)' }),
        user,
      ),
      await api.post('/api/user/recipes/v2', recipeBody({ ingredients: 'not a list' }), user),
      await api.post('/api/user/recipes/v2', recipeBody(), { account: 'too-short' }),
      await api.post('/api/user-recipes', { base_id: 'x', kind: 'steal' }, user),
      await api.post('/api/recipes/by-ids', { ids: 'abc' }, user),
      await api.post(
        '/api/recipes/by-ids',
        { ids: Array.from({ length: 500 }, (_, i) => `id-${i}`) },
        user,
      ),
      await api.get('/api/recipes', { device: 'not a device code!' }),
    ];
    for (const response of cases) {
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ ok: false, error: expect.any(String) });
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await api.post(
      '/api/user/recipes/v2',
      recipeBody({ description: 'x'.repeat(1_100_000) }),
      newUser(),
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ ok: false });
  });
});
