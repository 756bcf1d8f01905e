import { expect, test, type Page } from '@playwright/test';
import { open, quietInstallPrompt, showEveryCard } from '../support/app.ts';

/** Issue 17: every Chef's Pick recipe shows its generated cover, a WebP drawn by the server. */
const COVER_CARD = /^\/api\/covers\/1\.\d\.[a-z0-9.-]+\/card$/;
const cards = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');

async function openPlan(page: Page): Promise<void> {
  await open(page, '/plan');
  expect(await showEveryCard(page)).toBeGreaterThanOrEqual(48);
}

test.beforeEach(async ({ page }) => {
  await quietInstallPrompt(page);
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`every Chef's Pick card shows its cover at ${viewport.width}×${viewport.height}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await openPlan(page);
    const count = await cards(page).count();
    const sources = await cards(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources).toHaveLength(count);
    for (const source of sources) expect(source).toMatch(COVER_CARD);
    expect(new Set(sources).size).toBeGreaterThan(count * 0.9);

    // The covers on the first screen are drawn: loaded, and at card size, since a card on this
    // phone's sharp screen (2.625 pixels to a point) is wider than the small variant's 384 px.
    const first = cards(page).first().locator('img');
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/\/api\/covers\/1\.\d\.[a-z0-9.-]+\/card$/);

    // Every cover is served as a WebP.
    for (const source of new Set(sources)) {
      const response = await page.request.get(source);
      expect(response.status(), source).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
    }
    await page.screenshot({ path: testInfo.outputPath(`plan-${viewport.width}.png`) });
  });
}

test('a screen of ordinary density takes the small cover, less than half the bytes', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await quietInstallPrompt(page);
  await open(page, '/plan');
  const first = cards(page).first().locator('img');
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(/\/api\/covers\/1\.\d\.[a-z0-9.-]+\/small$/);
  await context.close();
});

test("the first screen's covers are on their way before the interface's code has arrived", async ({
  page,
}) => {
  // A slow phone: the interface's code takes four seconds longer to arrive (long enough that the
  // recipe list, which the covers wait for, is in first even on a loaded test machine).
  await page.route('**/assets/mount-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await openPlan(page);
  const firstFour = await cards(page)
    .locator('img')
    .evaluateAll((images) =>
      images.slice(0, 4).map((image) => (image as HTMLImageElement).currentSrc),
    );
  const timing = await page.evaluate((sources) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const mount = entries.find((entry) => /\/assets\/mount-[\w-]+\.js$/.test(entry.name));
    return {
      interfaceArrived: mount?.responseEnd ?? Number.NaN,
      starts: sources.map((source) =>
        entries.filter((entry) => entry.name === source).map((entry) => entry.startTime),
      ),
    };
  }, firstFour);
  expect(timing.interfaceArrived).toBeGreaterThan(4000);
  for (const starts of timing.starts) {
    // Asked for once (the card used the early copy), before React's code was there to draw it.
    expect(starts).toHaveLength(1);
    expect(starts[0]).toBeLessThan(timing.interfaceArrived);
  }
});
