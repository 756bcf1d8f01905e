/**
 * The Whisk basket adapter (SPEC §7, §9): loads Whisk's SDK script from the runtime config's
 * `whiskBaseUrl`, waits for `window.whisk` (up to 8 s, polling every 50 ms) and hands it the
 * product names with `addProductsToBasket({products, country: 'gb', openInNewWindow: false})`.
 */
import { BASKET_COUNTRY, BASKET_SDK_POLL_MS, BASKET_SDK_WAIT_MS } from '@plateful/core';

/** SPEC §8 SDK errors, word for word. */
export const WHISK_SDK_FAILED_TO_LOAD = 'Whisk SDK failed to load';
export const WHISK_SHOPPING_LIST_UNAVAILABLE = 'Whisk SDK shopping list not available';

/** The part of Whisk's SDK that Plateful uses. */
export type WhiskSdk = {
  shoppingList?: {
    addProductsToBasket?: (options: {
      products: string[];
      country: string;
      openInNewWindow: boolean;
    }) => unknown;
  };
};

declare global {
  interface Window {
    whisk?: WhiskSdk;
  }
}

/** Where the SDK script lives for a `whiskBaseUrl` ('https://my.whisk.com' → '…/sdk.js'). */
export function whiskSdkUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/sdk.js`;
}

const SCRIPT_ID = 'plateful-whisk-sdk';

function addScript(src: string): void {
  const existing = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
  // A script that failed earlier is replaced, so that a retry really loads it again.
  if (
    existing &&
    existing.dataset.failed !== 'true' &&
    existing.src === new URL(src, location.href).href
  )
    return;
  existing?.remove();
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = src;
  script.async = true;
  script.onerror = () => {
    script.dataset.failed = 'true';
  };
  document.head.appendChild(script);
}

export type LoadOptions = { timeoutMs?: number; pollMs?: number };

/**
 * Adds the SDK script (once) and resolves with `window.whisk` as soon as it appears; rejects with
 * 'Whisk SDK failed to load' when it has not appeared after 8 s.
 */
export function loadWhiskSdk(baseUrl: string, options: LoadOptions = {}): Promise<WhiskSdk> {
  const timeoutMs = options.timeoutMs ?? BASKET_SDK_WAIT_MS;
  const pollMs = options.pollMs ?? BASKET_SDK_POLL_MS;
  if (window.whisk) return Promise.resolve(window.whisk);
  addScript(whiskSdkUrl(baseUrl));
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (window.whisk) {
        window.clearInterval(timer);
        resolve(window.whisk);
      } else if (Date.now() - started >= timeoutMs) {
        window.clearInterval(timer);
        reject(new Error(WHISK_SDK_FAILED_TO_LOAD));
      }
    }, pollMs);
  });
}

/**
 * Sends the product names to Whisk. Rejects with 'Whisk SDK shopping list not available' when the
 * SDK has no shopping list, or with the SDK's own error.
 */
export async function addProductsToWhisk(
  sdk: WhiskSdk,
  products: readonly string[],
): Promise<void> {
  const add = sdk.shoppingList?.addProductsToBasket;
  if (typeof add !== 'function') throw new Error(WHISK_SHOPPING_LIST_UNAVAILABLE);
  await add.call(sdk.shoppingList, {
    products: [...products],
    country: BASKET_COUNTRY,
    openInNewWindow: false,
  });
}
