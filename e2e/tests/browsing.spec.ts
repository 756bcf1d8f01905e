/**
 * Browsing that fits the screen (issue 17), at the two sizes the issue was found at: a phone
 * (412×823) shows a grid of compact cards with at least four recipes on its first screen under
 * the filters, large cards are a remembered choice; a desktop (1280×800) has several columns, no
 * pager dots, the recipe sheet as a side panel, and the Shop tab's aisles in columns. The skip link
 * comes first at both sizes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { open, quietInstallPrompt, seedSelection, showEveryCard } from '../support/app.ts';

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeEach(async ({ page }) => {
  await quietInstallPrompt(page);
});

const cards = (page: Page) => page.getByRole('list', { name: 'Recipes' }).locator(':scope > li');

declare global {
  interface Window {
    escapePressed?: boolean;
  }
}

/**
 * Holds the recipe sheet's code back (a slow phone's connection), so its frame shows first; the
 * returned function lets it through.
 */
async function holdBackSheetCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/recipe-detail-sheet-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Presses Escape (a keydown at the focused element, as a key does) in the page the moment the
 * recipe's dialog is in the document: its `frame` (busy) or its whole `sheet`. The press comes in
 * the microtask after React's commit, before the page paints and before React's effects after the
 * paint run: what a person who presses Escape as the sheet appears can hit. `window.escapePressed`
 * says it was pressed.
 */
async function escapeWhenShown(page: Page, shown: 'frame' | 'sheet'): Promise<void> {
  await page.evaluate((wanted) => {
    window.escapePressed = false;
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog || (dialog.getAttribute('aria-busy') === 'true') !== (wanted === 'frame')) return;
      observer.disconnect();
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'Escape',
          code: 'Escape',
          bubbles: true,
          cancelable: true,
        }),
      );
      window.escapePressed = true;
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  }, shown);
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/**
 * After an Escape on the recipe's sheet: the page is back on /plan, the sheet is gone, and the
 * history grew by `grew` entries since `before` (2: the open's and the close's; 1: the close's
 * alone, when `before` was taken with the sheet open). An Escape lost leaves the page on the
 * recipe; one that closes twice puts /plan in the history twice (one more Back to leave Plan).
 */
async function expectClosedOnce(
  page: Page,
  sheet: Locator,
  before: number,
  grew: 1 | 2,
): Promise<void> {
  await expect(page).toHaveURL(/\/plan$/);
  await expect(sheet).toBeHidden();
  expect(await historyLength(page), 'entries the open and the close added').toBe(before + grew);
}

/** The left edges of the first `count` cards, rounded, without repeats: one per column. */
async function columnsOf(page: Page, count: number): Promise<number[]> {
  const lefts: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const box = await cards(page).nth(index).boundingBox();
    if (box) lefts.push(Math.round(box.x));
  }
  return [...new Set(lefts)];
}

/** How many cards are at least partly on the first screen, below the source tabs. */
async function cardsOnFirstScreen(page: Page): Promise<number> {
  const tabs = await page.getByRole('tablist', { name: 'Recipe source' }).boundingBox();
  const height = page.viewportSize()!.height;
  let seen = 0;
  const total = await cards(page).count();
  for (let index = 0; index < Math.min(total, 12); index += 1) {
    const box = await cards(page).nth(index).boundingBox();
    if (box && box.y >= tabs!.y + tabs!.height && box.y < height) seen += 1;
  }
  return seen;
}

test.describe('on a phone (412×823)', () => {
  test.use({ viewport: PHONE });

  test('two compact cards to a row: at least four recipes on the first screen', async ({
    page,
  }) => {
    await open(page, '/plan');
    await expect(cards(page).first()).toBeVisible();
    // A new visitor sees the account banner too: still four cards under the filters.
    await expect(page.getByText('Set up your account code')).toBeVisible();
    expect(await columnsOf(page, 4)).toHaveLength(2);
    expect(await cardsOnFirstScreen(page)).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('navigation', { name: 'Tab dots' })).toBeVisible();
    // Below the fold, pictures wait until scrolled near.
    await expect(cards(page).nth(8).locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('cards far below are rendered only when the list is scrolled towards them', async ({
    page,
  }) => {
    await open(page, '/plan');
    await expect(cards(page).nth(8)).toBeAttached();
    const size = Number(await cards(page).first().getAttribute('aria-setsize'));
    expect(size).toBeGreaterThanOrEqual(48);
    // About two screens of cards wait for the reader, not the whole list.
    await page.waitForTimeout(1000);
    const before = await cards(page).count();
    expect(before).toBeLessThanOrEqual(24);
    // Each card says where it is in the whole list, for a screen reader.
    await expect(cards(page).nth(2)).toHaveAttribute('aria-posinset', '3');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    expect(await showEveryCard(page)).toBe(size);
  });

  test('large cards are a choice the device remembers', async ({ page }) => {
    await open(page, '/plan');
    const toggle = page.getByRole('button', { name: 'Large cards' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await columnsOf(page, 3)).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Large cards' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page).first()).toBeVisible();
    expect(await columnsOf(page, 3)).toHaveLength(1);
    await page.getByRole('button', { name: 'Large cards' }).click();
    expect(await columnsOf(page, 4)).toHaveLength(2);
  });

  test('a two-line title shows two lines and nothing of a third', async ({ page }) => {
    await open(page, '/plan');
    const title = cards(page).first().getByRole('heading');
    const { clientHeight, scrollHeight, lineHeight } = await title.evaluate((element) => ({
      clientHeight: element.clientHeight,
      scrollHeight: element.scrollHeight,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(clientHeight).toBeLessThanOrEqual(2 * lineHeight + 0.5);
    expect(scrollHeight).toBeGreaterThanOrEqual(clientHeight);
  });

  test("a tap on More shows the recipe's sheet at once, before the sheet's code is here", async ({
    page,
  }, testInfo) => {
    // The sheet's code is held back until its frame has been seen: a slow phone's connection.
    const release = await holdBackSheetCode(page);
    await open(page, '/plan');
    const more = page.getByRole('button', { name: /^More about/ }).first();
    const title = (await more.getAttribute('aria-label'))!.replace(/^More about /, '');
    await more.click();
    const sheet = page.getByRole('dialog', { name: title });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('aria-busy', 'true');
    await expect(sheet).toHaveAttribute('data-layout', 'bottom-sheet');
    await page.screenshot({ path: testInfo.outputPath('sheet-loading.png') });
    release();
    // The sheet takes the frame's place: the same dialog, now whole.
    await expect(sheet).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await expect(sheet).toHaveAttribute('data-layout', 'bottom-sheet');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/plan$/);
  });

  test("Escape closes the recipe's sheet the moment it shows, frame or sheet, and once", async ({
    page,
  }) => {
    // The sheet's code is held back, so its frame shows first (as on a slow phone).
    const release = await holdBackSheetCode(page);
    await open(page, '/plan');
    const more = page.getByRole('button', { name: /^More about/ }).first();
    const title = (await more.getAttribute('aria-label'))!.replace(/^More about /, '');
    const sheet = page.getByRole('dialog', { name: title });

    // Escape in the task that drew the frame, before React's effects after the paint: a person
    // pressing Escape as the sheet appears. It was lost; the sheet stayed open.
    await escapeWhenShown(page, 'frame');
    let before = await historyLength(page);
    await more.click();
    await expect.poll(() => page.evaluate(() => window.escapePressed)).toBe(true);
    await expectClosedOnce(page, sheet, before, 2);

    // A key pressed as soon as the frame's title shows.
    before = await historyLength(page);
    await more.click();
    await expect(sheet.getByRole('heading', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectClosedOnce(page, sheet, before, 2);

    // Escape in the task where the sheet takes the frame's place (the open is in the history
    // before the press is set up).
    await more.click();
    await expect(sheet).toHaveAttribute('aria-busy', 'true');
    await escapeWhenShown(page, 'sheet');
    before = await historyLength(page);
    release();
    await expect
      .poll(() => page.evaluate(() => window.escapePressed), { timeout: 30_000 })
      .toBe(true);
    await expectClosedOnce(page, sheet, before, 1);

    // The sheet with its code here (no frame): Escape in the task that drew it.
    await escapeWhenShown(page, 'sheet');
    before = await historyLength(page);
    await more.click();
    await expect.poll(() => page.evaluate(() => window.escapePressed)).toBe(true);
    await expectClosedOnce(page, sheet, before, 2);
  });

  test("Escape in the sheet's Plan dialog closes that dialog, not the sheet", async ({ page }) => {
    await open(page, '/recipe/cp-lemon-garlic-chicken-traybake');
    const sheet = page.getByRole('dialog', { name: 'Lemon & Garlic Chicken Traybake' });
    await expect(sheet).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await sheet.getByRole('button', { name: 'Plan', exact: true }).click();
    const plan = page.getByRole('dialog', { name: 'Plan this recipe' });
    await expect(plan).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(plan).toBeHidden();
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/recipe\/cp-lemon-garlic-chicken-traybake$/);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/plan$/);
  });

  test('opening and closing a recipe keeps the Plan screen: its filter, scroll and cards, nothing fetched', async ({
    page,
  }) => {
    await open(page, '/plan');
    const veggie = page
      .getByRole('group', { name: 'Quick filters' })
      .getByRole('button', { name: 'Veggie', exact: true });
    await veggie.click();
    await expect(veggie).toHaveAttribute('aria-pressed', 'true');
    // Down the list: the More of the seventh card, in the middle of the screen.
    const card = cards(page).nth(6);
    await card.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrollY = await page.evaluate(() => window.scrollY);
    // The list's element, remembered: a Plan mounted again would draw a new one.
    await page.evaluate(() => {
      (window as { planList?: Element | null }).planList =
        document.querySelector('[aria-label="Recipes"]');
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/recipes') fetched.push(request.url());
    });

    const more = card.getByRole('button', { name: /^More about/ });
    const title = (await more.getAttribute('aria-label'))!.replace(/^More about /, '');
    await more.click();
    const sheet = page.getByRole('dialog', { name: title });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/recipe\//);
    await expect(sheet).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/plan$/);

    expect(
      await page.evaluate(
        () =>
          (window as { planList?: Element | null }).planList ===
          document.querySelector('[aria-label="Recipes"]'),
      ),
      'the same Plan screen, not one mounted again',
    ).toBe(true);
    await expect(veggie).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(more).toBeInViewport();
    expect(fetched, 'the recipe list is not fetched again').toEqual([]);
  });

  test('the recipe sheet is a bottom sheet with its handle', async ({ page }) => {
    await open(page, '/recipe/cp-lemon-garlic-chicken-traybake');
    const sheet = page.getByRole('dialog');
    await expect(sheet).toHaveAttribute('data-layout', 'bottom-sheet');
  });
});

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false });

  test('several columns of recipes and no pager dots', async ({ page }) => {
    await open(page, '/plan');
    await expect(cards(page).first()).toBeVisible();
    expect((await columnsOf(page, 8)).length).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('navigation', { name: 'Tab dots' })).toBeHidden();
    const main = await page.locator('main').boundingBox();
    expect(main!.width).toBeGreaterThan(1100);
  });

  test('the recipe sheet is a side panel, not a bottom sheet', async ({ page }) => {
    await open(page, '/plan');
    await page
      .getByRole('button', { name: /^More about/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toHaveAttribute('data-layout', 'side-panel');
    // Measured in one poll: the frame gives way to the loaded sheet, and a box read between two
    // polls may be the frame's or none at all while the swap is under way.
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return box
          ? {
              right: Math.round(box.x + box.width),
              narrow: box.width < DESKTOP.width / 2,
              tall: box.height > DESKTOP.height - 2,
            }
          : null;
      })
      .toEqual({ right: DESKTOP.width, narrow: true, tall: true });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/plan$/);
  });

  test("the Shop tab's aisles go in columns beside the actions", async ({ page }) => {
    await seedSelection(page, ['cp-lemon-garlic-chicken-traybake', 'cp-golden-syrup-flapjacks']);
    await open(page, '/shop');
    const aisles = page.getByLabel('Shopping list').locator(':scope > section');
    await expect(aisles.first()).toBeVisible();
    const lefts = new Set<number>();
    for (let index = 0; index < (await aisles.count()); index += 1) {
      const box = await aisles.nth(index).boundingBox();
      if (box) lefts.add(Math.round(box.x));
    }
    expect(lefts.size).toBeGreaterThanOrEqual(2);
    const actions = await page.getByRole('region', { name: 'Shopping actions' }).boundingBox();
    const firstAisle = await aisles.first().boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(firstAisle!.x);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the skip link comes first and moves past the header (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '/plan');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is on the screen itself, not the header's tabs.
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });
}

test('the focus ring is not the selected ring', async ({ page }) => {
  await open(page, '/plan');
  const card = page.getByRole('button', { name: /^Select / }).first();
  await card.focus();
  await page.keyboard.press('Enter');
  const focus = await page
    .getByRole('button', { name: /^Deselect / })
    .first()
    .evaluate((element) => getComputedStyle(element).outlineColor);
  const selected = await page
    .getByRole('button', { name: /^Deselect / })
    .first()
    .evaluate((element) =>
      getComputedStyle(element.closest('article')!).getPropertyValue('--tw-ring-color'),
    );
  expect(focus).not.toBe('');
  expect(focus).not.toBe(selected);
  expect(focus).toBe('rgb(31, 95, 209)');
});
