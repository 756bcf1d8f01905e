import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { InstallPrompt } from '../features/install-prompt/install-prompt.tsx';
import { UpdatePrompt } from '../features/pwa-update/update-prompt.tsx';
import { AppToaster } from '../lib/toast.tsx';
import { AdminBanner } from '../components/layout/admin-banner.tsx';
import { AppHeader } from '../components/layout/app-header.tsx';
import { OfflineIndicator } from '../components/layout/offline-indicator.tsx';
import { TabDots } from '../components/layout/tab-dots.tsx';
import { tabForPath, type TabIndex } from './tabs.ts';
import { useTabGestures } from './use-tab-gestures.ts';

/** Direction of the last tab change, for the slide-in of the new screen. */
function useSlideDirection(tab: TabIndex | null): 'left' | 'right' | 'none' {
  const previous = useRef(tab);
  const direction =
    tab === null || previous.current === null || previous.current === tab
      ? 'none'
      : tab > previous.current
        ? 'left'
        : 'right';
  useEffect(() => {
    previous.current = tab;
  }, [tab]);
  return direction;
}

/** The frame around every screen: header with the three tabs, the screen, the tab dots. */
export function AppShell() {
  const { pathname } = useLocation();
  const tab = tabForPath(pathname);
  const mainRef = useRef<HTMLElement>(null);
  useTabGestures(mainRef, tab);
  const slide = useSlideDirection(tab);
  return (
    <div className="mx-auto flex min-h-dvh max-w-3xl flex-col">
      <AdminBanner />
      <AppHeader currentTab={tab} />
      <OfflineIndicator />
      <main ref={mainRef} id="main" className="flex-1 px-4 pt-4 pb-24">
        <div
          key={tab ?? pathname}
          className={slide === 'none' ? '' : `animate-slide-from-${slide}`}
        >
          <Outlet />
        </div>
      </main>
      {tab !== null && <TabDots currentTab={tab} />}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <InstallPrompt />
      <UpdatePrompt />
    </div>
  );
}
