/**
 * The basket step (issue 17): what the Shop button says and does for the household's basket
 * service, and the guided "item by item" walk through a supermarket's search, in aisle order.
 *
 * Whisk keeps SPEC §2's label and hands the whole list over at once. A supermarket has no basket
 * API open to us, so the guided view opens its search for one item at a time (name and pack size)
 * and ticks the item as added: the household's check operation, so every phone on the account
 * code sees it, offline too, and nothing is opened twice (decision 0014).
 */
import type { BasketService } from '@plateful/contracts';
import { formatNumber, type ShoppingList, type ShoppingItem } from '@plateful/core';
import { retailerFor, retailerSearchUrl, type Retailer } from './retailers.ts';

/** SPEC §2, §4: Shop Now's labels for Whisk and when every item is owned. */
export const SHOP_NOW_LABEL = 'Shop Now with Whisk';
export const ALL_OWNED_LABEL = 'All Items Owned';

export type ShopButton =
  | { readonly kind: 'whisk'; readonly label: string }
  | { readonly kind: 'supermarket'; readonly retailer: Retailer; readonly label: string };

/** What the Shop button says and does for a basket service. */
export function shopButtonFor(service: BasketService): ShopButton {
  if (service === 'whisk') return { kind: 'whisk', label: SHOP_NOW_LABEL };
  const retailer = retailerFor(service);
  return { kind: 'supermarket', retailer: retailer.id, label: `Shop Now at ${retailer.name}` };
}

/** Units a supermarket writes against the number ("250g", "2l"); others get a space ("1 pint"). */
const TIGHT_UNITS: ReadonlySet<string> = new Set(['g', 'kg', 'ml', 'l']);

/**
 * What to type into a supermarket's search for an item: its name, and the pack size when the buy
 * amount names one ("Unsalted Butter 250g", "Whole Milk 1 pint", "Eggs 6"), which narrows the
 * results to the pack the list asks for. Without a pack size, the name alone ("Strawberries").
 */
export function supermarketQuery(item: Pick<ShoppingItem, 'ingredient' | 'buy'>): string {
  const name = item.ingredient.trim();
  const size = item.buy?.size ?? null;
  if (size === null || !Number.isFinite(size.quantity) || size.quantity <= 0) return name;
  const number = formatNumber(size.quantity);
  if (size.unit === null) return `${name} ${number}`;
  return TIGHT_UNITS.has(size.unit)
    ? `${name} ${number}${size.unit}`
    : `${name} ${number} ${size.unit}`;
}

/** The supermarket's search page for an item. */
export function supermarketSearchUrl(
  retailer: Retailer,
  item: Pick<ShoppingItem, 'ingredient' | 'buy'>,
): string {
  return retailerSearchUrl(retailer, supermarketQuery(item));
}

export type GuidedAisle = {
  readonly id: string;
  readonly label: string;
  readonly items: readonly ShoppingItem[];
};

/**
 * The guided walk: the items to buy, aisle by aisle in the list's (the household's) aisle order.
 * `toBuy` are the keys that were still to buy when the walk began, so an item ticked on the way
 * (added to the basket, here or on another phone) stays in view as done instead of vanishing.
 */
export function guidedAisles(list: ShoppingList, toBuy: ReadonlySet<string>): GuidedAisle[] {
  return list.categories
    .map((category) => ({
      id: category.id,
      label: category.label,
      items: category.items.filter((item) => toBuy.has(item.key)),
    }))
    .filter((aisle) => aisle.items.length > 0);
}

/** The keys of the items still to buy (unchecked). */
export function keysToBuy(items: readonly ShoppingItem[]): Set<string> {
  return new Set(items.filter((item) => !item.checked).map((item) => item.key));
}

/** How far the walk is: items added of those to buy. */
export function guidedProgress(aisles: readonly GuidedAisle[]): { added: number; total: number } {
  const items = aisles.flatMap((aisle) => aisle.items);
  return { added: items.filter((item) => item.checked).length, total: items.length };
}
