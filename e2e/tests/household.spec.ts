/**
 * The household's list (issue 14) as a household uses it: two phones on one account code see each
 * other's ticks, selection, own items and settings without a reload; a phone in a shop with no
 * signal ticks items, reloads, and still has them, and the other phone gets them once it is back.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  newAccountCode,
  noSignal,
  open,
  quietInstallPrompt,
  seedSelection,
  showEveryCard,
  underServiceWorker,
} from '../support/app.ts';
import { LIVE_MS, phone, selectForAccount, twoPhones } from '../support/household.ts';
import { tapWhenReady } from '../support/page-state.ts';
import { startNetworkCut } from '../support/network-cut.ts';

const FLAPJACKS = 'cp-golden-syrup-flapjacks';
const ETON_MESS = 'cp-strawberry-eton-mess';
const item = (page: Page, name: string) =>
  page.getByTestId('shopping-item').filter({ has: page.getByText(name, { exact: true }) });

/** Selects a recipe the way a user does: tapping its card on Plan. */
async function selectOnPlan(page: Page, name: string): Promise<void> {
  await open(page, '/plan');
  await showEveryCard(page);
  await tapWhenReady(page.getByRole('button', { name: `Select ${name}`, exact: true }));
  await expect(page.getByRole('button', { name: `Deselect ${name}`, exact: true })).toBeVisible();
}

test.describe('two phones on one account code', () => {
  test('ticks, own items and the selection reach the other phone without a reload', async ({
    browser,
  }) => {
    const { account, a, b } = await twoPhones(browser);

    // Phone A selects through the API's SPEC call; both open Shop.
    await selectForAccount(a.page, account, [FLAPJACKS]);
    await open(a.page, '/shop');
    await open(b.page, '/shop');
    // The account's selection reaches each phone through its household: a change like any other.
    await expect(item(a.page, 'Porridge Oats')).toBeVisible({ timeout: LIVE_MS });
    await expect(item(b.page, 'Porridge Oats')).toBeVisible({ timeout: LIVE_MS });

    // A tick on A shows on B.
    await item(a.page, 'Porridge Oats').locator('label').click();
    await expect(item(b.page, 'Porridge Oats')).toHaveAttribute('data-checked', 'true', {
      timeout: LIVE_MS,
    });

    // An own item added on B shows on A, in its aisle.
    await b.page.getByRole('combobox', { name: 'Add an item' }).fill('2 pints milk');
    await b.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      a.page.getByTestId('category-dairy_and_eggs').getByText('Milk', { exact: true }),
    ).toBeVisible({ timeout: LIVE_MS });

    // B selects another recipe from Plan; A's list grows without a reload. While A fetches the
    // new recipe (held here until checked), A's list stays on screen rather than "Loading".
    let fetching = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await a.page.route('**/api/recipes/by-ids', async (route) => {
      fetching = true;
      await held;
      await route.continue();
    });
    await selectOnPlan(b.page, 'Strawberry Eton Mess');
    await expect.poll(() => fetching, { timeout: LIVE_MS }).toBe(true);
    await expect(item(a.page, 'Porridge Oats')).toBeVisible();
    await expect(a.page.getByText('Loading shopping list...')).toHaveCount(0);
    release();
    await expect(item(a.page, 'Strawberries')).toBeVisible({ timeout: LIVE_MS });
    await a.page.unroute('**/api/recipes/by-ids');

    // A unticks; B, back on Shop (through the tab, no reload), sees it.
    await b.page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await expect(item(b.page, 'Porridge Oats')).toHaveAttribute('data-checked', 'true');
    await item(a.page, 'Porridge Oats').locator('label').click();
    await expect(item(b.page, 'Porridge Oats')).toHaveAttribute('data-checked', 'false', {
      timeout: LIVE_MS,
    });
    await a.context.close();
    await b.context.close();
  });

  test('household size set on one phone changes the amounts on the other', async ({ browser }) => {
    const { account, a, b } = await twoPhones(browser);
    await selectForAccount(a.page, account, [ETON_MESS]);
    await open(b.page, '/shop');
    await expect(item(b.page, 'Strawberries')).toContainText('400 g', { timeout: LIVE_MS });

    await open(a.page, '/build/settings');
    await a.page.getByRole('combobox', { name: 'Household size' }).selectOption('2');
    // The recipe serves 4: for 2 people, half the strawberries.
    await expect(item(b.page, 'Strawberries')).toContainText('200 g', { timeout: LIVE_MS });
    await a.context.close();
    await b.context.close();
  });
});

test.describe('in a shop with no signal', () => {
  test('a tick made offline stays through a reload and reaches the other phone once back online', async ({
    browser,
  }) => {
    const account = newAccountCode();
    // Phone A's whole network, its service worker's included, goes through a line the test cuts.
    const network = await startNetworkCut();
    const a = await phone(browser, account, { serviceWorkers: 'allow', network });
    const b = await phone(browser, account);
    await selectForAccount(a.page, account, [FLAPJACKS]);

    // One visit with the service worker in control, so the app opens offline.
    await open(a.page, '/shop');
    await underServiceWorker(a.page);
    await expect(item(a.page, 'Golden Syrup')).toBeVisible();

    await noSignal(a.context, true, network);
    await item(a.page, 'Golden Syrup').locator('label').click();
    await a.page.getByRole('combobox', { name: 'Add an item' }).fill('loo roll');
    await a.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(item(a.page, 'Golden Syrup')).toHaveAttribute('data-checked', 'true');
    await expect(a.page.getByText("Couldn't save that change")).toHaveCount(0);
    await expect(a.page.getByText(/waiting to sync/)).toBeVisible();

    await a.page.reload();
    await expect(item(a.page, 'Golden Syrup')).toHaveAttribute('data-checked', 'true');
    await expect(item(a.page, 'Loo Roll')).toBeVisible();

    // The other phone has seen nothing yet.
    await open(b.page, '/shop');
    await expect(item(b.page, 'Golden Syrup')).toHaveAttribute('data-checked', 'false');

    await noSignal(a.context, false, network);
    await expect(item(b.page, 'Golden Syrup')).toHaveAttribute('data-checked', 'true', {
      timeout: 10_000,
    });
    await expect(item(b.page, 'Loo Roll')).toBeVisible();
    await expect(a.page.getByText(/waiting to sync/)).toHaveCount(0);
    await a.context.close();
    await b.context.close();
    await network.close();
  });
});

test.describe('own items and big actions', () => {
  test.use({ serviceWorkers: 'block' });

  test('an own item is edited, removed and put back with Undo', async ({ page }) => {
    await quietInstallPrompt(page);
    await open(page, '/shop');
    await page.getByRole('combobox', { name: 'Add an item' }).fill('bin bags');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(item(page, 'Bin Bags')).toBeVisible();
    await expect(item(page, 'Bin Bags')).toContainText('Added by you');

    await page.getByRole('button', { name: 'Edit Bin Bags' }).click();
    await page.getByRole('textbox', { name: 'Item' }).fill('6 eggs');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('category-dairy_and_eggs')).toContainText('Eggs');
    await expect(item(page, 'Bin Bags')).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove Eggs' }).click();
    await expect(page.getByTestId('shopping-item')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(item(page, 'Eggs')).toBeVisible();
  });

  test('Clear All and Regenerate can be undone', async ({ page }) => {
    await quietInstallPrompt(page);
    await seedSelection(page, [FLAPJACKS, ETON_MESS]);
    await open(page, '/shop');
    await item(page, 'Porridge Oats').locator('label').click();
    await expect(item(page, 'Porridge Oats')).toHaveAttribute('data-checked', 'true');

    // Each toast's own Undo: the tick above may show one too ("Kept … in your pantry").
    const undoIn = (text: string) =>
      page.getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: 'Undo' });
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(item(page, 'Porridge Oats')).toHaveAttribute('data-checked', 'false');
    await undoIn('Ticks cleared').click();
    await expect(item(page, 'Porridge Oats')).toHaveAttribute('data-checked', 'true');
    // Undo closes its toast (it slides out for a moment before it is gone).
    await expect(undoIn('Ticks cleared')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('No recipes selected')).toBeVisible();
    await undoIn('Selection cleared').click();
    await expect(page.getByText('2 selected')).toBeVisible();
    await expect(item(page, 'Porridge Oats')).toHaveAttribute('data-checked', 'true');
  });

  test('with "Move ticked items down", a ticked item sinks to the bottom of its aisle', async ({
    page,
  }) => {
    await quietInstallPrompt(page);
    await seedSelection(page, [ETON_MESS]);
    await open(page, '/shop');
    const dairy = page.getByTestId('category-dairy_and_eggs').getByTestId('item-name');
    // Wait for the list itself: the aisle shows once the recipes are read.
    await expect.poll(() => dairy.count()).toBeGreaterThan(1);
    const before = await dairy.allTextContents();
    await page.getByLabel('Move ticked items down').check();
    await item(page, before[0]!).locator('label').click();
    await expect(dairy.last()).toHaveText(before[0]!);
    await page.getByLabel('Move ticked items down').uncheck();
    await expect(dairy.first()).toHaveText(before[0]!);
  });
});

test.describe('the household walks its own shop', () => {
  test.use({ serviceWorkers: 'block' });

  test('an item moved to another aisle stays there, and the aisles follow the household order', async ({
    page,
  }) => {
    await quietInstallPrompt(page);
    await seedSelection(page, [ETON_MESS]);
    await open(page, '/shop');
    await page.getByRole('button', { name: 'Move Strawberries to another aisle' }).click();
    await page.getByRole('radio', { name: 'Frozen' }).click();
    await expect(page.getByTestId('category-frozen')).toContainText('Strawberries');
    await page.reload();
    await expect(page.getByTestId('category-frozen')).toContainText('Strawberries');

    await open(page, '/build/settings');
    const aisles = page.getByRole('list', { name: 'Aisles in shop order' });
    // By keyboard: the focus stays on the aisle as it moves up, one place per Enter.
    const up = page.getByRole('button', { name: 'Move Frozen up' });
    await up.focus();
    for (const place of [11, 10]) {
      await page.keyboard.press('Enter');
      await expect(aisles.getByRole('listitem').nth(place - 1)).toContainText('Frozen');
      await expect(up).toBeFocused();
    }
    // And by tapping, to the top.
    for (let place = 9; place >= 1; place -= 1) {
      await up.click();
      await expect(aisles.getByRole('listitem').nth(place - 1)).toContainText('Frozen');
    }

    await page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await expect(page.getByLabel('Shopping list').getByRole('heading').first()).toHaveText(
      'Frozen',
    );
  });
});

test.describe('each supermarket has its own aisle order (issue 15)', () => {
  test.use({ serviceWorkers: 'block' });

  /** The list's aisles on Shop, top to bottom. */
  const shopAisles = async (page: Page) => {
    await open(page, '/shop');
    const headings = page.getByLabel('Shopping list').getByRole('heading');
    await expect.poll(() => headings.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    return headings.allTextContents();
  };

  /** Chooses the basket service on Settings, and that shop's aisle order to change. */
  async function chooseShop(page: Page, name: string): Promise<void> {
    await open(page, '/build/settings');
    await page.getByRole('radio', { name }).check();
    await page.getByLabel('Order for').selectOption(name.toLowerCase());
    await expect(page.getByRole('list', { name: `Aisles in ${name} order` })).toBeVisible();
  }

  /** Moves an aisle to the top of the list on screen, by keyboard (Enter on its Move up). */
  async function moveToTop(page: Page, listName: string, aisle: string): Promise<void> {
    const aisles = page.getByRole('list', { name: listName });
    const labels = await aisles.getByRole('listitem').allTextContents();
    const place = labels.findIndex((text) => text.includes(aisle));
    expect(place).toBeGreaterThan(0);
    const up = aisles.getByRole('button', { name: `Move ${aisle} up` });
    await up.focus();
    for (let to = place - 1; to >= 0; to -= 1) {
      await page.keyboard.press('Enter');
      await expect(aisles.getByRole('listitem').nth(to)).toContainText(aisle);
    }
  }

  test('Tesco and Asda keep two orders, on both phones; a shop without one follows the household', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { account, a, b } = await twoPhones(browser);
    await selectForAccount(a.page, account, [ETON_MESS, FLAPJACKS]);
    const usual = await shopAisles(a.page);
    const [first, second, third] = usual;

    // Phone A orders Tesco with the second aisle first.
    await chooseShop(a.page, 'Tesco');
    await expect(a.page.getByText('Tesco follows the household order')).toBeVisible();
    await moveToTop(a.page, 'Aisles in Tesco order', second!);
    await expect(a.page.getByLabel('Order for')).toHaveValue('tesco');
    await expect.poll(async () => (await shopAisles(a.page))[0]).toBe(second);

    // Asda, with the third aisle first.
    await chooseShop(a.page, 'Asda');
    await moveToTop(a.page, 'Aisles in Asda order', third!);
    await expect.poll(async () => (await shopAisles(a.page))[0]).toBe(third);

    // Back to Tesco: its own order is still there.
    await chooseShop(a.page, 'Tesco');
    await expect(
      a.page.getByRole('list', { name: 'Aisles in Tesco order' }).getByRole('listitem').first(),
    ).toContainText(second!);
    await expect.poll(async () => (await shopAisles(a.page))[0]).toBe(second);

    // Phone B, on the same account code, walks Tesco the same way; Waitrose has no order of its
    // own, so it follows the household's (the usual one here).
    await expect.poll(async () => (await shopAisles(b.page))[0], { timeout: 30_000 }).toBe(second);
    await chooseShop(b.page, 'Waitrose');
    await expect(b.page.getByText('Waitrose follows the household order')).toBeVisible();
    await expect.poll(async () => (await shopAisles(b.page))[0]).toBe(first);

    // Asda's order went back to the household's on B: A's Asda list follows it.
    await chooseShop(b.page, 'Asda');
    await b.page.getByRole('button', { name: 'Use the household order for Asda' }).click();
    await expect(b.page.getByText('Asda follows the household order')).toBeVisible();
    await chooseShop(a.page, 'Asda');
    await expect.poll(async () => (await shopAisles(a.page))[0], { timeout: 30_000 }).toBe(first);

    await a.context.close();
    await b.context.close();
  });
});
