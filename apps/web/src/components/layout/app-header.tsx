import { PRODUCT_NAME } from '@plateful/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { TABS, type TabIndex } from '../../app/tabs.ts';
import { OfflineIndicator } from './offline-indicator.tsx';
import { SyncIndicator } from './sync-indicator.tsx';

const LOGO = '/logo.svg';
const LOGO_FALLBACK = '/logo-fallback.svg';

/**
 * Header: logo and title (a click reloads the page, SPEC §2), the three tabs and, while offline,
 * the 'Offline' pill (a row of its own under the tabs on a phone, after them on a wide screen).
 */
export function AppHeader({ currentTab }: { currentTab: TabIndex | null }) {
  const [logo, setLogo] = useState(LOGO);
  return (
    <header className="sticky top-0 z-20 border-b border-black/5 bg-paper/90 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 min-[360px]:gap-3 lg:flex-nowrap lg:px-8">
        {/* The bar itself never wraps: only the Offline pill takes a row of its own. */}
        <div className="relative flex min-w-0 flex-1 items-center gap-2 min-[360px]:gap-3">
          {/* 32 px drawn (the logo), 44 px to tap: the target reaches 6 px above and below. */}
          <button
            type="button"
            className="relative flex items-center gap-1.5 rounded-lg before:absolute before:inset-x-0 before:-inset-y-1.5 min-[360px]:gap-2"
            onClick={() => window.location.reload()}
            aria-label={`${PRODUCT_NAME}: reload`}
          >
            <img
              src={logo}
              alt=""
              width={32}
              height={32}
              className="size-8 rounded-lg"
              onError={() => setLogo((current) => (current === LOGO ? LOGO_FALLBACK : current))}
            />
            <span className="text-base font-bold tracking-tight whitespace-nowrap text-brand-700 min-[360px]:text-lg">
              {PRODUCT_NAME}
            </span>
          </button>
          {/* Under 400 px the bar has no room for the badge between the name and the tabs (it sat
            over "Plateful" at 360 px): it is a small count on the logo's top corner there, its right
            edge 4 px past the logo's and clear of the name, and a tap on it reaches the logo. */}
          <span className="pointer-events-none absolute top-[calc(50%-1.5rem)] left-0 flex w-9 justify-end min-[400px]:pointer-events-auto min-[400px]:static min-[400px]:ml-auto min-[400px]:block min-[400px]:w-auto">
            <SyncIndicator />
          </span>
          <nav aria-label="Tabs" className="max-[399px]:ml-auto">
            {/* Tighter under 360 px, so a 320 px phone keeps every word of the bar whole. A tab's
              tap target reaches 6 px above and below its pill: 44 px tall in the 56 px bar. */}
            <ul className="flex gap-0.5 rounded-full bg-black/5 p-1 min-[360px]:gap-1">
              {TABS.map((tab) => {
                const active = tab.index === currentTab;
                return (
                  <li key={tab.path}>
                    <Link
                      to={tab.path}
                      aria-current={active ? 'page' : undefined}
                      className={`relative block rounded-full px-2 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors min-[360px]:px-3.5 ${
                        active ? 'bg-white text-brand-700 shadow-sm' : 'text-ink/70 hover:text-ink'
                      } before:absolute before:inset-x-0 before:-inset-y-1.5`}
                    >
                      {tab.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        <OfflineIndicator />
      </div>
    </header>
  );
}
