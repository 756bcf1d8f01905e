// POST /api/scrape over HTTP: a saved recipe page served from a loopback "recipe site" (the only
// host the test allow list exempts), its image re-hosted in the image store, and the refusals.
// Nothing here reaches beyond 127.0.0.1: every image URL in the saved page is rewritten to the
// local site, and refused addresses are refused before any connection.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto, startRecipeSite, type RecipeSite } from '../../../e2e/support/recipe-site.ts';
import { apiClient, newDeviceCode, type ApiClient } from './support/api-client.ts';
import {
  startTestServer,
  startTestServerWithDataDir,
  type TestServer,
  type TestServerWithDataDir,
} from './support/test-server.ts';

const PAGES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/testdata/recipe-pages',
);

type Draft = {
  name: string;
  ingredients: string[];
  instructions: string[];
  totalTime: number | null;
  yields: string | null;
  imageUrl: string | null;
  sourceUrl: string;
};
type Answer = { ok: boolean; data?: Draft; error?: string };

let site: RecipeSite;
let siteOrigin = '';
let server: TestServerWithDataDir;
let api: ApiClient;
const savedPage = gunzipSync(
  readFileSync(path.join(PAGES, 'bbcgoodfood.com/bbcgoodfood_1.testhtml.gz')),
).toString('utf8');
const IMAGE_URL = /https?:\/\/[^"'\s)\\]+?\.(?:jpe?g|png|webp)(?:\?[^"'\s)\\]*)?/gi;

beforeAll(async () => {
  site = await startRecipeSite({
    // The saved page with every image URL pointing at the local site.
    '/recipe': savedPage.replace(IMAGE_URL, '{{ORIGIN}}/photo.jpg'),
    '/news': { type: 'text/html', body: '<h1>News</h1><p>No food.</p>' },
    '/photo.jpg': await jpegPhoto(640, 480, { r: 200, g: 80, b: 40 }),
    // Under the 5 MB cap, but 150,000 lines: seconds to read.
    '/endless-list': {
      type: 'text/html',
      // As long a list as a page may hold (the scraper refuses over 60,000 elements unread).
      body: `<h2>Ingredients</h2><ul>${'<li>1 large free-range egg, beaten with a pinch of salt</li>'.repeat(59_000)}</ul>`,
    },
    '/no-photo': {
      type: 'text/html',
      body: savedPage.replace(IMAGE_URL, '{{ORIGIN}}/missing.jpg'),
    },
  });
  siteOrigin = site.origin;
  server = await startTestServerWithDataDir('scrape', { SCRAPE_ALLOW_HOSTS: '127.0.0.1' });
  api = apiClient(server.url);
});

afterAll(async () => {
  await server?.close();
  await site?.close();
});

const me = () => ({ device: newDeviceCode() });

describe('POST /api/scrape', () => {
  it('returns the draft of a recipe page, with its image re-hosted as our own', async () => {
    const response = await api.post<Answer>('/api/scrape', { url: `${siteOrigin}/recipe` }, me());
    expect(response.status).toBe(200);
    const draft = response.body.data!;
    expect(response.body.ok).toBe(true);
    expect(draft.name).toBe('Summer meatballs & spaghetti');
    expect(draft.ingredients).toContain('2 tbsp olive oil');
    expect(draft.ingredients).toHaveLength(10);
    expect(draft.instructions.length).toBeGreaterThanOrEqual(2);
    expect(draft.sourceUrl).toBe(`${siteOrigin}/recipe`);
    expect(draft.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/full$/);
    const image = await fetch(server.url(draft.imageUrl!));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('still returns the draft when its image cannot be fetched', async () => {
    const response = await api.post<Answer>('/api/scrape', { url: `${siteOrigin}/no-photo` }, me());
    expect(response.status).toBe(200);
    expect(response.body.data?.name).toBe('Summer meatballs & spaghetti');
    expect(response.body.data?.imageUrl).toBeNull();
  });

  it('says so when the page holds no recipe', async () => {
    const response = await api.post<Answer>('/api/scrape', { url: `${siteOrigin}/news` }, me());
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ ok: false, error: "We couldn't find a recipe on that page" });
  });

  it('reads a page off the main thread: the server answers while it is read', async () => {
    let scrapeDone = 0;
    const scrape = api
      .post<Answer>('/api/scrape', { url: `${siteOrigin}/endless-list` }, me())
      .finally(() => (scrapeDone = performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await fetch(server.url('/api/health'));
    const healthDone = performance.now();
    expect(health.status).toBe(200);
    await scrape;
    expect(healthDone).toBeLessThan(scrapeDone);
  }, 30_000);

  it.each([
    'http://10.0.0.1/recipe',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://2130706433/',
    'file:///etc/passwd',
  ])('refuses %s without fetching it', async (url) => {
    const response = await api.post<Answer>('/api/scrape', { url }, me());
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ ok: false, error: "That link can't be fetched" });
  });

  it('answers text that is not a link with a 400', async () => {
    const response = await api.post<Answer>('/api/scrape', { url: 'pancakes please' }, me());
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: "That doesn't look like a web link" });
  });

  it('needs a device or an account', async () => {
    const response = await api.post<Answer>('/api/scrape', { url: `${siteOrigin}/recipe` });
    expect(response.status).toBe(400);
    expect(response.body.ok).toBe(false);
  });

  it('needs a url in the body', async () => {
    const response = await api.post<Answer>('/api/scrape', {}, me());
    expect(response.status).toBe(400);
  });

  // Last: it uses up this client's scrape allowance.
  it('limits each client to 20 scrapes a minute', async () => {
    let status = 0;
    let calls = 0;
    let retryAfter: string | null = null;
    while (status !== 429 && calls < 25) {
      const response = await api.post<Answer>('/api/scrape', { url: 'not a link' }, me());
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      calls += 1;
    }
    expect(status).toBe(429);
    expect(calls).toBeLessThanOrEqual(21);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('POST /api/scrape past the reading deadline', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({
      SCRAPE_ALLOW_HOSTS: '127.0.0.1',
      SCRAPE_READ_TIMEOUT_MS: '1',
      DATA_DIR: server.dataDir,
    });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('gives up on a page not read by the deadline, with a clear message', async () => {
    const response = await apiClient(strict.url).post<Answer>(
      '/api/scrape',
      { url: `${siteOrigin}/endless-list` },
      me(),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ ok: false, error: 'That page took too long to read' });
  });
});
