import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { SplashScreen } from '../components/layout/splash-screen.tsx';
import { loadRuntimeConfig } from '../lib/runtime-config.ts';
import { ErrorBoundary } from './error-screen.tsx';
import { queryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

/** SPEC §2 / §9: the splash stays at least this long, once per page life. */
export const SPLASH_MIN_MS = 1000;

let splashDone = false;

/** Resolves when start-up loading is done and the splash has shown for at least 1 s. */
function startLoading(): Promise<void> {
  const minimum = new Promise((resolve) => window.setTimeout(resolve, SPLASH_MIN_MS));
  return Promise.all([loadRuntimeConfig(), minimum]).then(() => undefined);
}

export function App() {
  const [router] = useState(createAppRouter);
  const [ready, setReady] = useState(splashDone);
  useEffect(() => {
    if (splashDone) return;
    let alive = true;
    void startLoading().then(() => {
      splashDone = true;
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {ready ? <RouterProvider router={router} /> : <SplashScreen />}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
