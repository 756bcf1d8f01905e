/**
 * The cook timers away from cook mode (issue 18), loaded by the app frame once any timer exists
 * (timer-presence.tsx): a pill for each timer on every screen (time left, a tap back to the
 * recipe's cook mode, pause and cancel, dismiss when done) and the one place in the tab that rings
 * them, so a timer rings once on whatever screen is open, cook mode included. Cook mode shows its
 * own tray, so the pills stand aside there.
 */
import { formatTimerClock } from '@plateful/core';
import { BellRing, Timer } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ringAlarm, unlockAudio } from './alarm.ts';
import { remainingMs, type CookTimer } from './timer-store.ts';
import { TimerControls } from './timer-controls.tsx';
import { useTimerClock, useTimerRinging } from './use-cook-timers.ts';

/** Where a timer leads: its recipe's cook mode, at the servings it was started for. */
export function cookPath(timer: CookTimer): string {
  const path = `/recipe/${encodeURIComponent(timer.recipeId)}/cook`;
  return timer.servings === undefined ? path : `${path}?servings=${timer.servings}`;
}

/** What a timer is called away from its recipe: "Coconut Red Lentil Dal, Step 2 · 8 minutes". */
export const timerTitle = (timer: CookTimer) =>
  timer.recipeName ? `${timer.recipeName}, ${timer.label}` : timer.label;

/** Done timers first, then the running ones soonest first, then the paused. */
function byUrgency(now: number) {
  const rank = (timer: CookTimer) => (timer.rung ? 0 : timer.endsAt === null ? 2 : 1);
  return (a: CookTimer, b: CookTimer) =>
    rank(a) - rank(b) || remainingMs(a, now) - remainingMs(b, now);
}

const OPEN_MESSAGE = 'plateful:open-timer';
/** Pills shown before "N more timers". */
const COLLAPSED = 2;

export function TimerHost() {
  const { timers, now } = useTimerClock();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [announcement, setAnnouncement] = useState('');
  const [expanded, setExpanded] = useState(false);

  const onRing = useCallback((timer: CookTimer, kind: 'alarm' | 'quiet') => {
    ringAlarm(
      { timerId: timer.id, title: 'Timer done', body: timerTitle(timer), url: cookPath(timer) },
      { quiet: kind === 'quiet' },
    );
    setAnnouncement(
      kind === 'quiet'
        ? `Timer finished while you were away: ${timerTitle(timer)}`
        : `Timer done: ${timerTitle(timer)}`,
    );
  }, []);
  useTimerRinging(onRing);

  // Sound needs a tap on this page first (after a reload, say): the first tap anywhere allows it.
  useEffect(() => {
    const options = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', unlockAudio, options);
    window.addEventListener('keydown', unlockAudio, options);
    return () => {
      window.removeEventListener('pointerdown', unlockAudio, options);
      window.removeEventListener('keydown', unlockAudio, options);
    };
  }, []);

  // A tap on a timer's notification (public/sw-timers.js) opens its cook mode in this tab.
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== OPEN_MESSAGE || typeof data.url !== 'string') return;
      if (/^\/recipe\/[^/?#]+\/cook(\?servings=\d{1,2})?$/.test(data.url)) void navigate(data.url);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);

  const inCookMode = /^\/recipe\/[^/]+\/cook$/.test(pathname);
  const shown = inCookMode ? [] : [...timers].sort(byUrgency(now));
  // Two pills at most unless asked: more would cover the screen the cook came to use.
  const hidden = expanded ? 0 : Math.max(0, shown.length - COLLAPSED);

  return (
    <>
      {shown.length > 0 && (
        <>
          {/* Room at the end of the screen, so the pills never hide its last line. */}
          <div aria-hidden className="h-16 lg:hidden" />
          <section
            aria-label="Timers"
            data-no-swipe
            className="pointer-events-none fixed inset-x-0 bottom-[calc(max(env(safe-area-inset-bottom),0.75rem)+3rem)] z-30 flex justify-center px-3 lg:inset-x-auto lg:right-6 lg:bottom-6 lg:px-0"
          >
            <ul className="pointer-events-auto flex max-h-[40vh] w-full max-w-md flex-col gap-2 overflow-y-auto p-1 lg:w-96">
              {shown.slice(0, shown.length - hidden).map((timer) => (
                <TimerPill key={timer.id} timer={timer} now={now} />
              ))}
              {(hidden > 0 || (expanded && shown.length > COLLAPSED)) && (
                <li className="flex justify-center">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    onClick={() => setExpanded(!expanded)}
                    className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg ring-1 ring-white/10"
                  >
                    {expanded
                      ? 'Show fewer timers'
                      : `${hidden} more ${hidden === 1 ? 'timer' : 'timers'}`}
                  </button>
                </li>
              )}
            </ul>
          </section>
        </>
      )}
      <div role="status" aria-live="polite" className="sr-only" data-testid="timer-announcer">
        {announcement}
      </div>
    </>
  );
}

function TimerPill({ timer, now }: { timer: CookTimer; now: number }) {
  const left = remainingMs(timer, now);
  const done = timer.rung || left === 0;
  const paused = timer.endsAt === null;
  const button = `grid size-10 shrink-0 place-items-center rounded-full ${
    done ? 'bg-white/70 ring-1 ring-ink/20 hover:bg-white' : 'bg-white/15 hover:bg-white/25'
  }`;
  return (
    <li
      data-testid="timer-pill"
      data-state={done ? 'done' : paused ? 'paused' : 'running'}
      className={`flex items-center gap-1.5 rounded-full py-1.5 pr-1.5 pl-2 shadow-lg ring-1 ${
        done ? 'bg-accent-400 text-ink ring-ink/10' : 'bg-ink text-white ring-white/10'
      }`}
    >
      <Link
        to={cookPath(timer)}
        className="flex min-w-0 flex-1 items-center gap-2.5 rounded-full py-0.5 pr-1 pl-1.5 outline-offset-2"
      >
        {done ? (
          <BellRing aria-hidden className="size-6 shrink-0 motion-safe:animate-bounce" />
        ) : (
          <Timer aria-hidden className="size-6 shrink-0 text-accent-400" />
        )}
        <span
          className={`shrink-0 text-xl leading-none font-extrabold tabular-nums ${
            paused && !done ? 'text-white/70' : ''
          }`}
        >
          {done ? 'Done' : formatTimerClock(left / 1000)}
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-sm font-semibold">
            {paused && !done ? `Paused · ${timer.label}` : timer.label}
          </span>
          {timer.recipeName && (
            <span className={`truncate text-xs ${done ? '' : 'text-white/80'}`}>
              {timer.recipeName}
            </span>
          )}
        </span>
      </Link>
      <TimerControls timer={timer} done={done} className={button} />
    </li>
  );
}
