// POST /api/import/social over HTTP. TikTok cannot be reached from a test run, so a stand-in on
// 127.0.0.1 plays its three parts: the short-link redirector (vm.tiktok.com), the video page
// (www.tiktok.com) and the oEmbed endpoint; the route is given that endpoint and a resolver that
// sends TikTok's host names to loopback (the only test overrides the route accepts). The full app
// is checked separately for the route being registered and refusing other links.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRepository } from '../src/accounts/accounts.repository.ts';
import { loadConfig } from '../src/config.ts';
import { installErrorHandlers } from '../src/errors.ts';
import { registerIdentity } from '../src/identity/identity.ts';
import { createImagesRepository } from '../src/images/images.repository.ts';
import { registerImageRoutes } from '../src/images/images.routes.ts';
import { createImagesService } from '../src/images/images.service.ts';
import { createRateLimiter } from '../src/rate-limit/rate-limit.ts';
import { databaseRateLimitStore } from '../src/rate-limit/rate-limit-store.ts';
import { registerSocialRoutes } from '../src/social/social.routes.ts';
import { apiClient, newDeviceCode, type ApiClient } from './support/api-client.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { startTestServer } from './support/test-server.ts';

type Draft = {
  name: string;
  description: string | null;
  ingredients: string[];
  instructions: string[];
  servings: number | null;
  totalTime: number | null;
  imageUrl: string | null;
  author: string | null;
  sourceUrl: string;
  tags: string[];
  tiktokHandle: string | null;
};
type Answer = { ok: boolean; data?: Draft; error?: string };

const VIDEO_ID = '7301234567890123456';
const CAPTION = `Crispy gnocchi traybake 🍅 ready in 25 minutes! #gnocchi #traybake #dinnerideas
Ingredients:
🥔 500g gnocchi
🍅 300g cherry tomatoes
🧄 3 garlic cloves, sliced
🫒 2 tbsp olive oil
🧀 125g mozzarella
Method:
1️⃣ Toss the gnocchi, tomatoes and garlic in the oil
2️⃣ Roast at 220C for 20 mins
3️⃣ Tear over the mozzarella and roast 5 mins more
Serves 2`;

let stub: http.Server;
let port = 0;
let stubOrigin = '';
const oembedAsked: string[] = [];
let photo: Buffer;
let test: { db: TestDatabase; app: FastifyInstance; api: ApiClient; url(path: string): string };
let dataDir = '';

function oembedAnswer(videoUrl: string): { status: number; body: string } {
  if (videoUrl.includes('/video/404')) return { status: 404, body: '{"code":404}' };
  if (videoUrl.includes('/video/500')) return { status: 500, body: 'oops' };
  if (videoUrl.includes('/video/bare')) {
    return {
      status: 200,
      body: JSON.stringify({
        title: 'Date night at home 😍 #foodtok',
        author_url: 'https://www.tiktok.com/@homecook',
        author_name: 'Home Cook',
      }),
    };
  }
  return {
    status: 200,
    body: JSON.stringify({
      version: '1.0',
      type: 'video',
      title: CAPTION,
      author_url: 'https://www.tiktok.com/@kitchenkate',
      author_name: 'Kitchen Kate',
      author_unique_id: 'kitchenkate',
      thumbnail_url: `${stubOrigin}/thumb.jpg?x-expires=1700000000`,
      provider_name: 'TikTok',
    }),
  };
}

beforeAll(async () => {
  photo = await sharp({
    create: { width: 720, height: 1280, channels: 3, background: { r: 240, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  stub = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const host = (req.headers.host ?? '').split(':')[0];
    if (url.pathname === '/oembed') {
      const asked = url.searchParams.get('url') ?? '';
      oembedAsked.push(asked);
      const { status, body } = oembedAnswer(asked);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    } else if (url.pathname === '/thumb.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    } else if (host === 'vm.tiktok.com' && url.pathname === '/ZMshort/') {
      res
        .writeHead(301, {
          location: `http://www.tiktok.com:${port}/@kitchenkate/video/${VIDEO_ID}?is_from_webapp=1`,
        })
        .end();
    } else if (host === 'vm.tiktok.com' && url.pathname === '/ZMaway/') {
      res.writeHead(302, { location: `http://recipes.example:${port}/elsewhere` }).end();
    } else if (host === 'www.tiktok.com' && url.pathname.startsWith('/@kitchenkate/video/')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><title>TikTok</title></html>');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  port = (stub.address() as AddressInfo).port;
  stubOrigin = `http://127.0.0.1:${port}`;

  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plateful-social-'));
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: dataDir,
    SCRAPE_ALLOW_HOSTS: '127.0.0.1',
  });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  await app.register(cookie);
  const accounts = createAccountsRepository(db.db);
  registerIdentity(app, (device) => accounts.touchDevice(device));
  const limiter = createRateLimiter(databaseRateLimitStore(db.db), config.rateLimits);
  registerSocialRoutes(
    app,
    { config, db: db.db, limiter },
    {
      oembedEndpoint: `${stubOrigin}/oembed`,
      resolveHost: async () => [{ address: '127.0.0.1', family: 4 }],
    },
  );
  await registerImageRoutes(
    app,
    createImagesService({
      images: createImagesRepository(db.db),
      dataDir,
      cloudflare: config.cloudflare,
      cloudflareApiBase: config.cloudflareApiBase,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const url = (p: string) => `${origin}${p}`;
  test = { db, app, api: apiClient(url), url };
});

afterAll(async () => {
  await test?.app.close();
  await test?.db.drop();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
  await fs.rm(dataDir, { recursive: true, force: true });
});

const me = () => ({ device: newDeviceCode() });
const importLink = (url: unknown) => test.api.post<Answer>('/api/import/social', { url }, me());

describe('POST /api/import/social', () => {
  it('turns a TikTok video link into a draft: caption parsed, handle kept, thumbnail re-hosted', async () => {
    const link = `https://www.tiktok.com/@kitchenkate/video/${VIDEO_ID}?lang=en#comments`;
    const response = await importLink(link);
    expect(response.status).toBe(200);
    expect(response.body.ok).toBe(true);
    const draft = response.body.data!;
    expect(draft.name).toBe('Crispy gnocchi traybake');
    expect(draft.ingredients).toEqual([
      '500g gnocchi',
      '300g cherry tomatoes',
      '3 garlic cloves, sliced',
      '2 tbsp olive oil',
      '125g mozzarella',
    ]);
    expect(draft.instructions).toHaveLength(3);
    expect(draft.servings).toBe(2);
    expect(draft.totalTime).toBe(25);
    expect(draft.tags).toEqual(['gnocchi', 'traybake', 'dinnerideas']);
    expect(draft.tiktokHandle).toBe('@kitchenkate');
    expect(draft.author).toBe('Kitchen Kate');
    expect(draft.sourceUrl).toBe(`https://www.tiktok.com/@kitchenkate/video/${VIDEO_ID}`);
    expect(oembedAsked.at(-1)).toBe(
      `https://www.tiktok.com/@kitchenkate/video/${VIDEO_ID}?lang=en`,
    );
    expect(draft.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/full$/);
    const image = await fetch(test.url(draft.imageUrl!));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('resolves a short link hop by hop before asking oEmbed', async () => {
    const response = await importLink(`http://vm.tiktok.com:${port}/ZMshort/`);
    expect(response.status).toBe(200);
    expect(oembedAsked.at(-1)).toBe(
      `http://www.tiktok.com:${port}/@kitchenkate/video/${VIDEO_ID}?is_from_webapp=1`,
    );
    expect(response.body.data?.tiktokHandle).toBe('@kitchenkate');
  });

  it('refuses a short link that redirects away from TikTok', async () => {
    const before = oembedAsked.length;
    const response = await importLink(`http://vm.tiktok.com:${port}/ZMaway/`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ ok: false, error: "That TikTok link can't be opened" });
    expect(oembedAsked.length).toBe(before);
  });

  it('keeps a caption with no recipe in it as the description, handle from the author link', async () => {
    const response = await importLink('https://m.tiktok.com/@homecook/video/bare');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Date night at home',
      description: 'Date night at home 😍 #foodtok',
      ingredients: [],
      tiktokHandle: '@homecook',
      imageUrl: null,
      tags: ['foodtok'],
    });
  });

  it('says so when TikTok does not know the video', async () => {
    const response = await importLink('https://www.tiktok.com/@someone/video/404');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      ok: false,
      error: "We couldn't find that TikTok video. It may be private or removed.",
    });
  });

  it('says so when TikTok fails', async () => {
    const response = await importLink('https://www.tiktok.com/@someone/video/500');
    expect(response.status).toBe(502);
    expect(response.body.error).toBe("TikTok didn't answer. Please try again in a moment.");
  });

  it.each([
    'https://www.bbcgoodfood.com/recipes/pasta',
    'https://tiktok.com.evil.example/@a/video/1',
    'https://notiktok.com/@a/video/1',
    'https://eu.tiktok.com/@a/video/1',
    'ftp://www.tiktok.com/@a/video/1',
    'pancakes please',
  ])('accepts only TikTok hosts: refuses %s', async (url) => {
    const response = await importLink(url);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'Only TikTok links can be imported here' });
  });

  it('needs a device or an account, and a url', async () => {
    const anonymous = await test.api.post<Answer>('/api/import/social', {
      url: `https://www.tiktok.com/@kitchenkate/video/${VIDEO_ID}`,
    });
    expect(anonymous.status).toBe(400);
    expect((await test.api.post<Answer>('/api/import/social', {}, me())).status).toBe(400);
  });

  // Last: it uses up this client's allowance.
  it('limits each client to 20 imports a minute', async () => {
    let status = 0;
    let calls = 0;
    while (status !== 429 && calls < 25) {
      status = (await importLink('https://example.com/not-tiktok')).status;
      calls += 1;
    }
    expect(status).toBe(429);
    expect(calls).toBeLessThanOrEqual(21);
  });
});

describe('the app', () => {
  it('registers POST /api/import/social and refuses links that are not TikTok', async () => {
    const server = await startTestServer();
    try {
      const api = apiClient(server.url);
      const response = await api.post<Answer>(
        '/api/import/social',
        { url: 'https://www.bbcgoodfood.com/recipes/pasta' },
        me(),
      );
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Only TikTok links can be imported here');
    } finally {
      await server.close();
    }
  });
});
