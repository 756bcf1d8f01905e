/**
 * Running the app's bookmarklet as a cook would: copied from the import screen's "Send to
 * Plateful" link, run on a recipe page, opening the app in a new window.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { open } from './app.ts';

/**
 * Takes the bookmarklet from /build/import, runs it on `pageUrl` in `page` and resolves with the
 * link's href and the app window it opened. The install prompt stays quiet in every window of the
 * context, the opened one too.
 */
export async function runBookmarklet(
  page: Page,
  context: BrowserContext,
  pageUrl: string,
): Promise<{ href: string | null; app: Page }> {
  await context.addInitScript(() => {
    localStorage.setItem(
      'plateful:installPrompt',
      JSON.stringify({ dismissed: true, installed: false, snoozedUntil: null }),
    );
  });
  await open(page, '/build/import');
  const href = await page.getByRole('link', { name: 'Send to Plateful' }).getAttribute('href');
  const script = decodeURIComponent((href ?? '').slice('javascript:'.length));
  await page.goto(pageUrl);
  const popup = context.waitForEvent('page');
  await page.evaluate(script);
  return { href, app: await popup };
}
