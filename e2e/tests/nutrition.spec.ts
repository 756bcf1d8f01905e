import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startRecipeSite } from '../support/recipe-site.ts';
import {
  createRecipe,
  newAccountCode,
  noSignal,
  open,
  quietInstallPrompt,
  settled,
  underServiceWorker,
  useAccount,
} from '../support/app.ts';
import { LIVE_MS, phone } from '../support/household.ts';
import { startNetworkCut } from '../support/network-cut.ts';

// Issue 28 at phone size: nutrition per serving on the recipe sheet with the servings changed,
// the food table kept for offline after one visit, and the metric switch remembered.

const DAL = 'cp-coconut-red-lentil-dal';
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results');

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 412, height: 823 } });
test.beforeEach(async ({ page }) => {
  await quietInstallPrompt(page);
});

const panel = (page: Page) => page.getByTestId('nutrition-panel');

test('the sheet shows nutrition per serving, which stays per serving when the servings change', async ({
  page,
}) => {
  await open(page, `/recipe/${DAL}`);
  await expect(page.getByTestId('servings-value')).toHaveText('4 servings', { timeout: 20_000 });
  const label = page.getByTestId('nutrition-label');
  await expect(label).toBeVisible({ timeout: 20_000 });
  await expect(panel(page).getByTestId('nutrition-coverage')).toHaveText(
    /^Based on \d+ of \d+ ingredients(; not counted: .+)?$/,
  );
  for (const name of ['Fat', 'Saturates', 'Sugars', 'Salt']) {
    const tile = label
      .locator('[data-colour]')
      .filter({ has: page.getByText(name, { exact: true }) });
    await expect(tile).toHaveAttribute('data-colour', /^(green|amber|red)$/);
    await expect(tile).toContainText(/(Low|Medium|High)/);
    await expect(tile).toContainText(/\d+%/);
  }
  await expect(label).toContainText(/\d+ kcal/);
  await expect(label).toContainText(/\d+ kJ/);
  await expect(panel(page).getByTestId('five-a-day')).toHaveText(/of your 5 A Day$/);
  const perServing = await label.textContent();
  const kcal = Number(/([\d,]+) kcal/.exec(perServing ?? '')?.[1]?.replace(/,/g, ''));
  expect(kcal).toBeGreaterThan(0);
  await expect(page.getByTestId('nutrition-total')).toHaveText(
    `All 4 servings: ${(kcal * 4).toLocaleString('en-GB')} kcal.`,
  );

  await page.getByRole('button', { name: 'More servings' }).tap();
  await page.getByRole('button', { name: 'More servings' }).tap();
  await expect(page.getByTestId('servings-value')).toHaveText('6 servings');
  await expect(page.getByTestId('nutrition-total')).toHaveText(
    `All 6 servings: ${(kcal * 6).toLocaleString('en-GB')} kcal.`,
  );
  await expect(label).toHaveText(perServing ?? '');
  await panel(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'nutrition-sheet-412.png') });
});

test.describe(() => {
  // The service worker is blocked in most tests (playwright.config.ts): the table is kept for
  // offline through it.
  test.use({ serviceWorkers: 'allow' });
  test('the food table is kept for offline after one visit', async ({ page, context }) => {
    await page.goto('/plan');
    await underServiceWorker(page);
    // The precache holds the table's own chunk (never opened online in this test), once: the
    // planner's worker is given the page's rows rather than bundling a copy of its own.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const urls: string[] = [];
          for (const name of names) {
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
          }
          return urls.filter((url) => /\/assets\/food-table\.data-[\w-]+\.js/.test(url)).length;
        }),
      )
      .toBe(1);

    await context.setOffline(true);
    await open(page, `/recipe/${DAL}`);
    await expect(page.getByTestId('nutrition-label')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('nutrition-label')).toContainText(/\d+ kcal/);
    await context.setOffline(false);
  });
});

test('the metric switch shows cups as grams and the method in Celsius, and is remembered after a reload', async ({
  page,
}) => {
  const account = newAccountCode();
  await useAccount(page, account);
  const id = await createRecipe(page, account, {
    name: 'American pancakes',
    servings: 4,
    ingredients: ['1 cup plain flour', '1 cup milk', '2 eggs'],
    instructions: ['Whisk everything together.', 'Cook in a hot pan; keep warm in a 250°F oven.'],
  });
  await open(page, `/recipe/${encodeURIComponent(id)}`);
  const ingredients = page.locator('#panel-ingredients');
  await expect(ingredients).toContainText('1 cup plain flour', { timeout: 20_000 });
  const metric = page.getByRole('switch', { name: 'Metric' });
  await expect(metric).toHaveAttribute('aria-checked', 'false');
  await metric.tap();
  await expect(metric).toHaveAttribute('aria-checked', 'true');
  await expect(ingredients).toContainText(/125 g plain flour/);
  await expect(ingredients).toContainText(/240 ml milk/);
  await expect(ingredients).not.toContainText('cup');
  await settled(page.getByRole('dialog'));
  const methodTab = page.getByRole('tab', { name: 'Method' });
  await methodTab.tap();
  await expect(methodTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-method')).toContainText(
    'keep warm in a 120°C/100°C fan/gas ½ oven.',
  );
  await expect(page.locator('#panel-method')).not.toContainText('°F');
  // The switch is on the Method tab too (it was only on Ingredients): off, the oven is as written.
  const methodSwitch = page.locator('#panel-method').getByRole('switch', { name: 'Metric' });
  await methodSwitch.tap();
  await expect(page.locator('#panel-method')).toContainText('keep warm in a 250°F oven.');
  await methodSwitch.tap();
  await expect(methodSwitch).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  await expect(page.getByText('Loading...')).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('switch', { name: 'Metric' })).toHaveAttribute(
    'aria-checked',
    'true',
    {
      timeout: 20_000,
    },
  );
  await expect(page.locator('#panel-ingredients')).toContainText(/125 g plain flour/);
});

test('more servings scale what goes with a measure and a thing’s name, and metric follows', async ({
  page,
}) => {
  const account = newAccountCode();
  await useAccount(page, account);
  const id = await createRecipe(page, account, {
    name: 'Lemon drizzle for two',
    servings: 2,
    ingredients: ['1 cup (125 g) plain flour', '1 lemon, juiced', '1 1⁄2 cups milk'],
    instructions: ['Mix.', 'Bake.'],
  });
  await open(page, `/recipe/${encodeURIComponent(id)}`);
  const ingredients = page.locator('#panel-ingredients');
  await expect(ingredients).toContainText('1 cup (125 g) plain flour', { timeout: 20_000 });
  const more = page.getByRole('button', { name: 'More servings' });
  await more.tap();
  await more.tap();
  await expect(ingredients).toContainText('2 cups (250 g) plain flour');
  await expect(ingredients).toContainText('2 lemons, juiced');
  await expect(ingredients).toContainText('3 cups milk');
  await page.getByRole('switch', { name: 'Metric' }).tap();
  await expect(ingredients).toContainText('250 g plain flour');
  await expect(ingredients).toContainText('720 ml milk');
});

test('a page’s batch of cookies is saved with what it makes: nutrition per cookie beside the page’s own', async ({
  page,
}) => {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Brown butter oat cookies',
    recipeYield: '24 cookies',
    nutrition: { '@type': 'NutritionInformation', calories: '215 kcal' },
    recipeIngredient: [
      '250 g butter',
      '200 g light brown sugar',
      '1 egg',
      '300 g plain flour',
      '150 g porridge oats',
    ],
    recipeInstructions: ['Brown the butter.', 'Mix everything.', 'Bake for 12 minutes.'],
  };
  const site = await startRecipeSite({
    '/cookies': `<!doctype html><html><head><title>Cookies</title><script type="application/ld+json">${JSON.stringify(
      recipe,
    )}</script></head><body><h1>Brown butter oat cookies</h1></body></html>`,
  });
  try {
    const account = newAccountCode();
    await useAccount(page, account);
    await open(page, `/build/scan?url=${encodeURIComponent(`${site.origin}/cookies`)}`);
    await expect(page).toHaveURL(/\/build\/add\?draft=/, { timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Makes' })).toHaveValue('24 cookies');
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page).toHaveURL(/\/plan$/);

    const list = await page.request.get('/api/recipes', { headers: { 'x-account-code': account } });
    const saved = ((await list.json()) as { data: { id: string; name: string }[] }).data.find(
      (entry) => entry.name === 'Brown butter oat cookies',
    );
    expect(saved).toBeDefined();
    await open(page, `/recipe/${encodeURIComponent(saved!.id)}`);
    const label = page.getByTestId('nutrition-label');
    await expect(label).toHaveAttribute('aria-label', 'Per cookie', { timeout: 20_000 });
    await expect(panel(page).getByTestId('published-calories')).toHaveText(
      'The recipe’s page says 215 kcal a cookie.',
    );
    await expect(panel(page).getByTestId('nutrition-total')).toHaveText(
      '4 servings make 24 cookies.',
    );
    const perCookie = Number(/([\d,]+) kcal/.exec((await label.textContent()) ?? '')?.[1]);
    // A cookie of butter, sugar, flour and oats: the page's 215 kcal within a quarter.
    expect(Math.abs(perCookie - 215) / 215).toBeLessThan(0.25);
    await page.getByRole('button', { name: 'More servings' }).tap();
    await expect(panel(page).getByTestId('nutrition-total')).toHaveText(
      '5 servings make 30 cookies.',
    );
    await expect(page.getByTestId('servings-makes')).toHaveText('makes 30 cookies');
    await expect(label).toContainText(`${perCookie} kcal`);
    await panel(page).getByRole('button', { name: 'Per serving' }).tap();
    await expect(label).toHaveAttribute('aria-label', 'Per serving');
    await expect(label).toContainText(/[\d,]+ kcal/);
    await expect(label).not.toContainText(`${perCookie} kcal`);
    await panel(page).getByRole('button', { name: 'Per cookie' }).tap();
    await panel(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'nutrition-per-cookie-412.png') });
  } finally {
    await site.close();
  }
});

test('the calendar counts 5 A Day and energy per person for each day and the week, and says which week', async ({
  page,
}) => {
  const account = newAccountCode();
  await useAccount(page, account);
  const salad = 'Big green salad';
  const stew = 'Stew from memory';
  await createRecipe(page, account, {
    name: salad,
    servings: 2,
    ingredients: ['200 g spinach', '1 cucumber', '2 tomatoes', '1 avocado', '1 tbsp olive oil'],
    instructions: ['Toss.'],
  });
  // Lines with no amounts: its figures cannot be estimated, and the calendar says so.
  await createRecipe(page, account, {
    name: stew,
    servings: 4,
    ingredients: ['some beef', 'a few carrots', 'stock', 'herbs', '1 onion'],
    instructions: ['Stew it.'],
  });
  await open(page, '/build/calendar');
  await page.getByRole('button', { name: 'Next' }).tap();
  const days = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(days.first().getByRole('heading')).toContainText('Monday');
  for (const [day, name] of [
    ['Monday', salad],
    ['Tuesday', stew],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^Add dinner on ${day}`) }).tap();
    const picker = page.getByRole('dialog');
    await picker.getByRole('tab', { name: /^My Recipes/ }).tap();
    await picker.getByRole('button', { name, exact: true }).tap();
  }
  const monday = days.nth(0).getByTestId('day-food');
  await expect(monday).toHaveText(/^Per person: \d+(\.\d)? of 5 A Day · [\d,]+ kcal$/, {
    timeout: 20_000,
  });
  await expect(days.nth(1).getByTestId('day-food')).toHaveText(
    'Nutrition can’t be estimated for this day’s meals.',
  );
  const [, portions, kcal] = /: ([\d.]+) of 5 A Day · ([\d,]+) kcal/.exec(
    (await monday.textContent()) ?? '',
  )!;
  expect(Number(portions)).toBeGreaterThan(0);
  // The week is next week's, and its total is Monday's, with the stew said to be left out.
  const week = page.getByTestId('week-food');
  await expect(week.getByRole('heading')).toHaveText('Next week, per person');
  await expect(week.getByRole('paragraph')).toHaveText(
    `${portions} of 35 fruit and veg portions from planned meals · ${kcal} kcal (1 meal not counted)`,
  );
  await page.screenshot({ path: path.join(shots, 'nutrition-calendar-412.png') });
});

test('metric switched on a phone with no signal stays through a reload and reaches the other phone once back online', async ({
  browser,
}) => {
  const account = newAccountCode();
  const network = await startNetworkCut();
  const a = await phone(browser, account, {
    serviceWorkers: 'allow',
    network,
    viewport: { width: 412, height: 823 },
  });
  const b = await phone(browser, account, { viewport: { width: 412, height: 823 } });
  const id = await createRecipe(a.page, account, {
    name: 'Diner pancakes',
    servings: 4,
    ingredients: ['1 cup plain flour', '1 cup milk', '2 eggs'],
    instructions: ['Whisk.', 'Cook.'],
  });
  const sheet = `/recipe/${encodeURIComponent(id)}`;
  const metric = (page: Page) => page.getByRole('switch', { name: 'Metric' });
  const ingredients = (page: Page) => page.locator('#panel-ingredients');

  // One visit with the service worker in control, so the sheet opens again offline.
  await open(a.page, sheet);
  await underServiceWorker(a.page);
  await expect(ingredients(a.page)).toContainText('1 cup plain flour', { timeout: 20_000 });
  await open(b.page, sheet);
  await expect(metric(b.page)).toHaveAttribute('aria-checked', 'false', { timeout: 20_000 });

  await noSignal(a.context, true, network);
  await metric(a.page).tap();
  await expect(ingredients(a.page)).toContainText('125 g plain flour');
  await a.page.reload();
  await expect(metric(a.page)).toHaveAttribute('aria-checked', 'true', { timeout: 20_000 });
  await expect(ingredients(a.page)).toContainText('125 g plain flour');
  // Nothing has left the phone with no signal.
  await expect(metric(b.page)).toHaveAttribute('aria-checked', 'false');

  await noSignal(a.context, false, network);
  await expect(metric(b.page)).toHaveAttribute('aria-checked', 'true', { timeout: LIVE_MS });
  await expect(ingredients(b.page)).toContainText('125 g plain flour');
  await a.context.close();
  await b.context.close();
  await network.close();
});
