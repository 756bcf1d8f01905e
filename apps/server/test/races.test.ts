// Concurrent requests that must come out as if they had been made one after another: the same
// 'add' record or the same save ten times at once makes one copy, and a burst of share-code
// lookups is counted before any is answered. Races show on PostgreSQL (a pool of connections);
// on PGlite the same tests hold trivially.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  newUser,
  recipeBody,
  shareNewRecipe,
  type ApiClient,
} from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Recipe = { id: string; name: string; isFactory: boolean; sourceId: string | null };

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '1000' });
  api = apiClient(server.url);
});
afterAll(() => server.close());

/**
 * GETs every path at once, each on a connection of its own opened beforehand, so the server reads
 * all the requests before it has answered any (as a determined guesser would send them).
 */
async function burst(origin: string, paths: string[]): Promise<{ status: number; body: string }[]> {
  const { hostname, port } = new URL(origin);
  const sockets = await Promise.all(
    paths.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), hostname, () => resolve(socket));
          socket.on('error', reject);
        }),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () =>
          resolve({
            status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0),
            body: text.slice(text.indexOf('\r\n\r\n') + 4),
          }),
        );
      }),
  );
  sockets.forEach((socket, index) =>
    socket.write(`GET ${paths[index]} HTTP/1.1\r\nhost: ${hostname}\r\nconnection: close\r\n\r\n`),
  );
  return Promise.all(answers);
}

/** The account's own recipes (not the factory ones) in its GET /api/recipes list. */
async function ownRecipes(user: ReturnType<typeof newUser>): Promise<Recipe[]> {
  const list = await api.get<{ data: Recipe[] }>('/api/recipes', user);
  return list.body.data.filter((recipe) => !recipe.isFactory);
}

describe(`concurrent writes (${testEngine()})`, () => {
  it("makes one copy for ten concurrent 'add' records of one base", async () => {
    const user = newUser();
    const base = (await api.get<{ data: Recipe[] }>('/api/recipes')).body.data[3]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post<{ data: { id: string; data: { recipe_id: string } } }>(
          '/api/user-recipes',
          { base_id: base.id, kind: 'add', data: { name: 'My version' } },
          user,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.data.data.recipe_id)).size).toBe(1);
    const own = await ownRecipes(user);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      id: answers[0]!.body.data.data.recipe_id,
      name: 'My version',
      sourceId: base.id,
    });
  });

  it('makes one copy and counts one save for ten concurrent saves of a shared recipe', async () => {
    const owner = newUser();
    const { code } = await shareNewRecipe(api, owner);
    const viewer = newUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post<{ data: { recipe: { id: string } } }>(
          '/api/share/save',
          { code, account_code: viewer.account },
          { device: viewer.device },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    expect(new Set(answers.map((answer) => answer.body.data.recipe.id)).size).toBe(1);
    expect(await ownRecipes(viewer)).toHaveLength(1);
    const meta = await api.get<{ data: { saves: number } }>(`/api/public/recipes/${code}/meta`);
    expect(meta.body.data.saves).toBe(1);
  });

  it('saves a new copy once after the first was deleted, however many ask at once', async () => {
    const owner = newUser();
    const { code } = await shareNewRecipe(api, owner);
    const viewer = newUser();
    const save = () =>
      api.post<{ data: { recipe: { id: string } } }>(
        '/api/share/save',
        { code, account_code: viewer.account },
        { device: viewer.device },
      );
    const first = await save();
    expect(
      (await api.delete(`/api/user-recipes/${first.body.data.recipe.id}`, viewer)).status,
    ).toBe(204);
    const answers = await Promise.all(Array.from({ length: 10 }, save));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data.recipe.id)).size).toBe(1);
    expect(await ownRecipes(viewer)).toHaveLength(1);
  });
});

describe(`share-code guessing (${testEngine()})`, () => {
  /** A server of its own, with the default limits, so nothing was counted before; its codes. */
  async function guardedServer(): Promise<{ server: TestServer; codes: string[] }> {
    const guarded = await startTestServer();
    const guardedApi = apiClient(guarded.url);
    const owner = newUser();
    const codes: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const created = await guardedApi.post<{ recipe: { id: string } }>(
        '/api/user/recipes/v2',
        recipeBody(),
        owner,
      );
      const shared = await guardedApi.post<{ code: string }>(
        '/api/share',
        { recipe_id: created.body.recipe.id },
        owner,
      );
      codes.push(shared.body.code);
    }
    return { server: guarded, codes };
  }

  it('counts every lookup before answering it, found or not', async () => {
    const { server: guarded, codes } = await guardedServer();
    try {
      const limit = 3 * guarded.config.rateLimits.shareMisses.limit;
      const statuses: number[] = [];
      for (let n = 0; n < limit + 6; n += 1) {
        statuses.push(
          (await apiClient(guarded.url).get(`/api/public/recipes/${codes[n % 6]}`)).status,
        );
      }
      expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429, 429]);
    } finally {
      await guarded.close();
    }
  });

  it('cuts a burst of 300 guesses sent at once off at the limit', async () => {
    const { server: guarded, codes } = await guardedServer();
    try {
      const guesses = Array.from({ length: 294 }, () =>
        randomBytes(8).toString('hex').slice(0, 8).toUpperCase(),
      );
      const answers = await burst(
        guarded.url('/'),
        [...guesses, ...codes].map((code) => `/api/public/recipes/${code}`),
      );
      const answered = answers.filter((answer) => answer.status !== 429);
      expect(answered.length).toBeLessThanOrEqual(3 * guarded.config.rateLimits.shareMisses.limit);
      for (const answer of answers.filter((answer) => answer.status === 429)) {
        expect(JSON.parse(answer.body)).toMatchObject({ ok: false });
      }
    } finally {
      await guarded.close();
    }
    // A server of its own, then 300 requests at once: a busy machine takes a while.
  }, 90_000);
});
