import { startTransition, useEffect, useState } from 'react';

/**
 * A long list rendered a slice at a time: the first `first` items at once (a phone screenful of cards), then
 * `step` more in each later task, as an interruptible transition, until all are shown. Rendering
 * every card in one go is one long task on a slow phone (taps wait for it); in slices, the page
 * answers between them. A list that shrinks or grows again later shows at once up to the slice
 * count reached.
 */
export function useProgressiveList<T>(items: readonly T[], first = 4, step = 8): readonly T[] {
  const [limit, setLimit] = useState(first);
  const more = limit < items.length;
  useEffect(() => {
    if (!more) return;
    // A timer, not a microtask: the browser gets to paint and handle input between slices.
    const timer = window.setTimeout(() => startTransition(() => setLimit((n) => n + step)), 0);
    return () => window.clearTimeout(timer);
  }, [more, limit, step]);
  return more ? items.slice(0, limit) : items;
}
