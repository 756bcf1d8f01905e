/**
 * A household in the browser tests: phones, each its own browser context on one account code (as
 * if the code were made on one phone and linked on the other), and the account's selection set
 * through the SPEC's call before the phones open the app.
 */
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { newAccountCode, quietInstallPrompt, useAccount } from './app.ts';
import type { NetworkCut } from './network-cut.ts';

/**
 * How long a change may take to reach the other phone in a browser test: a ceiling for a loaded
 * machine, not the target. Issue 14's target (a tick on another phone within a second at p95) is
 * measured by `npm run bench:sync`, where a suite running beside it does not decide the figure; a
 * browser test asserts that the change arrives with no reload. Under a loaded CI a selection made
 * on one phone once took more than 2 s to show on the other, which waited on the recipes' fetch
 * and the list's build as well as the poke.
 */
export const LIVE_MS = 15_000;

export type Phone = { context: BrowserContext; page: Page };

/** A context's options (service workers blocked unless allowed), and a network the test can cut. */
export type PhoneOptions = Omit<BrowserContextOptions, 'proxy'> & { network?: NetworkCut };

/** A phone: its own browser context on the account code, the install prompt out of the way. */
export async function phone(
  browser: Browser,
  account: string,
  { network, ...options }: PhoneOptions = {},
): Promise<Phone> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...options,
    ...(network && { proxy: { server: network.server } }),
  });
  const page = await context.newPage();
  await quietInstallPrompt(page);
  await useAccount(page, account);
  return { context, page };
}

/** Two phones on one new account code, made alike. */
export async function twoPhones(
  browser: Browser,
  options: PhoneOptions = {},
): Promise<{ account: string; a: Phone; b: Phone }> {
  const account = newAccountCode();
  const a = await phone(browser, account, options);
  const b = await phone(browser, account, options);
  return { account, a, b };
}

/** Sets the account's selected recipes through the API, as any phone on it would. */
export async function selectForAccount(page: Page, account: string, ids: string[]): Promise<void> {
  const seeded = await page.request.post('/api/selected-recipes', {
    headers: { 'x-account-code': account, 'content-type': 'application/json' },
    data: { recipeIds: ids },
  });
  expect(seeded.ok()).toBe(true);
}
