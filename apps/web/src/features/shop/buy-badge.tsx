import type { BuyAmount } from '@plateful/core';

/**
 * What to buy, beside the recipe amount (PRODUCT.md "Shop-ready amounts"): a quiet badge reading
 * "Buy 1 jar", "Buy 2 × 250 g" or "Buy 1 box of 6". Nothing when the recipe amount is already
 * what one buys.
 */
export function BuyBadge({ buy }: { buy: BuyAmount | null }) {
  if (buy === null) return null;
  return (
    <span
      data-testid="item-buy"
      className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 align-[0.1em] text-xs font-medium whitespace-nowrap text-brand-700"
    >
      Buy {buy.text}
    </span>
  );
}
