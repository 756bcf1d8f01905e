/**
 * Basket handoff cleaning (SPEC §5, §9): item names cleaned, cut to 140 characters, deduplicated
 * case-insensitively, capped at 120 names. Each name carries the amount to buy (PRODUCT.md
 * "Shop-ready amounts": "2 x 250 g Unsalted Butter", "1 jar Chilli Powder").
 */
import { BASKET_MAX_NAMES, BASKET_NAME_MAX_CHARS } from '../constants.ts';
import { basketAmount } from './buy-amounts.ts';
import type { ShoppingItem } from './shopping-item.ts';

/** One name cleaned: control characters removed, spaces collapsed, trimmed, cut to 140 characters. */
export function cleanBasketName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, BASKET_NAME_MAX_CHARS)
      .trim()
  );
}

/** Names cleaned, empties dropped, deduplicated case-insensitively (first kept), at most 120. */
export function cleanBasketNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of names) {
    const cleaned = cleanBasketName(name);
    const key = cleaned.toLowerCase();
    if (cleaned === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(cleaned);
    if (result.length === BASKET_MAX_NAMES) break;
  }
  return result;
}

/** What the basket handoff reads of an item; the amounts are optional, so a bare name works too. */
export type BasketItem = Pick<ShoppingItem, 'ingredient' | 'checked'> &
  Partial<Pick<ShoppingItem, 'displayQuantity' | 'buy'>>;

/**
 * The product name a grocery search understands best: the amount to buy, then the name
 * ("2 x 250 g Unsalted Butter", "1.5 kg Plain Flour", "12 Eggs", "1 can Coconut Milk", "Avocado").
 */
export function basketProductName(item: BasketItem): string {
  const amount = basketAmount({ displayQuantity: item.displayQuantity ?? '', buy: item.buy });
  return amount === '' ? item.ingredient : `${amount} ${item.ingredient}`;
}

export type BasketHandoff =
  | { readonly ok: true; readonly products: readonly string[] }
  | { readonly ok: false; readonly reason: 'no-items' | 'all-owned' };

/**
 * The product names to hand to the basket service: unchecked items only, each with its amount to
 * buy. 'no-items' when the list is empty ('No items to shop for'), 'all-owned' when every item is
 * checked ('No items left to shop for').
 */
export function basketHandoff(items: readonly BasketItem[]): BasketHandoff {
  if (items.length === 0) return { ok: false, reason: 'no-items' };
  const products = cleanBasketNames(items.filter((item) => !item.checked).map(basketProductName));
  return products.length === 0 ? { ok: false, reason: 'all-owned' } : { ok: true, products };
}
