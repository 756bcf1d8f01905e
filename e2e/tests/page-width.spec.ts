/**
 * No screen wider than the phone (issue 27): on a 360 px and a 412 px touch phone, every screen in
 * the states people reach (Plan with many recipes, the recipe sheet, cook mode, Shop with a
 * household list picked on two phones, the quick view, Build and its screens, a public recipe,
 * the install prompt) is laid out at the screen's width, with long names, items and links in it.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  createRecipe,
  heading,
  newAccountCode,
  open,
  quietInstallPrompt,
  showEveryCard,
  useAccount,
} from '../support/app.ts';
import { tapWhenReady } from '../support/page-state.ts';
import { PHONES, expectFitsPhone, newPhone } from '../support/page-width.ts';

test.use({ serviceWorkers: 'block' });
// Each test walks many screens, some on two phones: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

const HOUSEHOLD_A = [
  'Chicken Tikka Masala',
  'Lemon & Garlic Chicken Traybake',
  'Lamb Kofta Flatbreads with Minty Yogurt',
];
const HOUSEHOLD_B = 'Honey-glazed Halloumi & Roast Vegetable Traybake';
/** Long text with no place to break, as people paste it. */
const LONG_URL =
  'https://www.example.co.uk/recipes/2024/autumn/slow-roasted-pork-shoulder-with-crackling-and-bramley-apple-sauce?utm_source=newsletter&utm_medium=email';
const LONG_WORD = 'Extra-mature-farmhouse-cheddar-from-the-village-shop-grated-finely';
const LONG_NAME =
  "Grandma Margaret's Extra-Special Slow-Roasted Pork Shoulder with Crackling, Bramley Apple Sauce and Roast Potatoes";

/** An own recipe whose name, ingredients, method and source are as long as real ones get. */
function longRecipe() {
  return {
    name: LONG_NAME,
    description: `From ${LONG_URL}`,
    servings: 6,
    prep_time: 30,
    cook_time: 270,
    category: 'Meat',
    source_url: LONG_URL,
    ingredients: [
      { rawText: '2 kg pork shoulder, skin scored' },
      { rawText: `200 g ${LONG_WORD}` },
      { rawText: `1 jar of sauce (${LONG_URL})` },
    ],
    instructions: [
      `Heat the oven to 220C. See ${LONG_URL} for the crackling.`,
      `Scatter the ${LONG_WORD} over the potatoes and roast for 4 hours 30 minutes.`,
    ],
  };
}

/** Selects a recipe the way a person does: tapping its card on Plan. */
async function selectOnPlan(page: Page, name: string): Promise<void> {
  // In CI a tap here waited on phone B until the test's ceiling (decision 0029, session 54).
  await tapWhenReady(page.getByRole('button', { name: `Select ${name}`, exact: true }), 'tap');
  await expect(page.getByRole('button', { name: `Deselect ${name}`, exact: true })).toBeVisible();
}

/** Goes to Shop through its tab, as a person does, and waits for its list of `count` recipes. */
async function goToShop(page: Page, count: number): Promise<void> {
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Shop' }).tap();
  await expect(page).toHaveURL(/\/shop$/);
  // The screen's code arrives on first use: a busy phone takes a few seconds.
  await expect(heading(page, 'Shop')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(`${count} selected`)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('shopping-item').first()).toBeVisible();
}

for (const phone of PHONES) {
  test.describe(`on a ${phone.width}×${phone.height} phone`, () => {
    // The configuration's phone (Pixel 7: touch, mobile viewport) at this screen size.
    test.use({ viewport: { ...phone }, screen: { ...phone } });

    test('Shop fits both phones of a household: three recipes from one, a fourth from the other', async ({
      page: a,
      browser,
    }) => {
      // Phone A makes the code and picks three recipes on Plan.
      await quietInstallPrompt(a);
      await open(a, '/build/account');
      await a.getByRole('button', { name: 'Generate account code' }).tap();
      const code = (await a.getByTestId('account-code').textContent())!;
      await expectFitsPhone(a, 'the account page with a code');
      await open(a, '/plan');
      await showEveryCard(a);
      for (const name of HOUSEHOLD_A) await selectOnPlan(a, name);
      await expectFitsPhone(a, 'Plan with three recipes selected');
      await goToShop(a, 3);

      // Phone B links to the code and adds a fourth.
      const b = await newPhone(browser, phone);
      await quietInstallPrompt(b);
      await open(b, '/build/account');
      await b.getByLabel('Already have a code? Link this device').fill(code);
      await b.getByRole('button', { name: 'Link', exact: true }).tap();
      await expect(b.getByTestId('account-code')).toHaveText(code);
      await open(b, '/plan');
      await showEveryCard(b);
      await selectOnPlan(b, HOUSEHOLD_B);
      await goToShop(b, 4);
      await expect(a.getByText('4 selected')).toBeVisible({ timeout: 10_000 });

      // Long own items, as typed or pasted.
      for (const text of [`2 ${LONG_WORD}`, LONG_URL]) {
        await b.getByRole('combobox', { name: 'Add an item' }).fill(text);
        await b.getByRole('button', { name: 'Add', exact: true }).tap();
      }
      await expect(a.locator('[data-own]')).toHaveCount(2, { timeout: 10_000 });
      await expect(b.locator('[data-own]')).toHaveCount(2);

      await expectFitsPhone(a, 'Shop on phone A');
      await expectFitsPhone(b, 'Shop on phone B');

      // A tap meant for a row lands on that row.
      const row = a
        .getByTestId('shopping-item')
        .filter({ hasText: 'Chicken Tikka Masala' })
        .first();
      await row.scrollIntoViewIfNeeded();
      await row.locator('label').tap();
      await expect(row).toHaveAttribute('data-checked', 'true');

      // The quick view of a recipe from the Selected Recipes card.
      await a.getByRole('button', { name: 'Chicken Tikka Masala', exact: true }).tap();
      await expect(a.getByRole('dialog')).toBeVisible();
      await expectFitsPhone(a, "Shop's quick view");
      await b.context().close();
    });

    test('Plan with many recipes, the recipe sheet and cook mode fit, with long names and links', async ({
      page,
    }) => {
      const account = newAccountCode();
      await quietInstallPrompt(page);
      await useAccount(page, account);
      const id = await createRecipe(page, account, longRecipe());

      await open(page, '/plan');
      await expect(page.getByRole('tab', { name: 'My Recipes (1)' })).toBeVisible();
      await page.getByRole('tab', { name: 'My Recipes (1)' }).tap();
      await expect(page.getByRole('heading', { name: LONG_NAME })).toBeVisible();
      await expectFitsPhone(page, 'Plan, My Recipes with a long name');
      await page.getByRole('tab', { name: /Chef's Pick/ }).tap();
      expect(await showEveryCard(page)).toBeGreaterThanOrEqual(48);
      await expectFitsPhone(page, "Plan, every Chef's Pick card");

      await open(page, `/recipe/${id}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByText(LONG_WORD, { exact: false }).first()).toBeVisible();
      await expectFitsPhone(page, 'the recipe sheet, Ingredients');
      await page.getByRole('tab', { name: 'Method' }).tap();
      await expect(page.getByText(/See https:/)).toBeVisible();
      await expectFitsPhone(page, 'the recipe sheet, Method');

      await open(page, `/recipe/${id}/cook?servings=6`);
      const cook = page.getByTestId('cook-mode');
      await expectFitsPhone(page, 'cook mode, before starting');
      await cook.getByRole('button', { name: 'Start cooking' }).tap();
      await expect(cook.getByText(/See https:/)).toBeVisible();
      await expectFitsPhone(page, 'cook mode, a step with a long link');

      await open(page, `/recipe/${id}/edit`);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(LONG_NAME);
      await expectFitsPhone(page, 'editing a recipe');
    });

    test('Build and its screens fit', async ({ page }) => {
      const account = newAccountCode();
      await quietInstallPrompt(page);
      await useAccount(page, account);
      await createRecipe(page, account, longRecipe());

      for (const [path, title] of [
        ['/build', 'Build'],
        ['/build/add', 'Add recipe'],
        ['/build/scan', null],
        ['/build/import', null],
        ['/build/settings', 'Settings'],
        ['/build/account', 'Account code'],
        ['/no-such-page', null],
      ] as const) {
        await open(page, path);
        if (title) await expect(heading(page, title)).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsPhone(page, path);
      }

      // The week, with the long-named recipe planned.
      await open(page, '/build/calendar');
      await page.getByRole('button', { name: /^Add dinner on Monday/ }).tap();
      const picker = page.getByRole('dialog');
      await picker.getByRole('tab', { name: /My Recipes/ }).tap();
      await expectFitsPhone(page, 'the meal picker');
      await picker.getByRole('button', { name: LONG_NAME }).tap();
      await expect(page.getByTestId('slot-recipe').first()).toHaveText(LONG_NAME);
      await expectFitsPhone(page, 'the calendar with a long-named dinner');
    });

    test('a public recipe with a long name fits', async ({ page, request }) => {
      const account = newAccountCode();
      const created = await request.post('/api/user/recipes/v2', {
        headers: { 'x-account-code': account },
        data: longRecipe(),
      });
      const { recipe } = (await created.json()) as { recipe: { id: string } };
      const shared = await request.post('/api/share', {
        headers: { 'x-account-code': account },
        data: { recipe_id: recipe.id },
      });
      const { code } = (await shared.json()) as { code: string };
      await quietInstallPrompt(page);
      await open(page, `/r/${code}`);
      await expect(page.getByRole('heading', { level: 1, name: LONG_NAME })).toBeVisible();
      await expectFitsPhone(page, 'the public recipe page');
    });

    test("the install prompt fits on Shop, and 'Remind me later' is on the screen", async ({
      page,
    }) => {
      await page.addInitScript(
        (selected) => {
          localStorage.setItem('plateful:selectedRecipeIds', JSON.stringify(selected));
        },
        [
          'cp-chicken-tikka-masala',
          'cp-lemon-garlic-chicken-traybake',
          'cp-coconut-red-lentil-dal',
        ],
      );
      await page.goto('/shop');
      const prompt = page.getByRole('dialog', { name: 'Install Plateful' });
      await expect(prompt).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText('3 selected')).toBeVisible();
      await expectFitsPhone(page, 'Shop with the install prompt');
      const remind = prompt.getByRole('button', { name: 'Remind me later' });
      const box = (await remind.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      await remind.tap();
      await expect(prompt).toBeHidden();
    });
  });
}
