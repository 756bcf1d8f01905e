/**
 * A method step with each time in it ("bake for 25–30 minutes") as a tap-to-start timer, and each
 * web address a link as the sheet shows it (`LinkedText`); a time inside an address
 * ("…/bake-for-20-minutes") is part of the address, not a timer.
 */
import { findStepDurations, type StepDuration } from '@plateful/core';
import { Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkedText, webAddressParts } from '../../components/recipe/linked-text.tsx';

/** Where each web address of `text` starts and ends. */
function addressSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let at = 0;
  for (const part of webAddressParts(text)) {
    if ('href' in part) spans.push([at, at + part.text.length]);
    at += part.text.length;
  }
  return spans;
}

export function StepText({
  text,
  onStart,
}: {
  text: string;
  onStart(duration: StepDuration): void;
}) {
  const spans = addressSpans(text);
  const durations = findStepDurations(text).filter(
    (duration) => !spans.some(([start, end]) => duration.start < end && duration.end > start),
  );
  const parts: ReactNode[] = [];
  let at = 0;
  durations.forEach((duration, index) => {
    parts.push(<LinkedText key={`text-${index}`} text={text.slice(at, duration.start)} />);
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
  parts.push(<LinkedText key="text-end" text={text.slice(at)} />);
  return (
    <p className="text-2xl leading-relaxed font-medium sm:text-3xl sm:leading-relaxed">{parts}</p>
  );
}
