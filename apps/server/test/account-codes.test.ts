// Account codes are the only key to an account: linking says whether a code holds anything (so a
// typo does not silently open an empty account), links to empty codes are limited (so codes
// cannot be probed), and the list's ETag says nothing about whether an account exists nor
// matches across accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  newAccountCode,
  newDeviceCode,
  newUser,
  recipeBody,
  type ApiClient,
} from './support/api-client.ts';
import { generateShareCode } from '../src/sharing/sharing.service.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Linked = { ok: true; data: { account_code: string; has_data: boolean } };

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '1000' });
  api = apiClient(server.url);
});
afterAll(() => server.close());

const etagOf = async (account?: string) =>
  (await api.get('/api/recipes', account ? { account } : undefined)).headers.get('etag')!;

describe(`the ETag of GET /api/recipes (${testEngine()})`, () => {
  it('does not tell an account that exists from one that does not', async () => {
    const anonymous = await etagOf();
    const unknown = await etagOf(newAccountCode());
    // An account that had a recipe and deleted it: its list is the Chef's Pick alone again.
    const user = newUser();
    const created = await api.post<{ recipe: { id: string } }>(
      '/api/user/recipes/v2',
      recipeBody(),
      user,
    );
    await api.delete(`/api/user-recipes/${created.body.recipe.id}`, user);
    const emptied = await etagOf(user.account);
    for (const etag of [unknown, emptied]) {
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(etag).not.toBe(anonymous);
      expect(etag).not.toContain(anonymous.slice(1, -1));
    }
  });

  it("never answers 304 to one account for another account's ETag", async () => {
    const [a, b] = [newUser(), newUser()];
    for (const user of [a, b]) await api.post('/api/user/recipes/v2', recipeBody(), user);
    const etagA = await etagOf(a.account);
    const asB = await api.call('GET', '/api/recipes', {
      as: b,
      headers: { 'if-none-match': etagA },
    });
    expect(asB.status).toBe(200);
    const asA = await api.call('GET', '/api/recipes', {
      as: a,
      headers: { 'if-none-match': etagA },
    });
    expect(asA.status).toBe(304);
  });
});

describe(`linking a device to an account code (${testEngine()})`, () => {
  const link = (body: Record<string, unknown>, device = newDeviceCode()) =>
    api.post<Linked | { ok: false; error: string }>('/api/session/set-code', body, { device });

  it('says whether the code holds anything', async () => {
    const user = newUser();
    await api.post('/api/user/recipes/v2', recipeBody(), user);
    const known = await link({ account_code: user.account });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ ok: true, data: { account_code: user.account, has_data: true } });

    const fresh = newAccountCode();
    const empty = await link({ account_code: fresh });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ ok: true, data: { account_code: fresh, has_data: false } });
  });

  it('with require_data, refuses a code that holds nothing, without linking', async () => {
    const response = await link({ account_code: newAccountCode(), require_data: true });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      ok: false,
      error: 'Nothing is saved under that code yet. Check it, or use it to start a new account.',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe(`links to empty codes are limited (${testEngine()})`, () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(() => limited?.close());

  it('answers 429 once a client has linked too many codes that hold nothing', async () => {
    const client = apiClient(limited.url);
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const response = await client.post(
        '/api/session/set-code',
        { account_code: newAccountCode(), require_data: true },
        { device: newDeviceCode() },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 409));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A code with data is refused too while the client is over the limit: no probing around it.
    const user = newUser();
    await client.post('/api/user/recipes/v2', recipeBody(), user);
    const known = await client.post(
      '/api/session/set-code',
      { account_code: user.account },
      { device: newDeviceCode() },
    );
    expect(known.status).toBe(429);
  });

  it('takes its allowance from RATE_LIMIT_EMPTY_LINKS_PER_HOUR', async () => {
    const two = await startTestServer({ RATE_LIMIT_EMPTY_LINKS_PER_HOUR: '2' });
    try {
      const client = apiClient(two.url);
      const statuses: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        const response = await client.post(
          '/api/session/set-code',
          { account_code: newAccountCode() },
          { device: newDeviceCode() },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await two.close();
    }
  });
});

describe('generated share codes', () => {
  it('are 8 characters A-Z0-9 without the look-alikes O, 0, I, 1 or L', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const code = generateShareCode();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      for (const char of code) seen.add(char);
    }
    expect([...seen].filter((char) => 'O0I1L'.includes(char))).toEqual([]);
  });
});
