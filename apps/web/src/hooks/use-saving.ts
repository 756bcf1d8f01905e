/**
 * A household change being kept (issue 27): the screen shows the change at once, but says it is
 * done (a pressed button, a toast) only once the change is in IndexedDB. `saving` is true from the
 * tap until `run`'s work has settled; a second tap meanwhile is ignored.
 */
import { useCallback, useRef, useState } from 'react';

export function useSaving(): {
  saving: boolean;
  run: (work: () => Promise<unknown>) => Promise<void>;
} {
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);
  return { saving, run };
}
