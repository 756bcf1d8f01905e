import { expect, test, type Page } from '@playwright/test';
import { open, quietInstallPrompt } from '../support/app.ts';

// Changes kept the moment they are made (issue 27): once the screen says a household change is
// done, a reload or a closed app straight after keeps it. The phone's CPU is slowed (as a busy or
// cheap phone is), which widens the moment between a tap and the change reaching IndexedDB.

const DAL = 'cp-coconut-red-lentil-dal';
/** How much slower than this machine the phone runs while the change is made. */
const CPU_SLOWDOWN = 6;

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await quietInstallPrompt(page);
});

async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.detach();
}

/** The Shop tab's line for the lentils: 250 g for 4, so 375 g for 6. */
function lentils(page: Page) {
  return page
    .getByTestId('shopping-item')
    .filter({ has: page.getByText(/lentils/i) })
    .first();
}

async function openSheetAt(page: Page, servings: number): Promise<void> {
  await open(page, `/recipe/${DAL}`);
  const value = page.getByTestId('servings-value');
  await expect(value).toHaveText('4 servings', { timeout: 20_000 });
  for (let count = 4; count < servings; count += 1) {
    await page.getByRole('button', { name: 'More servings' }).tap();
  }
  await expect(value).toHaveText(`${servings} servings`);
}

const onTheList = (page: Page) => page.getByRole('button', { name: 'On the list' });

test.describe('a household change the screen calls done', () => {
  test('survives a reload straight after "Add to list" with the servings changed', async ({
    page,
  }) => {
    // A new device: its first change also starts the household engine.
    await openSheetAt(page, 6);
    await slowCpu(page, CPU_SLOWDOWN);
    await page.getByRole('button', { name: 'Add to list' }).tap();
    // The button says it is on the list: reload at once, as a person closing the app might.
    await expect(onTheList(page)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await slowCpu(page, 1);

    await open(page, '/shop');
    await expect(lentils(page)).toContainText('375', { timeout: 20_000 });
  });

  test('survives the app closing straight after "Update list"', async ({ context, page }) => {
    // On the list at the household's size first, the engine running.
    await openSheetAt(page, 4);
    await page.getByRole('button', { name: 'Add to list' }).tap();
    await expect(page.getByText('Added to this week’s list')).toBeVisible();
    await expect(onTheList(page)).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'More servings' }).tap();
    await page.getByRole('button', { name: 'More servings' }).tap();
    await expect(page.getByTestId('servings-value')).toHaveText('6 servings');
    await slowCpu(page, CPU_SLOWDOWN);
    await page.getByRole('button', { name: 'Update list' }).tap();
    await expect(onTheList(page)).toHaveAttribute('aria-pressed', 'true');
    await page.close();

    const again = await context.newPage();
    await open(again, '/shop');
    await expect(lentils(again)).toContainText('375', { timeout: 20_000 });
  });

  test('an aisle moved on Settings, which has no "done" to wait for, survives a reload at once on a new device', async ({
    context,
    page,
  }) => {
    // The device's first change loads the engine, IndexedDB and the operation checker before it
    // can reach the outbox; on a slow phone or network that is seconds. The checker's chunk is
    // held back here for that long, so the reload surely comes before the outbox has the change.
    await context.route('**/assets/op-check-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await open(page, '/build/settings');
    const aisles = page.getByRole('list', { name: 'Aisles in shop order' }).getByRole('listitem');
    await expect(aisles.nth(3)).toBeVisible();
    const names = async () =>
      (await aisles.allTextContents()).map((text) => text.replace(/^\d+/, ''));
    const before = await names();
    await page.getByRole('button', { name: `Move ${before[3]} up` }).click();
    const moved = await names();
    expect(moved.slice(2, 4)).toEqual([before[3], before[2]]);
    await page.reload();

    await expect.poll(names, { timeout: 20_000 }).toEqual(moved);
  });
});
