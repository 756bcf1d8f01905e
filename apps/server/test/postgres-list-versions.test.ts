import { describe, expect, it } from 'vitest';
import { newUser, recipeBody } from './support/api-client.ts';
import { twoServersOnPostgres } from './support/two-servers.ts';
type List = { data: { id: string }[] };

/**
 * An account's list versions are read for many calls at once (decision 0024): a list asked for
 * after a write returned, in this process or another, must hold that write, even while the
 * process is busy reading versions for calls that came before it.
 */
describe("an account's list, read while its versions are being read, holds every returned write", () => {
  const servers = twoServersOnPostgres();

  it('in the other process and in the same one', async () => {
    const { viaA, viaB } = servers;
    const user = newUser();
    await viaB.post('/api/session/set-code', { account_code: user.account }, user);
    for (let round = 0; round < 6; round += 1) {
      // B (and, every other round, A) is reading versions for calls that came before the write.
      const busy = [viaB, ...(round % 2 ? [viaA] : [])].flatMap((client) =>
        Array.from({ length: 20 }, () => client.get<List>('/api/recipes', user)),
      );
      const writer = round % 2 ? viaB : viaA;
      const created = await writer.post<{ recipe: { id: string } }>(
        '/api/user/recipes/v2',
        recipeBody({ name: `Round ${round}` }),
        user,
      );
      expect(created.status).toBe(201);
      const after = await Promise.all([
        viaB.get<List>('/api/recipes', user),
        viaA.get<List>('/api/recipes', user),
      ]);
      for (const list of after) {
        expect(list.status).toBe(200);
        expect(list.body.data.map((recipe) => recipe.id)).toContain(created.body.recipe.id);
      }
      for (const list of await Promise.all(busy)) expect(list.status).toBe(200);
    }
  });
});
