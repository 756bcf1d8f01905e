import fc from 'fast-check';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/db/schema.ts';
import { apiClient, newUser, type ApiClient } from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_RATINGS_PER_MINUTE: '100000',
  });
  api = apiClient(server.url);
});
afterAll(() => server.close());

const ROUTES: [string, string][] = [
  ['POST', '/api/ingredients'],
  ['DELETE', '/api/ingredients/x'],
  ['POST', '/api/user/recipes/v2'],
  ['PATCH', '/api/user/recipes/x/v2'],
  ['DELETE', '/api/user-recipes/x'],
  ['POST', '/api/user-recipes'],
  ['PUT', '/api/user-recipes/x'],
  ['POST', '/api/selected-recipes'],
  ['PATCH', '/api/shopping-list/item/x'],
  ['POST', '/api/session/set-code'],
  ['POST', '/api/share/save'],
  ['POST', '/api/share'],
  ['POST', '/api/public/recipes/ABCDEF12/rate'],
  ['POST', '/api/recipes/by-ids'],
  ['POST', '/api/rpc/get_public_stats'],
  ['POST', '/api/household/ops'],
  ['PUT', '/api/meal-plan/slot'],
];

describe(`no input makes the server answer 5xx (${testEngine()})`, () => {
  it('answers arbitrary JSON bodies on every write call with a 2xx or 4xx', async () => {
    const user = newUser();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.jsonValue({ maxDepth: 4 }),
        async ([method, path], body) => {
          const response = await api.call(method, path, { raw: JSON.stringify(body), as: user });
          expect(
            response.status,
            `${method} ${path} ${JSON.stringify(body).slice(0, 200)}`,
          ).toBeLessThan(500);
          if (response.status >= 400)
            expect(response.body).toMatchObject({ ok: false, error: expect.any(String) });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers hostile bodies, headers and paths with a 4xx', async () => {
    const user = newUser();
    const hostile = [
      '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
      '[]',
      'null',
      '"just a string"',
      '{"name": "\\u0000\\ud800"}',
      '{"recipeIds": [' + '"a",'.repeat(1000) + '"a"]}',
      '{"ids": [{"$ne": null}]}',
      '{"recipe_id": "x\' or 1=1 --"}',
      '9'.repeat(400),
    ];
    for (const [method, path] of ROUTES) {
      for (const raw of hostile) {
        const response = await api.call(method, path, { raw, as: user });
        expect(response.status, `${method} ${path} ${raw.slice(0, 60)}`).toBeLessThan(500);
      }
      const wrongType = await api.call(method, path, {
        raw: 'name=x',
        as: user,
        headers: { 'content-type': 'text/plain' },
      });
      expect(wrongType.status).toBeLessThan(500);
    }
    for (const path of [
      '/api/user-recipes/%00',
      `/api/user-recipes/${'x'.repeat(5000)}`,
      '/api/public/recipes/%ZZ',
    ]) {
      expect((await api.call('GET', path, { as: user })).status, path).toBeLessThan(500);
    }
    const badHeaders: Record<string, string>[] = [
      { 'x-account-code': 'é'.repeat(30) },
      { 'x-device-code': 'x'.repeat(4000) },
    ];
    for (const headers of badHeaders) {
      const response = await api.call('GET', '/api/recipes', { headers });
      expect(response.status).toBe(400);
    }
  });

  it('mirrors every table and column of the drizzle schema in the migrated database', async () => {
    for (const table of Object.values(schema)) {
      const name = getTableName(table);
      const rows = await server.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = $1 and table_schema = current_schema()`,
        [name],
      );
      const actual = new Set(rows.map((row) => row.column_name));
      for (const column of Object.values(getTableColumns(table))) {
        expect(actual.has(column.name), `${name}.${column.name}`).toBe(true);
      }
    }
  });
});

describe(`writes are rate limited per client (${testEngine()})`, () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '5' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the limit, and still serves reads', async () => {
    const client = apiClient(limited.url);
    const user = newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await client.post('/api/selected-recipes', { recipeIds: [] }, user)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const blocked = await client.post('/api/selected-recipes', { recipeIds: [] }, user);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.body).toEqual({
      ok: false,
      error: 'Too many requests. Please wait a moment and try again.',
    });
    expect((await client.get('/api/recipes')).status).toBe(200);
  });
});
