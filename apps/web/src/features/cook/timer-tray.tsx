/** The running and finished timers of cook mode, each with its time left and its controls. */
import { formatTimerClock } from '@plateful/core';
import { BellRing, Timer } from 'lucide-react';
import { TimerControls } from './timer-controls.tsx';
import { remainingMs, type CookTimer } from './timer-store.ts';

export function TimerTray({ timers, now }: { timers: readonly CookTimer[]; now: number }) {
  if (timers.length === 0) return null;
  return (
    <section aria-label="Timers" className="border-t border-black/5 bg-white/95 px-4 py-2">
      <ul className="mx-auto flex max-w-5xl gap-2 overflow-x-auto py-1">
        {timers.map((timer) => {
          const left = remainingMs(timer, now);
          const done = timer.rung || left === 0;
          const paused = timer.endsAt === null;
          return (
            <li
              key={timer.id}
              data-testid="cook-timer"
              data-state={done ? 'done' : paused ? 'paused' : 'running'}
              className={`flex shrink-0 items-center gap-2 rounded-2xl py-1.5 pr-1.5 pl-3 ring-1 ${
                done ? 'bg-accent-400 text-ink ring-accent-400' : 'bg-brand-50 ring-brand-100'
              }`}
            >
              {done ? (
                <BellRing aria-hidden className="size-5 motion-safe:animate-bounce" />
              ) : (
                <Timer aria-hidden className="size-5 text-brand-700" />
              )}
              <span className="min-w-0">
                <span className="block max-w-[11rem] truncate text-xs font-semibold">
                  {timer.label}
                </span>
                <span className="block text-lg leading-tight font-extrabold tabular-nums">
                  {done ? 'Done' : formatTimerClock(left / 1000)}
                </span>
              </span>
              <TimerControls
                timer={timer}
                done={done}
                className="grid size-10 place-items-center rounded-full bg-white ring-1 ring-black/10"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
