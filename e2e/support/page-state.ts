/**
 * What a page that has stopped going on is doing, for a failure's message (CI keeps its log, not
 * its attachments). Page-width's width check and its taps on Plan hung until the test's ceiling in
 * CI, each time waiting on an animation frame (decision 0029, session 54), and the hang was not
 * reproduced here: the next one should say whether the page's main thread still answered, whether
 * it still had timers and animation frames, and what it was animating.
 */
import type { Page } from '@playwright/test';

/** How long each question to a stalled page may take: a page that does not answer says so. */
const ASK_CEILING_MS = 5_000;

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
 * Asks a stalled page, through a DevTools session of its own (Playwright's own calls to the page
 * may be the ones waiting): its visibility and focus, whether a 50 ms timer and an animation frame
 * come within 3 s, the animations running, and its last long animation frames.
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
        `({ path: location.pathname, visibility: document.visibilityState, focus: document.hasFocus(), scrollY, innerHeight, scrollHeight: document.documentElement.scrollHeight })`,
      ),
      timer: await ask(`new Promise((resolve) => setTimeout(() => resolve('came'), 50))`),
      frame: await ask(
        `new Promise((resolve) => { requestAnimationFrame(() => resolve('came')); setTimeout(() => resolve('none in 3 s'), 3000); })`,
      ),
      animations: await ask(
        `document.getAnimations().filter((a) => a.playState === 'running').slice(0, 10).map((a) => ({ name: a.animationName ?? a.transitionProperty ?? a.id, end: String(a.effect?.getComputedTiming().endTime), target: a.effect?.target?.tagName ?? null }))`,
      ),
      longFrames: await ask(
        `new Promise((resolve) => { const observer = new PerformanceObserver((list) => { observer.disconnect(); resolve(list.getEntries().slice(-5).map((entry) => ({ startMs: Math.round(entry.startTime), ms: Math.round(entry.duration) }))); }); observer.observe({ type: 'long-animation-frame', buffered: true }); setTimeout(() => resolve([]), 1000); })`,
      ),
    };
  } finally {
    await session.detach().catch(() => undefined);
  }
}
