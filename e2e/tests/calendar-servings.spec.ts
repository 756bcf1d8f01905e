/**
 * Servings of a planned meal (decision 0019) as a household uses them: Tuesday's dinner set to
 * serve 6 in the calendar scales the shopping list, survives a reload, is set offline and sent
 * later, and shows on the other phone on the same account code.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccountCode, open } from '../support/app.ts';
import { axeViolations } from '../support/axe.ts';
import { LIVE_MS, phone, twoPhones } from '../support/household.ts';

const FLAPJACKS = 'Golden Syrup Flapjacks'; // serves 12; 350g porridge oats
/** Two phones on one new account code, both on the calendar. */
async function twoPhonesOnTheCalendar(browser: Browser) {
  const { a, b } = await twoPhones(browser);
  const phones = [a, b] as const;
  for (const { page } of phones) await open(page, '/build/calendar');
  return phones;
}

const day = (page: Page, name: string) =>
  page.getByRole('listitem', { name: new RegExp(`^${name}`) });
const servingsOf = (page: Page, name: string) => day(page, name).getByTestId('slot-servings');
const oats = (page: Page) =>
  page
    .getByTestId('shopping-item')
    .filter({ has: page.getByText('Porridge Oats', { exact: true }) });

/** Fills a dinner slot from Chef's Pick, stepping the picker's servings by `steps` first. */
async function planDinner(page: Page, dayName: string, steps = 0): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Add dinner on ${dayName}`) }).tap();
  const picker = page.getByRole('dialog');
  for (let i = 0; i < Math.abs(steps); i += 1) {
    await picker
      .getByRole('button', { name: new RegExp(`^${steps > 0 ? 'More' : 'Fewer'} servings for`) })
      .tap();
  }
  await picker.getByRole('tab', { name: /Chef's Pick/ }).tap();
  await picker.getByLabel('Search recipes').fill(FLAPJACKS);
  await picker.getByRole('button', { name: FLAPJACKS, exact: true }).tap();
  await expect(day(page, dayName).getByTestId('slot-recipe')).toHaveText(FLAPJACKS);
}

/** Taps a dinner's − or + `times`, each once the one before shows, as a person taps. */
async function tapServings(page: Page, dayName: string, more: boolean, times = 1) {
  const name = new RegExp(`^${more ? 'More' : 'Fewer'} servings for dinner on ${dayName}`);
  const shown = servingsOf(page, dayName);
  for (let i = 0; i < times; i += 1) {
    const now = Number((await shown.textContent())?.replace(/\D+/g, ''));
    await day(page, dayName).getByRole('button', { name }).tap();
    await expect(shown).toHaveText(`Serves ${now + (more ? 1 : -1)}`);
  }
}

test.describe('servings of a planned meal', () => {
  test('Tuesday’s dinner for 6 scales the list, and reaches the other phone', async ({
    browser,
  }) => {
    const [a, b] = await twoPhonesOnTheCalendar(browser);

    // In the picker: no household size, so the recipe's own servings until a number is chosen;
    // two taps from 4 make 6.
    await a.page.getByRole('button', { name: /^Add dinner on Tuesday/ }).tap();
    await expect(a.page.getByRole('dialog').getByTestId('slot-servings')).toHaveText(
      'As the recipe',
    );
    await a.page.keyboard.press('Escape');
    await planDinner(a.page, 'Tuesday', 2);
    await expect(servingsOf(a.page, 'Tuesday')).toHaveText('Serves 6');
    await expect(servingsOf(a.page, 'Tuesday')).toHaveAttribute('data-chosen', 'true');
    // The slot's own stepper.
    await tapServings(a.page, 'Tuesday', true);
    await expect(servingsOf(a.page, 'Tuesday')).toHaveText('Serves 7');
    await tapServings(a.page, 'Tuesday', false);
    await expect(servingsOf(a.page, 'Tuesday')).toHaveText('Serves 6');

    // The other phone on the account code sees it, live.
    await expect(servingsOf(b.page, 'Tuesday')).toHaveText('Serves 6', { timeout: LIVE_MS });
    await expect(day(b.page, 'Tuesday').getByTestId('slot-recipe')).toHaveText(FLAPJACKS);

    // It survives a reload.
    await a.page.reload();
    await expect(servingsOf(a.page, 'Tuesday')).toHaveText('Serves 6');

    // Shop for this week: the list buys for 6, half of the recipe's 12 (350 g of oats).
    await a.page.getByRole('button', { name: 'Shop for this week' }).tap();
    await expect(a.page).toHaveURL(/\/shop$/);
    await expect(oats(a.page)).toContainText('175 g');

    // Offline: the change shows at once, and reaches the other phone once back online.
    await open(a.page, '/build/calendar');
    await a.context.setOffline(true);
    await tapServings(a.page, 'Tuesday', true, 2);
    await expect(servingsOf(a.page, 'Tuesday')).toHaveText('Serves 8');
    await a.page.waitForTimeout(500);
    await expect(servingsOf(b.page, 'Tuesday')).toHaveText('Serves 6');
    await a.context.setOffline(false);
    await expect(servingsOf(b.page, 'Tuesday')).toHaveText('Serves 8', { timeout: 15_000 });

    // Back to the recipe's own number: nothing chosen, the slot follows the household again.
    await tapServings(b.page, 'Tuesday', true, 4);
    await expect(servingsOf(b.page, 'Tuesday')).toHaveText('Serves 12');
    await expect(servingsOf(b.page, 'Tuesday')).toHaveAttribute('data-chosen', 'false');
    await expect(servingsOf(a.page, 'Tuesday')).toHaveText('Serves 12', { timeout: LIVE_MS });

    await a.context.close();
    await b.context.close();
  });

  test('quick taps on a slot’s stepper each count, and the other phone ends on the same number', async ({
    browser,
  }) => {
    const [a, b] = await twoPhonesOnTheCalendar(browser);
    await planDinner(a.page, 'Tuesday'); // the recipe's own 12
    const fewer = day(a.page, 'Tuesday').getByRole('button', {
      name: /^Fewer servings for dinner on Tuesday/,
    });
    // Tapped as fast as a thumb goes, while the first changes are still on their way.
    for (let i = 0; i < 6; i += 1) await fewer.click({ delay: 0 });
    await expect(servingsOf(a.page, 'Tuesday')).toHaveText('Serves 6');
    await expect(servingsOf(b.page, 'Tuesday')).toHaveText('Serves 6', { timeout: 15_000 });
    await a.page.reload();
    await expect(servingsOf(a.page, 'Tuesday')).toHaveText('Serves 6');
    await a.context.close();
    await b.context.close();
  });

  test('the same recipe on two evenings buys for both, once however often Shop is pressed', async ({
    browser,
  }) => {
    const { context, page } = await phone(browser, newAccountCode());
    await open(page, '/build/calendar');
    await planDinner(page, 'Tuesday', 2); // 6
    await planDinner(page, 'Thursday'); // the recipe's own 12
    await expect(servingsOf(page, 'Thursday')).toHaveText('Serves 12');
    await expect(servingsOf(page, 'Thursday')).toHaveAttribute('data-chosen', 'false');
    await page.getByRole('button', { name: 'Shop for this week' }).tap();
    await expect(page).toHaveURL(/\/shop$/);
    // 6 + 12 = 18 servings: one and a half times the recipe's 350 g.
    await expect(oats(page)).toContainText('525 g');
    // Pressing it again buys no more.
    await open(page, '/build/calendar');
    await page.getByRole('button', { name: 'Shop for this week' }).tap();
    await expect(oats(page)).toContainText('525 g');
    // Moving a dinner takes its servings with it.
    await open(page, '/build/calendar');
    await page.getByRole('button', { name: /^Move dinner on Tuesday/ }).tap();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Fri .* · Dinner/ })
      .tap();
    await expect(servingsOf(page, 'Friday')).toHaveText('Serves 6');
    await tapServings(page, 'Friday', true, 6);
    await expect(servingsOf(page, 'Friday')).toHaveText('Serves 12');
    await expect(servingsOf(page, 'Friday')).toHaveAttribute('data-chosen', 'false');
    // Filled slots with their steppers pass axe (WCAG 2.1 AA), at phone size.
    await tapServings(page, 'Thursday', false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
