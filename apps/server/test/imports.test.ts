// Bringing recipes in over HTTP: export files from other apps read into drafts (pictures re-hosted
// here), reviewed drafts saved as the account's recipes once however often a chunk is retried,
// and bad files answered with messages that name them. The sample files are e2e/fixtures/import.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MAX_IMPORT_PAGE_HTML } from '@plateful/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto, startRecipeSite, type RecipeSite } from '../../../e2e/support/recipe-site.ts';
import {
  apiClient,
  newDeviceCode,
  newUser,
  type ApiClient,
  type Identity,
} from './support/api-client.ts';
import { startTestServerWithDataDir, type TestServer } from './support/test-server.ts';

const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../e2e/fixtures/import',
);
const sample = (name: string) => readFileSync(path.join(SAMPLES, name));

type Event =
  | {
      type: 'recipe';
      index: number;
      file: string;
      format: string;
      draft: { name: string; imageUrl: string | null; ingredients: string[] };
    }
  | { type: 'problem'; file: string; error: string }
  | { type: 'done'; recipes: number; problems: number };

let server: TestServer;
let api: ApiClient;
let site: RecipeSite;
let siteOrigin = '';

beforeAll(async () => {
  site = await startRecipeSite({ '/flapjacks.jpg': await jpegPhoto(320, 240, '#b5651d') });
  siteOrigin = site.origin;
  server = await startTestServerWithDataDir('import', { SCRAPE_ALLOW_HOSTS: '127.0.0.1' });
  api = apiClient(server.url);
});

afterAll(async () => {
  await server?.close();
  await site?.close();
});

async function upload(name: string, bytes: Uint8Array, as: Identity = { device: newDeviceCode() }) {
  const response = await fetch(server.url(`/api/import/file?name=${encodeURIComponent(name)}`), {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-device-code': as.device ?? '',
      ...(as.account ? { 'x-account-code': as.account } : {}),
    },
    body: bytes,
  });
  const text = await response.text();
  const events = response.headers.get('content-type')?.startsWith('application/x-ndjson')
    ? text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Event)
    : [];
  return { status: response.status, type: response.headers.get('content-type'), events, text };
}

describe('POST /api/import/file', () => {
  it('reads a Paprika export into drafts, as JSON lines, with the photo re-hosted as our own image', async () => {
    const { status, type, events } = await upload(
      'My Recipes.paprikarecipes',
      sample('My Recipes.paprikarecipes'),
    );
    expect(status).toBe(200);
    expect(type).toBe('application/x-ndjson; charset=utf-8');
    expect(events.map((event) => event.type)).toEqual(['recipe', 'recipe', 'done']);
    const [soup, toast, done] = events;
    expect(soup).toMatchObject({
      index: 0,
      format: 'paprika',
      draft: { name: 'Leek and Potato Soup' },
    });
    expect(toast).toMatchObject({ index: 1, draft: { name: 'Cheese on Toast', imageUrl: null } });
    expect(done).toEqual({ type: 'done', recipes: 2, problems: 0 });
    const imageUrl = soup?.type === 'recipe' ? soup.draft.imageUrl : null;
    expect(imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/full$/);
    const image = await fetch(server.url(imageUrl!));
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('fetches a picture named by address through the safe fetcher, and re-hosts it', async () => {
    const file = JSON.parse(sample('recipesage-export.json').toString('utf8')) as Array<
      Record<string, unknown>
    >;
    file[0]!.image = [`${siteOrigin}/flapjacks.jpg`];
    const { events } = await upload('recipesage.json', Buffer.from(JSON.stringify(file)));
    expect(events[0]).toMatchObject({
      type: 'recipe',
      format: 'recipesage',
      draft: { name: 'Flapjacks', imageUrl: expect.stringMatching(/^\/api\/images\//) },
    });
  });

  it('keeps a recipe whose photo is not an image, without it, and says so', async () => {
    const recipe = {
      name: 'Odd Photo Stew',
      ingredients: '1 onion',
      directions: 'Stew it.',
      photo_data: Buffer.from('not an image at all').toString('base64'),
    };
    const { events } = await upload('Odd.paprikarecipe', gzipSync(JSON.stringify(recipe)));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'recipe',
        draft: expect.objectContaining({ name: 'Odd Photo Stew', imageUrl: null }),
      }),
      {
        type: 'problem',
        file: 'Odd.paprikarecipe',
        error: 'the picture of "Odd Photo Stew" is not an image we can read, so it was left out',
      },
      { type: 'done', recipes: 1, problems: 1 },
    ]);
  });

  it.each([
    ['evil.zip', 'it holds a file named "../../outside.json" that points outside the archive'],
    ['not-a-recipe.json', expect.stringContaining('not a recipe export we know')],
  ])('names what is wrong with %s', async (name, error) => {
    const { status, events } = await upload(name, sample(name));
    expect(status).toBe(200);
    expect(events).toEqual([
      { type: 'problem', file: name, error },
      { type: 'done', recipes: 0, problems: 1 },
    ]);
  });

  it('refuses a chunked file the moment it passes the size limit', async () => {
    const limit = 100 * 1024 * 1024;
    // No Content-Length: the server counts the bytes as they come, and answers mid-way.
    const chunked = await new Promise<{
      status: number;
      body: string;
      sent: number;
      connection: string | undefined;
    }>((resolve, reject) => {
      const request = http.request(server.url('/api/import/file?name=endless.zip'), {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          'transfer-encoding': 'chunked',
          'x-device-code': newDeviceCode(),
        },
      });
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      let answered = false;
      const write = () => {
        while (sent < 2 * limit && !request.destroyed) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end();
      };
      request.on('response', (response) => {
        answered = true;
        const sentThen = sent;
        let body = '';
        response.on('data', (text: Buffer) => (body += text.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body,
            sent: sentThen,
            connection: response.headers.connection,
          });
        });
      });
      // A reset before the answer is a failure of its own, not a wait until the test times out.
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.setTimeout(60_000, () => request.destroy(new Error('no answer within 60 s')));
      write();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({
      ok: false,
      error: 'The file is too large: the file is larger than the 100 MB an import takes',
    });
    expect(chunked.sent).toBeLessThan(1.5 * limit);
    // The rest is read and dropped on an open connection: closing it with bytes unread resets
    // it, and the reset can overtake the answer.
    expect(chunked.connection).not.toBe('close');
    // Over 100 MB through loopback: a loaded machine takes a while to move it.
  }, 120_000);

  it('refuses a compressed file once it has unpacked past the size limit', async () => {
    const limit = 100 * 1024 * 1024;
    // 101 MB of zeros is 100 KB gzipped: its length on the wire says nothing of its size. The
    // 8 MB of noise after them is still being sent when the server answers: the server must
    // read and drop it, or the client, stuck writing, never reads the answer.
    const body = gzipSync(
      Buffer.concat([new Uint8Array(limit + 1024 * 1024), randomBytes(8 * 1024 * 1024)]),
    );
    const bomb = await fetch(server.url('/api/import/file?name=bomb.zip'), {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'content-encoding': 'gzip',
        'x-device-code': newDeviceCode(),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    expect(bomb.status).toBe(413);
    expect(await bomb.json()).toMatchObject({
      ok: false,
      error: expect.stringContaining('too large'),
    });
  }, 60_000);

  it('refuses a file over the size limit with a clear error, and a body that is not a file', async () => {
    const big = await upload('huge.zip', new Uint8Array(100 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text)).toMatchObject({ ok: false, error: expect.any(String) });
    const json = await api.call('POST', '/api/import/file?name=x.json', {
      body: { a: 1 },
      as: { device: newDeviceCode() },
    });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({
      ok: false,
      error: 'Send the file itself as application/octet-stream',
    });
    const nameless = await fetch(server.url('/api/import/file'), {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-device-code': newDeviceCode() },
      body: sample('Easy Pancakes.cook'),
    });
    expect(nameless.status).toBe(400);
  }, 60_000);
});

describe('POST /api/import/recipes', () => {
  const drafts = [
    {
      key: 'file-1#0',
      recipe: {
        name: 'Leek and Potato Soup',
        ingredients: ['2 leeks', '500 g potatoes'],
        instructions: ['Simmer.'],
        servings: 4,
      },
    },
    {
      key: 'file-1#1',
      recipe: {
        name: 'Cheese on Toast',
        ingredients: ['2 slices bread'],
        instructions: ['Grill.'],
      },
    },
  ];

  it('saves a chunk as the account’s recipes, and a retried chunk makes no copies', async () => {
    const user = newUser();
    const first = await api.post<{
      ok: boolean;
      data: { saved: Array<{ key: string; id: string; created: boolean }> };
    }>('/api/import/recipes', { recipes: drafts }, user);
    expect(first.status).toBe(200);
    expect(first.body.data.saved.map((entry) => [entry.key, entry.created])).toEqual([
      ['file-1#0', true],
      ['file-1#1', true],
    ]);
    const again = await api.post<typeof first.body>(
      '/api/import/recipes',
      { recipes: drafts },
      user,
    );
    expect(again.body.data.saved.map((entry) => entry.created)).toEqual([false, false]);
    expect(again.body.data.saved.map((entry) => entry.id)).toEqual(
      first.body.data.saved.map((entry) => entry.id),
    );
    const list = await api.get<{ data: Array<{ id: string; name: string }> }>('/api/recipes', user);
    const own = list.body.data.filter((recipe) =>
      first.body.data.saved.some((entry) => entry.id === recipe.id),
    );
    expect(own.map((recipe) => recipe.name).sort()).toEqual([
      'Cheese on Toast',
      'Leek and Potato Soup',
    ]);
    // Another account with the same keys gets recipes of its own.
    const other = await api.post<typeof first.body>(
      '/api/import/recipes',
      { recipes: drafts },
      newUser(),
    );
    expect(other.body.data.saved.every((entry) => entry.created)).toBe(true);
    expect(other.body.data.saved[0]!.id).not.toBe(first.body.data.saved[0]!.id);
  });

  it('needs an account code, holds chunks to 25 and refuses pictures from other sites', async () => {
    const anonymous = await api.post(
      '/api/import/recipes',
      { recipes: drafts },
      { device: newDeviceCode() },
    );
    expect(anonymous.status).toBe(401);
    const many = Array.from({ length: 26 }, (_, index) => ({
      key: `k${index}`,
      recipe: { name: `R${index}` },
    }));
    expect((await api.post('/api/import/recipes', { recipes: many }, newUser())).status).toBe(400);
    const tracked = [
      { key: 'x', recipe: { name: 'Pixel', image_url: 'https://tracker.example/p.gif' } },
    ];
    const answer = await api.post<{ ok: boolean; error: string }>(
      '/api/import/recipes',
      { recipes: tracked },
      newUser(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.ok).toBe(false);
  });
});

describe('POST /api/import/page', () => {
  const recipePage = (imageUrl: string) => `<!DOCTYPE html><html><head><title>Flapjacks</title>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Page Flapjacks',
    image: imageUrl,
    recipeYield: '12',
    recipeIngredient: ['250 g oats', '125 g butter', '125 g golden syrup'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Melt, stir, bake for 25 minutes.' }],
  })}</script></head><body><h1>Flapjacks</h1><script>alert(1)</script></body></html>`;

  it('reads the page the browser sent, without fetching it, and re-hosts its picture', async () => {
    // The page's own address is nowhere the server may fetch; only the picture is fetched.
    const answer = await api.post<{
      ok: boolean;
      data: { name: string; ingredients: string[]; imageUrl: string | null; sourceUrl: string };
    }>(
      '/api/import/page',
      {
        url: 'https://blocks-servers.example/recipes/flapjacks',
        html: recipePage(`${siteOrigin}/flapjacks.jpg`),
      },
      { device: newDeviceCode() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(true);
    expect(answer.body.data).toMatchObject({
      name: 'Page Flapjacks',
      ingredients: ['250 g oats', '125 g butter', '125 g golden syrup'],
      sourceUrl: 'https://blocks-servers.example/recipes/flapjacks',
      imageUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}\/full$/),
    });
  });

  it('keeps the draft without a picture the safe fetcher refuses', async () => {
    const answer = await api.post<{ ok: boolean; data: { imageUrl: string | null } }>(
      '/api/import/page',
      { url: 'https://example.org/r', html: recipePage('http://10.0.0.1/secret.jpg') },
      { device: newDeviceCode() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.imageUrl).toBeNull();
  });

  it('says so when the page has no recipe, and refuses bad links and oversized pages', async () => {
    const as = { device: newDeviceCode() };
    const none = await api.post<{ ok: boolean; error: string }>(
      '/api/import/page',
      { url: 'https://example.org/news', html: '<html><body><p>The fete is on.</p></body></html>' },
      as,
    );
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ ok: false, error: "We couldn't find a recipe on that page" });
    const badLink = await api.post<{ ok: boolean }>(
      '/api/import/page',
      { url: 'javascript:alert(1)', html: recipePage('') },
      as,
    );
    expect(badLink.status).toBe(400);
    expect(badLink.body.ok).toBe(false);
    const huge = await api.post<{ ok: boolean }>(
      '/api/import/page',
      { url: 'https://example.org/r', html: 'x'.repeat(MAX_IMPORT_PAGE_HTML + 1) },
      as,
    );
    expect([400, 413]).toContain(huge.status);
    expect(huge.body.ok).toBe(false);
  });
});
