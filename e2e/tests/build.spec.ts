import { expect, test, type Page } from '@playwright/test';
import { heading, open } from '../support/app.ts';

// Buttons are tapped, as on the phone this runs as.

// The app's own calls are answered in the browser here; no service worker may answer first.
test.use({ serviceWorkers: 'block' });

function counter(page: Page, label: string) {
  return page.getByTestId(`counter-${label}`);
}

async function answerCounters(
  page: Page,
  metrics: { status: number; body?: unknown },
  stats: { status: number; body?: unknown },
) {
  await page.route('**/api/metrics/build', (route) =>
    route.fulfill({ status: metrics.status, json: metrics.body ?? { ok: false, error: 'down' } }),
  );
  await page.route('**/api/rpc/get_public_stats', (route) =>
    route.fulfill({ status: stats.status, json: stats.body ?? { ok: false, error: 'down' } }),
  );
}

test.describe('the Build tab', () => {
  test('shows its text, the counters from the server and the cards', async ({ page }) => {
    await open(page, '/build');
    await expect(heading(page, 'Build')).toBeVisible();
    await expect(
      page.getByText('Scan recipes from photos or links, then tweak and save.'),
    ).toBeVisible();
    for (const label of ['community', 'recipes', 'shared']) {
      await expect(counter(page, label)).toHaveText(/^\d+(\.\dk)?$/);
    }
    for (const [name, path] of [
      ['Scrape Recipe', '/build/scan'],
      ['Add Recipe', '/build/add'],
      ['Meal Scheduling', '/build/calendar'],
      ['Account Code', '/build/account'],
      ['Settings', '/build/settings'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        path,
      );
    }
    await expect(page.getByRole('button', { name: /^Share Plateful/ })).toBeVisible();
  });

  test('formats big counters as x.xk and x.xM, with sign-ups when known', async ({ page }) => {
    await answerCounters(
      page,
      {
        status: 200,
        body: { ok: true, data: { community: 1234, recipes: 2_345_678, shared: 999 } },
      },
      {
        status: 200,
        body: [{ shares: 999, imports: 3, signups: 1_000_000, community: 1234, accountCodes: 9 }],
      },
    );
    await open(page, '/build');
    await expect(counter(page, 'community')).toHaveText('1.2k');
    await expect(counter(page, 'recipes')).toHaveText('2.3M');
    await expect(counter(page, 'shared')).toHaveText('999');
    await expect(counter(page, 'sign-ups')).toHaveText('1.0M');
    const cached = await page.evaluate(() => localStorage.getItem('plateful:communityCounters'));
    expect(JSON.parse(cached ?? '{}').data).toEqual({
      community: 1234,
      recipes: 2_345_678,
      shared: 999,
      signups: 1_000_000,
    });
  });

  test('hides Sign-ups when the server does not count them', async ({ page }) => {
    await answerCounters(
      page,
      { status: 200, body: { ok: true, data: { community: 5, recipes: 0, shared: 1 } } },
      {
        status: 200,
        body: [{ shares: 1, imports: 0, signups: null, community: 5, accountCodes: 0 }],
      },
    );
    await open(page, '/build');
    await expect(counter(page, 'community')).toHaveText('5');
    await expect(counter(page, 'recipes')).toHaveText('0');
    await expect(counter(page, 'sign-ups')).toHaveCount(0);
  });

  test('falls back to zeros, shown as dashes, when the counters fail', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/metrics/build', (route) => {
      calls += 1;
      return route.fulfill({ status: 500, json: { ok: false, error: 'down' } });
    });
    await page.route('**/api/rpc/get_public_stats', (route) =>
      route.fulfill({ status: 500, json: { ok: false, error: 'down' } }),
    );
    await open(page, '/build');
    // Fewer than 2 retries (one, after 1 s), then the fallback.
    for (const label of ['community', 'recipes', 'shared']) {
      await expect(counter(page, label)).toHaveText('–', { timeout: 10_000 });
    }
    await expect(counter(page, 'sign-ups')).toHaveCount(0);
    await page.waitForTimeout(2500);
    expect(calls).toBe(2);
  });

  test.describe('the Find box', () => {
    test('is disabled while blank', async ({ page }) => {
      await open(page, '/build');
      const box = page.getByPlaceholder('Code, URL or TikTok');
      const find = page.getByRole('button', { name: 'Find', exact: true });
      await expect(find).toBeDisabled();
      await box.fill('   ');
      await expect(find).toBeDisabled();
      await box.fill('a');
      await expect(find).toBeEnabled();
      await box.fill('');
      await expect(find).toBeDisabled();
    });

    test('upper-cases a code as typed and opens the shared recipe', async ({ page }) => {
      await open(page, '/build');
      const box = page.getByPlaceholder('Code, URL or TikTok');
      await box.pressSequentially('abc123');
      await expect(box).toHaveValue('ABC123');
      await page.getByRole('button', { name: 'Find', exact: true }).tap();
      await expect(page).toHaveURL(/\/r\/ABC123$/);
    });

    const LINKS: [string, string, string][] = [
      [
        'a URL with its scheme',
        'https://www.bbcgoodfood.com/recipes/Easy-Curry',
        '/build/scan?url=https%3A%2F%2Fwww.bbcgoodfood.com%2Frecipes%2FEasy-Curry',
      ],
      [
        'a URL without a scheme',
        'bbcgoodfood.com/recipes/Easy-Curry',
        '/build/scan?url=https%3A%2F%2Fbbcgoodfood.com%2Frecipes%2FEasy-Curry',
      ],
      ['a www. address', 'www.example.com', '/build/scan?url=https%3A%2F%2Fwww.example.com'],
      ['a domain-like text', 'example.co.uk', '/build/scan?url=https%3A%2F%2Fexample.co.uk'],
      [
        'a TikTok link',
        'https://www.tiktok.com/@Chef/video/123',
        '/build/add?social=https%3A%2F%2Fwww.tiktok.com%2F%40Chef%2Fvideo%2F123',
      ],
      [
        'a TikTok link without a scheme',
        'vm.tiktok.com/ZMabc/',
        '/build/add?social=https%3A%2F%2Fvm.tiktok.com%2FZMabc%2F',
      ],
    ];
    for (const [name, typed, path] of LINKS) {
      test(`sends ${name} to the right screen`, async ({ page }) => {
        await open(page, '/build');
        const box = page.getByPlaceholder('Code, URL or TikTok');
        await box.pressSequentially(typed);
        await expect(box).toHaveValue(typed);
        await box.press('Enter');
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
      });
    }
  });

  test('shares the app by copying the link when there is no share sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/build');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.getByRole('button', { name: /^Share Plateful/ }).tap();
    await expect(page.getByText('Link copied!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Plateful: Weekly shop, sorted in minutes');
    expect(copied).toContain(new URL(page.url()).origin);
  });

  test('shares the app through the share sheet, and stays silent on cancel', async ({ page }) => {
    await open(page, '/build');
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      let cancel = false;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          calls.push(data);
          if (cancel) throw new DOMException('cancelled', 'AbortError');
          cancel = true;
        },
      });
    });
    const share = page.getByRole('button', { name: /^Share Plateful/ });
    await share.tap();
    await expect(page.getByText('Shared successfully!')).toBeVisible();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: unknown[] }).shareCalls,
    );
    expect(calls[0]).toMatchObject({
      title: 'Plateful',
      text: 'Plateful: Weekly shop, sorted in minutes',
    });
    await page
      .getByRole('button', { name: 'Close toast' })
      .click()
      .catch(() => undefined);
    await share.tap();
    await page.waitForTimeout(300);
    await expect(page.getByText('Sharing failed')).toHaveCount(0);
    await expect(page.getByText('Link copied!')).toHaveCount(0);
  });
});
