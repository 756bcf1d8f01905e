import { useEffect } from 'react';
import { toast } from '../../lib/toast.tsx';
import { UPDATE_MESSAGE, UPDATE_TOAST_ID } from './constants.ts';
import { watchForUpdate } from './watch-for-update.ts';

/** Shows 'A new version of Plateful is ready' with Reload when a new service worker takes over. */
export function UpdatePrompt() {
  useEffect(
    () =>
      watchForUpdate(() => {
        toast.message(UPDATE_MESSAGE, {
          id: UPDATE_TOAST_ID,
          duration: Infinity,
          action: { label: 'Reload', onClick: () => window.location.reload() },
        });
      }),
    [],
  );
  return null;
}
