import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawFactoryCovers,
  factoryPictures,
  warmUpFactoryCovers,
} from '../src/catalogue/factory-covers.ts';
import { readCatalogue } from '../src/catalogue/seed-factory-recipes.ts';
import { missingCoverIcons } from '../src/images/covers/cover-icons.ts';
import { createCoversService } from '../src/images/covers/covers.service.ts';
import { apiClient, newUser, recipeBody, type ApiClient } from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServerWithDataDir, type TestServerWithDataDir } from './support/test-server.ts';

type Recipe = { id: string; name: string; imageUrl: string | null; images: string[] };
const COVER = /^\/api\/covers\/1\.\d\.[a-z0-9.-]+\/full$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let server: TestServerWithDataDir;
let api: ApiClient;
let dataDir: string;

beforeAll(async () => {
  server = await startTestServerWithDataDir('covers');
  dataDir = server.dataDir;
  api = apiClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Fetches a cover variant and checks it is a WebP of the variant's size. */
async function expectWebp(url: string, width: number, height: number) {
  const response = await fetch(server.url(url));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect(meta).toMatchObject({ format: 'webp', width, height });
  return response;
}

async function create(overrides: Record<string, unknown>, as: { account: string }) {
  const response = await api.post<{ recipe: { id: string; data: Recipe } }>(
    '/api/user/recipes/v2',
    recipeBody(overrides),
    as,
  );
  expect(response.status).toBe(201);
  return response.body.recipe.data;
}

describe(`recipe covers (${testEngine()})`, () => {
  it('has every illustration the cover rules name in the icon set', () => {
    expect(missingCoverIcons()).toEqual([]);
  });

  it("gives every Chef's Pick recipe a cover, and the covers differ", async () => {
    const { body } = await api.get<{ data: Recipe[] }>('/api/recipes');
    expect(body.data.length).toBeGreaterThanOrEqual(48);
    for (const recipe of body.data) expect(recipe.imageUrl, recipe.name).toMatch(COVER);
    const distinct = new Set(body.data.map((recipe) => recipe.imageUrl));
    expect(distinct.size).toBeGreaterThan(body.data.length * 0.9);
    await expectWebp(body.data[0]!.imageUrl!.replace(/full$/, 'card'), 640, 480);
    // Issue 17: a card two to a row on a phone asks for the small variant.
    await expectWebp(body.data[0]!.imageUrl!.replace(/full$/, 'small'), 384, 288);
  });

  it("names in the warm-up the very covers the API names for the Chef's Pick recipes", async () => {
    const { body } = await api.get<{ data: Recipe[] }>('/api/recipes');
    expect(new Set(body.data.map((recipe) => recipe.imageUrl))).toEqual(new Set(factoryPictures()));
  });

  describe("the Chef's Pick covers on disk", () => {
    const catalogue = readCatalogue();
    const two = { ...catalogue, recipes: catalogue.recipes.slice(0, 2) };
    const keys = factoryPictures(two).map((picture) => picture!.split('/')[3]!);
    let coversDir: string;
    const fileOf = (key: string, variant: string) =>
      path.join(coversDir, 'covers', key, `${variant}.webp`);

    beforeAll(async () => {
      coversDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plateful-factory-covers-'));
    });
    afterAll(async () => {
      await fs.rm(coversDir, { recursive: true, force: true });
    });

    it('draws each missing cover once, and none that is already there', async () => {
      const covers = createCoversService({ dataDir: coversDir });
      expect(await drawFactoryCovers(covers, two)).toBe(2);
      const before = await fs.stat(fileOf(keys[0]!, 'full'));
      expect(await drawFactoryCovers(createCoversService({ dataDir: coversDir }), two)).toBe(0);
      expect((await fs.stat(fileOf(keys[0]!, 'full'))).mtimeMs).toBe(before.mtimeMs);
      // A variant that went missing is drawn again, the same to the byte.
      const card = await fs.readFile(fileOf(keys[1]!, 'card'));
      await fs.rm(fileOf(keys[1]!, 'card'));
      expect(await drawFactoryCovers(covers, two)).toBe(1);
      expect((await fs.readFile(fileOf(keys[1]!, 'card'))).equals(card)).toBe(true);
    });

    it('keeps a cover drawn on request once the warm-up has named it, before it has drawn any', async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plateful-kept-covers-'));
      try {
        const covers = createCoversService({ dataDir });
        const warmUp = warmUpFactoryCovers(covers, { catalogue: two, delayMs: 60_000 });
        const cover = await covers.read(keys[0]!, 'card');
        expect(cover?.data.length).toBeGreaterThan(0);
        const kept = await fs.readFile(path.join(dataDir, 'covers', keys[0]!, 'card.webp'));
        expect(kept.equals(cover!.data)).toBe(true);
        // Stopped before its delay ran out, the warm-up drew nothing.
        warmUp.stop();
        expect(await warmUp.done).toBe(0);
        await expect(fs.stat(path.join(dataDir, 'covers', keys[1]!))).rejects.toThrow();
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });

    it('draws in the warm-up, after its delay, the covers still missing', async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plateful-warm-covers-'));
      try {
        const covers = createCoversService({ dataDir });
        await covers.prepare(factoryPictures(two)[0]);
        const warmUp = warmUpFactoryCovers(covers, { catalogue: two, delayMs: 10, pauseMs: 10 });
        expect(await warmUp.done).toBe(1);
        for (const key of keys) {
          for (const variant of ['small', 'card', 'full']) {
            const file = path.join(dataDir, 'covers', key, `${variant}.webp`);
            await expect(fs.stat(file)).resolves.toBeTruthy();
          }
        }
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  });

  it('gives a recipe saved without a photo a cover that is drawn at save time and served as WebP', async () => {
    const user = newUser();
    const recipe = await create({ name: 'Smoky Chicken Traybake', image_url: null }, user);
    expect(recipe.imageUrl).toMatch(COVER);
    const key = recipe.imageUrl!.split('/')[3]!;
    expect(key).toContain('shallow-pan-of-food');
    expect(key).toContain('poultry-leg');
    // Drawn when saved: both variants are on disk before anyone asks for them.
    await expect(fs.stat(path.join(dataDir, 'covers', key, 'card.webp'))).resolves.toBeTruthy();
    await expect(fs.stat(path.join(dataDir, 'covers', key, 'full.webp'))).resolves.toBeTruthy();
    const full = await expectWebp(recipe.imageUrl!, 1280, 960);
    const again = await fetch(server.url(recipe.imageUrl!), {
      headers: { 'if-none-match': full.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    await expectWebp(`${recipe.imageUrl!.replace(/full$/, 'card')}?q=60`, 640, 480);
  });

  it('keeps a photo, and falls back to the cover when the photo is removed', async () => {
    const user = newUser();
    const photo = '/api/images/00000000-0000-4000-8000-000000000001/full';
    const withPhoto = await create({ image_url: photo, images: [photo] }, user);
    expect(withPhoto.imageUrl).toBe(photo);
    const removed = await api.patch<{ recipe: Recipe }>(
      `/api/user/recipes/${withPhoto.id}/v2`,
      recipeBody({ image_url: null, images: [] }),
      user,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.recipe.imageUrl).toMatch(COVER);
  });

  it('follows the recipe when it is renamed: a cover sent back is not kept as a photo', async () => {
    const user = newUser();
    const curry = await create({ name: 'Chickpea Curry' }, user);
    expect(curry.imageUrl).toContain('curry-rice');
    const renamed = await api.patch<{ recipe: Recipe }>(
      `/api/user/recipes/${curry.id}/v2`,
      recipeBody({
        name: 'Chocolate Brownies',
        image_url: curry.imageUrl,
        ingredients: ['200g dark chocolate'],
      }),
      user,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.recipe.imageUrl).toContain('chocolate-bar');
    expect(renamed.body.recipe.imageUrl).not.toContain('curry-rice');
  });

  it('draws a cover asked for by URL alone without keeping it on disk', async () => {
    await expectWebp('/api/covers/1.3.pie.egg.lemon/card', 640, 480);
    await expectWebp('/api/covers/1.3.pie.egg.lemon/card?q=60', 640, 480);
    await expect(fs.stat(path.join(dataDir, 'covers', '1.3.pie.egg.lemon'))).rejects.toThrow();
  });

  it('gives a cocktail a drink cover, which validates and draws (session 67)', async () => {
    const user = newUser();
    const sour = await create(
      {
        name: 'Whiskey Sour',
        image_url: null,
        ingredients: [
          '2 oz bourbon',
          '¾ oz simple syrup',
          '¾ oz lemon juice',
          '1 egg white',
          'ice',
        ],
      },
      user,
    );
    const key = sour.imageUrl!.split('/')[3]!;
    expect(key).toMatch(/^1\.\d\.cocktail-glass\.lemon$/);
    await expectWebp(sour.imageUrl!, 1280, 960);
    await expectWebp('/api/covers/1.0.hot-beverage.chocolate-bar/card', 640, 480);
  });

  it('draws at most its limit of new covers for one client a minute; covers drawn already stay free', async () => {
    const limited = await startTestServerWithDataDir('covers-limit', {
      RATE_LIMIT_COVER_DRAWINGS_PER_MINUTE: '4',
    });
    try {
      const user = newUser();
      const saved = await apiClient(limited.url).post<{ recipe: { data: Recipe } }>(
        '/api/user/recipes/v2',
        recipeBody({ name: 'Leek Soup', image_url: null }),
        user,
      );
      const savedCover = saved.body.recipe.data.imageUrl!.replace(/full$/, 'card');
      const madeUp = ['egg', 'lemon', 'garlic', 'carrot', 'onion'].map(
        (ingredient) => `/api/covers/1.2.pie.${ingredient}/card`,
      );
      const statuses: number[] = [];
      for (const url of madeUp) statuses.push((await fetch(limited.url(url))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const refused = await fetch(limited.url(madeUp[4]!));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ ok: false, error: expect.any(String) });
      // Drawn already (kept in memory), and a saved recipe's cover (on disk): no drawing, no limit.
      expect((await fetch(limited.url(madeUp[0]!))).status).toBe(200);
      expect((await fetch(limited.url(savedCover))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("draws an import's covers in the background, free of the client's limit, and keeps them", async () => {
    const limited = await startTestServerWithDataDir('covers-import', {
      RATE_LIMIT_COVER_DRAWINGS_PER_MINUTE: '2',
    });
    try {
      const user = newUser();
      const client = apiClient(limited.url);
      const names = [
        'Leek Soup',
        'Chicken Curry',
        'Lemon Tart',
        'Beef Stew',
        'Salmon Traybake',
        'Mushroom Risotto',
      ];
      const saved = await client.post<{ data: { saved: { id: string }[] } }>(
        '/api/import/recipes',
        {
          recipes: names.map((name, index) => ({
            key: `file#${index}`,
            recipe: { name, ingredients: [], instructions: [] },
          })),
        },
        user,
      );
      expect(saved.status).toBe(200);
      const list = await client.get<{ data: Recipe[] }>('/api/recipes', user);
      const ids = new Set(saved.body.data.saved.map((entry) => entry.id));
      const covers = list.body.data
        .filter((recipe) => ids.has(recipe.id))
        .map((recipe) => recipe.imageUrl!);
      expect(covers).toHaveLength(names.length);
      expect(new Set(covers).size).toBe(names.length);
      for (const cover of covers) expect(cover).toMatch(COVER);
      // Asked for at once, as the Plan page does after the import: three times the client's limit
      // of new drawings, every one answered (before, the third and later were 429 until a reload).
      const statuses = await Promise.all(
        covers.map(
          async (cover) => (await fetch(limited.url(cover.replace(/full$/, 'card')))).status,
        ),
      );
      expect(statuses).toEqual(names.map(() => 200));
      // And the queue keeps every variant of every cover on disk, with nobody asking.
      const files = covers.flatMap((cover) =>
        ['card', 'full', 'small'].map((variant) =>
          path.join(limited.dataDir, 'covers', cover.split('/')[3]!, `${variant}.webp`),
        ),
      );
      await expect
        .poll(async () => (await Promise.all(files.map(exists))).filter(Boolean).length, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(files.length);
    } finally {
      await limited.close();
    }
  });

  it('queues at most its bound of covers, and draws a queued one on request without asking', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'plateful-cover-queue-'));
    const covers = createCoversService({ dataDir: dir, maxQueued: 2, queuePauseMs: 0 });
    try {
      const [first, second, third] = ['egg', 'lemon', 'garlic'].map(
        (ingredient) => `/api/covers/1.1.pie.${ingredient}/full`,
      );
      const photo = '/api/images/00000000-0000-4000-8000-000000000001/full';
      expect(covers.queue([photo, first, second, first, third])).toBe(2);
      const refuse = () => Promise.reject(new Error('over the limit'));
      // Queued: a saved recipe's cover, drawn now and kept without asking.
      await expect(covers.read('1.1.pie.lemon', 'card', undefined, refuse)).resolves.toBeTruthy();
      // Past the bound: drawn on request like any other, so the client's limit is asked.
      await expect(covers.read('1.1.pie.garlic', 'card', undefined, refuse)).rejects.toThrow(
        'over the limit',
      );
      await covers.idle();
      expect(covers.queued).toBe(0);
      for (const key of ['1.1.pie.egg', '1.1.pie.lemon']) {
        for (const variant of ['card', 'full', 'small'])
          expect(await exists(path.join(dir, 'covers', key, `${variant}.webp`))).toBe(true);
      }
      expect(await exists(path.join(dir, 'covers', '1.1.pie.garlic'))).toBe(false);
    } finally {
      await covers.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 404 for a key the rules could not make and for an unknown variant', async () => {
    for (const url of [
      '/api/covers/1.0.not-an-icon/full',
      '/api/covers/9.0.pie/full',
      '/api/covers/1.7.pie/full',
      '/api/covers/1.0.pie.egg.egg.egg.egg/full',
      '/api/covers/1.0.pie/huge',
      '/api/covers/..%2F..%2Fetc/full',
    ]) {
      const response = await api.get<{ ok: boolean }>(url);
      expect(response.status, url).toBe(404);
      expect(response.body.ok).toBe(false);
    }
  });
});
