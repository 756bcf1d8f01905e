/**
 * Cooking takes what it used out of the pantry (issue 29), on a 412 px phone: Done on the last
 * step of cook mode offers it, one tap rewrites "500 g rice" as "250 g rice" on this phone and on
 * the other phone of the account code, and Undo puts "500 g rice" back on both. A recipe that uses
 * nothing in the pantry (or only a staple the household always has) just finishes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccountCode, noSignal, open } from '../support/app.ts';
import { axeViolations } from '../support/axe.ts';
import { LIVE_MS, phone, twoPhones } from '../support/household.ts';

/** Serves 4 and needs 250 g basmati rice (and no eggs); five steps. */
const DAL = 'cp-coconut-red-lentil-dal';
const PHONE = { width: 412, height: 823 };
/** The phones of these tests: 412×823, touched. */
const ON_PHONE = { viewport: PHONE, isMobile: true, hasTouch: true };
// Cook mode's chunk, the recipes and the food table load on first use: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openPantry(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Pantry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pantry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function addToPantry(dialog: Locator, text: string, always = false): Promise<void> {
  await dialog.getByRole('textbox', { name: 'What you have' }).fill(text);
  if (always) await dialog.getByRole('checkbox', { name: /Always have it/ }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByTestId('pantry-text').filter({ hasText: text })).toBeVisible();
}

/** Opens cook mode for the dal and walks to its last step; returns cook mode. */
async function cookToTheEnd(page: Page, servings: number): Promise<Locator> {
  await open(page, `/recipe/${DAL}/cook?servings=${servings}`);
  const cook = page.getByTestId('cook-mode');
  await expect(cook).toBeVisible({ timeout: 20_000 });
  await cook.getByRole('button', { name: 'Start cooking' }).click();
  for (let step = 1; step < 5; step += 1) {
    await expect(cook.getByText(`Step ${step} of 5`, { exact: true }).first()).toBeVisible();
    await cook.getByRole('button', { name: 'Next step' }).click();
  }
  await expect(cook.getByText('Step 5 of 5', { exact: true }).first()).toBeVisible();
  return cook;
}

test('Done in cook mode takes what the recipe used out of the pantry, on both phones, and Undo puts it back', async ({
  browser,
}) => {
  const { a, b } = await twoPhones(browser, ON_PHONE);

  await open(a.page, '/shop');
  const pantryA = await openPantry(a.page);
  await addToPantry(pantryA, '500 g rice');
  await addToPantry(pantryA, '6 eggs');
  await addToPantry(pantryA, 'vegetable oil', true);

  // The other phone's pantry, left open: it follows the household live.
  await open(b.page, '/shop');
  const pantryB = await openPantry(b.page);
  await expect(pantryB.getByTestId('pantry-text')).toHaveText(
    ['500 g rice', '6 eggs', 'vegetable oil'],
    { timeout: LIVE_MS },
  );

  const cook = await cookToTheEnd(a.page, 4);
  await cook.getByRole('button', { name: 'Done' }).click();
  await expect(
    cook.getByRole('heading', { name: 'Take what you used out of the pantry' }),
  ).toBeFocused();
  // Only the rice: the eggs are not in the dal, and the oil is a staple, never taken.
  const uses = cook.getByTestId('pantry-use');
  await expect(uses).toHaveCount(1);
  await expect(uses).toContainText('250 g of your 500 g rice');
  await expect(uses.getByTestId('pantry-left')).toHaveText('250 g rice left');
  // Nothing is changed until the cook says so.
  await expect(pantryB.getByTestId('pantry-text')).toHaveText([
    '500 g rice',
    '6 eggs',
    'vegetable oil',
  ]);

  expect(await axeViolations(a.page)).toEqual([]);
  await a.page.screenshot({ path: test.info().outputPath('offer-412x823.png') });
  await a.page.setViewportSize({ width: 1280, height: 800 });
  await a.page.screenshot({ path: test.info().outputPath('offer-1280x800.png') });
  await a.page.setViewportSize(PHONE);

  await cook.getByRole('button', { name: 'Take them out' }).click();
  await expect(cook.getByRole('status').filter({ hasText: 'Taken out' })).toContainText(
    'Taken out of your pantry.',
  );
  await expect(cook.getByRole('heading', { name: 'Taken out of the pantry' })).toBeVisible();
  await expect(uses.getByTestId('pantry-left')).toHaveText('250 g rice left');
  await a.page.screenshot({ path: test.info().outputPath('taken-412x823.png') });
  await expect(pantryB.getByTestId('pantry-text')).toHaveText(
    ['6 eggs', 'vegetable oil', '250 g rice'],
    { timeout: LIVE_MS },
  );

  await cook.getByRole('button', { name: 'Undo' }).click();
  await expect(cook.getByRole('status').filter({ hasText: 'Put back' })).toContainText(
    'Put back: your pantry is as it was.',
  );
  await expect(pantryB.getByTestId('pantry-text')).toHaveText(
    ['6 eggs', 'vegetable oil', '500 g rice'],
    { timeout: LIVE_MS },
  );
  // The offer stands again, for the pantry as it is now.
  await expect(uses).toContainText('250 g of your 500 g rice');

  // Taken out again, and this time kept: this phone's own pantry says so after cook mode closes.
  await cook.getByRole('button', { name: 'Take them out' }).click();
  await expect(pantryB.getByTestId('pantry-text')).toContainText(['250 g rice'], {
    timeout: LIVE_MS,
  });
  await cook.getByRole('button', { name: 'Done' }).click();
  await expect(cook).toBeHidden();
  await expect(a.page).toHaveURL(new RegExp(`/recipe/${DAL}$`));
  await open(a.page, '/shop');
  const after = await openPantry(a.page);
  await expect(after.getByTestId('pantry-text')).toHaveText([
    '6 eggs',
    'vegetable oil',
    '250 g rice',
  ]);

  await a.context.close();
  await b.context.close();
});

test('a recipe that uses nothing in the pantry, or only a staple, just finishes', async ({
  browser,
}) => {
  const { context, page } = await phone(browser, newAccountCode(), ON_PHONE);
  await open(page, '/shop');
  const pantry = await openPantry(page);
  await addToPantry(pantry, 'rice', true);
  await addToPantry(pantry, '6 eggs');
  // Cooked for 2: rice is a staple, and nothing else of the dal is in the pantry.
  const cook = await cookToTheEnd(page, 2);
  await cook.getByRole('button', { name: 'Done' }).click();
  await expect(cook).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/recipe/${DAL}$`));
  await open(page, '/shop');
  const after = await openPantry(page);
  await expect(after.getByTestId('pantry-text')).toHaveText(['rice', '6 eggs']);
  await context.close();
});

test('taken out with no signal, the pantry keeps the change and the other phone gets it once back online', async ({
  browser,
}) => {
  const { a, b } = await twoPhones(browser, ON_PHONE);
  await open(a.page, '/shop');
  await addToPantry(await openPantry(a.page), '500 g rice');
  await open(b.page, '/shop');
  const pantryB = await openPantry(b.page);
  await expect(pantryB.getByTestId('pantry-text')).toHaveText(['500 g rice'], {
    timeout: LIVE_MS,
  });

  // Cooked for 2: 125 g of the rice.
  const cook = await cookToTheEnd(a.page, 2);
  await noSignal(a.context, true);
  await cook.getByRole('button', { name: 'Done' }).click();
  await expect(cook.getByTestId('pantry-use')).toContainText('125 g of your 500 g rice');
  await cook.getByRole('button', { name: 'Take them out' }).click();
  await expect(cook.getByRole('status').filter({ hasText: 'Taken out' })).toBeVisible();
  await expect(cook.getByTestId('pantry-left')).toHaveText('375 g rice left');
  // Kept on this phone (its outbox), not yet on the other.
  await expect(pantryB.getByTestId('pantry-text')).toHaveText(['500 g rice']);

  await noSignal(a.context, false);
  await expect(pantryB.getByTestId('pantry-text')).toHaveText(['375 g rice'], {
    timeout: 10_000,
  });
  await a.context.close();
  await b.context.close();
});
