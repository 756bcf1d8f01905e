/**
 * The pantry (issue 29) as a household uses it: a tick on a row that buys more than the recipes
 * need keeps the rest; "I have it" on one phone shrinks the other phone's list; a pantry changed
 * with no signal stays through a reload and reaches the other phone once back online.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  newAccountCode,
  noSignal,
  open,
  quietInstallPrompt,
  seedSelection,
  underServiceWorker,
} from '../support/app.ts';
import { LIVE_MS, phone, selectForAccount, twoPhones } from '../support/household.ts';
import { startNetworkCut } from '../support/network-cut.ts';

/** ½ cucumber (the list's 0.5 Cucumber, buy 1), 150 g Greek yogurt (buy a 500 g pot), 500 g lamb mince. */
const KOFTA = 'cp-lamb-kofta-flatbreads-with-minty-yogurt';
const item = (page: Page, name: string) =>
  page.getByTestId('shopping-item').filter({ has: page.getByText(name, { exact: true }) });

async function openPantry(page: Page) {
  await page.getByRole('button', { name: /^Pantry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pantry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closePantry(page: Page) {
  await page.getByRole('dialog', { name: 'Pantry' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Pantry' })).toBeHidden();
}

test.describe('the pantry on the Shop tab', () => {
  test.use({ serviceWorkers: 'block' });

  test('a tick on a row that buys more than the recipe needs keeps the rest; un-ticking takes it back', async ({
    page,
  }) => {
    await quietInstallPrompt(page);
    await seedSelection(page, [KOFTA]);
    await open(page, '/shop');
    const cucumber = item(page, 'Cucumber');
    await expect(cucumber).toBeVisible();

    // The rest is worked out with the food model, which loads after the list is on screen.
    const dialog = await openPantry(page);
    await expect(dialog.getByTestId('leftover').filter({ hasText: '½ cucumber' })).toBeVisible();
    // Perishables first: yogurt and cucumber before the jars of spice.
    const leftovers = await dialog.getByTestId('leftover').allTextContents();
    expect(leftovers.findIndex((text) => text.includes('cucumber'))).toBeLessThan(
      leftovers.findIndex((text) => text.includes('jar')),
    );
    await closePantry(page);

    await cucumber.locator('label').click();
    await expect(cucumber).toHaveAttribute('data-checked', 'true');
    await expect(page.getByText('Kept ½ cucumber in your pantry')).toBeVisible();
    let pantry = await openPantry(page);
    await expect(pantry.getByTestId('pantry-text')).toHaveText(['½ cucumber']);
    await closePantry(page);

    // The keeping undone: the tick stays, the pantry is empty.
    await page.getByRole('button', { name: 'Undo' }).click();
    pantry = await openPantry(page);
    await expect(pantry.getByTestId('pantry-item')).toHaveCount(0);
    await closePantry(page);
    await expect(cucumber).toHaveAttribute('data-checked', 'true');

    // Un-ticked and ticked again: kept again; un-ticking takes out what the tick kept.
    await cucumber.locator('label').click();
    await expect(cucumber).toHaveAttribute('data-checked', 'false');
    await cucumber.locator('label').click();
    await expect(cucumber).toHaveAttribute('data-checked', 'true');
    pantry = await openPantry(page);
    await expect(pantry.getByTestId('pantry-text')).toHaveText(['½ cucumber']);
    await closePantry(page);
    await cucumber.locator('label').click();
    await expect(cucumber).toHaveAttribute('data-checked', 'false');
    pantry = await openPantry(page);
    await expect(pantry.getByTestId('pantry-item')).toHaveCount(0);
  });

  test('typed amounts reduce the list, a bad line is refused, and things are edited, used up and put back', async ({
    page,
  }) => {
    await quietInstallPrompt(page);
    await seedSelection(page, [KOFTA]);
    await open(page, '/shop');
    await expect(item(page, 'Lamb Mince')).toContainText('500 g');

    const pantry = await openPantry(page);
    const field = pantry.getByRole('textbox', { name: 'What you have' });
    await field.fill('-200 g lamb mince');
    await pantry.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pantry.getByRole('alert')).toHaveText('An amount can’t be negative.');
    await expect(pantry.getByTestId('pantry-item')).toHaveCount(0);
    // Zero and a number in exponent form are refused too, and the typed line stays to fix.
    await field.fill('0 g lamb mince');
    await pantry.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pantry.getByRole('alert')).toHaveText(
      'An amount can’t be zero: type how much you have.',
    );
    await field.fill('1e400 g lamb mince');
    await pantry.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pantry.getByRole('alert')).toHaveText(
      'Write the amount as a plain number, such as "500 g".',
    );
    await expect(field).toHaveValue('1e400 g lamb mince');
    await expect(pantry.getByTestId('pantry-item')).toHaveCount(0);

    await field.fill('200 g lamb mince');
    await pantry.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pantry.getByTestId('pantry-text')).toHaveText(['200 g lamb mince']);
    await closePantry(page);
    await expect(item(page, 'Lamb Mince')).toContainText('300 g');
    await expect(item(page, 'Lamb Mince')).toContainText('you have 200 g');

    // Edited to all the recipe needs: the row moves to "In your cupboard".
    await openPantry(page);
    await pantry.getByRole('button', { name: 'Edit 200 g lamb mince' }).click();
    await pantry.getByRole('textbox', { name: 'What you have' }).last().fill('500 g lamb mince');
    await pantry.getByRole('button', { name: 'Save' }).click();
    await expect(pantry.getByTestId('pantry-text')).toHaveText(['500 g lamb mince']);
    await closePantry(page);
    await expect(item(page, 'Lamb Mince')).toHaveCount(0);
    await expect(page.getByTestId('in-your-cupboard')).toContainText('Lamb Mince');
    await expect(page.getByTestId('in-your-cupboard')).toContainText('you have 500 g');

    // Used up, then put back with Undo.
    await openPantry(page);
    await pantry.getByRole('button', { name: 'Used up 500 g lamb mince' }).click();
    await expect(pantry.getByTestId('pantry-item')).toHaveCount(0);
    // The dialog says so itself (the page's toasts are inert behind a modal dialog).
    await expect(pantry.getByRole('status')).toContainText('500 g lamb mince: used up');
    await pantry.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(pantry.getByTestId('pantry-text')).toHaveText(['500 g lamb mince']);
  });

  test('a line whose amount is each of several things takes that amount off each of them', async ({
    page,
  }) => {
    await quietInstallPrompt(page);
    await seedSelection(page, [KOFTA]);
    await open(page, '/shop');
    await expect(item(page, 'Lamb Mince')).toContainText('500 g');

    const pantry = await openPantry(page);
    await pantry
      .getByRole('textbox', { name: 'What you have' })
      .fill('150 g each greek yogurt and lamb mince');
    await pantry.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pantry.getByTestId('pantry-text')).toHaveText([
      '150 g each greek yogurt and lamb mince',
    ]);
    await closePantry(page);
    // 150 g of each: all the yogurt the recipe needs, and 150 g of its 500 g of mince.
    await expect(item(page, 'Lamb Mince')).toContainText('350 g');
    await expect(item(page, 'Lamb Mince')).toContainText('you have 150 g');
    await expect(item(page, 'Greek Yogurt')).toHaveCount(0);
    await expect(page.getByTestId('in-your-cupboard')).toContainText('Greek Yogurt');
  });
});

test.describe('two phones on one account code', () => {
  test('"I have it" on one phone shrinks the other phone’s list', async ({ browser }) => {
    const { account, a, b } = await twoPhones(browser);
    await selectForAccount(a.page, account, [KOFTA]);
    await open(a.page, '/shop');
    await open(b.page, '/shop');
    await expect(item(a.page, 'Greek Yogurt')).toBeVisible();

    await b.page.getByRole('button', { name: 'I have it: Greek Yogurt' }).click();
    await expect(b.page.getByText('150 g greek yogurt: in your pantry')).toBeVisible();
    await expect(item(a.page, 'Greek Yogurt')).toHaveCount(0, { timeout: LIVE_MS });
    await expect(a.page.getByTestId('in-your-cupboard')).toContainText('Greek Yogurt');
    await expect(a.page.getByTestId('in-your-cupboard')).toContainText('you have 150 g');

    // Undone on B: back on A's list.
    await b.page.getByRole('button', { name: 'Undo' }).click();
    await expect(item(a.page, 'Greek Yogurt')).toBeVisible({ timeout: LIVE_MS });
    await a.context.close();
    await b.context.close();
  });

  test('a pantry changed with no signal stays through a reload and reaches the other phone once back online', async ({
    browser,
  }) => {
    // A first visit that installs the service worker and its precache is slow on a busy machine.
    test.setTimeout(90_000);
    const account = newAccountCode();
    const network = await startNetworkCut();
    const a = await phone(browser, account, { serviceWorkers: 'allow', network });
    const b = await phone(browser, account);
    await selectForAccount(a.page, account, [KOFTA]);

    // One visit with the service worker in control (its precache holds the food table).
    await open(a.page, '/shop');
    await underServiceWorker(a.page);
    await expect(item(a.page, 'Lamb Mince')).toBeVisible();

    await noSignal(a.context, true, network);
    const pantry = await openPantry(a.page);
    await pantry.getByRole('textbox', { name: 'What you have' }).fill('200 g lamb mince');
    await pantry.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pantry.getByTestId('pantry-text')).toHaveText(['200 g lamb mince']);
    await closePantry(a.page);
    await expect(item(a.page, 'Lamb Mince')).toContainText('you have 200 g');

    await a.page.reload();
    await expect(item(a.page, 'Lamb Mince')).toContainText('300 g');
    await expect(item(a.page, 'Lamb Mince')).toContainText('you have 200 g');

    // The other phone has seen nothing yet (its first visit reads the recipes: give a busy
    // machine time).
    await open(b.page, '/shop');
    await expect(item(b.page, 'Lamb Mince')).toBeVisible({ timeout: 15_000 });
    await expect(item(b.page, 'Lamb Mince')).toContainText('500 g');
    await expect(item(b.page, 'Lamb Mince')).not.toContainText('you have');

    await noSignal(a.context, false, network);
    await expect(item(b.page, 'Lamb Mince')).toContainText('you have 200 g', { timeout: 10_000 });
    await expect(item(b.page, 'Lamb Mince')).toContainText('300 g');
    await a.context.close();
    await b.context.close();
    await network.close();
  });
});
