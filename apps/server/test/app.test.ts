import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { healthSchema, runtimeConfigSchema } from '@plateful/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { testEngine } from './support/test-database.ts';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Plateful</title><div id="root"></div>',
  );
  fs.writeFileSync(
    path.join(webDist, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("install", () => {});');
  server = await startTestServer({ WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe(`the server over HTTP (${testEngine()})`, () => {
  it('answers GET /api/health with ok and the database engine', async () => {
    const response = await fetch(server.url('/api/health'));
    expect(response.status).toBe(200);
    expect(healthSchema.parse(await response.json())).toEqual({ ok: true, db: testEngine() });
  });

  it('serves /app-config.json uncached, with admin off', async () => {
    const response = await fetch(server.url('/app-config.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = runtimeConfigSchema.parse(await response.json());
    expect(body.adminEnabled).toBe(false);
    expect(body.enableAdminUI).toBe(false);
    expect(body.apiBaseUrl).toBeDefined();
    expect(body.environmentName).toBe('test');
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    for (const [method, p] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/recipes/nope/nope'],
      ['GET', '/api'],
    ] as const) {
      const response = await fetch(server.url(p), { method });
      expect(response.status, `${method} ${p}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await response.json()) as { ok: boolean; error: string };
      expect(body.ok).toBe(false);
      expect(body.error).toMatch(/No such API call/);
    }
  });

  it('sends strict security headers on every response', async () => {
    for (const p of ['/api/health', '/plan', '/api/nope']) {
      const response = await fetch(server.url(p));
      await response.arrayBuffer();
      const headers = response.headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, p).toContain("default-src 'self'");
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(csp, p).toContain("object-src 'none'");
      // The basket service's SDK, API and frames, and nothing else from outside.
      expect(csp, p).toContain("script-src 'self' 'wasm-unsafe-eval' https://my.whisk.com");
      expect(csp, p).toContain("connect-src 'self' https://my.whisk.com");
      expect(headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options'), p).toBe('DENY');
    }
  });

  it('answers app routes with the single-page app, revalidated', async () => {
    for (const p of ['/', '/plan', '/build/settings', '/r/ABC123', '/anything/unknown']) {
      const response = await fetch(server.url(p));
      expect(response.status, p).toBe(200);
      expect(response.headers.get('content-type'), p).toMatch(/text\/html/);
      expect(response.headers.get('cache-control'), p).toBe('no-cache');
      expect(await response.text(), p).toContain('<div id="root">');
    }
  });

  it('answers a missing file with a 404, not the app', async () => {
    for (const p of ['/missing.js', '/assets/gone-123.css', '/favicon.ico']) {
      const response = await fetch(server.url(p));
      expect(response.status, p).toBe(404);
      expect(await response.text(), p).not.toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long immutable cache, compressed', async () => {
    const response = await fetch(server.url('/assets/app-abc123.js'), {
      headers: { 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the service worker revalidated so updates reach users', async () => {
    const response = await fetch(server.url('/sw.js'));
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
