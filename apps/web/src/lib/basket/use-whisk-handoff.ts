/**
 * Shop Now (SPEC §4, §8): the unchecked items handed to Whisk, with every shopping message of
 * SPEC §8 as a toast. Used by the Shop tab and by the /handover/whisk page.
 */
import { basketHandoff, type ShoppingItem } from '@plateful/core';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { getRuntimeConfig } from '../runtime-config.ts';
import { addProductsToWhisk, loadWhiskSdk } from './whisk.ts';

/** SPEC §8 "Shopping" messages, word for word. */
export const BASKET_MESSAGES = {
  noItems: {
    title: 'No items to shop for',
    description: 'Add some recipes to generate a shopping list first.',
  },
  allOwned: {
    title: 'No items left to shop for',
    description: 'All items are marked as already owned. Uncheck some items to shop for them.',
  },
  mightBeBlocked: {
    title: 'Whisk might be blocked',
    description: "If a new window didn't open, please allow popups for this site.",
  },
  couldNotOpen: { title: "Couldn't open Whisk", fallback: 'Please try again' },
  setupFailed: { title: 'Shopping setup failed', description: 'Unable to prepare shopping list' },
} as const;

/** SPEC §8: the popup warning shows this long after the SDK call completes. */
export const BLOCKED_HINT_DELAY_MS = 1000;

export type HandoffOutcome = 'sent' | 'nothing-to-send' | 'failed';

/** Runs the Whisk handoff; `running` is true while it works (the button shows it). */
export function useWhiskHandoff() {
  const [running, setRunning] = useState(false);
  const busy = useRef(false);

  const run = useCallback(async (items: readonly ShoppingItem[]): Promise<HandoffOutcome> => {
    if (busy.current) return 'failed';
    let products: readonly string[];
    try {
      const handoff = basketHandoff(items);
      if (!handoff.ok) {
        const message =
          handoff.reason === 'no-items' ? BASKET_MESSAGES.noItems : BASKET_MESSAGES.allOwned;
        toast.error(message.title, { description: message.description });
        return 'nothing-to-send';
      }
      products = handoff.products;
    } catch (error) {
      console.error('[plateful] could not prepare the basket', error);
      toast.error(BASKET_MESSAGES.setupFailed.title, {
        description: BASKET_MESSAGES.setupFailed.description,
      });
      return 'failed';
    }
    busy.current = true;
    setRunning(true);
    try {
      const sdk = await loadWhiskSdk(getRuntimeConfig().whiskBaseUrl);
      await addProductsToWhisk(sdk, products);
      window.setTimeout(() => {
        // Still here and visible: Whisk's window may have been stopped by a popup blocker.
        if (document.visibilityState === 'visible') {
          toast.error(BASKET_MESSAGES.mightBeBlocked.title, {
            description: BASKET_MESSAGES.mightBeBlocked.description,
          });
        }
      }, BLOCKED_HINT_DELAY_MS);
      return 'sent';
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      toast.error(BASKET_MESSAGES.couldNotOpen.title, {
        description: message || BASKET_MESSAGES.couldNotOpen.fallback,
      });
      return 'failed';
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);

  return { run, running };
}
