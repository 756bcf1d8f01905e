/**
 * Tells the page when a new version has taken over. The service worker calls skipWaiting and
 * clientsClaim, so a new worker controls open pages as soon as it activates: a `controllerchange`
 * on a page that already had a controller means the code it is running is now older than its
 * worker's cache. (The first install also fires `controllerchange`, on a page with no controller:
 * that is not an update.) An app left open for days also checks for a new worker, at most hourly,
 * when it is brought back into view.
 */
import { UPDATE_CHECK_INTERVAL_MS } from './constants.ts';

export function watchForUpdate(
  onUpdate: () => void,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): () => void {
  if (!container) return () => {};
  let hadController = container.controller !== null;
  let lastCheck = Date.now();

  const onControllerChange = () => {
    if (hadController) onUpdate();
    hadController = true;
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    container
      .getRegistration()
      .then((registration) => registration?.update())
      .catch((error: unknown) => console.warn('[plateful] update check failed', error));
  };

  container.addEventListener('controllerchange', onControllerChange);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    container.removeEventListener('controllerchange', onControllerChange);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
