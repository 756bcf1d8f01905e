/** Small page helpers shared by the browser tests. */
import { expect, type Page } from '@playwright/test';

/** Opens a path and waits for the splash to finish. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Loading...')).toBeHidden({ timeout: 10_000 });
}

export function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/** A touch swipe from (x1, y) to (x2, y + dy) in small steps, through the DevTools protocol. */
export async function swipe(
  page: Page,
  from: { x: number; y: number },
  dx: number,
  dy = 0,
): Promise<void> {
  const client = await page.context().newCDPSession(page);
  const steps = 8;
  await client.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from.x, y: from.y }],
  });
  for (let i = 1; i <= steps; i += 1) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * i) / steps, y: from.y + (dy * i) / steps }],
    });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}
