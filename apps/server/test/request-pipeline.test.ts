/**
 * The request pipeline before a route runs: which requests are API calls (by the routed path, not
 * the raw URL's spelling), which address a client is counted under behind proxies, and the
 * `{ ok: false, error }` answers to addresses, bodies and timing that no route ever sees.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { apiClient, newDeviceCode } from './support/api-client.ts';
import { rawRequest, type RawRequest } from './support/raw-request.ts';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const portOf = (server: TestServer) => Number(new URL(server.url('/')).port);
const send = (server: TestServer, request: RawRequest) => rawRequest(portOf(server), request);

/** A write that every caller may make: it counts against the write limit and changes nothing. */
const write = (
  server: TestServer,
  path = '/api/ingredients',
  headers: Record<string, string> = {},
) => send(server, { method: 'POST', path, body: '{}', headers });

describe(`API calls are known by the path they are routed by (${testEngine()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  });
  afterAll(() => server.close());

  it('reads the identity of an API call however its path is percent-escaped', async () => {
    for (const path of ['/%61pi/selected-recipes', '/%61%70%69/selected-recipes']) {
      const response = await send(server, {
        method: 'POST',
        path,
        body: JSON.stringify({ recipeIds: [] }),
        headers: { 'x-device-code': 'not a code!' },
      });
      expect(response.status, path).toBe(400);
      expect(response.json, path).toEqual({ ok: false, error: 'Invalid device code' });
    }
  });

  it('serves an escaped path as the caller it names', async () => {
    const user = { device: newDeviceCode() };
    const api = apiClient(server.url);
    expect((await api.patch('/api/shopping-list/item/milk', { checked: true }, user)).status).toBe(
      200,
    );
    const response = await send(server, {
      method: 'GET',
      path: '/%61pi/shopping-list',
      headers: { 'x-device-code': user.device },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ ok: true, data: { checked: ['milk'] } });
  });

  it('routes no other spelling of /api/ to an API call', async () => {
    for (const path of [
      '/API/session/set-code',
      '//api/session/set-code',
      '/api/./session/set-code',
      '/api//session/set-code',
    ]) {
      const response = await send(server, {
        method: 'POST',
        path,
        body: JSON.stringify({ account_code: 'ABCDEFGHJKMNPQRSTUVWXYZ23' }),
      });
      expect(response.status, path).toBe(404);
    }
  });
});

describe(`the write limit counts every spelling of an API write (${testEngine()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '4' });
  });
  afterAll(() => server.close());

  it('refuses the fifth write in a minute, spelled with escapes or not', async () => {
    const paths = [
      '/%61pi/ingredients',
      '/%61%70%69/ingredients',
      '/api/%69ngredients',
      '/%61pi/ingredients',
    ];
    for (const path of paths) expect((await write(server, path)).status, path).not.toBe(429);
    for (const path of ['/%61pi/ingredients', '/api/ingredients', '/%61pi/session/set-code']) {
      const response = await write(server, path);
      expect(response.status, path).toBe(429);
      expect(response.json).toMatchObject({ ok: false, error: expect.any(String) });
    }
  });

  it('still lets reads that are POSTs through, by their routed path', async () => {
    const response = await send(server, {
      method: 'POST',
      path: '/%61pi/recipes/by-ids',
      body: JSON.stringify({ ids: [] }),
    });
    expect(response.status).toBe(200);
  });
});

describe(`the client address behind proxies (${testEngine()})`, () => {
  // One database for the servers of every TRUST_PROXY setting; each test connects from a loopback
  // address of its own (when it is not the proxy), so their counts never meet.
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  /** A server with TRUST_PROXY=`trustProxy` (unset if undefined), allowing 3 writes a minute. */
  async function start(trustProxy: string | undefined): Promise<number> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_WRITES_PER_MINUTE: '3',
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    });
    const app = await buildApp({ config, db: database.db });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as { port: number }).port;
  }

  let made = 0;
  /** A different made-up address on every call. */
  const madeUp = () => {
    made += 1;
    return `10.${(made >> 8) & 255}.${made & 255}.7`;
  };
  const writeAs = (port: number, forwardedFor: string, localAddress = '127.0.0.1') =>
    rawRequest(port, {
      method: 'POST',
      path: '/api/ingredients',
      body: '{}',
      headers: { 'x-forwarded-for': forwardedFor },
      localAddress,
    });

  it.each([
    ['not set', undefined, '127.0.0.11'],
    ['false', 'false', '127.0.0.12'],
    ['a proxy list this client is not in', '192.0.2.10, 10.200.0.0/16', '127.0.0.13'],
  ])(
    'ignores a made-up X-Forwarded-For when TRUST_PROXY is %s',
    async (_label, trustProxy, clientAddress) => {
      const port = await start(trustProxy);
      for (let i = 0; i < 3; i += 1) {
        expect((await writeAs(port, madeUp(), clientAddress)).status).not.toBe(429);
      }
      expect((await writeAs(port, madeUp(), clientAddress)).status).toBe(429);
    },
  );

  it.each([
    ['1 (one hop)', '1', '203.0.113.1'],
    ['true (read as one hop)', 'true', '203.0.113.2'],
    ['the proxy’s CIDR', '127.0.0.0/8', '203.0.113.3'],
    ['the proxy’s address', '127.0.0.1', '203.0.113.4'],
  ])(
    'counts the address the proxy added, not what the client made up, when TRUST_PROXY is %s',
    async (_label, trustProxy, client) => {
      const port = await start(trustProxy);
      for (let i = 0; i < 3; i += 1) {
        expect((await writeAs(port, `${madeUp()}, ${client}`)).status).not.toBe(429);
      }
      expect((await writeAs(port, `${madeUp()}, ${client}`)).status).toBe(429);
      // Another client behind the same proxy has a count of its own.
      expect((await writeAs(port, `${madeUp()}, ${client}0`)).status).not.toBe(429);
    },
  );

  it('walks back through every listed proxy to the client', async () => {
    const port = await start('127.0.0.1, 198.51.100.0/24');
    // The client, then a second proxy of the list; the made-up entries before them are not read.
    for (let i = 0; i < 3; i += 1) {
      expect((await writeAs(port, `${madeUp()}, 203.0.113.9, 198.51.100.4`)).status).not.toBe(429);
    }
    expect((await writeAs(port, `${madeUp()}, 203.0.113.9, 198.51.100.5`)).status).toBe(429);
    expect((await writeAs(port, '203.0.113.10, 198.51.100.4')).status).not.toBe(429);
  });
});

describe(`answers to what no route sees are { ok: false, error } (${testEngine()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  });
  afterAll(() => server.close());

  const post = (raw: string) =>
    send(server, { method: 'POST', path: '/api/recipes/by-ids', body: raw });

  it('answers a broken percent-encoding with 400 naming it', async () => {
    for (const [method, path] of [
      ['GET', '/api/recipes/%E0%A4%A'],
      ['DELETE', '/api/user-recipes/%E0%A4%A'],
      ['GET', '/%E0%A4%A'],
    ] as const) {
      const response = await send(server, { method, path });
      expect(response.status, path).toBe(400);
      expect(response.json, path).toEqual({
        ok: false,
        error: expect.stringContaining('broken percent-encoding'),
      });
    }
  });

  it('ticks a shopping item whose key is as long as the schema allows (300)', async () => {
    const api = apiClient(server.url);
    const user = { device: newDeviceCode() };
    const key = `${'Extra virgin olive oil, cold pressed — '.repeat(8)}`.slice(0, 300);
    expect(key).toHaveLength(300);
    const ticked = await api.patch(
      `/api/shopping-list/item/${encodeURIComponent(key)}`,
      { checked: true },
      user,
    );
    expect(ticked.status, ticked.text).toBe(200);
    const list = await api.get<{ data: { checked: string[] } }>('/api/shopping-list', user);
    expect(list.body.data.checked).toContain(key);
  });

  it('answers a path part longer than any route takes with 414 naming the limit', async () => {
    const response = await send(server, {
      method: 'PATCH',
      path: `/api/shopping-list/item/${'k'.repeat(301)}`,
      body: JSON.stringify({ checked: true }),
      headers: { 'x-device-code': newDeviceCode() },
    });
    expect(response.status).toBe(414);
    expect(response.json).toEqual({
      ok: false,
      error: 'A part of the address is too long: at most 300 characters',
    });
  });

  it('answers deep JSON with 400 naming the nesting', async () => {
    for (const depth of [65, 10_000, 400_000]) {
      const response = await post('['.repeat(depth) + ']'.repeat(depth));
      expect(response.status, String(depth)).toBe(400);
      expect(response.json).toEqual({
        ok: false,
        error: expect.stringContaining('nested too deeply'),
      });
    }
    const fine = await post(JSON.stringify({ ids: [] }));
    expect(fine.status).toBe(200);
  });

  it('answers __proto__ and constructor.prototype keys with 400 naming the key', async () => {
    const proto = await post('{"ids": [], "__proto__": {"isAdmin": true}}');
    expect(proto.status).toBe(400);
    expect(proto.json).toEqual({ ok: false, error: expect.stringContaining('"__proto__"') });
    const nested = await post('{"ids": [], "x": [{"\\u005f_proto__": {}}]}');
    expect(nested.json).toEqual({ ok: false, error: expect.stringContaining('"__proto__"') });
    const ctor = await post('{"ids": [], "constructor": {"prototype": {"x": 1}}}');
    expect(ctor.status).toBe(400);
    expect(ctor.json).toEqual({ ok: false, error: expect.stringContaining('"constructor"') });
  });

  it('still reads a gzip-compressed JSON body through the deadline', async () => {
    const response = await fetch(server.url('/api/recipes/by-ids'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ ids: [] })),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('answers a body that is not JSON with 400 saying so', async () => {
    const response = await post('{"ids": [');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      ok: false,
      error: expect.stringContaining('The request body is not valid JSON'),
    });
  });

  // The two deadline tests each wait out the real 15 s; they run side by side (one wait, not two).
  it.concurrent(
    'answers a body that stops arriving with 408 within the 15 s deadline',
    async () => {
      const started = Date.now();
      const response = await send(server, {
        method: 'POST',
        path: '/api/ingredients',
        body: JSON.stringify({ name: 'x'.repeat(200) }),
        sendBodyBytes: 20,
        timeoutMs: 25_000,
      });
      const elapsed = Date.now() - started;
      expect(response.status).toBe(408);
      expect(response.json).toEqual({
        ok: false,
        error: 'The request body took too long to arrive: send it within 15 seconds',
      });
      expect(response.headers.toLowerCase()).toContain('connection: close');
      expect(elapsed).toBeGreaterThanOrEqual(14_500);
      expect(elapsed).toBeLessThan(18_000);
    },
    30_000,
  );

  it.concurrent(
    'answers headers that stop arriving with 408 in the same shape',
    async () => {
      const started = Date.now();
      const response = await send(server, {
        method: 'POST',
        path: '/api/ingredients',
        body: '{}',
        sendHeadBytes: 30,
        timeoutMs: 25_000,
      });
      const elapsed = Date.now() - started;
      expect(response.status).toBe(408);
      expect(response.json).toEqual({
        ok: false,
        error: expect.stringContaining('The request took too long to arrive'),
      });
      expect(elapsed).toBeGreaterThanOrEqual(14_500);
      expect(elapsed).toBeLessThan(18_000);
    },
    30_000,
  );
});
