/** A timer's Pause/Resume (while it runs) and Cancel/Dismiss buttons, in cook mode and the frame. */
import { Pause, Play, X } from 'lucide-react';
import { closeNotice } from './alarm.ts';
import { dismissTimer, pauseTimer, resumeTimer, type CookTimer } from './timer-store.ts';

export function TimerControls({
  timer,
  done,
  className,
}: {
  timer: CookTimer;
  done: boolean;
  /** Each button's classes. */
  className: string;
}) {
  const paused = timer.endsAt === null;
  return (
    <>
      {!done && (
        <button
          type="button"
          onClick={() =>
            paused ? resumeTimer(timer.id, Date.now()) : pauseTimer(timer.id, Date.now())
          }
          aria-label={`${paused ? 'Resume' : 'Pause'} timer: ${timer.label}`}
          className={className}
        >
          {paused ? (
            <Play aria-hidden className="size-4" />
          ) : (
            <Pause aria-hidden className="size-4" />
          )}
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          dismissTimer(timer.id);
          void closeNotice(timer.id);
        }}
        aria-label={`${done ? 'Dismiss' : 'Cancel'} timer: ${timer.label}`}
        className={className}
      >
        <X aria-hidden className="size-4" />
      </button>
    </>
  );
}
