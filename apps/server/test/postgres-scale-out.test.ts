import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  newDeviceCode,
  newUser,
  recipeBody,
  type ApiClient,
} from './support/api-client.ts';
import { startServerProcess } from './support/spawn-server.ts';
import { createPostgresDatabase } from './support/test-database.ts';

type Proc = Awaited<ReturnType<typeof startServerProcess>>;

describe('two server processes on one PostgreSQL behave as one', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: Proc;
  let b: Proc;
  let viaA: ApiClient;
  let viaB: ApiClient;
  const WRITES_PER_MINUTE = 8;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = {
      DATABASE_URL: database.url,
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    };
    // Started together: migrations and the catalogue seed take turns.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    viaA = apiClient((path) => `${a.url}${path}`);
    viaB = apiClient((path) => `${b.url}${path}`);
  });

  afterAll(async () => {
    for (const proc of [a, b]) proc?.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await database.drop();
  });

  it('shares recipes, selections, checks, ratings and rate-limit counts', async () => {
    const user = newUser();
    // 1: a recipe saved through A is listed through B.
    const created = await viaA.post<{ recipe: { id: string } }>(
      '/api/user/recipes/v2',
      recipeBody(),
      user,
    );
    expect(created.status).toBe(201);
    const listed = await viaB.get<{ data: { id: string }[] }>('/api/recipes', user);
    expect(listed.body.data.map((r) => r.id)).toContain(created.body.recipe.id);
    expect(listed.body.data.filter((r) => r.id.startsWith('cp-')).length).toBeGreaterThanOrEqual(
      48,
    );

    // 2: a selection through A is read through B.
    await viaA.post('/api/selected-recipes', { recipeIds: [created.body.recipe.id] }, user);
    const selection = await viaB.get<{ data: { recipeIds: string[] } }>(
      '/api/selected-recipes',
      user,
    );
    expect(selection.body.data.recipeIds).toEqual([created.body.recipe.id]);

    // 3: a check through B is read through A.
    await viaB.patch('/api/shopping-list/item/eggs-dairy_and_eggs-count', { checked: true }, user);
    const checks = await viaA.get<{ data: { checked: string[] } }>('/api/shopping-list', user);
    expect(checks.body.data.checked).toEqual(['eggs-dairy_and_eggs-count']);

    // 4 and 5: shared through A, rated through B, the rating seen through A.
    const shared = await viaA.post<{ code: string }>(
      '/api/share',
      { recipe_id: created.body.recipe.id },
      user,
    );
    await viaB.post(
      `/api/public/recipes/${shared.body.code}/rate`,
      { rating: 4 },
      { device: newDeviceCode() },
    );
    const meta = await viaA.get<{ data: { count: number; average: number } }>(
      `/api/public/recipes/${shared.body.code}/meta`,
    );
    expect(meta.body.data).toMatchObject({ count: 1, average: 4 });

    // Writes 6-8 alternate between the processes; the ninth is over the shared limit.
    const statuses: number[] = [];
    for (const [i, client] of [viaA, viaB, viaA, viaB].entries()) {
      statuses.push(
        (await client.post('/api/selected-recipes', { recipeIds: [`r${i}`] }, user)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
