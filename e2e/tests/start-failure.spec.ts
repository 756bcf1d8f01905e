import { expect, test, type Page } from '@playwright/test';
import { heading, underServiceWorker } from '../support/app.ts';

/**
 * When the app cannot start (decision 0031): the page's splash says Loading... until the app's
 * scripts run; if they cannot load or fail before React mounts, public/start-check.js puts the
 * error screen of SPEC §2 in its place, and Reload Page starts the app once the scripts load.
 */

/** The entry script (index-<hash>.js) and the user interface's chunk (mount-<hash>.js). */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
const UI_CHUNK = /\/assets\/mount-[\w-]+\.js$/;
/** The page's stylesheet (index-<hash>.css). */
const STYLESHEET = /\/assets\/index-[\w-]+\.css$/;
/** The Shop tab's own chunk, loaded on first use after the start. */
const SHOP_CHUNK = /\/assets\/shop-screen-[\w-]+\.js$/;

function errorScreen(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Something went wrong' });
}

async function expectErrorScreen(page: Page): Promise<void> {
  // An error thrown before the start waits for the scripts to settle and 5 s more.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(page.getByText('Loading...')).toBeHidden();
}

/** The paper colour the stylesheet gives the page (body's background: bg-paper, #fbf8f3). */
const PAPER = 'rgb(251, 248, 243)';

function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Starts on Plan, then opens the Shop tab, whose code is downloaded on first use. */
async function openShopFromPlan(page: Page): Promise<void> {
  await page.goto('/plan');
  await expect(heading(page, 'Plan')).toBeVisible();
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Shop' }).click();
}

test.describe('when the app cannot start', () => {
  test('a main script that cannot load shows the error screen; Reload Page then starts the app', async ({
    page,
  }, testInfo) => {
    await page.route(ENTRY_SCRIPT, (route) => route.abort('internetdisconnected'));
    await page.goto('/plan');
    await expectErrorScreen(page);

    // Looked at by hand (decision 0031): a phone and a laptop.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.screenshot({ path: testInfo.outputPath('error-screen-412x823.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('error-screen-1280x800.png') });

    await page.unroute(ENTRY_SCRIPT);
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(heading(page, 'Plan')).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test("the interface's chunk failing to load shows it too; Try Again reloads", async ({
    page,
  }) => {
    await page.route(UI_CHUNK, (route) => route.abort('connectionreset'));
    await page.goto('/shop');
    await expectErrorScreen(page);
    await page.unroute(UI_CHUNK);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(heading(page, 'Shop')).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test('a deploy that replaced the hashed files under an open page shows it too', async ({
    page,
  }) => {
    // The old page asks for files the server no longer has: a plain 404.
    await page.route(ENTRY_SCRIPT, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto('/plan');
    await expectErrorScreen(page);
  });

  test('an error thrown before React mounts shows it', async ({ page }) => {
    await page.route(ENTRY_SCRIPT, async (route) => {
      const response = await route.fetch();
      const body = `throw new Error('broken before start');\n${await response.text()}`;
      await route.fulfill({ response, body });
    });
    await page.goto('/plan');
    await expectErrorScreen(page);
  });

  test('a normal start never shows it, not even for a moment', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('start-failed'))
          (window as { startFailedShown?: boolean }).startFailedShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/plan');
    await expect(heading(page, 'Plan')).toBeVisible();
    // Past the check's first detection delays: still nothing.
    await page.waitForTimeout(1500);
    expect(
      await page.evaluate(() => (window as { startFailedShown?: boolean }).startFailedShown),
    ).toBeUndefined();
    await expect(errorScreen(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a screen's code that fails to download is fetched again: the screen opens", async ({
    page,
  }) => {
    let failures = 1;
    await page.route(SHOP_CHUNK, (route) =>
      failures-- > 0 ? route.abort('connectionreset') : route.continue(),
    );
    await openShopFromPlan(page);
    await expect(heading(page, 'Shop')).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test("a screen's code the server no longer has (a deploy) reloads the page once, then Try Again opens it", async ({
    page,
  }) => {
    let asked = 0;
    await page.route(SHOP_CHUNK, (route) => {
      asked += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    // Notes, load by load, whether 'Something went wrong' was in the page at an animation frame
    // (the frame before a paint): the first page reloads showing its splash, not that screen.
    await page.addInitScript(() => {
      const load = Number(sessionStorage.getItem('e2e:loads') ?? 0) + 1;
      sessionStorage.setItem('e2e:loads', String(load));
      const look = () => {
        for (const alert of document.querySelectorAll('[role="alert"]'))
          if (alert.textContent?.includes('Something went wrong'))
            sessionStorage.setItem(`e2e:error-painted-${load}`, 'yes');
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await openShopFromPlan(page);
    // Three tries, a reload, three tries more: then the error screen, and no reload loop. The
    // first error screen stays in view while the reload is on its way, so the reload and the
    // second page's tries are waited for before the screen is looked at.
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(6);
    await expect(errorScreen(page)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/shop$/);
    await page.waitForTimeout(1000);
    expect(loads).toBe(2);
    expect(
      await page.evaluate(() =>
        [1, 2].map((n) => sessionStorage.getItem(`e2e:error-painted-${n}`)),
      ),
    ).toEqual([null, 'yes']);

    await page.unroute(SHOP_CHUNK);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(heading(page, 'Shop')).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test('a stylesheet that fails to download is fetched again: the app has its look', async ({
    page,
  }) => {
    let asked = 0;
    await page.route(STYLESHEET, (route) => {
      asked += 1;
      return asked === 1 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto('/plan');
    await expect(heading(page, 'Plan')).toBeVisible();
    await expect.poll(() => pageBackground(page)).toBe(PAPER);
    expect(asked).toBe(2);
    await expect(page.locator('#styles-failed')).toHaveCount(0);
  });

  test('a stylesheet that cannot be downloaded at all is said plainly; Reload Page brings it back', async ({
    page,
  }) => {
    let asked = 0;
    await page.route(STYLESHEET, (route) => {
      asked += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    await page.goto('/plan');
    const notice = page.getByRole('alert').filter({ hasText: "Plateful's look could not load" });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    expect(asked).toBe(3);
    // The app itself started and works, plain.
    await expect(heading(page, 'Plan')).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);

    await page.unroute(STYLESHEET);
    await notice.getByRole('button', { name: 'Reload Page' }).click();
    await expect(heading(page, 'Plan')).toBeVisible();
    await expect.poll(() => pageBackground(page)).toBe(PAPER);
    await expect(page.locator('#styles-failed')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    test('the check is kept for offline, and an offline start after one visit shows the app', async ({
      page,
      context,
    }) => {
      await page.goto('/plan');
      await underServiceWorker(page);
      expect(
        await page.evaluate(async () =>
          Boolean(await caches.match('/start-check.js', { ignoreSearch: true })),
        ),
      ).toBe(true);
      await context.setOffline(true);
      await page.reload();
      await expect(heading(page, 'Plan')).toBeVisible();
      await expect(errorScreen(page)).toHaveCount(0);
      await context.setOffline(false);
    });
  });
});
