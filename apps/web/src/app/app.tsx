import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { SplashScreen } from '../components/layout/splash-screen.tsx';
import { runtimeConfigLoaded } from '../lib/runtime-config.ts';
import { ErrorBoundary } from './error-screen.tsx';
import { queryClient } from '../lib/query-client.ts';
import { prefetchRecipes } from '../lib/recipes.ts';
import { AppRoutes } from './router.tsx';
import { tabForPath } from './tabs.ts';

/** SPEC §2 / §9: the splash stays at least this long, once per page life. */
export const SPLASH_MIN_MS = 1000;

let splashDone = false;

/**
 * Resolves when start-up loading is done and the splash has shown for at least 1 s. The splash is
 * in the page itself (index.html), on screen from the first paint, so the second is counted from
 * the start of the page's navigation, not from when this script ran. On a tab, the recipe list
 * every tab reads starts loading now, behind the splash.
 */
function startLoading(): Promise<void> {
  const shownFor = performance.now();
  const minimum = new Promise((resolve) =>
    window.setTimeout(resolve, Math.max(0, SPLASH_MIN_MS - shownFor)),
  );
  if (tabForPath(window.location.pathname) !== null) void prefetchRecipes();
  return Promise.all([runtimeConfigLoaded(), minimum]).then(() => undefined);
}

export function App() {
  // Mounted again in the same page life (no splash then), it shows the screens at once.
  const [ready, setReady] = useState(splashDone);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    void startLoading().then(() => {
      splashDone = true;
      // An interruptible render: the first screen's work is split into short tasks.
      if (alive) startTransition(() => setReady(true));
    });
    return () => {
      alive = false;
    };
  }, [ready]);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {ready ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <SplashScreen />
        )}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
