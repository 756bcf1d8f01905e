/** How often an open app asks the server for a new service worker when it comes back to view. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export const UPDATE_TOAST_ID = 'pwa-update';
export const UPDATE_MESSAGE = 'A new version of Plateful is ready';
