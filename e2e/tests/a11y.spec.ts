import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { open, quietInstallPrompt } from '../support/app.ts';

const SCREENS = [
  '/plan',
  '/build',
  '/build/settings',
  '/build/account',
  '/build/calendar',
  '/shop',
  '/build/scan',
  '/r/NOPE1234',
  '/handover/whisk',
  '/build/add',
  '/recipe/cp-lemon-garlic-chicken-traybake',
  '/device-tools',
  '/no/such/page',
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of SCREENS) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await quietInstallPrompt(page);
      await open(page, path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }

  test('the app can be used with the keyboard: tab to a card, select it, open its detail', async ({
    page,
  }) => {
    await quietInstallPrompt(page);
    await open(page, '/plan');
    const firstCard = page.getByRole('button', { name: /^Select / }).first();
    await firstCard.focus();
    await expect(firstCard).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^More about/ }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
