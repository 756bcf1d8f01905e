// Bringing recipes in (issue 19) in the browser, at phone size: a Paprika export imported with its
// progress, reviewed and saved, then on Plan; the same file again flagged as duplicates; a list of
// links read from a loopback "recipe site"; the bookmarklet run on a loopback page handing its
// recipe to the app window; a file over the limit refused before upload; and axe on the screen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  dataArrived,
  heading,
  newAccountCode,
  open,
  quietInstallPrompt,
  useAccount,
} from '../support/app.ts';
import { axeViolations } from '../support/axe.ts';
import { runBookmarklet } from '../support/bookmarklet.ts';
import { jpegPhoto, startRecipeSite, type RecipeSite } from '../support/recipe-site.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/import');
const PAPRIKA = path.join(FIXTURES, 'My Recipes.paprikarecipes');
// Screenshots (412×823 and 1280×800): IMPORT_SHOTS_DIR, or test-results/import.
const SHOTS = process.env.IMPORT_SHOTS_DIR ?? 'test-results/import';

let site: RecipeSite;
let siteOrigin = '';

const recipePage = (name: string, ingredients: string[]) => `<!DOCTYPE html>
<html lang="en"><head><title>${name}</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  image: '{{ORIGIN}}/images/dish.jpg',
  recipeYield: '4',
  recipeIngredient: ingredients,
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Prepare everything.' },
    { '@type': 'HowToStep', text: 'Cook until done.' },
  ],
})}</script></head><body><h1>${name}</h1></body></html>`;

const PAGES: Record<string, string> = {
  '/recipes/shepherds-pie': recipePage("Shepherd's Pie", ['500 g lamb mince', '1 kg potatoes']),
  '/recipes/apple-crumble': recipePage('Apple Crumble', [
    '6 apples',
    '150 g flour',
    '100 g butter',
  ]),
  '/recipes/page-only': recipePage('Bookmarklet Bakewell Tart', ['1 sheet pastry', '3 tbsp jam']),
  // No JSON-LD: the bookmarklet sends the page's HTML, too big for the address, by postMessage.
  '/recipes/big-page': `<!DOCTYPE html><html lang="en"><head><title>Parkin</title></head><body>
<article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Microdata Parkin</h1>
<ul><li itemprop="recipeIngredient">200 g oatmeal</li><li itemprop="recipeIngredient">200 g black treacle</li>
<li itemprop="recipeIngredient">100 g butter</li></ul>
<div itemprop="recipeInstructions"><p>Melt the treacle and butter.</p><p>Bake for an hour.</p></div>
</article><div hidden>${'Yorkshire gingerbread stories. '.repeat(3000)}</div></body></html>`,
  '/news': '<html><body><h1>Local news</h1><p>The fete is on Saturday.</p></body></html>',
};

test.beforeAll(async () => {
  site = await startRecipeSite({
    ...PAGES,
    '/images/dish.jpg': await jpegPhoto(640, 480, { r: 120, g: 160, b: 60 }),
  });
  siteOrigin = site.origin;
});

test.afterAll(async () => {
  await site?.close();
});

test.use({ viewport: { width: 412, height: 823 } });

test.beforeEach(async ({ page }) => {
  await quietInstallPrompt(page);
});

const fileInput = (page: Page) => page.getByLabel('Export files');
const review = (page: Page) => page.getByRole('list', { name: 'Recipes found' });

test('imports a Paprika export with progress, reviews it, saves it and shows it on Plan', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useAccount(page, newAccountCode());
  await open(page, '/build');
  await page.getByRole('link', { name: /Import Recipes/ }).click();
  await expect(heading(page, 'Import recipes')).toBeVisible();
  await expect(page.getByText('Up to 100 MB and 5,000 recipes a file.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import-empty-412.png`, fullPage: true });

  // Hold the answer back a moment so the progress can be seen.
  await page.route('**/api/import/file?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await fileInput(page).setInputFiles([PAPRIKA, path.join(FIXTURES, 'evil.zip')]);
  await expect(page.getByRole('progressbar', { name: 'Importing files' })).toBeVisible();
  const files = page.getByRole('listitem').filter({ hasText: 'My Recipes.paprikarecipes' });
  await expect(files.first()).toContainText('2 recipes', { timeout: 20_000 });
  await expect(page.getByRole('progressbar', { name: 'Importing files' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 20_000 },
  );
  // The bad file is named with what is wrong, and the good one carried on.
  await expect(page.getByRole('heading', { name: '1 problem' })).toBeVisible();
  await expect(
    page.getByText(/evil\.zip: it holds a file named "\.\.\/\.\.\/outside\.json"/),
  ).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Found 2 recipes' })).toBeVisible();
  const soup = review(page).getByRole('listitem').filter({ hasText: 'Leek and Potato Soup' });
  await expect(soup).toContainText(/\d+ ingredients · \d+ steps/);
  await expect(soup).toContainText(/My Recipes\.paprikarecipes.* · Paprika/);
  await expect(soup.locator('img')).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}\/card/);
  await expect(soup.getByRole('checkbox')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/import-review-412.png`, fullPage: true });

  // Saving shows its progress (the answer is held back a moment to see it).
  await page.route('**/api/import/recipes', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save 2 recipes' }).click();
  await expect(page.getByRole('progressbar', { name: 'Saving recipes' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import-saving-412.png`, fullPage: true });
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('2 recipes saved')).toBeVisible();
  await expect(page.getByText('1 problem', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Go to Plan' }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await expect(page.getByText('Leek and Potato Soup').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Cheese on Toast').first()).toBeVisible();

  // The same file again: both are already saved, flagged and left out.
  await open(page, '/build/import');
  await page.unroute('**/api/import/file?*');
  await fileInput(page).setInputFiles(PAPRIKA);
  await expect(page.getByRole('heading', { name: 'Found 2 recipes' })).toBeVisible({
    timeout: 20_000,
  });
  const again = review(page).getByRole('listitem').filter({ hasText: 'Leek and Potato Soup' });
  await expect(again).toContainText('Already saved as “Leek and Potato Soup”');
  await expect(again.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Nothing chosen to save' })).toBeDisabled();
});

/**
 * How many drafts the import session kept on the device holds (IndexedDB `plateful-import`), as a
 * reload would find them. The database is only read once the app has made it: opening it first
 * would make an empty one the app would then not set up.
 */
function keptDrafts(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('plateful-import')) return 0;
    return new Promise<number>((resolve) => {
      const request = indexedDB.open('plateful-import');
      request.onerror = () => resolve(0);
      request.onsuccess = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains('session')) {
          database.close();
          resolve(0);
          return;
        }
        const get = database.transaction('session').objectStore('session').get('current');
        get.onerror = () => {
          database.close();
          resolve(0);
        };
        get.onsuccess = () => {
          database.close();
          const items = (get.result as { items?: unknown } | undefined)?.items;
          resolve(Array.isArray(items) ? items.length : 0);
        };
      };
    });
  });
}

test('keeps the import on the device: a reload still has the review list', async ({ page }) => {
  await open(page, '/build/import');
  await fileInput(page).setInputFiles(PAPRIKA);
  await expect(page.getByRole('heading', { name: 'Found 2 recipes' })).toBeVisible({
    timeout: 20_000,
  });
  // Without an account code, saving is explained, with a way to make one.
  await expect(
    page.getByText(
      'Account code required. Please create an account code in the Build section to save recipes.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make an account code' })).toBeVisible();
  // The session is written shortly after a change: reload once it is on the device.
  await expect.poll(() => keptDrafts(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Found 2 recipes' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).count(); // not offered: nothing saved yet
});

test('reads many links at once, three at a time, each with its status and a retry', async ({
  page,
}) => {
  await useAccount(page, newAccountCode());
  await open(page, '/build/import');
  const message = `Here are the ones I mentioned: ${siteOrigin}/recipes/shepherds-pie, and
${siteOrigin}/recipes/apple-crumble. Not this one (${siteOrigin}/news) nor ${siteOrigin}/missing!
Again: ${siteOrigin}/recipes/shepherds-pie`;
  const box = page.getByRole('textbox', { name: /Paste recipe links/ });
  await box.fill(message);
  await page.getByRole('button', { name: 'Read 4 links' }).click();
  await expect(page.getByRole('progressbar', { name: 'Reading links' })).toBeVisible();
  await expect(page.getByText('4 of 4 links read')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText("Not a recipe: We couldn't find a recipe on that page"),
  ).toBeVisible();
  await expect(page.getByText("Blocked: That link can't be fetched")).toBeVisible();
  await expect(page.getByRole('button', { name: /^Retry/ })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Found 2 recipes' })).toBeVisible();
  const pie = review(page).getByRole('listitem').filter({ hasText: "Shepherd's Pie" });
  await expect(pie).toContainText('2 ingredients · 2 steps');
  await expect(pie.locator('img')).toHaveAttribute('src', /^\/api\/images\//);
  await page.screenshot({ path: `${SHOTS}/import-links-412.png`, fullPage: true });

  await page.getByRole('button', { name: `Retry ${siteOrigin}/news` }).click();
  await expect(page.getByText('4 of 4 links read')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save 2 recipes' }).click();
  await expect(page.getByText('2 recipes saved')).toBeVisible({ timeout: 15_000 });
});

test('the bookmarklet sends the page the cook is looking at to the app window', async ({
  page,
  context,
}) => {
  const { href, app } = await runBookmarklet(page, context, `${siteOrigin}/recipes/page-only`);
  expect(href).toMatch(/^javascript:/);
  await expect(app).toHaveURL(/\/build\/import\?from=page/);
  // The page rode in the address fragment, which the app clears at once.
  await expect.poll(() => new URL(app.url()).hash).toBe('');
  await expect(app.getByText('on the page you sent')).toContainText('Bookmarklet Bakewell Tart', {
    timeout: 15_000,
  });
  const tart = app
    .getByRole('list', { name: 'Recipes found' })
    .getByRole('listitem')
    .filter({ hasText: 'Bookmarklet Bakewell Tart' });
  await expect(tart).toContainText('2 ingredients · 2 steps');
  await expect(tart).toContainText('from the page');
});

test('a page without structured data travels by postMessage once the app window is ready', async ({
  page,
  context,
}) => {
  const { app } = await runBookmarklet(page, context, `${siteOrigin}/recipes/big-page`);
  // Nothing rode in the address: the page came as a message.
  expect(new URL(app.url()).hash).toBe('');
  await expect(app.getByText('on the page you sent')).toContainText('Microdata Parkin', {
    timeout: 15_000,
  });
});

test('a file over 100 MB is refused before upload, in the reader’s words', async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-import-e2e-'));
  const big = path.join(dir, 'huge.paprikarecipes');
  fs.writeFileSync(big, '');
  fs.truncateSync(big, 100 * 1024 * 1024 + 1);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/import/file')) uploads += 1;
  });
  try {
    await open(page, '/build/import');
    await fileInput(page).setInputFiles(big);
    await expect(
      page.getByText('huge.paprikarecipes: the file is larger than the 100 MB an import takes'),
    ).toBeVisible();
    expect(uploads).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the import screen has no axe violations, and looks right on a wide screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await open(page, '/build/import');
  await dataArrived(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/import-empty-1280.png`, fullPage: true });
  await fileInput(page).setInputFiles(PAPRIKA);
  await expect(page.getByRole('heading', { name: 'Found 2 recipes' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/import-review-1280.png`, fullPage: true });
});

test('a message with several links shared to the app reads them all on the import screen', async ({
  page,
}) => {
  await useAccount(page, newAccountCode());
  const text = `Try these: ${siteOrigin}/recipes/shepherds-pie and ${siteOrigin}/recipes/apple-crumble`;
  await open(page, `/build/add?title=Recipes&text=${encodeURIComponent(text)}`);
  await expect(page).toHaveURL(/\/build\/import\?links=/);
  await expect(page.getByText('2 of 2 links read')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Found 2 recipes' })).toBeVisible();
});

test('the scan page points to the bookmarklet for sites that refuse our server', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/build/scan');
  await expect(page.getByRole('heading', { name: 'Site won’t let us in?' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy the bookmark' }).click();
  await expect(page.getByText('Bookmarklet copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^javascript:/);
  expect(copied).toContain('build/import');
  await page.getByRole('link', { name: 'How to install it' }).click();
  await expect(page).toHaveURL(/\/build\/import$/);
  await expect(page.getByRole('heading', { name: 'From any page' })).toBeVisible();
});

test('a save stopped part-way continues after a reload, and nothing is saved twice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = newAccountCode();
  await useAccount(page, account);
  await open(page, '/build/import');
  const recipes = Array.from({ length: 30 }, (_, index) => ({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: `Batch Soup ${index + 1}`,
    recipeIngredient: [`${index + 1} carrots`, '1 litre stock'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer for 20 minutes.' }],
  }));
  await fileInput(page).setInputFiles({
    name: 'thirty.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(recipes)),
  });
  await expect(page.getByRole('heading', { name: 'Found 30 recipes' })).toBeVisible({
    timeout: 20_000,
  });
  // The first chunk of 25 is saved; the connection drops on the second.
  let calls = 0;
  await page.route('**/api/import/recipes', async (route) => {
    calls += 1;
    if (calls === 1) await route.continue();
    else await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Save 30 recipes' }).click();
  await expect(page.getByText(/What was saved stays saved/)).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/import/recipes');

  await page.reload();
  const resume = page.getByRole('button', { name: 'Continue saving (25 of 30 saved)' });
  await expect(resume).toBeVisible({ timeout: 10_000 });
  await resume.click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 15_000,
  });
  const names = await page.evaluate(async (code) => {
    const response = await fetch('/api/recipes', { headers: { 'x-account-code': code } });
    const body = (await response.json()) as { data: { name: string }[] };
    return body.data.map((recipe) => recipe.name).filter((name) => name.startsWith('Batch Soup'));
  }, account);
  expect(names).toHaveLength(30);
  expect(new Set(names).size).toBe(30);
});
