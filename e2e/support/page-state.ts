/**
 * What a page that has stopped going on is doing, for a failure's message (CI keeps its log, not
 * its attachments). Page-width's width check and its taps on Plan hung until the test's ceiling in
 * CI, each time waiting on an animation frame (decision 0029, session 54), and the hang was not
 * reproduced here: the next one should say whether the page's main thread still answered, whether
 * it still had timers and animation frames, and what it was animating.
 */
import fs from 'node:fs';
import { test, type Locator, type Page } from '@playwright/test';
import { summariseTrace, TRACE_CATEGORIES, type TraceSummary } from './compositor-trace.ts';

/** How long each question to a stalled page may take: a page that does not answer says so. */
const ASK_CEILING_MS = 5_000;

/**
 * The page's own timers and animation frames, in a page expression: a test that installs
 * Playwright's clock (`page.clock`) replaces the page's `setTimeout` and `requestAnimationFrame`
 * with its fake ones (paused, they never fire), and keeps the browser's in `__pwClock.builtins`.
 */
const NATIVE = '(globalThis.__pwClock?.builtins ?? globalThis)';

/** The answer, or what stopped it, in words; never throws. */
async function answerOrReason<T>(work: Promise<T>, ms: number): Promise<T | string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${ms} ms`), ms);
  });
  try {
    return await Promise.race([work.catch((error: unknown) => `failed: ${String(error)}`), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Each browser process's CPU over one second, in ms (a spinning process or a starved one), through
 * the browser's own DevTools session; an empty list where there is none.
 */
async function processCpu(
  page: Page,
  windowMs = 1_000,
): Promise<{ type: string; cpuMs: number }[] | string> {
  const browser = page.context().browser();
  if (!browser) return [];
  const session = await answerOrReason(browser.newBrowserCDPSession(), ASK_CEILING_MS);
  if (typeof session === 'string') return session;
  const sample = () =>
    answerOrReason(
      session.send('SystemInfo.getProcessInfo').then(({ processInfo }) => processInfo),
      ASK_CEILING_MS,
    );
  try {
    const before = await sample();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = await sample();
    if (typeof before === 'string') return before;
    if (typeof after === 'string') return after;
    return after.map(({ type, id, cpuTime }) => ({
      type,
      cpuMs: Math.round((cpuTime - (before.find((old) => old.id === id)?.cpuTime ?? 0)) * 1000),
    }));
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/**
 * Asks a stalled page, through a DevTools session of its own (Playwright's own calls to the page
 * may be the ones waiting): its visibility and focus, whether a 50 ms timer and an animation frame
 * come within 3 s, the animations running, its last long animation frames, whether the compositor
 * still makes a screenshot, and each browser process's CPU over a second.
 */
export async function stalledPageState(page: Page): Promise<Record<string, unknown>> {
  const session = await answerOrReason(page.context().newCDPSession(page), ASK_CEILING_MS);
  if (typeof session === 'string') return { devtools: session };
  const ask = (expression: string) =>
    answerOrReason(
      session
        .send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
        .then(({ result, exceptionDetails }) =>
          exceptionDetails ? `threw: ${exceptionDetails.text}` : (result.value as unknown),
        ),
      ASK_CEILING_MS,
    );
  try {
    return {
      page: await ask(
        `({ path: location.pathname, visibility: document.visibilityState, focus: document.hasFocus(), scrollY, innerHeight, scrollHeight: document.documentElement.scrollHeight, cards: document.querySelector('[aria-label="Recipes"]')?.children.length ?? null, fakeClock: Boolean(globalThis.__pwClock) })`,
      ),
      timer: await ask(`new Promise((resolve) => ${NATIVE}.setTimeout(() => resolve('came'), 50))`),
      frame: await ask(
        `new Promise((resolve) => { ${NATIVE}.requestAnimationFrame(() => resolve('came')); ${NATIVE}.setTimeout(() => resolve('none in 3 s'), 3000); })`,
      ),
      animations: await ask(
        `document.getAnimations().filter((a) => a.playState === 'running').slice(0, 10).map((a) => ({ name: a.animationName ?? a.transitionProperty ?? a.id, end: String(a.effect?.getComputedTiming().endTime), target: a.effect?.target?.tagName ?? null }))`,
      ),
      longFrames: await ask(
        `new Promise((resolve) => { const observer = new PerformanceObserver((list) => { observer.disconnect(); resolve(list.getEntries().slice(-5).map((entry) => ({ startMs: Math.round(entry.startTime), ms: Math.round(entry.duration) }))); }); observer.observe({ type: 'long-animation-frame', buffered: true }); ${NATIVE}.setTimeout(() => resolve([]), 1000); })`,
      ),
      // A screenshot needs a frame from the compositor: a page whose compositor has stopped gives
      // none (session 55: a page that answered, visible and focused, drew no frame for minutes).
      screenshot: await answerOrReason(
        session.send('Page.captureScreenshot', { format: 'jpeg', quality: 10 }).then(() => 'taken'),
        ASK_CEILING_MS,
      ),
      processes: await processCpu(page),
    };
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/**
 * How long a step after Plan's reveal may wait on the page: a frame, a still list, a tap. In CI a
 * tap right after every card was shown waited on a frame until the test's ceiling (140 s), and the
 * width check twice (decision 0029, sessions 54 and 55); past this it fails with what the page did.
 */
export const AFTER_REVEAL_CEILING_MS = 30_000;

/** How many frames in a row the list must keep its place and size to count as still. */
const STILL_FRAMES = 5;

/** The work's answer, or null once `ms` have passed; the work's later failure is dropped. */
async function answerWithin<T>(work: Promise<T>, ms: number): Promise<T | null> {
  work.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long the page may go without a frame before the harness asks why. A slow frame and a stopped
 * compositor look alike from the page (no frame), and only the second is a failure.
 */
const FRAME_CHECK_MS = 10_000;

/** The window over which Chromium's page and GPU processes are asked how much CPU they used. */
const WORK_WINDOW_MS = 2_000;

/**
 * Above this much CPU in WORK_WINDOW_MS, Chromium's renderers and GPU process are still drawing.
 * Measured in Plan's worker under two busy loops and other helpers (load 27; 10 ms steps): a still
 * page 30-40 ms in 2 s, a page asking a frame every vsync (a requestAnimationFrame loop, more than
 * a compositor waiting on a tree asks) 100-140 ms, the same page jumping between the ends of the
 * list and drawing each (layout, paint, raster, covers) 340-460 ms.
 */
const IDLE_WORK_MS = 150;

/** How long the compositor of a page without frames is traced for its failure's message. */
const TRACE_MS = 2_000;

/** CPU in ms, by process type, used by the page's browser over `ms`, or why there is no answer. */
async function browserWork(page: Page, ms: number): Promise<Record<string, number> | string> {
  const processes = await processCpu(page, ms);
  if (typeof processes === 'string') return processes;
  const work: Record<string, number> = {};
  for (const { type, cpuMs } of processes) work[type] = (work[type] ?? 0) + cpuMs;
  return work;
}

/** The CPU that tells drawing from stopped: the page's renderers and the GPU process. */
const drawingWork = (used: Record<string, number>) => (used.renderer ?? 0) + (used.GPU ?? 0);

/** The figures measured, for a failure's message: "renderer 31 ms + GPU 4 ms = 35 ms in 2 s". */
function workFigures(used: Record<string, number>): string {
  return `renderer ${used.renderer ?? 0} ms + GPU ${used.GPU ?? 0} ms = ${drawingWork(used)} ms of CPU in ${WORK_WINDOW_MS / 1000} s`;
}

/**
 * A short DevTools trace of a page that has no frame, kept in the test's output folder, and what
 * it says (`summariseTrace`): the compositor scheduler's last state, its tile and image decode
 * work, and each of the renderer's threads' tasks and unfinished events. Session 55 read such
 * traces by hand and found a pending tree that never became ready, with no tile work.
 */
export async function compositorTrace(page: Page, ms: number): Promise<TraceSummary | string> {
  const browser = page.context().browser();
  if (!browser) return 'no browser';
  const started = await answerOrReason(
    browser.startTracing(page, { categories: TRACE_CATEGORIES }),
    ASK_CEILING_MS,
  );
  if (typeof started === 'string') return started;
  await new Promise((resolve) => setTimeout(resolve, ms));
  const trace = await answerOrReason(browser.stopTracing(), ASK_CEILING_MS * 2);
  if (typeof trace === 'string') return trace;
  try {
    const file = test.info().outputPath('compositor-trace.json');
    fs.writeFileSync(file, trace);
  } catch {
    // Outside a test (no output folder) the summary alone is enough.
  }
  try {
    return summariseTrace(JSON.parse(trace.toString('utf8')), page.url());
  } catch (error) {
    return `unreadable trace: ${String(error)}`;
  }
}

interface Stillness {
  still: boolean;
  /** Frames seen. */
  frames: number;
  /** Whether it ended on a wait of `frameMs` with no frame (not on the time running out). */
  gap: boolean;
  /** The last change seen from one frame to the next: before, after. */
  changed: string[];
}

/**
 * Whether Plan's list (and the page's scroll) stays put for STILL_FRAMES frames in a row within
 * `ms`, on the browser's own frames; gives up when no frame comes within `frameMs` (the first or
 * a later one). Null if the page gave no answer at all.
 */
async function stillWithin(page: Page, ms: number, frameMs: number): Promise<Stillness | null> {
  const work = page.evaluate(
    async ({ still, ms, frameMs }) => {
      // The browser's timers and frames, not a test's fake clock (see NATIVE).
      const native =
        (globalThis as { __pwClock?: { builtins: typeof globalThis } }).__pwClock?.builtins ??
        globalThis;
      const clock = native.performance;
      const start = clock.now();
      const nextFrame = (wait: number) =>
        new Promise<boolean>((resolve) => {
          native.requestAnimationFrame(() => resolve(true));
          native.setTimeout(() => resolve(false), wait);
        });
      const where = () => {
        const list = document.querySelector('[aria-label="Recipes"]');
        const box = list?.getBoundingClientRect();
        return JSON.stringify({
          list: box ? [box.top, box.height] : null,
          cards: list?.children.length ?? null,
          scrollY: window.scrollY,
          scrollHeight: document.documentElement.scrollHeight,
        });
      };
      let frames = 0;
      let unchanged = 0;
      let last = where();
      let changed: string[] = [];
      while (clock.now() - start < ms) {
        const left = ms - (clock.now() - start);
        const wait = Math.min(left, frameMs);
        if (!(await nextFrame(wait)))
          return { still: false, frames, changed, gap: wait === frameMs };
        frames += 1;
        const now = where();
        if (now === last) unchanged += 1;
        else {
          unchanged = 0;
          changed = [last, now];
        }
        last = now;
        if (unchanged >= still) return { still: true, frames, changed, gap: false };
      }
      return { still: false, frames, changed, gap: false };
    },
    { still: STILL_FRAMES, ms, frameMs },
  );
  return answerWithin(work, ms + 2_000);
}

/**
 * Waits for the page to draw frames again and for Plan's list (and the page's scroll) to stay
 * put for several frames in a row, as it must before a tap can land. A page that draws no frame
 * for FRAME_CHECK_MS is asked why: while Chromium's renderers or GPU process work (a loaded
 * machine paints and rasters the top of a long list slowly) it is waited for, up to
 * AFTER_REVEAL_CEILING_MS; when they are idle it has stopped drawing (session 55's compositor
 * that never activates its pending tree) and fails at once, with the page's state.
 */
export async function pageStill(page: Page, after: string): Promise<void> {
  const ceiling = AFTER_REVEAL_CEILING_MS;
  const start = Date.now();
  const waited = () => `${((Date.now() - start) / 1000).toFixed(1)} s`;
  const work: Record<string, number>[] = [];
  for (;;) {
    const left = start + ceiling - Date.now();
    const answer = await stillWithin(page, Math.max(1, left), FRAME_CHECK_MS);
    if (answer?.still) return;
    let what: string;
    if (!answer) what = `gave no answer in ${waited()}`;
    else if (!answer.gap && answer.frames > 0) {
      what = `kept moving for ${waited()} (${answer.frames} frames; last change ${answer.changed.join(' → ')})`;
    } else {
      const used = await browserWork(page, WORK_WINDOW_MS);
      if (typeof used !== 'string') work.push(used);
      const busy = typeof used !== 'string' && drawingWork(used) > IDLE_WORK_MS;
      if (busy && Date.now() - start < ceiling) continue;
      const noFrame = `drew no frame for ${FRAME_CHECK_MS / 1000} s`;
      const frames = `${answer.frames} frames before it, ${waited()} in all`;
      // The figures that decided it, in the message's first line (the JSON after it is long).
      what =
        typeof used === 'string'
          ? `${noFrame} (${frames}) and Chromium's CPU could not be measured (${used}), so it is taken as stopped`
          : busy
            ? `${noFrame} and more (${frames}) while Chromium worked (${workFigures(used)}, over ${IDLE_WORK_MS} ms: slow, not stopped)`
            : `${noFrame} (${frames}) and Chromium's page and GPU processes were idle (${workFigures(used)}, at most ${IDLE_WORK_MS} ms: stopped)`;
    }
    const noFrame = answer && (answer.gap || answer.frames === 0);
    const trace = noFrame ? await compositorTrace(page, TRACE_MS) : undefined;
    const state = await stalledPageState(page);
    throw new Error(
      `After ${after}, the page ${what}: ${JSON.stringify({ ...state, work: work.length > 0 ? work : undefined, compositor: trace })}`,
    );
  }
}

/**
 * A tap (or click) after Plan's reveal, that fails within AFTER_REVEAL_CEILING_MS, with the page's
 * state, where Playwright's own wait for a still element would wait out the test's ceiling.
 */
export async function tapWhenReady(target: Locator, how: 'tap' | 'click' = 'click'): Promise<void> {
  const deadline = Date.now() + AFTER_REVEAL_CEILING_MS;
  const left = () => Math.max(1, deadline - Date.now());
  try {
    await target.scrollIntoViewIfNeeded({ timeout: left() });
    await (how === 'tap' ? target.tap({ timeout: left() }) : target.click({ timeout: left() }));
  } catch (error) {
    const state = await stalledPageState(target.page());
    throw new Error(`The ${how} on ${String(target)} did not happen: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}
