/**
 * The timers as the screens show them (`useTimerClock`: the list and the time now, ticking while a
 * timer runs and the page is in view), and the ringing of timers whose time is up
 * (`useTimerRinging`, used once per tab by the app frame's timer host, so a timer rings once
 * whichever screen is open, cook mode included).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { claimDelay, claimRing, ringKind } from './ring-claim.ts';
import { dueTimers, getTimers, markRung, subscribeTimers, type CookTimer } from './timer-store.ts';

const TICK_MS = 250;

const isRunning = (timer: CookTimer) => timer.endsAt !== null && !timer.rung;
const isVisible = () => document.visibilityState === 'visible';

function useVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    isVisible,
    () => true,
  );
}

export function useTimers(): readonly CookTimer[] {
  return useSyncExternalStore(subscribeTimers, getTimers, getTimers);
}

/** The timers and the time now, ticking while any runs and the page can be seen. */
export function useTimerClock(): { timers: readonly CookTimer[]; now: number } {
  const timers = useTimers();
  const visible = useVisible();
  const [now, setNow] = useState(() => Date.now());
  const running = timers.some(isRunning);

  useEffect(() => {
    setNow(Date.now());
    if (!running || !visible) return;
    const interval = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(interval);
  }, [running, visible, timers]);

  return { timers, now };
}

/**
 * Rings each timer once when its time is up, in one tab of the app (ring-claim.ts): checked at
 * each timer's end (a timeout, which a hidden tab still runs where the browser lets it), when the
 * page comes back into view and when it is restored from the back-forward cache.
 */
export function useTimerRinging(onRing: (timer: CookTimer, kind: 'alarm' | 'quiet') => void): void {
  const timers = useTimers();
  const claimingRef = useRef(new Set<string>());
  const ring = useRef(onRing);
  useEffect(() => {
    ring.current = onRing;
  }, [onRing]);

  useEffect(() => {
    const claiming = claimingRef.current;
    const waits = new Map<string, number>();
    const check = () => {
      const at = Date.now();
      for (const timer of dueTimers(at)) {
        if (claiming.has(timer.id)) continue;
        claiming.add(timer.id);
        const claim = () =>
          void claimRing(timer.id, () => markRung(timer.id, Date.now())).then((won) => {
            claiming.delete(timer.id);
            if (won) ring.current(timer, ringKind(timer.endsAt ?? at, Date.now()));
          });
        const delay = claimDelay(isVisible());
        if (delay === 0) claim();
        else {
          const wait = window.setTimeout(() => {
            waits.delete(timer.id);
            claim();
          }, delay);
          waits.set(timer.id, wait);
        }
      }
    };
    check();
    // The next end: a timeout fires near it even in a background tab, where intervals slow down.
    const next = Math.min(...timers.filter(isRunning).map((timer) => timer.endsAt as number));
    const timeout = Number.isFinite(next)
      ? window.setTimeout(check, Math.max(0, next - Date.now()) + 20)
      : undefined;
    document.addEventListener('visibilitychange', check);
    window.addEventListener('pageshow', check);
    return () => {
      window.clearTimeout(timeout);
      // A claim still waiting is dropped with this check; the next check asks again.
      for (const [id, wait] of waits) {
        window.clearTimeout(wait);
        claiming.delete(id);
      }
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('pageshow', check);
    };
  }, [timers]);
}
