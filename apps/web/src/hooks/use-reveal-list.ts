import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** How far below the screen the end of the list is noticed: a screen's height ahead. */
const REVEAL_MARGIN = '0px 0px 100% 0px';

/** How many items each list (by its `memory` name) had shown, for this page's life. */
const reached = new Map<string, number>();

/**
 * A long list rendered as the reader goes down it: the first `first` items at once (a phone
 * screenful of cards), then `step` more per task while the end of what is shown (`endRef`, a
 * marker after the last item) is within a screen of the viewport. A list that fills the screen
 * stops there; one that does not (a wide screen) goes on a slice at a time until it does.
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
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const endRef = useCallback((node: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setNear(last.isIntersecting);
      },
      { rootMargin: REVEAL_MARGIN },
    );
    observer.current.observe(node);
  }, []);
  const more = limit < items.length;
  useEffect(() => {
    if (!more || !near) return;
    // A timer, not a microtask: the browser lays out the new slice (moving the marker, which the
    // observer then reports) and handles input before the next one.
    const timer = window.setTimeout(() => startTransition(() => setLimit((n) => n + step)), 0);
    return () => window.clearTimeout(timer);
  }, [more, near, limit, step]);
  return { shown: more ? items.slice(0, limit) : items, endRef };
}
