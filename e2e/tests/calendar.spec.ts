import { expect, test, type Page } from '@playwright/test';
import { heading, open } from '../support/app.ts';

// Buttons are tapped, as on the phone this runs as.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'plateful:installPrompt',
      JSON.stringify({ dismissed: true, installed: false, snoozedUntil: null }),
    );
  });
});

async function chefsPick(page: Page): Promise<{ id: string; name: string }[]> {
  const response = await page.request.get('/api/recipes', {
    headers: { 'x-device-code': '0123456789ABCDEFGHJKMNPQRS' },
  });
  return ((await response.json()) as { data: { id: string; name: string }[] }).data;
}

test.describe('meal scheduling', () => {
  test('assigns two recipes, moves one, clears one, and shops for the week', async ({ page }) => {
    const [first, second] = await chefsPick(page);
    await open(page, '/build/calendar');
    await expect(heading(page, 'Meal scheduling')).toBeVisible();
    const days = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days).toHaveCount(7);
    await expect(days.first().getByRole('heading')).toContainText('Monday');
    await expect(page.getByRole('button', { name: 'Shop for this week' })).toBeDisabled();

    // Monday dinner from Chef's Pick, through the search.
    await page.getByRole('button', { name: /^Add dinner on Monday/ }).tap();
    const picker = page.getByRole('dialog');
    await picker.getByRole('tab', { name: /Chef's Pick/ }).tap();
    await picker.getByLabel('Search recipes').fill(first!.name);
    await picker.getByRole('button', { name: first!.name, exact: true }).tap();
    await expect(days.nth(0).getByTestId('slot-recipe')).toHaveText(first!.name);

    // Wednesday lunch.
    await days
      .nth(2)
      .getByRole('button', { name: /Add a lunch slot/ })
      .tap();
    await page.getByRole('button', { name: /^Add lunch on Wednesday/ }).tap();
    await page
      .getByRole('dialog')
      .getByRole('tab', { name: /Chef's Pick/ })
      .tap();
    await page.getByRole('dialog').getByRole('button', { name: second!.name, exact: true }).tap();
    await expect(days.nth(2).getByTestId('slot-recipe')).toHaveText(second!.name);

    // Move Monday's dinner to Friday, then back to Tuesday; it survives a reload.
    await page.getByRole('button', { name: /^Move dinner on Monday/ }).tap();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Fri .* · Dinner/ })
      .tap();
    await expect(days.nth(4).getByTestId('slot-recipe')).toHaveText(first!.name);
    await expect(days.nth(0).getByTestId('slot-recipe')).toHaveCount(0);
    await page.reload();
    await expect(days.nth(4).getByTestId('slot-recipe')).toHaveText(first!.name);
    await expect(days.nth(2).getByTestId('slot-recipe')).toHaveText(second!.name);

    // Shop for this week: the selection holds both.
    await page.getByRole('button', { name: 'Shop for this week' }).tap();
    await expect(page).toHaveURL(/\/shop$/);
    const selected = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('plateful:selectedRecipeIds') ?? '[]'),
    );
    expect(new Set(selected)).toEqual(new Set([first!.id, second!.id]));

    // Clearing a slot.
    await open(page, '/build/calendar');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.getByRole('button', { name: /^Clear dinner on Friday/ }).tap();
    await expect(days.nth(4).getByTestId('slot-recipe')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('slot-recipe')).toHaveCount(1);
  });

  test('steps between weeks, each with its own plan', async ({ page }) => {
    const [first] = await chefsPick(page);
    await open(page, '/build/calendar');
    const title = page.getByRole('heading', { level: 2, name: /^Week of/ });
    const thisWeek = await title.textContent();
    await expect(page.getByRole('button', { name: 'This week', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).tap();
    await expect(title).not.toHaveText(thisWeek!);
    await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
    await page.getByRole('button', { name: /^Add dinner on Sunday/ }).tap();
    await page
      .getByRole('dialog')
      .getByRole('tab', { name: /Chef's Pick/ })
      .tap();
    await page.getByRole('dialog').getByRole('button', { name: first!.name, exact: true }).tap();
    await expect(page.getByTestId('slot-recipe')).toHaveCount(1);
    await page.getByRole('button', { name: 'Previous' }).tap();
    await expect(title).toHaveText(thisWeek!);
    await expect(page.getByTestId('slot-recipe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByRole('button', { name: 'This week', exact: true }).tap();
    await expect(title).toHaveText(thisWeek!);
  });
});

test.describe('meal scheduling with a mouse', () => {
  test.use({ isMobile: false, hasTouch: false, viewport: { width: 1024, height: 900 } });

  test('drags a recipe from one slot to another', async ({ page }) => {
    const [first] = await chefsPick(page);
    await open(page, '/build/calendar');
    await page.getByRole('button', { name: /^Add dinner on Monday/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('tab', { name: /Chef's Pick/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: first!.name, exact: true }).click();
    const monday = page.getByRole('listitem', { name: /^Monday/ });
    const thursday = page.getByRole('listitem', { name: /^Thursday/ });
    await expect(monday.getByTestId('slot-recipe')).toHaveText(first!.name);
    await monday
      .getByTestId('slot-recipe')
      .dragTo(thursday.getByRole('button', { name: /^Add dinner on Thursday/ }));
    await expect(thursday.getByTestId('slot-recipe')).toHaveText(first!.name);
    await expect(monday.getByTestId('slot-recipe')).toHaveCount(0);
  });
});
