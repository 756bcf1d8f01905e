/**
 * The same display name never appears twice in a list (issue 15). After every sound conversion,
 * one thing can still be left in units that do not convert ("2 cans" and "200 g" of chickpeas,
 * "2" and "160 g" of onions): such items become one line showing each amount ("2 cans + 200 g
 * Chickpeas"). The line keeps the SPEC §3 key of its first amount (packs, then counts, pieces,
 * weight, volume), so the key does not change with the order of recipes.
 */
import { unitDefinition } from '../ingredients/units.ts';
import { memoise } from '../memo.ts';
import { itemDisplayName } from './display-name.ts';
import { formatNumber, formatQuantity } from './format-quantity.ts';
import type { ListAmount, MergedEntry } from './merge.ts';

/** A display name compared as a shopper reads it: case, accents, hyphens and plurals aside. */
export const displayNameKey = memoise((name: string): string => {
  const unaccented = ASCII.test(name) ? name : name.normalize('NFKD').replace(/\p{M}/gu, '');
  return unaccented
    .toLowerCase()
    .split(/[^\p{L}\p{N}%]+/u)
    .filter(Boolean)
    .map((word) =>
      word.length > 3 && word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : word.length > 3 && /(?:ch|sh|x|o)es$/.test(word)
          ? word.slice(0, -2)
          : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
            ? word.slice(0, -1)
            : word,
    )
    .join(' ');
});

const ASCII = /^[\x20-\x7e]*$/;

/** Which amount leads a joined line: packs, then counted things, pieces, weight, volume. */
function amountRank(unit: string | null): number {
  if (unit === null) return 1;
  const definition = unitDefinition(unit);
  if (definition === undefined) return 5;
  if (definition.kind === 'container') return 0;
  if (definition.kind === 'portion') return 2;
  return definition.dimension === 'mass' ? 3 : 4;
}

function compareItems(a: MergedEntry, b: MergedEntry): number {
  const byRank = amountRank(a.unit) - amountRank(b.unit);
  if (byRank !== 0) return byRank;
  const aKey = `${a.unit ?? ''}\u0000${a.name}\u0000${a.category}`;
  const bKey = `${b.unit ?? ''}\u0000${b.name}\u0000${b.category}`;
  return aKey < bKey ? -1 : aKey > bKey ? 1 : 0;
}

/** The amount an item shows: its display amount, else its quantity and unit; null when none. */
function shownAmount(item: MergedEntry): ListAmount | null {
  if (item.display !== undefined) return item.display;
  return item.quantity === null ? null : { quantity: item.quantity, unit: item.unit };
}

const union = (lists: readonly (readonly string[])[]): string[] =>
  [...new Set(lists.flat())].sort();

/** Several items with one display name → one item, its first amount leading, the rest in `also`. */
function joinItems(items: readonly MergedEntry[]): MergedEntry {
  const sorted = [...items].sort(compareItems);
  const [first, ...rest] = sorted;
  if (first === undefined) throw new RangeError('joinItems needs at least one item');
  const also = [...(first.also ?? [])];
  let quantity = first.quantity;
  for (const item of rest) {
    // Two names that read the same with one unit ("onion" and "onions"): their amounts add up.
    if (item.unit === first.unit && item.display === undefined && first.display === undefined) {
      quantity = quantity === null ? item.quantity : quantity + (item.quantity ?? 0);
    } else {
      const amount = shownAmount(item);
      if (amount !== null) also.push(amount);
    }
    also.push(...(item.also ?? []));
  }
  return {
    ...first,
    quantity,
    confidence: Math.max(...sorted.map((item) => item.confidence)),
    recipeIds: union(sorted.map((item) => item.recipeIds)),
    recipes: union(sorted.map((item) => item.recipes)),
    lines: sorted.flatMap((item) => item.lines).sort(),
    also: also.length === 0 ? undefined : also,
  };
}

/**
 * Items whose display names read the same (see `displayNameKey`) joined into one line; all
 * others pass through unchanged. After this, no two items of the list share a display name.
 */
export function oneLinePerName(items: readonly MergedEntry[]): MergedEntry[] {
  const groups = new Map<string, MergedEntry[]>();
  for (const item of items) {
    const key = displayNameKey(itemDisplayName(item.displayNames, item.quantity, item.unit));
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  if (groups.size === items.length) return [...items];
  return [...groups.values()].map((group) =>
    group.length === 1 ? (group[0] as MergedEntry) : joinItems(group),
  );
}

/**
 * The quantity of an item as displayed, with any further amounts: "400 g", "2 cans + 200 g",
 * "2 + 160 g" (a counted part shows its number once it is one of several); '' for none.
 */
export function formatItemAmounts(item: MergedEntry): string {
  const main = shownAmount(item);
  const mainText = main === null ? '' : formatQuantity(main.quantity, main.unit);
  if (item.also === undefined || item.also.length === 0) return mainText;
  const parts = [main, ...item.also].flatMap((amount) => {
    if (amount === null) return [];
    const text = formatQuantity(amount.quantity, amount.unit);
    return [text === '' ? formatNumber(amount.quantity) : text];
  });
  return parts.filter((part) => part !== '').join(' + ');
}
