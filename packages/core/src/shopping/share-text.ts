/**
 * The shopping list as text to share (SPEC §9): unchecked items grouped in the share order,
 * then a footer line about the app; 'All items completed!' when everything is checked. Each line
 * leads with the amount to buy (issue 15, PRODUCT.md "Shop-ready amounts").
 */
import { PRODUCT_NAME, TAGLINE } from '../branding.ts';
import { amountToBuy } from './buy-amounts.ts';
import type { ShoppingItem } from './shopping-item.ts';

/** SPEC §9 share order of groups. */
export const SHARE_GROUPS = [
  'Fruit',
  'Vegetables',
  'Meat & Poultry',
  'Fish & Seafood',
  'Dairy & Eggs',
  'Fresh Herbs',
  'Spices & Seasonings',
  'Sauces & Condiments',
  'Oils & Vinegars',
  'Grains & Pasta',
  'Baking & Sweeteners',
  'Tinned & Preserved',
  'General Pantry',
  'Other',
] as const;

export type ShareGroup = (typeof SHARE_GROUPS)[number];

/** SPEC §9: the text when every item is checked. */
export const ALL_ITEMS_COMPLETED = 'All items completed!';

/** The footer line about the app. */
export const SHARE_FOOTER = `Made with ${PRODUCT_NAME}: ${TAGLINE}`;

const FISH =
  /\b(?:fish|salmon|cod|haddock|hake|pollock|coley|plaice|sole|halibut|monkfish|bass|bream|trout|mackerel|kipper|herring|tilapia|snapper|swordfish|tuna|catfish|whitebait|eel|prawns?|shrimps?|crabs?|crabmeat|lobsters?|langoustines?|crayfish|mussels?|clams?|cockles?|oysters?|scallops?|squid|calamari|octopus|seafood|caviar|roe|anchov(?:y|ies)|sardines?)\b/i;

const GROUP_BY_CATEGORY: Readonly<Record<string, ShareGroup>> = {
  fruit: 'Fruit',
  vegetables: 'Vegetables',
  dairy_and_eggs: 'Dairy & Eggs',
  herbs: 'Fresh Herbs',
  spices_and_seasoning: 'Spices & Seasonings',
  sauces: 'Sauces & Condiments',
  oils_and_vinegars: 'Oils & Vinegars',
  pasta_and_grains: 'Grains & Pasta',
  baking: 'Baking & Sweeteners',
  tinned_and_jarred: 'Tinned & Preserved',
  pantry: 'General Pantry',
};

/** The share group of an item: meat and fish split by name; frozen and unknown go to 'Other'. */
export function shareGroupOf(item: Pick<ShoppingItem, 'category' | 'name'>): ShareGroup {
  if (item.category === 'meat_and_fish')
    return FISH.test(item.name) ? 'Fish & Seafood' : 'Meat & Poultry';
  return GROUP_BY_CATEGORY[item.category] ?? 'Other';
}

/**
 * One item as a line of the shared text, with the amount to buy when there is one:
 * "• 2 × 250 g Unsalted Butter", "• 1 jar Chilli Powder", "• 400 g Cod Loin".
 */
export function shareLine(
  item: Pick<ShoppingItem, 'displayQuantity' | 'ingredient'> & Partial<Pick<ShoppingItem, 'buy'>>,
): string {
  return `• ${[amountToBuy(item), item.ingredient].filter((part) => part !== '').join(' ')}`;
}

/**
 * The text to share: a title, the unchecked items by group in SPEC §9 order, then the footer;
 * 'All items completed!' in place of the groups when nothing is left.
 */
export function buildShareText(
  items: readonly ShoppingItem[],
  footer: string = SHARE_FOOTER,
): string {
  const unchecked = items.filter((item) => !item.checked);
  if (unchecked.length === 0) return `${ALL_ITEMS_COMPLETED}\n\n${footer}`;
  const sections = SHARE_GROUPS.flatMap((group) => {
    const inGroup = unchecked.filter((item) => shareGroupOf(item) === group);
    if (inGroup.length === 0) return [];
    return [[`${group}:`, ...inGroup.map(shareLine)].join('\n')];
  });
  return ['Shopping List', ...sections, footer].join('\n\n');
}
