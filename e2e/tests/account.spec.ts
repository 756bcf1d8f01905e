import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { heading, open } from '../support/app.ts';

// Buttons are tapped, as on the phone this runs as.

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomCode = () =>
  Array.from({ length: 25 }, () => ALPHANUMERIC[Math.floor(Math.random() * 36)]).join('');
const grouped = (code: string) => code.match(/.{1,5}/g)!.join('-');

test.beforeEach(async ({ page }) => {
  // The install prompt is tested on its own.
  await page.addInitScript(() => {
    localStorage.setItem(
      'plateful:installPrompt',
      JSON.stringify({ dismissed: true, installed: false, snoozedUntil: null }),
    );
  });
});

async function createRecipe(request: APIRequestContext, account: string, name: string) {
  const response = await request.post('/api/user/recipes/v2', {
    headers: { 'x-account-code': account },
    data: { name, ingredients: ['2 eggs'], instructions: ['Cook.'] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { recipe: { id: string } }).recipe.id;
}

/** The recipe names GET /api/recipes gives this page (its cookie and headers). */
function recipeNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const account = JSON.parse(localStorage.getItem('plateful:accountCode') ?? 'null');
    const response = await fetch('/api/recipes', {
      credentials: 'include',
      headers: account ? { 'x-account-code': account } : {},
    });
    const body = (await response.json()) as { data: { name: string }[] };
    return body.data.map((recipe) => recipe.name);
  });
}

test.describe('the device code', () => {
  test('a new browser gets one the server signed: three browsers at one address each rate', async ({
    browser,
    request,
  }) => {
    const owner = randomCode();
    const recipeId = await createRecipe(request, owner, 'Shared Shepherd’s Pie');
    const shared = await request.post('/api/share', {
      headers: { 'x-account-code': owner },
      data: { recipe_id: recipeId },
    });
    const { code } = (await shared.json()) as { code: string };
    // Made-up codes from one address share one new vote a day; signed codes get three.
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await open(page, '/build/account');
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('plateful:deviceCodeProvisional')))
        .toBeNull();
      const status = await page.evaluate(async (shareCode) => {
        const device = JSON.parse(localStorage.getItem('plateful:deviceId') ?? 'null') as string;
        const response = await fetch(`/api/public/recipes/${shareCode}/rate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-device-code': device },
          body: JSON.stringify({ rating: 5 }),
        });
        return response.status;
      }, code);
      expect(status, `browser ${i + 1}`).toBe(200);
      await context.close();
    }
    const meta = await request.get(`/api/public/recipes/${code}/meta`);
    expect(((await meta.json()) as { data: { count: number } }).data.count).toBe(3);
  });
});

test.describe('the account code page', () => {
  test('explains the code and validates a code to link, with SPEC messages', async ({ page }) => {
    await open(page, '/build/account');
    await expect(heading(page, 'Account code')).toBeVisible();
    await expect(page.getByText(/only key to your data/)).toBeVisible();
    const field = page.getByLabel('Already have a code? Link this device');
    const link = page.getByRole('button', { name: 'Link', exact: true });
    await link.tap();
    await expect(page.getByRole('alert')).toHaveText('Account code is required');
    await field.fill('abc-123');
    await link.tap();
    await expect(page.getByRole('alert')).toHaveText(
      'Account code must be 25-26 characters (A–Z,0–9).',
    );
    await field.fill('abc-1234');
    await expect(page.getByRole('alert')).toHaveText(
      'Account code must be 25-26 characters (A-Z, 0-9)',
    );
    await field.fill('');
    await expect(page.getByRole('alert')).toHaveText('Account code is required');
    await field.fill('A'.repeat(27));
    await expect(page.getByRole('alert')).toHaveText(
      'Account code must be 25-26 characters (A-Z, 0-9)',
    );
    await field.fill(randomCode());
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('plateful:accountCode'))).toBeNull();
  });

  test('generates a code: shown in groups of five, copied, with a QR code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/account');
    await page.getByRole('button', { name: 'Generate account code' }).tap();
    const shown = page.getByTestId('account-code');
    await expect(shown).toHaveText(/^([A-Z0-9]{5}-){4}[A-Z0-9]{5}$/);
    const text = (await shown.textContent())!;
    // No look-alikes in a generated code (O/0, I/1/L).
    expect(text).not.toMatch(/[O0I1L]/);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('plateful:accountCode') ?? 'null'),
    );
    expect(grouped(stored)).toBe(text);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'plateful_account')?.value).toBe(stored);
    await expect(page.getByRole('img', { name: /QR code/ }).locator('svg')).toBeVisible();
    await page.getByRole('button', { name: 'Copy' }).tap();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test('links a second device to the same code: same recipes and selection', async ({
    page,
    browser,
    request,
  }) => {
    const account = randomCode();
    const recipeId = await createRecipe(request, account, 'Linked Lentil Soup');
    await request.post('/api/session/set-code', { data: { account_code: account } });
    await request.post('/api/selected-recipes', {
      headers: { 'x-account-code': account },
      data: { recipeIds: [recipeId] },
    });

    // A fresh device: nothing of the account yet.
    await open(page, '/build/account');
    expect(await recipeNames(page)).not.toContain('Linked Lentil Soup');
    await page
      .getByLabel('Already have a code? Link this device')
      .fill(grouped(account).toLowerCase());
    await page.getByRole('button', { name: 'Link', exact: true }).tap();
    await expect(page.getByTestId('account-code')).toHaveText(grouped(account));
    expect(await recipeNames(page)).toContain('Linked Lentil Soup');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('plateful:selectedRecipeIds')))
      .toBe(JSON.stringify([recipeId]));

    // A second browser context, joined by the link the QR code holds.
    const other = await browser.newContext({ serviceWorkers: 'block' });
    const second = await other.newPage();
    await open(second, `/account?join=${account}`);
    await expect(second.getByRole('region', { name: 'Join an account' })).toBeVisible();
    await second.getByRole('button', { name: 'Link', exact: true }).first().tap();
    await expect(second.getByTestId('account-code')).toHaveText(grouped(account));
    await expect(second.getByRole('region', { name: 'Join an account' })).toHaveCount(0);
    expect(await recipeNames(second)).toContain('Linked Lentil Soup');
    await other.close();
  });

  test('linking to a code that holds nothing says so and asks to confirm', async ({ page }) => {
    const code = randomCode();
    await open(page, '/build/account');
    const field = page.getByLabel('Already have a code? Link this device');
    await field.fill(grouped(code));
    await page.getByRole('button', { name: 'Link', exact: true }).tap();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Nothing is saved under that code yet. Check it, or use it to start a new account.',
    );
    // Not linked until confirmed.
    expect(await page.evaluate(() => localStorage.getItem('plateful:accountCode'))).toBeNull();
    await expect(page.getByTestId('account-code')).toHaveCount(0);

    // "Check the code" goes back to the field, still unlinked.
    await confirm.getByRole('button', { name: 'Check the code' }).tap();
    await expect(confirm).toHaveCount(0);
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('plateful:accountCode'))).toBeNull();

    // Asked again, and confirmed: the new account is this code.
    await page.getByRole('button', { name: 'Link', exact: true }).tap();
    await confirm.getByRole('button', { name: 'Start a new account with this code' }).tap();
    await expect(page.getByTestId('account-code')).toHaveText(grouped(code));
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('plateful:accountCode') ?? 'null')),
    ).toBe(code);
  });

  test('says so when the server cannot create the code', async ({ page }) => {
    await page.route('**/api/session/set-code', (route) =>
      route.fulfill({ status: 500, json: { ok: false, error: 'down' } }),
    );
    await open(page, '/build/account');
    await page.getByRole('button', { name: 'Generate account code' }).tap();
    await expect(page.getByText('Failed to create account code')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('plateful:accountCode'))).toBeNull();
  });
});
