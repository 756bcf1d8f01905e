import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { InstallPrompt } from '../features/install-prompt/install-prompt.tsx';
import { UpdatePrompt } from '../features/pwa-update/update-prompt.tsx';
import { AppToaster } from '../lib/toast.tsx';
import { AdminBanner } from '../components/layout/admin-banner.tsx';
import { AppHeader } from '../components/layout/app-header.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { CookTimers, useHasCookTimers } from '../features/cook/timer-presence.tsx';
import { TabDots } from '../components/layout/tab-dots.tsx';
import { screenKeyForPath, tabForPath, type TabIndex } from './tabs.ts';
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

/**
 * The frame around every screen: skip link, header with the three tabs, the screen, the tab dots.
 * Plan and Shop use a wide screen's width (a grid of recipes, aisles in columns); the other screens
 * are forms and pages that read best in one column.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const tab = tabForPath(pathname);
  const mainRef = useRef<HTMLElement>(null);
  useTabGestures(mainRef, tab);
  const slide = useSlideDirection(tab);
  // /recipe/{id} is the Plan tab with the recipe's sheet over it: the same screen, as wide.
  const screenKey = screenKeyForPath(pathname);
  const wide = screenKey === 0 || screenKey === 2;
  // The install card and the timer pills share the bottom of the screen: while the cook has a
  // timer, the card waits (it is not snoozed, so it comes back once the timers are dismissed).
  const cooking = useHasCookTimers();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AdminBanner />
      <AppHeader currentTab={tab} />
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        data-wide={wide || undefined}
        className={`mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-24 outline-none lg:pb-10 ${
          wide ? 'lg:max-w-7xl lg:px-8' : ''
        }`}
      >
        {/* A screen's code loads on first use (router.tsx): a tab change is a transition, so the
            screen before stays until the next one is here. */}
        <Suspense fallback={null}>
          <div key={screenKey} className={slide === 'none' ? '' : `animate-slide-from-${slide}`}>
            <Outlet />
          </div>
        </Suspense>
        {/* Cook timers on every screen: their code loads only once a timer exists. */}
        <CookTimers />
      </main>
      {tab !== null && <TabDots currentTab={tab} />}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      {!cooking && <InstallPrompt />}
      <UpdatePrompt />
    </div>
  );
}
