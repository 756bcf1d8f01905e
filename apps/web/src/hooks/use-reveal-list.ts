import { startTransition, useEffect, useState } from 'react';

/** How far below the screen the end of the list is noticed: a screen's height ahead. */
const REVEAL_MARGIN = '0px 0px 100% 0px';

/**
 * How often the marker is measured while items are left, besides the events: a layout change
 * above the list (a panel closing, a card's picture arriving) can bring it near with no scroll,
 * no resize and, to the observer, no change (decision 0029).
 */
const MEASURE_EVERY_MS = 500;

/** How many items each list (by its `memory` name) had shown, for this page's life. */
const reached = new Map<string, number>();

/** Whether the marker is within REVEAL_MARGIN of the screen: on it, or a screen's height below. */
function nearScreen(node: Element): boolean {
  const { top, bottom } = node.getBoundingClientRect();
  return bottom >= 0 && top <= window.innerHeight * 2;
}

/**
 * A long list rendered as the reader goes down it: the first `first` items at once (a phone
 * screenful of cards), then `step` more at a time while the end of what is shown (`endRef`, a
 * marker after the last item) is within a screen of the viewport, measured again after each. A
 * list that fills the screen stops there; one that does not (a wide screen) goes on a slice at a
 * time until it does.
 *
 * Items far below are rendered only when the reader scrolls towards them: a library of hundreds
 * of recipes costs a phone about two screens of cards at start, not hundreds, and no task after
 * the first screen keeps a tap waiting (issue 17). A list that shrinks or grows again later shows
 * at once up to the count reached, and so does the list mounted again under the same `memory`
 * name (Plan under an opened recipe, then back): the reader's place is still there.
 *
 * Where the marker is, is always measured (its box), never taken from a report: after each slice,
 * whenever a scroll, a resize or the IntersectionObserver says it may have moved, and on a slow
 * beat (MEASURE_EVERY_MS) while items are left and the page is visible. A report's
 * own answer can be stale by the time it arrives: on a loaded machine an observer's "far" landed
 * after the slice that had moved the marker on screen, and no later report came, since to the
 * observer nothing had changed (session 37: 28 to 48 cards of 52, the end of the list on
 * screen, for minutes; CI in sessions 34 and 36). And a marker can come near with no event at all:
 * in session 49 a stalled reveal had no slice asked for, the marker on screen and the page at its
 * bottom (no scroll to come); the beat measures it.
 */
export function useRevealList<T>(
  items: readonly T[],
  { first, step, memory }: { first: number; step: number; memory: string },
): { shown: readonly T[]; endRef: (node: Element | null) => void } {
  const [limit, setLimit] = useState(() => Math.max(first, reached.get(memory) ?? 0));
  useEffect(() => {
    reached.set(memory, limit);
  }, [memory, limit]);
  // The marker, as state: a marker mounted afresh is watched afresh.
  const [marker, endRef] = useState<Element | null>(null);
  const more = limit < items.length;
  const length = items.length;
  useEffect(() => {
    if (!marker || !more) return;
    // One slice per measurement made after the last slice was laid out: several slices could
    // otherwise commit before the first is measured (screens of cards ahead of the reader).
    let timer: number | undefined;
    let asked = false;
    const check = () => {
      if (asked || timer !== undefined || !nearScreen(marker)) return;
      // A timer, not a microtask: input is handled between slices.
      timer = window.setTimeout(() => {
        timer = undefined;
        if (!nearScreen(marker)) return;
        asked = true;
        // Said on the marker while a slice is asked for and not yet shown, so a stalled reveal's
        // report can tell a slice never committed from one never asked for (decision 0029).
        marker.setAttribute('data-slice-asked', String(Date.now()));
        startTransition(() => setLimit((n) => n + step));
      }, 0);
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(check, { rootMargin: REVEAL_MARGIN });
    observer?.observe(marker);
    // Any scroll, the page's or a scrolling panel's (scroll events do not bubble: captured).
    document.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', check, { passive: true });
    const beat = window.setInterval(() => {
      if (!document.hidden) check();
    }, MEASURE_EVERY_MS);
    check();
    return () => {
      window.clearInterval(beat);
      window.clearTimeout(timer);
      marker.removeAttribute('data-slice-asked');
      observer?.disconnect();
      document.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
    };
  }, [marker, more, limit, length, step]);
  return { shown: more ? items.slice(0, limit) : items, endRef };
}
