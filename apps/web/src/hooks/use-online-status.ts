import { useEffect, useState } from 'react';

/** SPEC §2 / §9: the 'Offline' indicator stays this long after the connection is back. */
export const OFFLINE_LINGER_MS = 2000;

/**
 * Whether to show the offline indicator: while the browser is offline, and for 2 s after it
 * comes back.
 */
export function useOfflineIndicator(): boolean {
  const [show, setShow] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  useEffect(() => {
    let timer: number | undefined;
    const offline = () => {
      window.clearTimeout(timer);
      setShow(true);
    };
    const online = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setShow(false), OFFLINE_LINGER_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return show;
}
