import { expect, test } from '@playwright/test';
import { underServiceWorker } from '../support/app.ts';

test.describe('the app frame', () => {
  test('loads the Plan tab with the header, its three tabs and the tab dots', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Plateful/);
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect(tabs.getByRole('link')).toHaveText(['Plan', 'Build', 'Shop']);
    await expect(tabs.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
    await expect(page.getByText('Select and edit your favorite recipes.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Tab dots' }).getByRole('button'),
    ).toHaveCount(3);
  });

  test('navigates between the tabs from the header and from the dots', async ({ page }) => {
    await page.goto('/plan');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await tabs.getByRole('link', { name: 'Build' }).click();
    await expect(page).toHaveURL(/\/build$/);
    await expect(tabs.getByRole('link', { name: 'Build' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Build' })).toBeVisible();

    await page.getByRole('button', { name: 'Go to Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByText('No recipes selected')).toBeVisible();

    await page.getByRole('button', { name: 'Go to Plan' }).click();
    await expect(page).toHaveURL(/\/plan$/);
  });

  test('shows a not-found page for an unknown path and follows the redirects', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/shopping-list');
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto('/share/abc123');
    await expect(page).toHaveURL(/\/r\/ABC123$/);
  });

  test.describe(() => {
    // The service worker is blocked in most tests (playwright.config.ts): it reloads offline
    // through it.
    test.use({ serviceWorkers: 'allow' });
    test('reloads offline after one visit', async ({ page, context }) => {
      await page.goto('/plan');
      await underServiceWorker(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
      await page.goto('/shop');
      await expect(page.getByText('No recipes selected')).toBeVisible();
      await context.setOffline(false);
    });
  });
});
