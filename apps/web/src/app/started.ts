/**
 * The app's word that it has started: public/start-check.js, which shows the error screen when
 * the app's scripts cannot load or fail before React mounts (decision 0031), stands down on it.
 */
export const STARTED_EVENT = 'plateful:started';

/** Called once React has taken the page: from here on the error boundary shows failures. */
export function announceStarted(): void {
  window.dispatchEvent(new Event(STARTED_EVENT));
}
