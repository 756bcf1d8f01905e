/**
 * Keeps the screen on while cook mode is open (Screen Wake Lock API). The browser lets go of the
 * lock when the page is hidden, so it is asked for again when the page is visible again.
 */
import { useEffect, useState } from 'react';

export type WakeLockState = 'pending' | 'on' | 'unsupported' | 'refused';

export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'pending' : 'unsupported',
  );
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('on');
      } catch {
        // Refused (battery saver, a page not in front): cooking goes on, the screen may sleep.
        setState('refused');
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return state;
}
