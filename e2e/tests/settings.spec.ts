import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { heading, open } from '../support/app.ts';

// Buttons are tapped, as on the phone this runs as.

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomCode = () =>
  Array.from({ length: 25 }, () => ALPHANUMERIC[Math.floor(Math.random() * 36)]).join('');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'plateful:installPrompt',
      JSON.stringify({ dismissed: true, installed: false, snoozedUntil: null }),
    );
  });
});

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(`plateful:${name}`) ?? 'null'), key);

test.describe('settings', () => {
  test('restores hidden recipes one at a time or all at once', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const at = new Date().toISOString();
      localStorage.setItem(
        'plateful:hiddenRecipes',
        JSON.stringify([
          { id: 'a', name: 'Fish Pie', hiddenAt: at },
          { id: 'b', name: 'Toad in the Hole', hiddenAt: at },
          { id: 'c', name: 'Eton Mess', hiddenAt: at },
        ]),
      );
    });
    await open(page, '/settings');
    await expect(heading(page, 'Settings')).toBeVisible();
    await page.getByRole('button', { name: 'Restore Toad in the Hole' }).tap();
    await expect(page.getByText('Toad in the Hole')).toHaveCount(0);
    expect((await stored(page, 'hiddenRecipes')).map((r: { id: string }) => r.id)).toEqual([
      'a',
      'c',
    ]);
    await page.getByRole('button', { name: 'Restore all' }).tap();
    await expect(page.getByText('No hidden recipes.')).toBeVisible();
    expect(await stored(page, 'hiddenRecipes')).toEqual([]);
  });

  test('keeps household size, basket service and pantry staples', async ({ page }) => {
    await open(page, '/build/settings');
    await page.getByRole('combobox', { name: 'Household size' }).selectOption('3');
    await page.getByRole('radio', { name: 'Sainsbury’s' }).check();
    await page.getByRole('textbox', { name: 'Pantry staple', exact: true }).fill('Salt');
    await page.getByRole('textbox', { name: 'Pantry staple', exact: true }).press('Enter');
    await page.getByRole('textbox', { name: 'Pantry staple', exact: true }).fill('Olive oil');
    await page.getByRole('button', { name: 'Add', exact: true }).tap();
    await page.getByRole('textbox', { name: 'Pantry staple', exact: true }).fill('salt');
    await page.getByRole('textbox', { name: 'Pantry staple', exact: true }).press('Enter');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Household size' })).toHaveValue('3');
    await expect(page.getByRole('radio', { name: 'Sainsbury’s' })).toBeChecked();
    await page.getByRole('button', { name: 'Remove Salt' }).tap();
    expect(await stored(page, 'settings')).toEqual({
      householdSize: 3,
      basketService: 'sainsburys',
      pantryStaples: ['Olive oil'],
    });
  });

  test('exports all data and imports it into a fresh device', async ({ page, browser }) => {
    const account = randomCode();
    const created = await page.request.post('/api/user/recipes/v2', {
      headers: { 'x-account-code': account },
      data: { name: 'Exported Shepherd’s Pie', ingredients: ['500g lamb mince'] },
    });
    const recipeId = ((await created.json()) as { recipe: { id: string } }).recipe.id;
    await page.addInitScript(
      ({ code, id }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('plateful:accountCode', JSON.stringify(code));
        localStorage.setItem('plateful:selectedRecipeIds', JSON.stringify([id]));
        localStorage.setItem('plateful:rating_abc', '4');
        localStorage.setItem(
          'plateful:settings',
          JSON.stringify({ householdSize: 2, basketService: 'ocado', pantryStaples: ['Salt'] }),
        );
        localStorage.setItem(
          'plateful:hiddenRecipes',
          JSON.stringify([{ id: 'x', name: 'Hidden Hash', hiddenAt: '2026-01-01T00:00:00.000Z' }]),
        );
      },
      { code: account, id: recipeId },
    );
    await open(page, '/build/settings');
    await page.request.put('/api/meal-plan/slot', {
      headers: { 'x-account-code': account },
      data: { date: '2026-03-02', meal: 'dinner', recipeId },
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).tap();
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file, 'utf8'));
    expect(data).toMatchObject({
      format: 'plateful-export',
      accountCode: account,
      selection: [recipeId],
      settings: { householdSize: 2, basketService: 'ocado', pantryStaples: ['Salt'] },
      ratings: { abc: '4' },
      mealPlan: [{ date: '2026-03-02', meal: 'dinner', recipeId }],
    });
    expect(data.recipes.map((r: { name: string }) => r.name)).toEqual(['Exported Shepherd’s Pie']);

    const fresh = await browser.newContext({ serviceWorkers: 'block' });
    const other = await fresh.newPage();
    await open(other, '/settings');
    await other.getByLabel('Data file to import').setInputFiles(file);
    await expect(other.getByText('Data imported')).toBeVisible();
    expect(await stored(other, 'accountCode')).toBe(account);
    expect(await stored(other, 'settings')).toEqual(data.settings);
    expect(await stored(other, 'hiddenRecipes')).toEqual(data.hiddenRecipes);
    expect(await stored(other, 'selectedRecipeIds')).toEqual([recipeId]);
    expect(await other.evaluate(() => localStorage.getItem('plateful:rating_abc'))).toBe('4');
    const plan = await other.evaluate(async () => {
      const response = await fetch('/api/meal-plan/all', { credentials: 'include' });
      return ((await response.json()) as { data: { slots: unknown[] } }).data.slots;
    });
    expect(plan).toEqual(data.mealPlan);
    const names = await other.evaluate(async () => {
      const response = await fetch('/api/recipes', { credentials: 'include' });
      return ((await response.json()) as { data: { name: string }[] }).data.map((r) => r.name);
    });
    expect(names).toContain('Exported Shepherd’s Pie');
    await expect(other.getByRole('combobox', { name: 'Household size' })).toHaveValue('2');
    await fresh.close();
  });

  test('refuses a file that is not a data file, with a clear error', async ({ page }) => {
    await open(page, '/settings');
    await page.getByLabel('Data file to import').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"something-else"}'),
    });
    await expect(page.getByRole('alert')).toContainText('This file is not a Plateful data file');
    await page.getByLabel('Data file to import').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('not json'),
    });
    await expect(page.getByRole('alert')).toContainText('it is not JSON');
  });

  test('clears this device after a confirm, and explains how to install', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('plateful:accountCode', JSON.stringify('ABCDEABCDEABCDEABCDEABCDE'));
    });
    await open(page, '/settings');
    await page.evaluate(() =>
      fetch('/api/session/set-code', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account_code: 'ABCDEABCDEABCDEABCDEABCDE' }),
      }),
    );
    expect((await page.context().cookies()).some((c) => c.name === 'plateful_account')).toBe(true);
    await expect(page.getByText(/Plateful version \d+\.\d+\.\d+/)).toBeVisible();
    await page.getByRole('button', { name: 'How to install' }).tap();
    await expect(page.getByText('Tap Install app', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Clear this device’s data' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Clear this device’s data?' });
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();
    expect(await stored(page, 'accountCode')).toBe('ABCDEABCDEABCDEABCDEABCDE');

    await page.getByRole('button', { name: 'Clear this device’s data' }).tap();
    await page.getByRole('button', { name: 'Clear data' }).tap();
    await page.waitForEvent('load');
    await expect(page.getByText('Loading...')).toBeHidden({ timeout: 10_000 });
    expect(await stored(page, 'accountCode')).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'plateful_account')).toBeUndefined();
  });
});
