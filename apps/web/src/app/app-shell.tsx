import { Outlet, useLocation } from 'react-router';
import { AppHeader } from '../components/layout/app-header.tsx';
import { TabDots } from '../components/layout/tab-dots.tsx';
import { tabForPath } from './tabs.ts';

/** The frame around every screen: header with the three tabs, the screen, and the tab dots. */
export function AppShell() {
  const { pathname } = useLocation();
  const tab = tabForPath(pathname);
  return (
    <div className="mx-auto flex min-h-dvh max-w-3xl flex-col">
      <AppHeader currentTab={tab} />
      <main id="main" className="flex-1 px-4 pt-4 pb-24">
        <Outlet />
      </main>
      {tab !== null && <TabDots currentTab={tab} />}
    </div>
  );
}
