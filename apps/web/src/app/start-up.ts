/**
 * What runs once, before the first render: storage migrations, the `?r=CODE` rewrite to
 * /r/{CODE} (SPEC §2), the device code kept saved, the requests for the runtime config and (on a
 * tab) the recipe list, and the household engine (issue 14), loaded as its own chunk when this
 * device needs it.
 *
 * What the first screen does not need waits until it is painted, its leading covers included
 * (issue 17, decision 0006): the signed device code, the scanned-draft clean-up and, once the page
 * is idle, the service worker, whose install downloads the whole app (about 1.3 MB) for offline
 * use. Before, all of it shared a phone's first second with the app's own code, the recipe list
 * and the first covers; then it waited for the first screen's commit alone, and its chunk and
 * request still shared a slow connection with the covers that screen was painting.
 */
import { parseShareCode, type Recipe } from '@plateful/core';
import { z } from 'zod/mini';
import { preloadFirstCovers } from '../features/plan/first-covers.ts';
import { keepDeviceCodeSaved } from '../lib/device-code.ts';
import { afterNextPaint } from '../lib/next-paint.ts';
import { scheduleEngineStart } from '../lib/household/engine.ts';
import { queryClient } from '../lib/query-client.ts';
import { QUERY_KEYS } from '../lib/query-keys.ts';
import { prefetchRecipes } from '../lib/recipes.ts';
import { runtimeConfigLoaded } from '../lib/runtime-config.ts';
import { runStorageMigrations } from '../lib/storage-migrations.ts';
import { tabForPath } from './tabs.ts';

/** SPEC §2: a query parameter r of 6-12 letters or digits becomes /r/{CODE}, upper-cased. */
export function shareRewriteTarget(url: URL): string | null {
  const r = url.searchParams.get('r');
  const code = r === null ? null : parseShareCode(r);
  return code ? `/r/${code}` : null;
}

/** The deferred work runs this long after start-up at the latest (a screen that never shows). */
export const FIRST_SCREEN_WAIT_MS = 10_000;
/** How long the idle work may wait for an idle moment once the first screen is on screen. */
const IDLE_TIMEOUT_MS = 3000;

let markFirstScreen: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  markFirstScreen = resolve;
});

/** The router calls this once its first screen (after the splash) has been committed. */
export function firstScreenShown(): void {
  markFirstScreen();
}

/**
 * Resolves once the first screen is painted with its leading pictures: the images it asked for
 * first (`fetchpriority="high"`, the Plan tab's first covers) decoded, or failed, and a frame
 * drawn after them. FIRST_SCREEN_WAIT_MS after start-up at the latest (a hidden tab draws no
 * frames; a screen may never show).
 */
export function whenFirstScreenPainted(): Promise<void> {
  const painted = firstScreen.then(async () => {
    const leading = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
    await Promise.all([...leading].map((image) => image.decode().catch(() => undefined)));
    await new Promise<void>((resolve) => afterNextPaint(resolve));
  });
  return Promise.race([
    painted,
    new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}

/** Runs `work` in an idle moment (or after `timeout` ms, on a page that is never idle). */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout });
  } else {
    window.setTimeout(work, 1);
  }
}

/** The service worker (built by vite-plugin-pwa; `injectRegister: false` in vite.config.ts). */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('[plateful] the service worker did not register', error);
  });
}

export function startUp(): void {
  // Our CSP has no 'unsafe-eval': tell zod not to probe for it (and not to compile parsers).
  z.config({ jitless: true });
  runStorageMigrations();
  const target = shareRewriteTarget(new URL(window.location.href));
  if (target) window.history.replaceState(null, '', target);
  keepDeviceCodeSaved();
  // The splash waits for the runtime config: asked for now, not once React's code has run.
  void runtimeConfigLoaded();
  // Every tab reads the recipe list: it is asked for now, while the user interface's code (its
  // own chunk, src/app/mount.tsx) is still arriving. On Plan, the first screen's covers are asked
  // for as soon as it arrives, so they are in when the splash gives way to the cards.
  const tab = tabForPath(window.location.pathname);
  if (tab !== null) {
    const list = prefetchRecipes();
    if (tab === 0) {
      void list.then(() => {
        const recipes = queryClient.getQueryData<Recipe[]>(QUERY_KEYS.recipes);
        if (recipes) preloadFirstCovers(recipes);
      });
    }
  }
  // Issue 14: IndexedDB, the sync loop and the live channel, loaded when this device needs them;
  // until then the screens show the local-storage mirrors of the selection, checks and settings.
  scheduleEngineStart(() =>
    import('../lib/household/start.ts')
      .then((module) => module.startHousehold())
      .catch((error: unknown) => {
        console.error('[plateful] the household engine did not start', error);
        // The store answers what was dispatched meanwhile: not kept (lib/household/engine.ts).
        throw error;
      }),
  );
  void whenFirstScreenPainted().then(() => {
    // Decision 0011: a first visit's provisional device code is swapped for one the server signs,
    // unless something was written under it meanwhile (then it stays: lib/device-code.ts).
    void import('../lib/server-device-code.ts').then((module) => module.requestServerDeviceCode());
    // SPEC §9: scanned drafts older than 24 h go, checked every 30 min.
    void import('../lib/scanned-drafts.ts').then((module) => module.startDraftCleanup());
    whenIdle(registerServiceWorker);
  });
}
