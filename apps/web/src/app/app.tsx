import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { SplashScreen } from '../components/layout/splash-screen.tsx';
import { loadRuntimeConfig } from '../lib/runtime-config.ts';
import { ErrorBoundary } from './error-screen.tsx';
import { queryClient } from '../lib/query-client.ts';
import { prefetchRecipes } from '../lib/recipes.ts';
import { createAppRouter } from './router.tsx';
import { tabForPath } from './tabs.ts';

/** SPEC §2 / §9: the splash stays at least this long, once per page life. */
export const SPLASH_MIN_MS = 1000;

let splashDone = false;

/**
 * Resolves when start-up loading is done and the splash has shown for at least 1 s. The splash is
 * in the page itself (index.html), on screen from the first paint, so the second is counted from
 * the start of the page's navigation, not from when this script ran. On a tab, the recipe list
 * every tab reads starts loading now, behind the splash. The router is made in a task of its
 * own, not in the one that hydrates the page: each stays short on a slow phone.
 */
function startLoading(): Promise<AppRouter> {
  const shownFor = performance.now();
  const minimum = new Promise((resolve) =>
    window.setTimeout(resolve, Math.max(0, SPLASH_MIN_MS - shownFor)),
  );
  if (tabForPath(window.location.pathname) !== null) void prefetchRecipes();
  const router = new Promise<AppRouter>((resolve) =>
    window.setTimeout(() => resolve(createAppRouter()), 0),
  );
  return Promise.all([router, loadRuntimeConfig(), minimum]).then(([made]) => made);
}

type AppRouter = ReturnType<typeof createAppRouter>;

export function App() {
  // Mounted again in the same page life (no splash then), it makes its router at once.
  const [router, setRouter] = useState(() => (splashDone ? createAppRouter() : null));
  useEffect(() => {
    if (router) return;
    let alive = true;
    void startLoading().then((made) => {
      splashDone = true;
      // An interruptible render: the first screen's work is split into short tasks.
      if (alive) startTransition(() => setRouter(made));
    });
    return () => {
      alive = false;
    };
  }, [router]);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {router ? <RouterProvider router={router} /> : <SplashScreen />}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
