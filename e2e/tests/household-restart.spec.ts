/**
 * A phone away longer than the server keeps registers back at their default (issue 32): its
 * catch-up is answered with the whole household and a reset flag, and the app replaces its copy,
 * keeping the change it made meanwhile. This spec runs a server of its own whose horizon is 0 days
 * (HOUSEHOLD_COMPACT_AFTER_DAYS), so a row back at its default is compacted by the next push, as
 * the suite's server would do after 30 days.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { HouseholdChanges } from '@plateful/contracts';
import { newAccountCode, open, quietInstallPrompt, useAccount } from '../support/app.ts';
import { LIVE_MS } from '../support/household.ts';

const FLAPJACKS = 'cp-golden-syrup-flapjacks';

let server: ChildProcess | undefined;
let dataDir = '';
let origin = '';

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  // A second server starting beside the suite's: on a busy machine that has taken over 60 s, so
  // it gets the suite server's ceiling (120 s): a ceiling, not a wait.
  test.setTimeout(150_000);
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-e2e-restart-'));
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      RATE_LIMIT_DEVICE_CODES_PER_HOUR: '100000',
      HOUSEHOLD_COMPACT_AFTER_DAYS: '0',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 120_000,
        intervals: [250],
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function phoneOn(browser: Browser, account: string) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const page = await context.newPage();
  await quietInstallPrompt(page);
  await useAccount(page, account);
  return { context, page };
}

/** The values of the oats' tick rows on the server (none once compacted). */
async function oatsRow(page: Page, account: string): Promise<unknown[]> {
  const answer = await page.request.get('/api/household/changes?since=0', {
    headers: { 'x-account-code': account },
  });
  const { entries } = ((await answer.json()) as { data: HouseholdChanges }).data;
  return entries
    .filter((entry) => entry.kind === 'check' && /oats/i.test(entry.key))
    .map((entry) => entry.value);
}

const item = (page: Page, name: string) =>
  page.getByTestId('shopping-item').filter({ has: page.getByText(name, { exact: true }) });

test('a phone back after its household was compacted starts again and keeps its own change', async ({
  browser,
}) => {
  const account = newAccountCode();
  const a = await phoneOn(browser, account);
  const b = await phoneOn(browser, account);
  const seeded = await a.page.request.post('/api/selected-recipes', {
    headers: { 'x-account-code': account, 'content-type': 'application/json' },
    data: { recipeIds: [FLAPJACKS] },
  });
  expect(seeded.ok()).toBe(true);
  await open(a.page, '/shop');
  await open(b.page, '/shop');

  // A ticks the oats; B sees it, then loses its signal.
  await item(a.page, 'Porridge Oats').locator('label').click();
  await expect(item(b.page, 'Porridge Oats')).toHaveAttribute('data-checked', 'true', {
    timeout: LIVE_MS,
  });
  await b.context.setOffline(true);
  await item(b.page, 'Golden Syrup').locator('label').click();
  await expect(item(b.page, 'Golden Syrup')).toHaveAttribute('data-checked', 'true');

  // Meanwhile A unticks the oats (a row back at its default) and ticks the cranberries: that
  // push compacts the oats' row away.
  await item(a.page, 'Porridge Oats').locator('label').click();
  await expect(item(a.page, 'Porridge Oats')).toHaveAttribute('data-checked', 'false');
  await expect.poll(() => oatsRow(a.page, account)).toEqual([false]);
  await item(a.page, 'Dried Cranberries').locator('label').click();
  await expect.poll(() => oatsRow(a.page, account)).toEqual([]);

  // B is back: its catch-up starts again, and it shows the household as it is, its tick too.
  const restarted = b.page.waitForResponse(
    async (response) =>
      response.url().includes('/api/household/changes') &&
      ((await response.json()) as { data?: { reset?: boolean } }).data?.reset === true,
  );
  await b.context.setOffline(false);
  await restarted;
  await expect(item(b.page, 'Porridge Oats')).toHaveAttribute('data-checked', 'false', {
    timeout: LIVE_MS,
  });
  await expect(item(b.page, 'Dried Cranberries')).toHaveAttribute('data-checked', 'true');
  await expect(item(b.page, 'Golden Syrup')).toHaveAttribute('data-checked', 'true');
  await expect(item(a.page, 'Golden Syrup')).toHaveAttribute('data-checked', 'true', {
    timeout: LIVE_MS,
  });
  // After a reload too: the copy it saved is the new one.
  await b.page.reload();
  await expect(item(b.page, 'Porridge Oats')).toHaveAttribute('data-checked', 'false', {
    timeout: LIVE_MS,
  });
  await expect(item(b.page, 'Golden Syrup')).toHaveAttribute('data-checked', 'true');
  await a.context.close();
  await b.context.close();
});
