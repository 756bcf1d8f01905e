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
    // Writes count towards one shared limit of 8. Write 1: B links the account, lists and caches it.
    await viaB.post('/api/session/set-code', { account_code: user.account }, user);
    expect((await viaB.get<{ data: unknown[] }>('/api/recipes', user)).status).toBe(200);
    // Write 2: a recipe saved through A is listed through B, whose cached list has moved on.
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

    // Write 3: a tombstone through A hides a Chef's Pick recipe in B's list.
    const hide = listed.body.data.find((r) => r.id.startsWith('cp-'))!.id;
    await viaA.post('/api/user-recipes', { base_id: hide, kind: 'tombstone' }, user);
    const afterHide = await viaB.get<{ data: { id: string }[] }>('/api/recipes', user);
    expect(afterHide.body.data.map((r) => r.id)).not.toContain(hide);

    // Write 4: a selection through A is read through B.
    await viaA.post('/api/selected-recipes', { recipeIds: [created.body.recipe.id] }, user);
    const selection = await viaB.get<{ data: { recipeIds: string[] } }>(
      '/api/selected-recipes',
      user,
    );
    expect(selection.body.data.recipeIds).toEqual([created.body.recipe.id]);

    // Write 5: a check through B is read through A.
    await viaB.patch('/api/shopping-list/item/eggs-dairy_and_eggs-count', { checked: true }, user);
    const checks = await viaA.get<{ data: { checked: string[] } }>('/api/shopping-list', user);
    expect(checks.body.data.checked).toEqual(['eggs-dairy_and_eggs-count']);

    // Writes 6 and 7: shared through A, rated through B, the rating seen through A.
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

    // Write 8 through A is the last allowed; the ninth, through B, is over the shared limit.
    const statuses: number[] = [];
    for (const [i, client] of [viaA, viaB].entries()) {
      statuses.push(
        (await client.post('/api/selected-recipes', { recipeIds: [`r${i}`] }, user)).status,
      );
    }
    expect(statuses).toEqual([200, 429]);
  });
});
