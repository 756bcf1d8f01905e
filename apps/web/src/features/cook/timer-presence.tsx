/**
 * The app frame's only piece of the cook timers (issue 18): a synchronous look at local storage
 * for any timer, and the timers' code (their pills and their ringing, timer-host.tsx) loaded only
 * when there is one. A first visit, with no timers, downloads nothing more than this file.
 */
import { Suspense, useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '@plateful/core';
import { lazyPart } from '../../lib/lazy-part.tsx';

/** The local-storage key (under `plateful:`) that holds the timers. */
export const COOK_TIMERS_KEY = 'cookTimers';
/** Fired on `window` whenever this tab changes the timers (other tabs get the storage event). */
export const COOK_TIMERS_EVENT = 'plateful:cook-timers';

const TimerHost = lazyPart(() => import('./timer-host.tsx').then((module) => module.TimerHost));

function subscribe(listener: () => void): () => void {
  window.addEventListener(COOK_TIMERS_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(COOK_TIMERS_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

function hasTimers(): boolean {
  try {
    return window.localStorage.getItem(`${STORAGE_PREFIX}${COOK_TIMERS_KEY}`) !== null;
  } catch {
    return false; // Storage blocked: no timers can have been kept either.
  }
}

/** True while this browser keeps any cook timer (running, paused or rung and not dismissed). */
export function useHasCookTimers(): boolean {
  return useSyncExternalStore(subscribe, hasTimers, () => false);
}

/** The timers, wherever the user is in the app, once any exists. */
export function CookTimers() {
  const any = useHasCookTimers();
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <TimerHost />
    </Suspense>
  );
}
