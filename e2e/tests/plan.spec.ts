import { expect, test, type Page } from '@playwright/test';
import {
  createRecipe,
  heading,
  newAccountCode,
  open,
  quietInstallPrompt,
  settled,
  showEveryCard,
  swipe,
  useAccount,
} from '../support/app.ts';
import { tapWhenReady } from '../support/page-state.ts';

// Cards off screen are skipped by the renderer (content-visibility: auto), so their innerText is
// empty: tests read their text with allTextContents().
const cards = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name }) });
/** Opens /plan and scrolls until every Chef's Pick recipe is listed. */
async function openPlan(page: Page): Promise<void> {
  await open(page, '/plan');
  expect(await showEveryCard(page)).toBeGreaterThanOrEqual(48);
}
/**
 * The recipe name the card at `index` shows, once it shows one: a card can be in the page a
 * moment before its heading is drawn, and a heading not yet drawn reads as "".
 */
async function cardName(page: Page, index: number): Promise<string> {
  const heading = cards(page).nth(index).getByRole('heading');
  await expect(heading).toHaveText(/\S/, { useInnerText: true });
  return heading.innerText();
}
const selectButton = (page: Page, name: string) =>
  card(page, name).getByRole('button', { name: new RegExp(`^(Select|Deselect) ${name}`) });

/** Lets the page finish the work a change queued (React renders and effects) on a paused clock. */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
  }
}

test.beforeEach(async ({ page }) => {
  await quietInstallPrompt(page);
});

test.describe('Plan tab', () => {
  test("shows the title, text, account banner and Chef's Pick recipes", async ({ page }) => {
    await open(page, '/plan');
    await expect(heading(page, 'Plan')).toBeVisible();
    await expect(page.getByText('Select and edit your favorite recipes.')).toBeVisible();
    await expect(page.getByText('Set up your account code')).toBeVisible();
    await expect(page.getByText('Save recipes and sync across devices')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set up' })).toHaveAttribute(
      'href',
      '/build/account',
    );
    await expect(page.getByRole('tab', { name: /Chef's Pick \(\d+\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'My Recipes (0)' })).toBeVisible();
    // The list renders as it is scrolled: scroll to its end.
    expect(await showEveryCard(page)).toBeGreaterThanOrEqual(48);
    await expect(cards(page).first().getByLabel("Chef's Pick")).toBeVisible();
  });

  test('toggles selection with a tap, counts it, clears it, and keeps it across reloads and tabs', async ({
    page,
    context,
  }) => {
    await open(page, '/plan');
    const first = await cardName(page, 0);
    const second = await cardName(page, 1);
    await selectButton(page, first).click();
    await selectButton(page, second).click();
    await expect(page.getByText('2 selected')).toBeVisible();
    await expect(selectButton(page, first)).toHaveAttribute('aria-pressed', 'true');

    const other = await context.newPage();
    await open(other, '/plan');
    await expect(other.getByText('2 selected')).toBeVisible();
    await selectButton(page, first).click();
    await expect(page.getByText('1 selected')).toBeVisible();
    await expect(other.getByText('1 selected')).toBeVisible();

    await page.reload();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('0 selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  });

  test('sends the selection to the server as a household change', async ({ page }) => {
    await open(page, '/plan');
    const name = await cardName(page, 2);
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/household/ops') && r.method() === 'POST',
    );
    await selectButton(page, name).click();
    const request = await posted;
    expect(request.headers()['x-device-code']).toMatch(/^[0-9A-Z]{26}$/);
    const body = request.postDataJSON() as { ops: { n: number; op: { type: string } }[] };
    expect(body.ops.map(({ op }) => op.type)).toContain('select');
    const response = await request.response();
    expect(response?.status()).toBe(200);
  });

  test('quick time filters follow SPEC §5: 30m ≤ 30, 45m > 30 to 60, 60m+ > 60', async ({
    page,
  }) => {
    await openPlan(page);
    const minutesShown = async () =>
      (
        await cards(page)
          .locator('span', { hasText: /^\d+(m|h \d+m)$/ })
          .allTextContents()
      ).map((text) => {
        const match = /^(?:(\d+)h )?(\d+)m$/.exec(text)!;
        return Number(match[1] ?? 0) * 60 + Number(match[2]);
      });
    const all = await cards(page).count();
    for (const [chip, ok] of [
      ['30m', (m: number) => m <= 30],
      ['45m', (m: number) => m > 30 && m <= 60],
      ['60m+', (m: number) => m > 60],
    ] as const) {
      await page.getByRole('button', { name: chip, exact: true }).click();
      await expect(page.getByRole('button', { name: chip, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      const minutes = await minutesShown();
      expect(minutes.length).toBeGreaterThan(0);
      expect(minutes.length).toBeLessThan(all);
      for (const m of minutes) expect(ok(m), `${chip}: ${m}`).toBe(true);
    }
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards(page)).toHaveCount(all);
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('meal-type chips filter by category or tags, and the choice is kept', async ({ page }) => {
    await openPlan(page);
    const all = await cards(page).count();
    await page.getByRole('button', { name: 'Fish', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBeLessThan(all);
    const fish = await cards(page).count();
    expect(fish).toBeGreaterThanOrEqual(12);
    expect(fish).toBeLessThan(all);
    await expect(
      card(page, 'Teriyaki Salmon with Sesame Greens').or(
        cards(page)
          .filter({ hasText: /salmon/i })
          .first(),
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sweet', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(fish);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Fish', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('plateful:quickFilters')))!),
    ).toMatchObject({
      mealTypes: ['fish', 'sweet'],
    });
  });

  test('search waits 300 ms after typing, then matches name, ingredients or tags', async ({
    page,
  }) => {
    // The page's clock is ours: the debounce is checked to the millisecond, whatever the load.
    await page.clock.install();
    await page.goto('/plan');
    await page.clock.runFor(1500);
    await expect(heading(page, 'Plan')).toBeVisible();
    expect(await showEveryCard(page)).toBeGreaterThanOrEqual(48);
    const all = await cards(page).count();
    // In CI this click once waited on a frame for the test's whole ceiling (decision 0029).
    await tapWhenReady(page.getByRole('button', { name: 'Search recipes' }));
    const box = page.getByRole('searchbox', { name: 'Find recipe' });
    await expect(box).toBeVisible();
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await box.fill('halloumi');
    await settle(page);
    // The grid sits behind the popup (hidden from the accessibility tree), so count its items directly.
    const grid = page.locator('[aria-label="Recipes"] > li');
    await page.clock.runFor(299);
    expect(await grid.count()).toBe(all);
    await page.clock.runFor(2);
    await expect.poll(() => grid.count()).toBeLessThan(all);
    expect(await grid.count()).toBeGreaterThan(0);
    await box.fill('chickpeas');
    await settle(page);
    await page.clock.runFor(300);
    await expect.poll(() => grid.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(/clear search “chickpeas”/)).toBeVisible();
  });

  test('shuffles with a seed and keeps every recipe', async ({ page }) => {
    await openPlan(page);
    const before = await cards(page).getByRole('heading').allTextContents();
    await page.getByRole('button', { name: 'Shuffle' }).click();
    await expect
      .poll(async () => (await cards(page).getByRole('heading').allTextContents()).join('|'))
      .not.toBe(before.join('|'));
    const after = await cards(page).getByRole('heading').allTextContents();
    expect([...after].sort()).toEqual([...before].sort());
  });
});

test.describe('own recipes', () => {
  test('opens on My Recipes when an own recipe is unseen; NEW goes once its More is opened', async ({
    page,
  }) => {
    const account = newAccountCode();
    await useAccount(page, account);
    await createRecipe(page, account, {
      name: 'Granny’s Shepherd’s Pie',
      category: 'Meat',
      ingredients: ['500g lamb mince'],
    });
    await open(page, '/plan');
    await expect(page.getByRole('tab', { name: 'My Recipes (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Set up your account code')).toHaveCount(0);
    const mine = card(page, 'Granny’s Shepherd’s Pie');
    await expect(mine.getByText('NEW')).toBeVisible();
    await mine.getByRole('button', { name: /More about/ }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Granny’s Shepherd’s Pie' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/plan$/);
    await expect(mine.getByText('NEW')).toHaveCount(0);
    await page.reload();
    await expect(
      page
        .getByRole('tab', { name: "Chef's Pick (52)" })
        .or(page.getByRole('tab', { name: /Chef's Pick/ })),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test('adds a recipe with the form: grouped ingredients, steps, then it is listed', async ({
    page,
  }) => {
    const account = newAccountCode();
    await useAccount(page, account);
    await open(page, '/build/add');
    await page.getByLabel('Name').fill('Midweek Pesto Pasta');
    await page.getByLabel('Category').selectOption('Vegetarian');
    await page.getByLabel('Prep (minutes)').fill('5');
    await page.getByLabel('Cook (minutes)').fill('12');
    await page
      .getByLabel('Ingredients')
      .fill('For the pasta:\n300g penne\n\nFor the sauce:\n3 tbsp pesto\n50g parmesan');
    await page.getByLabel('Step 1', { exact: true }).fill('Boil the pasta.');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByLabel('Step 2', { exact: true }).fill('Stir through the pesto.');
    await page.getByRole('button', { name: 'Move step 2 up' }).click();
    await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue('Stir through the pesto.');
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByText('Recipe saved to My Recipes')).toBeVisible();
    await expect(page).toHaveURL(/\/plan$/);
    await page.getByRole('tab', { name: /My Recipes/ }).click();
    await card(page, 'Midweek Pesto Pasta')
      .getByRole('button', { name: /More about/ })
      .click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('heading', { name: 'For the sauce' })).toBeVisible();
    await expect(sheet.getByText('300g penne')).toBeVisible();
    await sheet.getByRole('tab', { name: 'Method' }).click();
    await expect(sheet.getByRole('listitem').first()).toContainText('Stir through the pesto.');
  });

  test('edits an own recipe from its detail and says so', async ({ page }) => {
    const account = newAccountCode();
    await useAccount(page, account);
    const id = await createRecipe(page, account, {
      name: 'Plain Toast',
      ingredients: ['2 slices bread'],
    });
    await open(page, `/recipe/${id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/recipe/${id}/edit\\?return=plan$`));
    await page.getByLabel('Name').fill('Buttered Toast');
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByText('Recipe updated successfully!')).toBeVisible();
    await expect(card(page, 'Buttered Toast')).toBeVisible();
  });

  test('needs an account code to save', async ({ page }) => {
    await open(page, '/build/add');
    await expect(
      page.getByText('No account code found. Add your code in Build to save recipes.'),
    ).toBeVisible();
    await page.getByLabel('Name').fill('Nope');
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'Account code required. Please create an account code in the Build section to save recipes.',
      }),
    ).toBeVisible();
  });
});

test.describe('delete and hide', () => {
  test('a failed delete puts the card back with its selection', async ({ page }) => {
    const account = newAccountCode();
    await useAccount(page, account);
    await createRecipe(page, account, { name: 'Doomed Dal' });
    await open(page, '/plan');
    await selectButton(page, 'Doomed Dal').click();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.route('**/api/user-recipes/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"ok":false,"error":"Database is having a nap"}',
          })
        : route.continue(),
    );
    await card(page, 'Doomed Dal')
      .getByRole('button', { name: /More about/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete Recipe' })).toContainText(
      'cannot be undone',
    );
    await page.getByRole('button', { name: 'Delete Recipe' }).click();
    await expect(page.getByText('Database is having a nap')).toBeVisible();
    await expect(card(page, 'Doomed Dal')).toBeVisible();
    await expect(page.getByText('1 selected')).toBeVisible();
  });

  test('deletes an own recipe for good', async ({ page }) => {
    const account = newAccountCode();
    await useAccount(page, account);
    await createRecipe(page, account, { name: 'Gone Gnocchi' });
    await open(page, '/plan');
    await card(page, 'Gone Gnocchi')
      .getByRole('button', { name: /More about/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete Recipe' }).click();
    await expect(page.getByText('Recipe deleted successfully!')).toBeVisible();
    await expect(card(page, 'Gone Gnocchi')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'My Recipes (0)' })).toBeVisible();
  });

  test("hides a Chef's Pick recipe on this device only, with SPEC's dialog", async ({ page }) => {
    await openPlan(page);
    // Just scrolled back to the top: the card's text may not be laid out yet (see above).
    const name = (await cards(page).nth(0).getByRole('heading').textContent()) ?? '';
    expect(name).not.toBe('');
    const before = await cards(page).count();
    await card(page, name)
      .getByRole('button', { name: /More about/ })
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('restore it later from Settings');
    await page.getByRole('button', { name: 'Hide Recipe' }).click();
    await expect(page.getByText('Recipe hidden')).toBeVisible();
    await expect(cards(page)).toHaveCount(before - 1);
    await expect(card(page, name)).toHaveCount(0);
  });
});

test.describe('detail sheet', () => {
  test('shows facts, ingredient groups, method, and empty states', async ({ page }) => {
    const account = newAccountCode();
    await useAccount(page, account);
    const id = await createRecipe(page, account, { name: 'Empty Shell' });
    await open(page, `/recipe/${id}`);
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('No ingredients provided.')).toBeVisible();
    await sheet.getByRole('tab', { name: 'Method' }).click();
    await expect(sheet.getByText('No method provided.')).toBeVisible();
    await expect(sheet.getByText('Serves')).toBeVisible();
  });

  test('closes when pulled down more than 80 px', async ({ page }) => {
    await open(page, '/recipe/cp-lemon-garlic-chicken-traybake');
    const handle = page.getByRole('dialog');
    await expect(
      handle.getByRole('heading', { name: 'Lemon & Garlic Chicken Traybake' }),
    ).toBeVisible();
    await settled(handle);
    const box = (await handle.boundingBox())!;
    await swipe(page, { x: box.x + box.width / 2, y: box.y + 12 }, 0, 160);
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('rates a recipe that is not shared on this device', async ({ page }) => {
    // A recipe of its own: any factory recipe may have been given a share code by another test.
    const account = newAccountCode();
    await useAccount(page, account);
    const id = await createRecipe(page, account, {
      name: 'Never Shared Flapjacks',
      ingredients: ['250g porridge oats'],
    });
    await open(page, `/recipe/${id}`);
    await page.getByRole('button', { name: 'Rate 4 stars' }).click();
    await expect(page.getByText('Rating saved')).toBeVisible();
    await expect(page.getByText('You rated 4 stars.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), `plateful:rating_${id}`)).toBe(
      '4',
    );
  });
});

test.describe('sharing a recipe', () => {
  test('asks for an account code first', async ({ page }) => {
    await open(page, '/plan');
    await cards(page)
      .first()
      .getByRole('button', { name: /^Share / })
      .click();
    await expect(page.getByText('Account code required')).toBeVisible();
    await expect(
      page.getByText('Please generate your account code in Build to start sharing recipes'),
    ).toBeVisible();
  });

  test('uses the native share sheet with name, tagline, code and link', async ({ page }) => {
    await useAccount(page, newAccountCode());
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      navigator.share = async (data) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
      };
    });
    await open(page, '/plan');
    const name = await cardName(page, 0);
    await cards(page)
      .first()
      .getByRole('button', { name: /^Share / })
      .click();
    await expect(page.getByText('Recipe shared!')).toBeVisible();
    const [data] = (await page.evaluate(
      () => (window as unknown as { shared: ShareData[] }).shared,
    )) as ShareData[];
    expect(data!.title).toBe('Recipe from Plateful');
    const [line1, line2, line3, link] = data!.text!.split('\n');
    expect(line1).toBe(name);
    expect(line2).toBe('Weekly shop, sorted in minutes');
    expect(line3).toMatch(/^Share code: [A-Z0-9]{8}$/);
    expect(link).toMatch(/\/r\/[A-Z0-9]{8}$/);
  });

  test('falls back to the clipboard, and a cancelled share says nothing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useAccount(page, newAccountCode());
    await page.addInitScript(() => {
      // @ts-expect-error: a browser without the Web Share API.
      delete Navigator.prototype.share;
    });
    await open(page, '/plan');
    await cards(page)
      .first()
      .getByRole('button', { name: /^Share / })
      .click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /Weekly shop, sorted in minutes[\s\S]*\/r\/[A-Z0-9]{8}/,
    );
  });
});
