/**
 * The harness's own frame check (`pageStill`, e2e/support/page-state.ts; decision 0029): a page
 * that draws no frame while Chromium's page and GPU processes are idle has stopped drawing, and
 * the failure says so with the CPU it measured, so a reader of CI's log can judge the call.
 */
import { expect, test } from '@playwright/test';
import { pageStill } from '../support/page-state.ts';

test('a page with no frames while Chromium is idle fails as stopped, with the CPU figures measured', async ({
  page,
}) => {
  await page.setContent('<main><p>Nothing moves here.</p></main>');
  // No frame ever reaches the page's frame wait, as with a stopped compositor; nothing works.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  const failure = await pageStill(page, 'a still page').then(
    () => 'no failure',
    (error: Error) => error.message.split('\n')[0]!,
  );
  expect(failure).toMatch(
    /^After a still page, the page drew no frame for 10 s \(0 frames before it, [\d.]+ s in all\) and Chromium's page and GPU processes were idle \(renderer \d+ ms \+ GPU \d+ ms = \d+ ms of CPU in 2 s, at most 150 ms: stopped\)/,
  );
});
