/**
 * Tap targets on a 412 px touch phone (session 69, decision 0026): the header's tabs, Shop's
 * Pantry button and "I have it", the sheet's rating stars and the calendar's "+ Lunch" were 28 to
 * 39 px tall, under the 44 px a thumb needs (the list's other row buttons are 44 px). Each now
 * takes a tap 44 px tall; only the stars are drawn further apart, and only on a touch screen.
 * Session 70: Plan's filter chips (32 px), Chef's Pick / My Recipes (36), a card's Share and More
 * (36), the editor's step buttons (32) and "How to install it" (20) likewise. Session 71: Plan's
 * search, shuffle and refresh (40), its card size and Clear All (36, 32), the editor's Back (40),
 * Settings' aisle arrows (40), the sheet's metric switch (40), Shop's Clear All (28), a dialog's
 * Close (40) and the calendar's Add a recipe, Move and Clear (40). Session 72: the header's
 * Plateful (32), Shop's recipe chips (32, in wrapping rows: no chip's tap may reach into the next
 * row's) and Settings' staple Add (40). Session 71: Settings' staple Remove (28, in wrapping rows).
 * Session 73: Shop's recipe quick view's Close (36), now the recipe sheet's Close.
 * Measured as a thumb finds it: the points above and below the control's middle that land on it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  newAccountCode,
  open,
  quietInstallPrompt,
  seedSelection,
  useAccount,
} from '../support/app.ts';

const MIN = 44;

/** How tall and wide a tap on the control lands on it, through its middle. */
function tapArea(target: Locator): Promise<{ height: number; width: number }> {
  return target.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hits = (px: number, py: number) => {
      const found = document.elementFromPoint(px, py);
      return found !== null && (found === node || node.contains(found));
    };
    const reach = (dx: number, dy: number) => {
      let step = 0;
      while (step < 100 && hits(x + dx * (step + 1), y + dy * (step + 1))) step += 1;
      return step;
    };
    return { height: reach(0, -1) + reach(0, 1) + 1, width: reach(-1, 0) + reach(1, 0) + 1 };
  });
}

async function expectTappable(target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  const area = await tapArea(target);
  expect(area.height, `${name}: tap height`).toBeGreaterThanOrEqual(MIN);
  expect(area.width, `${name}: tap width`).toBeGreaterThanOrEqual(MIN);
}

async function begin(page: Page, selection: string[] = []) {
  await quietInstallPrompt(page);
  await useAccount(page, newAccountCode());
  if (selection.length > 0) await seedSelection(page, selection);
}

test.describe('tap targets on a 412 px phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });

  test("the tabs, Shop's Pantry, I have it, Clear All and a dialog's Close take a 44 px tap", async ({
    page,
  }) => {
    await begin(page, ['cp-shakshuka-with-feta']);
    await open(page, '/shop');
    await expect(page.getByTestId('shopping-item').first()).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    for (const name of ['Plan', 'Build', 'Shop']) {
      await expectTappable(tabs.getByRole('link', { name }), name);
    }
    await expectTappable(page.getByRole('button', { name: /^Pantry/ }), 'Pantry');
    await expectTappable(page.getByRole('button', { name: /^I have it: / }).first(), 'I have it');
    await expectTappable(page.getByRole('button', { name: 'Clear All' }), 'Clear All');
    // The pill is drawn as before: no taller than the row's text.
    const pill = page
      .getByRole('button', { name: /^I have it: / })
      .first()
      .getByText('I have it');
    expect((await pill.boundingBox())!.height).toBeLessThan(32);

    // A dialog's Close (the pantry's here): 40 px drawn.
    await page.getByRole('button', { name: /^Pantry/ }).click();
    const pantry = page.getByRole('dialog', { name: 'Pantry' });
    await expect(pantry).toBeVisible();
    await expectTappable(pantry.getByRole('button', { name: 'Close' }), 'Close');
  });

  test("Plan's filter chips, Chef's Pick / My Recipes and a card's Share and More take a 44 px tap", async ({
    page,
  }) => {
    await begin(page);
    await open(page, '/plan');
    const chips = page.getByRole('group', { name: 'Quick filters' });
    await expect(chips).toBeVisible();
    for (const name of ['All', '30m', 'Veggie']) {
      await expectTappable(chips.getByRole('button', { name, exact: true }), `${name} chip`);
    }
    // The chips' row is no taller on the screen: the Chef's Pick tabs sit as close under it.
    const chip = (await chips.getByRole('button', { name: 'All', exact: true }).boundingBox())!;
    const source = page.getByRole('tablist', { name: 'Recipe source' });
    expect((await source.boundingBox())!.y - (chip.y + chip.height)).toBeLessThanOrEqual(20);
    for (const name of [/^Chef's Pick/, /^My Recipes/]) {
      await expectTappable(source.getByRole('tab', { name }), String(name));
    }
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    await expectTappable(card.getByRole('button', { name: /^Share / }), 'Share');
    await expectTappable(card.getByRole('button', { name: /^More about / }), 'More');
  });

  test("the editor's step buttons and How to install it take a 44 px tap", async ({ page }) => {
    await begin(page);
    await open(page, '/build/add');
    await page.getByRole('button', { name: 'Add step' }).click();
    for (const name of ['Move step 1 down', 'Move step 2 up', 'Remove step 1']) {
      await expectTappable(page.getByRole('button', { name, exact: true }), name);
    }
    await open(page, '/build/scan');
    await expectTappable(page.getByRole('link', { name: 'How to install it' }), 'the link');
    await open(page, '/build/import');
    await expectTappable(page.getByText('How to install it', { exact: true }), 'the summary');
  });

  test("Plan's icon buttons and Clear All, the editor's Back and the aisle arrows take a 44 px tap", async ({
    page,
  }) => {
    await begin(page, ['cp-shakshuka-with-feta']);
    await open(page, '/plan');
    for (const name of ['Search recipes', 'Shuffle', 'Refresh', 'Large cards', 'Clear All']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      await expectTappable(button, name);
    }
    // Drawn as before: a round button is still 40 px.
    const search = (await page.getByRole('button', { name: 'Search recipes' }).boundingBox())!;
    expect(search.height).toBe(40);
    await open(page, '/build/add');
    await expectTappable(page.getByRole('link', { name: 'Back', exact: true }), 'Back');
    await open(page, '/settings');
    const aisles = page.getByRole('list', { name: 'Aisles in shop order' });
    await expect(aisles).toBeVisible();
    await expectTappable(aisles.getByRole('button', { name: /^Move .* down$/ }).first(), 'down');
    await expectTappable(aisles.getByRole('button', { name: /^Move .* up$/ }).nth(1), 'up');
    await expectTappable(aisles.getByRole('button', { name: /^Move .* up$/ }).last(), 'last up');
  });

  test("the sheet's stars and metric switch and the calendar's slot buttons take a 44 px tap", async ({
    page,
  }) => {
    const account = newAccountCode();
    await quietInstallPrompt(page);
    await useAccount(page, account);
    // Today's dinner planned, for its Move and Clear; the other days' dinners are to add.
    const today = new Date().toISOString().slice(0, 10);
    const planned = await page.request.put('/api/meal-plan/slot', {
      headers: { 'x-account-code': account },
      data: { date: today, meal: 'dinner', recipeId: 'cp-coconut-red-lentil-dal' },
    });
    expect(planned.ok()).toBe(true);
    await open(page, '/recipe/cp-coconut-red-lentil-dal');
    const stars = page.getByRole('group', { name: 'Rate this recipe' });
    await expect(stars).toBeVisible();
    for (let star = 1; star <= 5; star += 1) {
      const name = `Rate ${star} star${star === 1 ? '' : 's'}`;
      await expectTappable(stars.getByRole('button', { name }), name);
    }
    await expectTappable(page.getByRole('switch', { name: 'Metric' }), 'the metric switch');
    await open(page, '/build/calendar');
    const lunch = page.getByRole('button', { name: /^Add a lunch slot on / }).first();
    await expect(lunch).toBeVisible();
    await expectTappable(lunch, '+ Lunch');
    const add = page.getByRole('button', { name: /^Add dinner on / }).first();
    await expectTappable(add, 'Add a recipe');
    await expectTappable(page.getByRole('button', { name: /^Move dinner on .* to…$/ }), 'Move');
    await expectTappable(page.getByRole('button', { name: /^Clear dinner on / }), 'Clear');
  });

  test("the header's Plateful, Shop's recipe chips, their quick view's Close and Settings' staple Add take a 44 px tap", async ({
    page,
  }) => {
    // Long names, so the chips wrap into rows on the 412 px phone.
    await begin(page, [
      'cp-lamb-kofta-flatbreads-with-minty-yogurt',
      'cp-smoky-beef-chilli-con-carne',
      'cp-lemon-garlic-chicken-traybake',
      'cp-coconut-red-lentil-dal',
      'cp-chicken-tikka-masala',
    ]);
    await open(page, '/shop');
    await expectTappable(page.getByRole('button', { name: 'Plateful: reload' }), 'Plateful');
    const card = page.getByRole('region', { name: 'Selected Recipes' });
    const chips = card.getByRole('listitem').getByRole('button');
    await expect(chips).toHaveCount(5);
    const tops = new Set<number>();
    for (const chip of await chips.all()) {
      await expectTappable(chip, `chip ${await chip.textContent()}`);
      const drawn = (await chip.boundingBox())!;
      expect(drawn.height, 'a chip is drawn as before').toBe(32);
      tops.add(Math.round(drawn.y));
    }
    expect(tops.size, 'the chips wrap into rows').toBeGreaterThan(1);
    await expectTappable(card.getByRole('button', { name: 'Clear All' }), 'Clear All');
    // A chip's quick view: its Close over the picture is the recipe sheet's (it was 36 px).
    await chips.first().click();
    const quickView = page.getByRole('dialog');
    await expect(quickView.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expectTappable(quickView.getByRole('button', { name: 'Close' }), 'quick view Close');
    await quickView.getByRole('button', { name: 'Close' }).click();
    await expect(quickView).toBeHidden();
    await open(page, '/settings');
    await page.getByRole('textbox', { name: 'Pantry staple' }).fill('Salt');
    await expectTappable(page.getByRole('button', { name: 'Add', exact: true }), 'staple Add');
  });

  test("Settings' pantry staples' Remove takes a 44 px tap, in wrapping rows", async ({ page }) => {
    await begin(page);
    await open(page, '/settings');
    const field = page.getByRole('textbox', { name: 'Pantry staple' });
    const names = ['Salt', 'Black pepper', 'Olive oil', 'Plain flour', 'Vegetable stock cubes'];
    for (const name of names) {
      await field.fill(name);
      await field.press('Enter');
    }
    const staples = page.getByRole('list', { name: 'Pantry staples' });
    await expect(staples.getByRole('listitem')).toHaveCount(names.length);
    const tops = new Set<number>();
    for (const name of names) {
      // Tapped through its middle: a neighbour's target reaching over it would cut it short.
      const remove = staples.getByRole('button', { name: `Remove ${name}` });
      // Mid-screen: at the bottom edge, the tab dots and the screen's end would cut the tap.
      await remove.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await expectTappable(remove, `Remove ${name}`);
      const drawn = (await remove.boundingBox())!;
      expect(drawn.height, 'the cross is drawn as before').toBe(28);
      tops.add(Math.round(drawn.y + (await page.evaluate(() => window.scrollY))));
    }
    expect(tops.size, 'the staples wrap into rows').toBeGreaterThan(1);
  });
});
