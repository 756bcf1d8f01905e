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

type Share = { link: string; code: string };
type Meta = { ok: boolean; data: { average: number; count: number; saves: number } };

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({
    PUBLIC_ORIGIN: 'https://plateful.example',
    RATE_LIMIT_SHARE_MISSES_PER_MINUTE: '1000',
  });
  api = apiClient(server.url);
});
afterAll(() => server.close());

async function sharedRecipe() {
  const owner = newUser();
  const { status, recipeId, code, link } = await shareNewRecipe(api, owner);
  expect(status).toBe(200);
  return { owner, recipeId, code, link };
}

describe(`sharing, ratings and saves over HTTP (${testEngine()})`, () => {
  it('gives a recipe an 8-character code and a public link, the same each time', async () => {
    const { owner, recipeId, code, link } = await sharedRecipe();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(link).toBe(`https://plateful.example/r/${code}`);
    const again = await api.post<Share>('/api/share', { recipe_id: recipeId }, owner);
    expect(again.body).toEqual({ link, code });
  });

  it('needs an account code to share, with the SPEC message', async () => {
    const response = await api.post(
      '/api/share',
      { recipe_id: 'anything' },
      { device: newDeviceCode() },
    );
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      ok: false,
      error: 'Please generate your account code in Build to start sharing recipes',
    });
  });

  it("does not share another account's recipe", async () => {
    const { recipeId } = await sharedRecipe();
    const response = await api.post('/api/share', { recipe_id: recipeId }, newUser());
    expect(response.status).toBe(404);
  });

  it("shares a Chef's Pick recipe", async () => {
    const factory = (await api.get<{ data: { id: string }[] }>('/api/recipes')).body.data[0]!;
    const response = await api.post<Share>('/api/share', { recipe_id: factory.id }, newUser());
    expect(response.status).toBe(200);
    expect(response.body.code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('shows a shared recipe publicly, by a code in any case, without its owner', async () => {
    const { code } = await sharedRecipe();
    const response = await api.get<{ ok: boolean; data: Record<string, unknown> }>(
      `/api/public/recipes/${code.toLowerCase()}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Weeknight Chickpea Curry',
      share_code: code,
    });
    expect(response.body.data.owner_account_code).toBeNull();
    expect(JSON.stringify(response.body)).not.toMatch(/[A-Z0-9]{25}/);
  });

  it('answers an unknown or malformed code with 404', async () => {
    for (const code of ['ZZZZZZZZ', 'abc', 'with space!', 'x'.repeat(13)]) {
      const response = await api.get(`/api/public/recipes/${encodeURIComponent(code)}`);
      expect(response.status, code).toBe(404);
      expect(response.body).toMatchObject({ ok: false });
    }
  });

  it('rates 1-5 once per device (rating again replaces it) and reports the meta, cached 60 s', async () => {
    const { code } = await sharedRecipe();
    const empty = await api.get<Meta>(`/api/public/recipes/${code}/meta`);
    expect(empty.body).toEqual({ ok: true, data: { average: 0, count: 0, saves: 0 } });
    expect(empty.headers.get('cache-control')).toBe('public, max-age=60');

    // Two browsers behind one address: with codes the server issued, both votes count.
    const issued = async () =>
      (await api.post<{ data: { device_code: string } }>('/api/session/device-code', {})).body.data
        .device_code;
    const phone = { device: await issued() };
    const laptop = { device: await issued() };
    expect((await api.post(`/api/public/recipes/${code}/rate`, { rating: 2 }, phone)).body).toEqual(
      { ok: true },
    );
    await api.post(`/api/public/recipes/${code}/rate`, { rating: 5 }, phone);
    await api.post(`/api/public/recipes/${code}/rate`, { rating: 4 }, laptop);
    const meta = await api.get<Meta>(`/api/public/recipes/${code}/meta`);
    expect(meta.body.data).toEqual({ average: 4.5, count: 2, saves: 0 });
  });

  it('refuses ratings that are not whole numbers from 1 to 5, or come with no device', async () => {
    const { code } = await sharedRecipe();
    const device = { device: newDeviceCode() };
    for (const rating of [0, 6, 3.5, '5', null, -1]) {
      const response = await api.post(`/api/public/recipes/${code}/rate`, { rating }, device);
      expect(response.status, String(rating)).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error: 'Rating must be a whole number from 1 to 5',
      });
    }
    expect((await api.post(`/api/public/recipes/${code}/rate`, { rating: 3 })).status).toBe(400);
    expect(
      (await api.post('/api/public/recipes/NOPE1234/rate', { rating: 3 }, device)).status,
    ).toBe(404);
  });

  it('saves a shared recipe into the viewer’s collection once, counting one save', async () => {
    const { code, recipeId } = await sharedRecipe();
    const viewer = newUser();
    const first = await api.post<{
      data: { recipe: { id: string; source: string; sourceId: string } };
    }>('/api/share/save', { code, account_code: viewer.account }, { device: viewer.device });
    expect(first.status).toBe(201);
    expect(first.body.data.recipe).toMatchObject({ source: 'shared', sourceId: recipeId });
    const copyId = first.body.data.recipe.id;
    expect(copyId).not.toBe(recipeId);
    const second = await api.post<{ data: { recipe: { id: string } } }>(
      '/api/share/save',
      { code },
      viewer,
    );
    expect(second.status).toBe(200);
    expect(second.body.data.recipe.id).toBe(copyId);
    const mine = await api.get<{ data: { id: string }[] }>('/api/recipes', viewer);
    expect(mine.body.data.map((r) => r.id)).toContain(copyId);
    const meta = await api.get<Meta>(`/api/public/recipes/${code}/meta`);
    expect(meta.body.data.saves).toBe(1);
  });

  it('needs an account code to save a shared recipe', async () => {
    const { code } = await sharedRecipe();
    const response = await api.post('/api/share/save', { code }, { device: newDeviceCode() });
    expect(response.status).toBe(401);
    expect((await api.post('/api/share/save', { code, account_code: 'bad' })).status).toBe(400);
  });
});

describe(`lookups of unknown share codes are rate limited (${testEngine()})`, () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_SHARE_MISSES_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a client has guessed too many codes', async () => {
    const client = apiClient(limited.url);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await client.get(`/api/public/recipes/GUESS00${i}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const blocked = await client.get('/api/public/recipes/GUESS999');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.body).toEqual({
      ok: false,
      error: 'Too many requests. Please wait a moment and try again.',
    });
  });
});
