/**
 * The harness's own frame check (`pageStill`, e2e/support/page-state.ts; decision 0029): a page
 * that draws no frame while Chromium's page and GPU processes are idle has stopped drawing, and
 * the failure says so with the CPU it measured, so a reader of CI's log can judge the call.
 */
import { expect, test } from '@playwright/test';
import { summariseTrace } from '../support/compositor-trace.ts';
import { pageStill } from '../support/page-state.ts';

test('a page with no frames while Chromium is idle fails as stopped, with the CPU figures measured and its renderer traced', async ({
  page,
}) => {
  await page.setContent('<main><p>Nothing moves here.</p></main>');
  // No frame ever reaches the page's frame wait, as with a stopped compositor; nothing draws.
  // Its main thread runs a timer task now and then, as the stalled pages' did, for the trace.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
    window.setInterval(() => undefined, 100);
  });
  const message = await pageStill(page, 'a still page').then(
    () => 'no failure',
    (error: Error) => error.message,
  );
  expect(message.split('\n')[0]).toMatch(
    /^After a still page, the page drew no frame for 10 s \(0 frames before it, [\d.]+ s in all\) and Chromium's page and GPU processes were idle \(renderer \d+ ms \+ GPU \d+ ms = \d+ ms of CPU in 2 s, at most 150 ms: stopped\)/,
  );
  // The compositor's trace names the page's renderer and says what its main thread did, and
  // counts image decodes, none left unfinished here: what the next stall needs to tell (session
  // 73's lead). A page with no image still has the decode scheduler's bookkeeping events
  // (`CheckerImageTracker::ScheduleNextImageDecode`, the cache's trimming), so the count itself
  // is not asserted empty.
  const { compositor } = JSON.parse(message.slice(message.indexOf(': {') + 2)) as {
    compositor: { renderer: unknown; decodes: unknown; threads: Record<string, { tasks: number }> };
  };
  expect(compositor.renderer).toEqual(expect.any(Number));
  expect(compositor.decodes).toEqual(expect.any(Object));
  const unfinished = Object.keys(compositor.decodes as Record<string, number>).filter((name) =>
    name.endsWith('(not ended)'),
  );
  expect(unfinished).toEqual([]);
  expect(compositor.threads.CrRendererMain?.tasks).toBeGreaterThan(0);
});

test("the compositor trace's summary names the stalled renderer's unfinished decode and idle threads", () => {
  const thread = (pid: number, tid: number, name: string) => ({
    ph: 'M',
    name: 'thread_name',
    pid,
    tid,
    args: { name },
  });
  const summary = summariseTrace(
    {
      traceEvents: [
        thread(1, 10, 'CrRendererMain'),
        thread(1, 11, 'Compositor'),
        thread(1, 12, 'CompositorTileWorker1'),
        thread(2, 20, 'CrRendererMain'),
        // Another page's renderer, drawing: left out.
        { ph: 'X', cat: 'cc', name: 'RasterTask', pid: 2, tid: 20, ts: 5, dur: 9 },
        {
          ph: 'X',
          cat: 'toplevel',
          name: 'ThreadControllerImpl::RunTask',
          pid: 1,
          tid: 10,
          ts: 0,
          dur: 1500,
        },
        { ph: 'X', cat: 'blink', name: 'TimerBase::run', pid: 1, tid: 10, ts: 100, dur: 1000 },
        {
          ph: 'X',
          cat: 'toplevel',
          name: 'ThreadControllerImpl::RunTask',
          pid: 1,
          tid: 11,
          ts: 0,
          dur: 200,
        },
        {
          ph: 'I',
          cat: 'disabled-by-default-cc.debug',
          name: 'Not activating because pending tree not ready',
          pid: 1,
          tid: 11,
          ts: 50,
          args: { state: { has_pending_tree: true, pending_tree_is_ready_for_activation: false } },
        },
        {
          ph: 'B',
          cat: 'disabled-by-default-blink.image_decoding',
          name: 'ImageFrameGenerator::decode',
          pid: 1,
          tid: 10,
          ts: 2000,
        },
      ],
    },
    'http://127.0.0.1/plan',
  );
  expect(summary.renderer).toBe(1);
  expect(summary.scheduler).toEqual({
    has_pending_tree: true,
    pending_tree_is_ready_for_activation: false,
  });
  expect(summary.work).toEqual({ 'Not activating because pending tree not ready': 1 });
  expect(summary.decodes).toEqual({
    'ImageFrameGenerator::decode': 1,
    'ImageFrameGenerator::decode (not ended)': 1,
  });
  expect(summary.threads).toEqual({
    CrRendererMain: {
      tasks: 1,
      busyMs: 1.5,
      open: ['ImageFrameGenerator::decode'],
      top: { 'TimerBase::run': 1 },
    },
    Compositor: { tasks: 1, busyMs: 0.2, open: [], top: {} },
  });
  expect(summary.idleThreads).toEqual(['CompositorTileWorker1']);
});
