import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** How far below the screen the end of the list is noticed: a screen's height ahead. */
const REVEAL_MARGIN = '0px 0px 100% 0px';

/** How many items each list (by its `memory` name) had shown, for this page's life. */
const reached = new Map<string, number>();

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
 * name (Plan under an opened recipe, then back): the reader's place is still there. Where
 * IntersectionObserver is missing, every item is shown, a slice per task.
 */
export function useRevealList<T>(
  items: readonly T[],
  { first, step, memory }: { first: number; step: number; memory: string },
): { shown: readonly T[]; endRef: (node: Element | null) => void } {
  const [limit, setLimit] = useState(() => Math.max(first, reached.get(memory) ?? 0));
  useEffect(() => {
    reached.set(memory, limit);
  }, [memory, limit]);
  // The observer's latest report, a new object each time: one slice is added per report, and
  // the marker is observed afresh after each slice, so the next report measures where the new
  // slice has put it. (Several slices could otherwise commit before a frame is drawn and the
  // observer has seen the first: screens of cards ahead of the reader on a fast phone.)
  const [report, setReport] = useState<{ near: boolean } | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const marker = useRef<Element | null>(null);
  const endRef = useCallback((node: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    marker.current = node;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setReport({ near: true });
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setReport({ near: last.isIntersecting });
      },
      { rootMargin: REVEAL_MARGIN },
    );
    observer.current.observe(node);
  }, []);
  const more = limit < items.length;
  useEffect(() => {
    if (!more || !report?.near) return;
    // A timer, not a microtask: input is handled between slices.
    const timer = window.setTimeout(() => startTransition(() => setLimit((n) => n + step)), 0);
    return () => window.clearTimeout(timer);
  }, [more, report, step]);
  useEffect(() => {
    const node = marker.current;
    if (!node) return;
    if (observer.current) {
      observer.current.unobserve(node);
      observer.current.observe(node);
    } else if (typeof IntersectionObserver === 'undefined') {
      setReport({ near: true });
    }
  }, [limit]);
  return { shown: more ? items.slice(0, limit) : items, endRef };
}
