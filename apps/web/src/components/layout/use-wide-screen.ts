/**
 * Whether the window is a wide screen (Tailwind's `lg`, 1024 px and up), following resizes. Wide
 * screens get a side panel for the recipe sheet and no pager dots (issue 17).
 */
import { useSyncExternalStore } from 'react';

export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => false,
  );
}
