/**
 * Code loaded on first use (a screen, the recipe sheet, a popup) that survives a weak signal and a
 * deploy (decision 0031). `React.lazy` keeps a failed download for good: the error screen's Try
 * Again met the same failure, and only Reload Page got out. Here a failed download is tried again
 * twice, a little later each time; if it still fails, the error screen shows, and Try Again
 * downloads it afresh (`retryFailedParts`). A page whose code a deploy has replaced asks for files
 * the server no longer has: the error boundary reloads such a page once (`reloadOnceForNewCode`).
 */
import { lazy, type ComponentType } from 'react';

/** The waits before the second and the third try of a download that failed. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 2000];

/** A reload for a part that failed to load is not made again within this time: no reload loop. */
export const RELOAD_GUARD_MS = 60_000;

const RELOADED_AT_KEY = 'plateful:part-reloaded-at';

/** What browsers throw when a module's file cannot be fetched (Chromium, Safari, Firefox). */
const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css/i;

/** True for the error of a code file that could not be downloaded (not one thrown by its code). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** `load()`, tried again after each of `delays` while it fails to download. */
export async function loadWithRetries<M>(
  load: () => Promise<M>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<M> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isChunkLoadError(error)) throw error;
      await wait(delay);
    }
  }
}

/** Each failed part's way to forget its failure, so that its next render downloads it again. */
const failedParts = new Set<() => void>();

/** Makes every part that failed to load try again when next shown (the error screen's Try Again). */
export function retryFailedParts(): void {
  for (const forget of failedParts) forget();
  failedParts.clear();
}

/**
 * A component whose code is downloaded when it is first shown (`React.lazy`, suspending until
 * then), tried again while the download fails; a download that failed for good is forgotten by
 * `retryFailedParts`, which puts a fresh lazy component in its place.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): ComponentType<P> {
  const fresh = () =>
    lazy(() =>
      loadWithRetries(load, delays).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedParts.add(forget);
          throw error;
        },
      ),
    );
  let Loaded = fresh();
  const forget = () => {
    Loaded = fresh();
  };
  function LazyPart(props: P) {
    const Part = Loaded as ComponentType<P>;
    return <Part {...props} />;
  }
  return LazyPart;
}

/**
 * After a part failed to download for good: true when the page should reload (it is online, and
 * has not reloaded for this within `RELOAD_GUARD_MS`), remembering the reload in session storage.
 * Offline, or after one such reload, the error screen stays, with Try Again and Reload Page.
 */
export function reloadOnceForNewCode(now = Date.now()): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    return true;
  } catch {
    return false; // Storage blocked: no way to tell a loop, so no automatic reload.
  }
}
