// Issue 31: a photographed card whose amounts the reader mended ("Y2 tsp" read as "1/2 tsp",
// "Thsp" as "Tbsp") opens with those lines marked for the cook to check; the marks stay with the
// kept draft over a reload, a line's mark goes once the line is edited, and none is saved.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { open, quietInstallPrompt } from '../support/app.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/scan');
const SHOTS = 'test-results/scan';

test.use({ viewport: { width: 412, height: 823 } });

test.beforeEach(async ({ page }) => {
  await quietInstallPrompt(page);
});

const ingredientsField = (page: Page) => page.getByRole('textbox', { name: /^Ingredients/ });
const checks = (page: Page) => page.getByRole('region', { name: 'Amounts to check' });

/** The card as a phone photographs it: printed, turned a little and softened. */
async function photographCard(page: Page): Promise<Buffer> {
  const printer = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 900, height: 1100 }, deviceScaleFactor: 1.5 });
  await printer.setContent(fs.readFileSync(path.join(FIXTURES, 'misread-card.html'), 'utf8'));
  const printed = await printer.screenshot({ fullPage: true });
  await printer.close();
  return sharp(printed).rotate(2, { background: 'white' }).blur(0.6).png().toBuffer();
}

test('lines whose amount was mended are marked until edited, and kept with the draft', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const photo = await photographCard(page);
  await open(page, '/build/scan');
  await page.getByLabel('Choose photos of a recipe').setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await page.getByRole('button', { name: 'Read the photo' }).click();
  await expect(page).toHaveURL(/\/build\/add\?draft=/, { timeout: 200_000 });

  const list = checks(page);
  await expect(list).toBeVisible();
  await expect(list).toContainText(
    'We guessed 2 amounts or units the photo didn’t show clearly. Check them before saving.',
  );
  const salt = list.getByRole('listitem').filter({ hasText: '1/2 tsp fine salt' });
  await expect(salt).toContainText('Check amount — read as “Y2 tsp fine salt”');
  const sugar = list.getByRole('listitem').filter({ hasText: '2 Tbsp caster sugar' });
  await expect(sugar).toContainText('Check unit — read as “2 Thsp caster sugar”');
  await expect(ingredientsField(page)).toHaveAttribute('aria-describedby', 'amount-checks');
  // Told at the top too, where a phone opens the draft: a link down to the marks.
  await expect(page.getByRole('link', { name: '2 amounts or units to check' })).toBeInViewport();
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/amount-checks-phone.png`, fullPage: true });
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/amount-checks-phone-view.png` });

  // Kept with the draft: a reload shows them again.
  await page.reload();
  await expect(checks(page).getByRole('listitem')).toHaveCount(2);

  await page.setViewportSize({ width: 1280, height: 800 });
  await checks(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/amount-checks-desktop.png` });
  await page.setViewportSize({ width: 412, height: 823 });

  // The cook corrects the salt: its mark goes, the sugar's stays.
  const field = ingredientsField(page);
  const text = await field.inputValue();
  await field.fill(text.replace('1/2 tsp fine salt', '1/4 tsp fine salt'));
  await expect(checks(page).getByRole('listitem')).toHaveCount(1);
  await expect(checks(page)).toContainText(
    'We guessed 1 unit the photo didn’t show clearly. Check it before saving.',
  );
  await expect(checks(page)).not.toContainText('fine salt');
  await field.fill((await field.inputValue()).replace('2 Tbsp caster sugar', '2 tbsp sugar'));
  await expect(checks(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /amounts? to check/ })).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-describedby', /.+/);
});
