/** A method step with each time in it ("bake for 25–30 minutes") as a tap-to-start timer. */
import { findStepDurations, type StepDuration } from '@plateful/core';
import { Timer } from 'lucide-react';
import type { ReactNode } from 'react';

export function StepText({
  text,
  onStart,
}: {
  text: string;
  onStart(duration: StepDuration): void;
}) {
  const durations = findStepDurations(text);
  const parts: ReactNode[] = [];
  let at = 0;
  durations.forEach((duration, index) => {
    parts.push(text.slice(at, duration.start));
    parts.push(
      <button
        key={index}
        type="button"
        onClick={() => onStart(duration)}
        aria-label={`Start a timer: ${duration.text}`}
        className="mx-0.5 inline-flex items-center gap-1.5 rounded-full bg-accent-400/25 px-3 py-0.5 align-baseline font-bold text-ink ring-2 ring-accent-400 hover:bg-accent-400/40"
      >
        <Timer aria-hidden className="size-[0.9em]" />
        {duration.text}
      </button>,
    );
    at = duration.end;
  });
  parts.push(text.slice(at));
  return (
    <p className="text-2xl leading-relaxed font-medium sm:text-3xl sm:leading-relaxed">{parts}</p>
  );
}
