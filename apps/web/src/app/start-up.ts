/**
 * What runs once, before the first render: storage migrations, the `?r=CODE` rewrite to
 * /r/{CODE} (SPEC §2), the device code kept saved, the scanned-draft clean-up (SPEC §9), and the
 * household engine (issue 14), loaded as its own chunk when this device needs it.
 */
import { parseShareCode } from '@plateful/core';
import { z } from 'zod/mini';
import { keepDeviceCodeSaved } from '../lib/device-code.ts';
import { scheduleEngineStart } from '../lib/household/engine.ts';
import { runStorageMigrations } from '../lib/storage-migrations.ts';

/** SPEC §2: a query parameter r of 6-12 letters or digits becomes /r/{CODE}, upper-cased. */
export function shareRewriteTarget(url: URL): string | null {
  const r = url.searchParams.get('r');
  const code = r === null ? null : parseShareCode(r);
  return code ? `/r/${code}` : null;
}

export function startUp(): void {
  // Our CSP has no 'unsafe-eval': tell zod not to probe for it (and not to compile parsers).
  z.config({ jitless: true });
  runStorageMigrations();
  const target = shareRewriteTarget(new URL(window.location.href));
  if (target) window.history.replaceState(null, '', target);
  keepDeviceCodeSaved();
  // Decision 0011: a first visit's provisional device code is swapped for one the server signs.
  void import('../lib/server-device-code.ts').then((module) => module.requestServerDeviceCode());
  // SPEC §9: scanned drafts older than 24 h go, checked every 30 min (its code loads after start).
  void import('../lib/scanned-drafts.ts').then((module) => module.startDraftCleanup());
  // Issue 14: IndexedDB, the sync loop and the live channel, loaded when this device needs them;
  // until then the screens show the local-storage mirrors of the selection, checks and settings.
  scheduleEngineStart(() =>
    import('../lib/household/start.ts')
      .then((module) => module.startHousehold())
      .catch((error: unknown) => {
        console.error('[plateful] the household engine did not start', error);
      }),
  );
}
