// Imported by the generated service worker (vite.config.ts, workbox.importScripts): a tap on a
// cook timer's notification (features/cook/alarm.ts) brings the app to the front at that recipe's
// cook mode. The worker keeps no timers of its own: the page rings them (decision 0015).
/* global self */
self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data;
  if (!data || data.kind !== 'cook-timer' || typeof data.url !== 'string') return;
  event.notification.close();
  const url = new URL(data.url, self.location.origin);
  if (url.origin !== self.location.origin || !/^\/recipe\/[^/]+\/cook$/.test(url.pathname)) return;
  const path = url.pathname + url.search;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client =
        windows.find((candidate) => candidate.focused) ??
        windows.find((candidate) => candidate.visibilityState === 'visible') ??
        windows[0];
      if (!client) {
        await self.clients.openWindow(path);
        return;
      }
      await client.focus();
      // The app's timer host moves to the recipe without a reload.
      client.postMessage({ type: 'plateful:open-timer', url: path });
    })(),
  );
});
