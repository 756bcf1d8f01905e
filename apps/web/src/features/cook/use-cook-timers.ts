/**
 * The timers as cook mode shows them: the list, the time now (ticking while any timer runs), and
 * the ringing of timers whose time is up: checked on every tick, at each timer's end, and when the
 * page comes back to the front (a sleeping phone's timers ring as soon as it wakes).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ringAlarm } from './alarm.ts';
import { getTimers, subscribeTimers, takeDueTimers, type CookTimer } from './timer-store.ts';

const TICK_MS = 250;

export function useCookTimers(onRing: (timer: CookTimer) => void): {
  timers: readonly CookTimer[];
  now: number;
} {
  const timers = useSyncExternalStore(subscribeTimers, getTimers, getTimers);
  const [now, setNow] = useState(() => Date.now());
  const running = timers.some((timer) => timer.endsAt !== null && !timer.rung);

  useEffect(() => {
    const check = () => {
      const at = Date.now();
      setNow(at);
      for (const timer of takeDueTimers(at)) {
        ringAlarm(timer.label);
        onRing(timer);
      }
    };
    check();
    const interval = running ? window.setInterval(check, TICK_MS) : undefined;
    // A background tab's intervals slow down; a timeout at the next end still fires near it.
    const next = Math.min(
      ...getTimers()
        .filter((timer) => timer.endsAt !== null && !timer.rung)
        .map((timer) => timer.endsAt as number),
    );
    const timeout = Number.isFinite(next)
      ? window.setTimeout(check, Math.max(0, next - Date.now()) + 20)
      : undefined;
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(timeout);
      document.removeEventListener('visibilitychange', check);
    };
  }, [running, timers, onRing]);

  return { timers, now };
}
