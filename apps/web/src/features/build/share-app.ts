/** Share Plateful (SPEC §8 "App share"): native share, then the clipboard, with its toasts. */
import { PRODUCT_NAME, TAGLINE } from '@plateful/core';
import { toast } from '../../lib/toast.tsx';
import { shareContent, type ShareOutcome } from '../../lib/share.ts';

/** SPEC §8 "App share" toasts, word for word. */
export const APP_SHARE_MESSAGES = {
  shared: 'Shared successfully!',
  copied: 'Link copied!',
  manual: 'Manual sharing required',
  failed: 'Sharing failed',
  failedDetail: 'Try copying the URL manually instead',
} as const;

/** Shares the app (name, tagline, site origin) and reports the outcome; a cancel stays silent. */
export async function shareApp(origin = window.location.origin): Promise<ShareOutcome> {
  try {
    const outcome = await shareContent({
      title: PRODUCT_NAME,
      text: `${PRODUCT_NAME}: ${TAGLINE}`,
      url: origin,
    });
    if (outcome === 'webshare') toast.success(APP_SHARE_MESSAGES.shared);
    else if (outcome === 'clipboard') toast.success(APP_SHARE_MESSAGES.copied);
    else if (outcome === 'failed')
      toast.message(APP_SHARE_MESSAGES.manual, { description: origin });
    return outcome;
  } catch (error) {
    console.error('[plateful] sharing the app failed', error);
    toast.error(APP_SHARE_MESSAGES.failed, { description: APP_SHARE_MESSAGES.failedDetail });
    return 'failed';
  }
}
