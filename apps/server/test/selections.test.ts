import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  newAccountCode,
  newDeviceCode,
  newUser,
  recipeBody,
  type ApiClient,
} from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Selection = { ok: boolean; data: { recipeIds: string[] } };
type Checks = { ok: boolean; data: { checked: string[] } };

let server: TestServer;
let api: ApiClient;
/** Chef's Pick ids: a selection may name only recipes the caller can see. */
let a: string, b: string, x: string, r1: string, r2: string, kept: string, deviceOnly: string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  const list = await api.get<{ data: { id: string }[] }>('/api/recipes', {
    device: newDeviceCode(),
  });
  const ids = list.body.data.map((recipe) => recipe.id);
  [a, b, x, r1, r2, kept, deviceOnly] = ids as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
});
afterAll(() => server.close());

describe(`selection, shopping checks and session over HTTP (${testEngine()})`, () => {
  it('keeps the selected recipes per device, and per account when there is one', async () => {
    const device = { device: newDeviceCode() };
    expect((await api.get<Selection>('/api/selected-recipes', device)).body.data.recipeIds).toEqual(
      [],
    );
    expect(
      (await api.post('/api/selected-recipes', { recipeIds: [a, b, a] }, device)).body,
    ).toEqual({
      ok: true,
    });
    expect((await api.get<Selection>('/api/selected-recipes', device)).body.data.recipeIds).toEqual(
      [a, b],
    );
    expect(
      (await api.get<Selection>('/api/selected-recipes', { device: newDeviceCode() })).body.data
        .recipeIds,
    ).toEqual([]);

    const account = newAccountCode();
    await api.post(
      '/api/selected-recipes',
      { recipeIds: [x] },
      { account, device: newDeviceCode() },
    );
    const fromOtherPhone = await api.get<Selection>('/api/selected-recipes', {
      account,
      device: newDeviceCode(),
    });
    expect(fromOtherPhone.body.data.recipeIds).toEqual([x]);
  });

  it("keeps an account's own recipe in its selection and leaves out another account's", async () => {
    const account = newAccountCode();
    const other = newAccountCode();
    const own = async (code: string) => {
      const created = await api.post<{ recipe: { id: string } }>(
        '/api/user/recipes/v2',
        recipeBody(),
        { account: code, device: newDeviceCode() },
      );
      expect(created.status).toBe(201);
      return created.body.recipe.id;
    };
    const [mine, theirs] = [await own(account), await own(other)];
    const phone = { account, device: newDeviceCode() };
    await api.post('/api/selected-recipes', { recipeIds: [mine, theirs, a] }, phone);
    expect((await api.get<Selection>('/api/selected-recipes', phone)).body.data.recipeIds).toEqual([
      mine,
      a,
    ]);
    // The next POST is decided against what the first one stored.
    await api.post('/api/selected-recipes', { recipeIds: [a, theirs, b] }, phone);
    expect((await api.get<Selection>('/api/selected-recipes', phone)).body.data.recipeIds).toEqual([
      a,
      b,
    ]);
    // A device without the account sees only Chef's Pick.
    const device = { device: newDeviceCode() };
    await api.post('/api/selected-recipes', { recipeIds: [mine, b] }, device);
    expect((await api.get<Selection>('/api/selected-recipes', device)).body.data.recipeIds).toEqual(
      [b],
    );
  });

  it('needs a device or account code for per-user state', async () => {
    expect((await api.get('/api/selected-recipes')).status).toBe(400);
    expect((await api.post('/api/selected-recipes', { recipeIds: [] })).status).toBe(400);
    expect((await api.get('/api/shopping-list')).status).toBe(400);
  });

  it('keeps shopping-list checks, unchecks, and clears them', async () => {
    const user = newUser();
    const key = encodeURIComponent('olive oil-oils_and_vinegars-bottle');
    const checked = await api.patch(`/api/shopping-list/item/${key}`, { checked: true }, user);
    expect(checked.body).toEqual({
      ok: true,
      data: { id: 'olive oil-oils_and_vinegars-bottle', checked: true },
    });
    await api.patch(
      `/api/shopping-list/item/${encodeURIComponent('eggs-dairy_and_eggs-count')}`,
      { checked: true },
      user,
    );
    expect((await api.get<Checks>('/api/shopping-list', user)).body.data.checked).toEqual([
      'eggs-dairy_and_eggs-count',
      'olive oil-oils_and_vinegars-bottle',
    ]);
    await api.patch(`/api/shopping-list/item/${key}`, { checked: false }, user);
    expect((await api.get<Checks>('/api/shopping-list', user)).body.data.checked).toEqual([
      'eggs-dairy_and_eggs-count',
    ]);
    expect((await api.get<Checks>('/api/shopping-list', newUser())).body.data.checked).toEqual([]);
    expect((await api.delete('/api/shopping-list/checks', user)).status).toBe(204);
    expect((await api.get<Checks>('/api/shopping-list', user)).body.data.checked).toEqual([]);
    expect(
      (await api.patch(`/api/shopping-list/item/${key}`, { checked: 'yes' }, user)).status,
    ).toBe(400);
  });

  it('sets the account code: account cookie for 400 days, device state carried over', async () => {
    const device = newDeviceCode();
    await api.post('/api/selected-recipes', { recipeIds: [r1, r2] }, { device });
    await api.patch(
      '/api/shopping-list/item/milk-dairy_and_eggs-ml',
      { checked: true },
      { device },
    );

    const account = newAccountCode();
    const typed = `${account.slice(0, 5).toLowerCase()}-${account.slice(5)}`;
    const response = await api.post<{ ok: boolean; data: { account_code: string } }>(
      '/api/session/set-code',
      { account_code: typed },
      { device },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.account_code).toBe(account);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`plateful_account=${account}`);
    expect(cookie).toMatch(/Max-Age=34560000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    // The cookie alone identifies the account.
    const viaCookie = { cookie: `plateful_account=${account}`, device: newDeviceCode() };
    expect(
      (await api.get<Selection>('/api/selected-recipes', viaCookie)).body.data.recipeIds,
    ).toEqual([r1, r2]);
    expect((await api.get<Checks>('/api/shopping-list', viaCookie)).body.data.checked).toEqual([
      'milk-dairy_and_eggs-ml',
    ]);
  });

  it("keeps an account's own selection when a new device joins it", async () => {
    const account = newAccountCode();
    await api.post(
      '/api/selected-recipes',
      { recipeIds: [kept] },
      { account, device: newDeviceCode() },
    );
    const joining = newDeviceCode();
    await api.post('/api/selected-recipes', { recipeIds: [deviceOnly] }, { device: joining });
    await api.post('/api/session/set-code', { account_code: account }, { device: joining });
    expect(
      (await api.get<Selection>('/api/selected-recipes', { account })).body.data.recipeIds,
    ).toEqual([kept]);
  });

  it('refuses a malformed account code on set, with the SPEC message', async () => {
    for (const code of ['', 'ABC', 'A'.repeat(27)]) {
      const response = await api.post(
        '/api/session/set-code',
        { account_code: code },
        { device: newDeviceCode() },
      );
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error:
          code === ''
            ? 'Account code is required'
            : 'Account code must be 25-26 characters (A–Z,0–9).',
      });
    }
    expect((await api.post('/api/session/set-code', {})).status).toBe(400);
  });

  it('forgets the account cookie on DELETE /api/session', async () => {
    const response = await api.delete('/api/session');
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/plateful_account=;/);
  });
});
