// What a recipe may hold: images this server hosts only (no script URL, no other site's address),
// amounts that are not negative, record data of bounded size, and an account's storage quota.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newUser, recipeBody, type ApiClient } from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Created = { recipe: { id: string } };
type Failure = { ok: false; error: string };

const QUOTA_MB = 1;
const HASH = 'OurHash_1';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    ACCOUNT_STORAGE_QUOTA_MB: String(QUOTA_MB),
    // Cloudflare Images on, so its delivery URLs with our hash count as our images.
    CLOUDFLARE_ACCOUNT_ID: 'account',
    CLOUDFLARE_IMAGES_TOKEN: 'token',
    CLOUDFLARE_IMAGES_HASH: HASH,
  });
  api = apiClient(server.url);
});
afterAll(() => server.close());

const create = (body: Record<string, unknown>, user = newUser()) =>
  api.post<Created | Failure>('/api/user/recipes/v2', recipeBody(body), user);

describe(`recipe images (${testEngine()})`, () => {
  const id = randomUUID();

  it.each([
    ['our image path', { image_url: `/api/images/${id}/full` }],
    ['a legacy upload path', { image_url: '/uploads/2024/pie.jpg' }],
    ['our Cloudflare delivery URL', { image_url: `https://imagedelivery.net/${HASH}/${id}/full` }],
    ['an image id', { cloudflare_image_id: id }],
  ])('accepts %s', async (_, body) => {
    expect((await create(body)).status).toBe(201);
  });

  it.each([
    ['a script URL as the image id', { cloudflare_image_id: 'javascript:alert(1)' }],
    ['another site’s image', { image_url: 'https://tracker.example/pixel.gif' }],
    ['another site’s image in the list', { images: ['https://tracker.example/pixel.gif'] }],
    ['another Cloudflare account', { image_url: `https://imagedelivery.net/Theirs/${id}/full` }],
    ['a script URL as the image', { image_url: 'javascript:alert(1)' }],
  ])('refuses %s with a 400', async (_, body) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false });
    expect((response.body as Failure).error).toMatch(/image/i);
  });

  it("refuses another site's image in an 'add' record's changes and on update", async () => {
    const user = newUser();
    const base = (await api.get<{ data: { id: string }[] }>('/api/recipes')).body.data[0]!;
    const added = await api.post(
      '/api/user-recipes',
      { base_id: base.id, kind: 'add', data: { image_url: 'https://tracker.example/p.gif' } },
      user,
    );
    expect(added.status).toBe(400);
    const own = (await create({}, user)).body as Created;
    const updated = await api.patch(
      `/api/user/recipes/${own.recipe.id}/v2`,
      recipeBody({ image_url: 'https://tracker.example/p.gif' }),
      user,
    );
    expect(updated.status).toBe(400);
  });

  it('never serves an image address stored before the rule, to the owner or to viewers', async () => {
    const user = newUser();
    const own = (await create({ image_url: `/api/images/${id}/full` }, user)).body as Created;
    await server.db.query(`update recipes set data = data || $2::jsonb where id = $1`, [
      own.recipe.id,
      JSON.stringify({
        imageUrl: 'https://tracker.example/p.gif',
        images: ['https://tracker.example/p.gif', `/api/images/${id}/card`],
        cloudflareImageId: 'javascript:alert(1)',
      }),
    ]);
    const { code } = (
      await api.post<{ code: string }>('/api/share', { recipe_id: own.recipe.id }, user)
    ).body;
    const shared = await api.get<{ data: Record<string, unknown> }>(`/api/public/recipes/${code}`);
    const mine = await api.post<Record<string, unknown>[]>(
      '/api/recipes/by-ids',
      { ids: [own.recipe.id] },
      user,
    );
    for (const recipe of [shared.body.data, mine.body[0]!]) {
      expect(recipe).toMatchObject({
        imageUrl: null,
        cloudflareImageId: null,
        images: [`/api/images/${id}/card`],
      });
    }
  });
});

describe(`ingredient amounts (${testEngine()})`, () => {
  it('refuses a negative amount', async () => {
    for (const amount of [-2, '-1/2']) {
      const response = await create({ ingredients: [{ rawText: 'flour', amount, unit: 'g' }] });
      expect(response.status).toBe(400);
      expect((response.body as Failure).error).toMatch(/negative/);
    }
    const zero = await create({ ingredients: [{ rawText: 'salt', amount: 0 }] });
    expect(zero.status).toBe(201);
  });
});

describe(`record data sizes (${testEngine()})`, () => {
  it('caps a tombstone’s data at 1 KB and an add record’s at 200 KB', async () => {
    const user = newUser();
    const base = (await api.get<{ data: { id: string }[] }>('/api/recipes')).body.data[1]!;
    const tombstone = await api.post(
      '/api/user-recipes',
      { base_id: base.id, kind: 'tombstone', data: { note: 'x'.repeat(2000) } },
      user,
    );
    expect(tombstone.status).toBe(400);
    expect((tombstone.body as Failure).error).toMatch(/1 KB/);
    const add = await api.post(
      '/api/user-recipes',
      { base_id: base.id, kind: 'add', data: { extra: 'x'.repeat(210_000) } },
      user,
    );
    expect(add.status).toBe(400);
    expect((add.body as Failure).error).toMatch(/200 KB/);

    const hidden = await api.post<{ data: { id: string } }>(
      '/api/user-recipes',
      { base_id: base.id, kind: 'tombstone', data: {} },
      user,
    );
    const grown = await api.put(
      `/api/user-recipes/${hidden.body.data.id}`,
      { data: { note: 'x'.repeat(2000) } },
      user,
    );
    expect(grown.status).toBe(400);
  });
});

describe(`the storage quota (${testEngine()})`, () => {
  it('refuses a recipe past the account’s quota with a clear message, and has room again after a delete', async () => {
    const user = newUser();
    // About 240 KB of text that does not compress: a few fill a 1 MB quota.
    const bigBody = () => ({
      instructions: Array.from({ length: 60 }, () => randomBytes(3000).toString('base64')),
    });
    const made: string[] = [];
    let refused: { status: number; body: unknown } | undefined;
    for (let n = 0; n < 10 && !refused; n += 1) {
      const response = await create(bigBody(), user);
      if (response.status === 201) made.push((response.body as Created).recipe.id);
      else refused = response;
    }
    expect(made.length).toBeGreaterThanOrEqual(2);
    expect(made.length).toBeLessThanOrEqual(5);
    expect(refused?.status).toBe(413);
    expect(refused?.body).toEqual({
      ok: false,
      error: 'Your recipe storage is full. Delete some recipes to make room for new ones.',
    });
    // Another account is not affected.
    expect((await create(bigBody())).status).toBe(201);
    // A small change still fits; deleting makes room for a large one again.
    expect((await create({}, user)).status).toBe(201);
    expect((await api.delete(`/api/user-recipes/${made[0]}`, user)).status).toBe(204);
    expect((await create(bigBody(), user)).status).toBe(201);
  });
});
