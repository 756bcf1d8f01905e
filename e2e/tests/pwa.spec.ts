import { expect, test } from '@playwright/test';
import { underServiceWorker } from '../support/app.ts';

// The service worker, blocked in most specs (playwright.config.ts), is part of these: the PWA's own
// checks.
test.use({ serviceWorkers: 'allow' });

/** The installable app: its web manifest and what the service worker keeps for offline use. */

type Manifest = {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: { src: string; sizes: string; purpose?: string }[];
  screenshots?: { src: string; sizes: string; form_factor?: string }[];
  share_target?: { action: string; method?: string; params: Record<string, string> };
  shortcuts?: { name: string; url: string }[];
};

test.describe('web app manifest', () => {
  test('is linked and names the app, its icons, screenshots, share target and shortcuts', async ({
    page,
    request,
  }) => {
    await page.goto('/plan');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(new URL(href!, page.url()).toString());
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Manifest;

    expect(manifest.name).toBe('Plateful');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.display).toBe('standalone');
    const icons = manifest.icons ?? [];
    expect(icons.some((icon) => icon.sizes === '192x192')).toBe(true);
    expect(icons.some((icon) => icon.sizes === '512x512' && icon.purpose !== 'maskable')).toBe(
      true,
    );
    expect(icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);

    const screenshots = manifest.screenshots ?? [];
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      const image = await request.get(new URL(shot.src, page.url()).toString());
      expect(image.ok(), shot.src).toBe(true);
      expect(image.headers()['content-type']).toContain('image/png');
      // The declared size is the PNG's own (width and height at bytes 16-23 of the header).
      const png = await image.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }

    expect(manifest.share_target).toEqual({
      action: '/build/add',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    expect(manifest.shortcuts?.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Plan', '/plan'],
      ['Shop', '/shop'],
    ]);
  });
});

test.describe('service worker caching', () => {
  test('keeps GET /api/recipes so the Plan data loads offline after one visit', async ({
    page,
    context,
  }) => {
    await page.goto('/plan');
    await underServiceWorker(page);

    const online = await page.evaluate(async () => {
      const response = await fetch('/api/recipes');
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(online.status).toBe(200);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('plateful-recipes');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      )
      .toContain('/api/recipes');

    await context.setOffline(true);
    const offline = await page.evaluate(async () => {
      const response = await fetch('/api/recipes');
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(offline).toEqual(online);
    await context.setOffline(false);
  });

  test('caches no other API call', async ({ page }) => {
    await page.goto('/plan');
    await underServiceWorker(page);
    const cached = await page.evaluate(async () => {
      await fetch('/api/recipes');
      await fetch('/api/health');
      await fetch('/api/metrics/build');
      await fetch('/api/recipes/by-ids', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [] }),
      });
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    const api = cached.filter((path) => path.startsWith('/api/'));
    // Pictures are kept on purpose (decision 0013): recipe photos and covers, in their own cache.
    const pictures = api.filter((path) =>
      /^\/api\/(images|covers)\/[^/]+\/(card|full)$/.test(path),
    );
    expect(api.filter((path) => !pictures.includes(path))).toEqual(['/api/recipes']);
  });
});
