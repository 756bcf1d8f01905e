/**
 * The basket step (issue 17) against the real server: the chosen basket service drives the Shop
 * button; a supermarket gets the guided "item by item" view (aisle order, each item its search,
 * ticked as added and kept so nothing is opened twice); when Whisk does not load in its wait, the
 * supermarket path opens at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { open, quietInstallPrompt, seedSelection } from '../support/app.ts';

const ETON_MESS = 'cp-strawberry-eton-mess';
const FLAPJACKS = 'cp-golden-syrup-flapjacks';

test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page, context }) => {
  await quietInstallPrompt(page);
  // The supermarkets' search pages, as a tab the guided view opens: never the real sites.
  await context.route(/^https:\/\/(www\.tesco\.com|groceries\.asda\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Search</title>' }),
  );
});

async function chooseService(page: Page, label: string): Promise<void> {
  await open(page, '/build/settings');
  await page.getByLabel(label, { exact: true }).check();
  await expect(page.getByLabel(label, { exact: true })).toBeChecked();
}

const guided = (page: Page) => page.getByTestId('guided-shop');

for (const size of [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('Whisk keeps its label; Tesco names Tesco and walks its search item by item', async ({
      page,
    }) => {
      await seedSelection(page, [ETON_MESS]);
      await open(page, '/shop');
      await expect(page.getByRole('button', { name: 'Shop Now with Whisk' })).toBeVisible();

      await chooseService(page, 'Tesco');
      await page.getByRole('link', { name: 'Shop' }).click();
      await expect(page.getByRole('button', { name: 'Shop Now with Whisk' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Shop Now at Tesco' }).click();
      const dialog = page.getByRole('dialog', { name: 'Shop at Tesco, item by item' });
      await expect(dialog).toBeVisible();

      // Aisle by aisle, in the order of the list on the Shop tab.
      const listAisles = await page
        .getByLabel('Shopping list')
        .locator('section h3')
        .allTextContents();
      const guidedAisles = await guided(page).locator('section h3').allTextContents();
      expect(guidedAisles).toEqual(listAisles);

      const rows = guided(page).getByTestId('guided-item');
      await expect(rows).toHaveCount(7);
      await expect(guided(page).getByTestId('guided-progress')).toHaveText('0 of 7 added');
      const strawberries = guided(page).getByRole('link', { name: /Strawberries/ });
      await expect(strawberries).toHaveAttribute(
        'href',
        /^https:\/\/www\.tesco\.com\/groceries\/en-GB\/search\?query=Strawberries/,
      );

      const tab = page.waitForEvent('popup');
      await strawberries.click();
      const opened = await tab;
      expect(opened.url()).toContain('tesco.com/groceries/en-GB/search?query=Strawberries');
      await opened.close();

      // Ticked as added: no longer a link (never opened twice), counted, and on the list too.
      await expect(guided(page).getByRole('link', { name: /Strawberries/ })).toHaveCount(0);
      await expect(
        rows.filter({ hasText: 'Strawberries' }).getByText('Added', { exact: true }),
      ).toBeVisible();
      await expect(guided(page).getByTestId('guided-progress')).toHaveText('1 of 7 added');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('shopping-progress')).toHaveText('1 of 7 items (14% complete)');

      // Kept across a reload; the next walk starts from what is still to buy.
      await page.reload();
      await page.getByRole('button', { name: 'Shop Now at Tesco' }).click();
      await expect(guided(page).getByTestId('guided-item')).toHaveCount(6);
      await expect(guided(page).getByRole('link', { name: /Strawberries/ })).toHaveCount(0);

      // Undo: an item not added after all is a link again.
      const cream = guided(page).getByRole('link', { name: /Double Cream/ });
      const second = page.waitForEvent('popup');
      await cream.click();
      await (await second).close();
      await guided(page).getByRole('button', { name: 'Not added yet: Double Cream' }).click();
      await expect(guided(page).getByRole('link', { name: /Double Cream/ })).toBeVisible();
    });
  });
}

test('the supermarket can be changed for one walk, searching the name and the pack size', async ({
  page,
}) => {
  await seedSelection(page, [FLAPJACKS]);
  await open(page, '/shop');
  await page.getByRole('button', { name: 'Shop at a supermarket instead' }).click();
  await guided(page).getByLabel('Supermarket').selectOption('asda');
  await expect(page.getByRole('dialog', { name: 'Shop at Asda, item by item' })).toBeVisible();
  await expect(guided(page).getByRole('link', { name: /Unsalted Butter/ })).toHaveAttribute(
    'href',
    'https://groceries.asda.com/search/Unsalted%20Butter%20250g',
  );
});

test('when Whisk does not load within its wait, the supermarket path opens at once', async ({
  page,
}) => {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, whiskBaseUrl: '/whisk-missing' } });
  });
  await page.route('**/whisk-missing/sdk.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* never defines window.whisk */' }),
  );
  await seedSelection(page, [ETON_MESS]);
  await open(page, '/shop');
  await page.getByRole('button', { name: 'Shop Now with Whisk' }).click();
  await expect(guided(page)).toBeHidden();
  await expect(guided(page)).toBeVisible({ timeout: 10_000 });
  await expect(
    guided(page).getByText('Whisk did not load. You can fill a basket at a supermarket instead.'),
  ).toBeVisible();
  await expect(guided(page).getByTestId('guided-item')).toHaveCount(7);
});
