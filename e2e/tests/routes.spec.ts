import { expect, test } from '@playwright/test';
import { heading, open, sharedPage } from '../support/app.ts';

const SCREENS: [string, string][] = [
  ['/', 'Plan'],
  ['/plan', 'Plan'],
  ['/build', 'Build'],
  ['/shop', 'Shop'],
  ['/build/add', 'Add recipe'],
  ['/build/scan', 'Scrape recipe'],
  ['/build/calendar', 'Meal scheduling'],
  ['/build/settings', 'Settings'],
  ['/settings', 'Settings'],
  ['/build/account', 'Account code'],
  ['/account', 'Account code'],
  ['/recipe/cp-lemon-garlic-chicken-traybake/edit?return=plan', 'Edit recipe'],
  ['/edit-recipe/cp-lemon-garlic-chicken-traybake?return=shop', 'Edit recipe'],
  ['/share', 'Share'],
  ['/share-demo', 'Sharing, step by step'],
  ['/handover/whisk', 'Shop with Whisk'],
  ['/admin', 'Admin'],
  ['/admin/factory', "Chef's Pick editing"],
  ['/analytics', 'Analytics'],
  ['/debug-db', 'Debug'],
  ['/device-tools', 'Device tools'],
  ['/pwa-update-guide', 'Updating the app'],
];

const REDIRECTS: [string, RegExp][] = [
  ['/share/abc123', /\/r\/ABC123$/],
  ['/share/', /\/$/],
  ['/add-recipe', /\/build\/add$/],
  ['/scan-recipe', /\/build\/scan$/],
  ['/meal-calendar', /\/build\/calendar$/],
  ['/shopping-list', /\/shop$/],
  ['/cook', /\/plan$/],
  ['/my-recipes', /\/plan$/],
  ['/plan-old', /\/build$/],
  ['/?r=abc12345', /\/r\/ABC12345$/],
  ['/plan?r=Zx9Yw8', /\/r\/ZX9YW8$/],
];

test.describe('routes of SPEC §2', () => {
  // The screens and redirects are each looked at in one page (see sharedPage).
  test.describe('screens', () => {
    const page = sharedPage();
    for (const [path, title] of SCREENS) {
      test(`${path} shows ${title}`, async () => {
        await open(page(), path);
        await expect(heading(page(), title)).toBeVisible();
      });
    }
  });

  test.describe('redirects', () => {
    const page = sharedPage();
    for (const [from, to] of REDIRECTS) {
      test(`${from} goes to ${to.source}`, async () => {
        await open(page(), from);
        await expect(page()).toHaveURL(to);
      });
    }
  });

  test('/recipe/{id} opens the recipe over the Plan tab', async ({ page }) => {
    await open(page, '/recipe/cp-lemon-garlic-chicken-traybake');
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Lemon & Garlic Chicken Traybake' }),
    ).toBeVisible();
  });

  test('/r/{code} shows the shared recipe page, here for a code nobody has', async ({ page }) => {
    await open(page, '/r/abc123');
    await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
  });

  test('a query parameter r that is not a share code is left alone', async ({ page }) => {
    await open(page, '/plan?r=ab');
    await expect(page).toHaveURL(/\/plan\?r=ab$/);
    await expect(heading(page, 'Plan')).toBeVisible();
  });

  test('any other path shows the not-found page, with a way back', async ({ page }) => {
    await open(page, '/nothing/here');
    await expect(heading(page, 'Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Plan' }).click();
    await expect(page).toHaveURL(/\/plan$/);
  });

  test('the current tab follows the path', async ({ page }) => {
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    for (const [path, tab] of [
      ['/', 'Plan'],
      ['/build/settings', 'Build'],
      ['/shop', 'Shop'],
    ]) {
      await open(page, path!);
      await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    }
    await open(page, '/recipe/cp-lemon-garlic-chicken-traybake');
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(0);
  });
});
