/**
 * The stored session: this tab's session-storage keys and the server's account cookie. Cleared by
 * crash recovery (SPEC §4) and by Settings.
 */
import { STORAGE_PREFIX } from '@plateful/core';

export function clearSession(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(STORAGE_PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch (error) {
    console.warn('[plateful] could not clear the session', error);
  }
  void fetch('/api/session', { method: 'DELETE', credentials: 'include' }).catch(() => undefined);
}
