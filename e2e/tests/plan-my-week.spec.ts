/**
 * Plan my week and Use it up (issue 29) as a household uses them: rules asked and remembered for
 * every phone, a proposal with each meal's why, one meal replaced, the calendar's dinners and the
 * selection filled in one change that reaches the other phone, and Undo putting both back.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  newAccountCode,
  open,
  quietInstallPrompt,
  underServiceWorker,
  useAccount,
} from '../support/app.ts';
import { LIVE_MS, twoPhones } from '../support/household.ts';

/** The planner runs in a worker; a loaded two-core machine takes seconds over 45 recipes. */
const PLAN_MS = 20_000;

async function recipeIds(page: Page): Promise<Map<string, string>> {
  const response = await page.request.get('/api/recipes', {
    headers: { 'x-device-code': '0123456789ABCDEFGHJKMNPQRS' },
  });
  const { data } = (await response.json()) as { data: { id: string; name: string }[] };
  return new Map(data.map((recipe) => [recipe.name, recipe.id]));
}

const days = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** Next week's calendar, so the plan starts on a Monday whatever day the test runs. */
async function nextWeek(page: Page): Promise<void> {
  await open(page, '/build/calendar');
  await page.getByRole('button', { name: 'Next' }).tap();
  await expect(days(page).first().getByRole('heading')).toContainText('Monday');
}

/** Opens Plan my week and fills in how many meals and vegetarian nights; returns the dialog. */
async function planRules(page: Page, meals: string, vegetarianNights: string) {
  await page.getByRole('button', { name: 'Plan my week' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Plan my week' });
  await dialog.getByLabel('Meals to plan').fill(meals);
  await dialog.getByLabel('Vegetarian nights').fill(vegetarianNights);
  return dialog;
}

const selection = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('plateful:selectedRecipeIds') ?? '[]') as string[],
  );

test('plan my week fills the calendar and the selection on both phones, and Undo empties them', async ({
  browser,
}) => {
  const {
    a: { page: a },
    b: { page: b },
  } = await twoPhones(browser);
  const ids = await recipeIds(a);
  await nextWeek(a);
  await nextWeek(b);

  const dialog = await planRules(a, '5', '2');
  await dialog.getByLabel('Longest on a weeknight').selectOption({ label: '45 minutes' });
  await expect(dialog.getByLabel('No repeats within 14 days')).toBeChecked();
  await dialog.getByRole('button', { name: 'Plan my week' }).tap();

  const proposed = dialog.getByTestId('proposed-recipe');
  await expect(proposed).toHaveCount(5, { timeout: PLAN_MS });
  const meals = dialog.getByRole('list', { name: 'Proposed meals' }).getByRole('listitem');
  // Each meal says why it was chosen.
  for (const meal of await meals.all()) {
    await expect(meal.locator('p').nth(2)).not.toBeEmpty();
  }
  await expect(dialog.getByRole('region', { name: 'What will be left' })).toContainText(
    /packs to buy; \d+% of what they hold left over/,
  );
  await a.setViewportSize({ width: 412, height: 823 });
  await a.screenshot({ path: 'test-results/plan-my-week-412.png' });
  await a.setViewportSize({ width: 1280, height: 800 });
  await a.screenshot({ path: 'test-results/plan-my-week-1280.png' });
  await a.setViewportSize({ width: 412, height: 915 });

  // Replace the first meal: the other four stay.
  const first = (await proposed.nth(0).textContent())!;
  const others = (await proposed.allTextContents()).slice(1);
  await dialog.getByRole('button', { name: `Replace ${first}` }).tap();
  await expect(proposed.filter({ hasText: first })).toHaveCount(0, { timeout: PLAN_MS });
  await expect(proposed).toHaveCount(5);
  const plan = await proposed.allTextContents();
  expect(plan).toEqual(expect.arrayContaining(others));
  const planIds = plan.map((name) => ids.get(name)!);

  await dialog.getByRole('button', { name: 'Add to calendar and list' }).tap();
  await expect(dialog).toBeHidden();
  // Monday to Friday's dinners, in the proposal's order (one a day from Monday).
  for (const [index, name] of plan.entries()) {
    await expect(days(a).nth(index).getByTestId('slot-recipe')).toHaveText(name);
  }
  expect((await selection(a)).sort()).toEqual([...planIds].sort());

  // The other phone has the week and the selection, without a reload.
  for (const [index, name] of plan.entries()) {
    await expect(days(b).nth(index).getByTestId('slot-recipe')).toHaveText(name, {
      timeout: LIVE_MS,
    });
  }
  await expect
    .poll(async () => (await selection(b)).sort(), { timeout: LIVE_MS })
    .toEqual([...planIds].sort());

  // Undo: both empty again, on both phones.
  await a.getByRole('button', { name: 'Undo' }).tap();
  await expect(days(a).getByTestId('slot-recipe')).toHaveCount(0);
  expect(await selection(a)).toEqual([]);
  await expect(days(b).getByTestId('slot-recipe')).toHaveCount(0, { timeout: LIVE_MS });
  await expect.poll(() => selection(b), { timeout: LIVE_MS }).toEqual([]);

  // The rules are the household's: the other phone opens with them.
  await b.getByRole('button', { name: 'Plan my week' }).tap();
  const onB = b.getByRole('dialog', { name: 'Plan my week' });
  await expect(onB.getByLabel('Meals to plan')).toHaveValue('5');
  await expect(onB.getByLabel('Vegetarian nights')).toHaveValue('2');
  await expect(onB.getByLabel('Longest on a weeknight')).toHaveValue('45');
  await a.context().close();
  await b.context().close();
});

test.describe(() => {
  // The service worker is blocked in most tests (playwright.config.ts): it plans offline through
  // it.
  test.use({ serviceWorkers: 'allow' });
  test('plans a week offline after one visit: the worker gets the food table from the page', async ({
    page,
    context,
  }) => {
    await quietInstallPrompt(page);
    await page.goto('/plan');
    await underServiceWorker(page);
    await context.setOffline(true);
    await nextWeek(page);
    const dialog = await planRules(page, '3', '1');
    await dialog.getByRole('button', { name: 'Plan my week' }).tap();
    await expect(dialog.getByTestId('proposed-recipe')).toHaveCount(3, { timeout: PLAN_MS });
    // Leftovers are weighed with the food table: the worker has it.
    await expect(dialog.getByRole('region', { name: 'What will be left' })).toContainText(
      /packs to buy; \d+% of what they hold left over/,
    );
    // A second plan goes to the same worker, which keeps the table it was given.
    const first = (await dialog.getByTestId('proposed-recipe').nth(0).textContent())!;
    await dialog.getByRole('button', { name: `Replace ${first}` }).tap();
    await expect(dialog.getByTestId('proposed-recipe').filter({ hasText: first })).toHaveCount(0, {
      timeout: PLAN_MS,
    });
    await expect(dialog.getByTestId('proposed-recipe')).toHaveCount(3);
    await context.setOffline(false);
  });
});

test('a library too small for the rules says which rule it could not meet', async ({ page }) => {
  await quietInstallPrompt(page);
  await nextWeek(page);
  const dialog = await planRules(page, '14', '14');
  await dialog.getByRole('button', { name: 'Plan my week' }).tap();
  await expect(dialog.getByRole('alert')).toContainText(
    /vegetarian recipes can be planned; 14 vegetarian nights were asked for/,
    { timeout: PLAN_MS },
  );
  await expect(dialog.getByTestId('proposed-recipe')).toHaveCount(0);
});

test('use it up lists recipes with what they use; one tap adds one to the week, undoable', async ({
  page,
}) => {
  const account = newAccountCode();
  await quietInstallPrompt(page);
  await useAccount(page, account);
  // What the household has, as the pantry keeps it (decision 0022).
  const pushed = await page.request.post('/api/household/ops', {
    headers: { 'x-account-code': account, 'content-type': 'application/json' },
    data: {
      clientId: 'e2e-use-it-up-0000001',
      ops: [
        { n: 1, op: { type: 'putPantry', pantryId: 'rice', text: '500 g risotto rice' } },
        { n: 2, op: { type: 'putPantry', pantryId: 'mush', text: '250 g chestnut mushrooms' } },
      ],
    },
  });
  expect(pushed.ok()).toBe(true);
  await nextWeek(page);
  await page.getByRole('button', { name: 'Use it up' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Use it up' });
  const rows = dialog.getByRole('list', { name: 'Recipes that use it up' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible({ timeout: PLAN_MS });
  await expect(rows.first()).toContainText(/Uses .*(risotto rice|chestnut mushrooms)/);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.screenshot({ path: 'test-results/use-it-up-412.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/use-it-up-1280.png' });

  // What can I cook now: at most two things to buy.
  await dialog.getByRole('button', { name: 'What can I cook now' }).tap();
  const now = dialog.getByRole('list', { name: 'Recipes you can cook now' }).getByRole('listitem');
  for (const row of await now.all()) {
    await expect(row).toContainText(/Nothing more to buy|Needs [^,]+(, [^,]+)?$/);
  }
  await dialog.getByRole('button', { name: 'Use it up' }).tap();

  const name = (await rows.first().getByTestId('use-it-up-recipe').textContent())!;
  await dialog.getByRole('button', { name: `Add ${name} to the week` }).tap();
  await expect(page.getByText(`${name} added to Monday’s dinner`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await expect(days(page).nth(0).getByTestId('slot-recipe')).toHaveText(name);
  expect(await selection(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Undo' }).tap();
  await expect(days(page).getByTestId('slot-recipe')).toHaveCount(0);
  expect(await selection(page)).toEqual([]);
});
