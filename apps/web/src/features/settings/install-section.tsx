import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { SettingsCard } from './settings-sections.tsx';

type Platform = 'ios' | 'android' | 'desktop';

/** SPEC §4's install texts, one per platform. */
export const INSTALL_TEXT: Record<Platform, string> = {
  ios: 'Tap Share → Add to Home Screen',
  android: 'Tap Install app',
  desktop: 'Use the Install icon in your address bar',
};

const INSTALL_DETAIL: Record<Platform, string> = {
  ios: 'In Safari, tap the Share button at the bottom, then Add to Home Screen.',
  android: 'In Chrome, open the ⋮ menu and tap Install app (or Add to Home screen).',
  desktop: 'In Chrome or Edge, click the install icon at the right of the address bar.',
};

function platformOf(userAgent: string): Platform {
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/android/i.test(userAgent)) return 'android';
  return 'desktop';
}

function isInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Install the app: how to, for this platform. */
export function InstallSection() {
  const [open, setOpen] = useState(false);
  const platform = platformOf(navigator.userAgent);
  return (
    <SettingsCard title="Install the app" text="Open Plateful from your home screen, even offline.">
      {isInstalled() ? (
        <p className="text-sm text-ink/70">Plateful is installed on this device.</p>
      ) : (
        <>
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="inline-flex h-11 items-center gap-2 rounded-xl px-4 font-semibold ring-1 ring-black/10 hover:bg-black/5"
          >
            <Smartphone aria-hidden="true" className="size-4" /> How to install
          </button>
          {open && (
            <div className="mt-3 rounded-xl bg-brand-50 p-3 text-sm">
              <p className="font-semibold">{INSTALL_TEXT[platform]}</p>
              <p className="mt-1 text-ink/70">{INSTALL_DETAIL[platform]}</p>
            </div>
          )}
        </>
      )}
    </SettingsCard>
  );
}
