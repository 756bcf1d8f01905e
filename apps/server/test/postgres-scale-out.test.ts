import { describe, expect, it } from 'vitest';
import { newDeviceCode, newUser, recipeBody } from './support/api-client.ts';
import { twoServersOnPostgres } from './support/two-servers.ts';

describe('two server processes on one PostgreSQL behave as one', () => {
  const WRITES_PER_MINUTE = 8;
  const servers = twoServersOnPostgres({
    RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
  });

  it('shares recipes, selections, checks, ratings and rate-limit counts', async () => {
    const { viaA, viaB } = servers;
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
