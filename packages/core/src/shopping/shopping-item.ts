/** The shopping item (SPEC §3 "Shopping item") and its key. */
import type { Bucket, DisplayCategory } from './categories.ts';

export interface ShoppingItem {
  /** SPEC §3: name-category-unit, unit 'count' when there is none. Stable across builds. */
  readonly key: string;
  /** The name as displayed: normalised and title-cased ("Chopped Tomatoes"). */
  readonly ingredient: string;
  /** The normalised lower-case name the item merges by ("chopped tomatoes"). */
  readonly name: string;
  /** Total quantity; null when no line gave one. */
  readonly quantity: number | null;
  /** Canonical unit ('g', 'tbsp', 'can', 'bottle'…); null when counted. */
  readonly unit: string | null;
  /** Display category id ('vegetables'…). */
  readonly category: DisplayCategory;
  readonly bucket: Bucket;
  /** Confidence of the category (SPEC §5: keyword 0.5, catalogue 0.8 / 0.76). */
  readonly confidence: number;
  /** Names of the recipes that need it, sorted. */
  readonly recipes: readonly string[];
  /** Ids of the recipes that need it, sorted. */
  readonly recipeIds: readonly string[];
  /** How many recipes need it. */
  readonly recipeCount: number;
  /** Ids of the household's own items that are (part of) this line; empty for recipe-only lines. */
  readonly ownItemIds: readonly string[];
  /** Already owned (SPEC §3: checked keys). */
  readonly checked: boolean;
  /** The quantity as displayed ("400 g", "2 cans", "" for one of a counted thing). */
  readonly displayQuantity: string;
  /**
   * Further amounts of the same thing in units that do not convert ("2 cans + 200 g": 200 g),
   * shown after `quantity` and bought with it; unset for most items.
   */
  readonly also?: readonly { readonly quantity: number; readonly unit: string | null }[];
  /** The ingredient lines that made the item, for "why is this here". */
  readonly lines: readonly string[];
  /**
   * What to buy in UK shop units (see buy-amounts.ts): "1 jar", "2 × 250 g", "1 box of 6", "4";
   * null when the recipe amount is already what one buys.
   */
  readonly buy: BuyAmount | null;
}

/** An amount to buy: whole packs, or whole things when counted. */
export interface BuyAmount {
  /** How many packs or things: a whole number, at least 1. */
  readonly quantity: number;
  /** What one is ('jar', 'can', 'block', 'box', 'bunch'); null for a counted thing ("4"). */
  readonly unit: string | null;
  /** One pack's contents when the amount names it (250 g, 1 pint, 6 eggs); null otherwise. */
  readonly size: { readonly quantity: number; readonly unit: string | null } | null;
  /** As shown after "Buy": "1 jar", "2 × 250 g", "1 pint", "1 box of 6", "4". */
  readonly text: string;
}

/** SPEC §3: key = name-category-unit, unit 'count' when none. */
export function shoppingItemKey(name: string, category: string, unit: string | null): string {
  return `${name}-${category}-${unit ?? 'count'}`;
}
