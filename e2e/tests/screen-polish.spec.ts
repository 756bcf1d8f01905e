/**
 * Screens as a person sees them (issues 27–30): on the wide screen's Shop tab, Clear All stays on
 * the Selected Recipes heading's line; the empty pantry leaves no blank band above what the week
 * will leave; and an amount is written the same way on the list row and in the pantry.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { open, quietInstallPrompt, seedSelection } from '../support/app.ts';

/** ½ cucumber in the recipe: the list's "0.5 Cucumber", bought whole. */
const KOFTA = 'cp-lamb-kofta-flatbreads-with-minty-yogurt';
const SELECTION = [KOFTA, 'cp-chicken-tikka-masala', 'cp-shakshuka-with-feta'];

async function box(target: Locator) {
  const found = await target.boundingBox();
  expect(found, 'the element should be laid out').not.toBeNull();
  return found!;
}

async function openShop(page: Page) {
  await quietInstallPrompt(page);
  await seedSelection(page, SELECTION);
  await open(page, '/shop');
  await expect(page.getByTestId('shopping-item').first()).toBeVisible();
}

test.describe('the Shop tab as it looks', () => {
  test.use({ serviceWorkers: 'block' });

  for (const size of [
    { name: 'the wide screen', viewport: { width: 1280, height: 800 }, isMobile: false },
    { name: 'a 412 px phone', viewport: { width: 412, height: 823 }, isMobile: true },
    { name: 'a 360 px phone', viewport: { width: 360, height: 740 }, isMobile: true },
  ]) {
    test.describe(size.name, () => {
      test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

      test('Clear All is on the Selected Recipes heading line, inside the card', async ({
        page,
      }) => {
        await openShop(page);
        const card = page.getByRole('region', { name: 'Selected Recipes' });
        const title = await box(card.getByRole('heading', { name: 'Selected Recipes' }));
        const clear = await box(card.getByRole('button', { name: 'Clear All' }));
        const cardBox = await box(card);
        // Its middle within the heading's line, not on a line of its own under it.
        const middle = clear.y + clear.height / 2;
        expect(middle).toBeGreaterThan(title.y);
        expect(middle).toBeLessThan(title.y + title.height);
        expect(clear.x).toBeGreaterThan(title.x + title.width);
        expect(clear.x + clear.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        // The count is still shown, beside or under the heading, above the chips.
        const count = await box(card.getByText('3 selected'));
        const firstChip = await box(card.getByRole('listitem').first());
        expect(count.y + count.height).toBeLessThanOrEqual(firstChip.y);
      });
    });
  }

  test('the empty pantry leaves no blank band; the rest of a cucumber reads as its row does', async ({
    page,
  }) => {
    await openShop(page);
    const row = page
      .getByTestId('shopping-item')
      .filter({ has: page.getByText('Cucumber', { exact: true }) });
    await expect(row).toContainText('0.5');

    await page.getByRole('button', { name: /^Pantry/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pantry' });
    const empty = dialog.getByText('Nothing in your pantry yet', { exact: false });
    const left = dialog.getByRole('heading', { name: 'What will be left' });
    await expect(empty).toBeVisible();
    // The rest of a pack is worked out once the food model has loaded.
    await expect(dialog.getByTestId('leftover').filter({ hasText: 'cucumber' })).toContainText(
      '0.5 cucumber',
    );
    const gap = (await box(left)).y - ((await box(empty)).y + (await box(empty)).height);
    // The dialog's own spacing between blocks (20 px), not a reserved empty line on top of it.
    expect(gap).toBeLessThanOrEqual(24);

    // A change's line with its Undo still shows, between the pantry and what will be left.
    await dialog.getByRole('textbox').fill('500 g basmati rice');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const status = dialog.getByRole('status').filter({ hasText: 'Undo' });
    await expect(status).toBeVisible();
    const pantryList = await box(dialog.getByRole('list', { name: 'In your pantry' }));
    const statusBox = await box(status);
    expect(statusBox.y).toBeGreaterThanOrEqual(pantryList.y + pantryList.height);
    expect(statusBox.y + statusBox.height).toBeLessThanOrEqual((await box(left)).y);
  });
});
