/**
 * The same display name never appears twice in a list (issue 15). After every sound conversion,
 * one thing can still be left in units that do not convert ("2 cans" and "200 g" of chickpeas,
 * "2" and "160 g" of onions): such items become one line showing each amount ("2 cans + 200 g
 * Chickpeas"). The line keeps the SPEC §3 key of its first amount (packs, then counts, pieces,
 * weight, volume), so the key does not change with the order of recipes.
 */
import { unitDefinition } from '../ingredients/units.ts';
import { memoiseFromFirst } from '../memo.ts';
import { readable } from './convertible-units.ts';
import { itemDisplayName } from './display-name.ts';
import { liquid } from './measure-conversions.ts';
import { formatNumber, formatQuantity, tidy } from './format-quantity.ts';
import { sortStrings, type ListAmount, type MergedEntry } from './merge.ts';

/** A display name compared as a shopper reads it: case, accents, hyphens and plurals aside. */
export const displayNameKey = memoiseFromFirst((name: string): string => {
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
  sortStrings([...new Set(lists.flat())]);

/** An amount of a joined line, summed: by dimension for measures, else by unit. */
interface Part {
  quantity: number;
  /** The measure's dimension, or the unit itself ('can', 'bunch', '' when counted). */
  readonly sumKey: string;
  readonly unit: string | null;
  readonly units: Set<string>;
}

/** Adds an amount to the parts: measures of one dimension in base units, others by unit. */
function addPart(parts: Map<string, Part>, quantity: number | null, unit: string | null): void {
  if (quantity === null) return;
  const definition = unit === null ? undefined : unitDefinition(unit);
  const measured = definition?.kind === 'measure' && definition.dimension !== 'count';
  const sumKey = measured ? definition.dimension : (unit ?? '');
  const amount = measured ? quantity * definition.factor : quantity;
  const part = parts.get(sumKey);
  if (part === undefined) {
    parts.set(sumKey, {
      quantity: amount,
      sumKey,
      unit: measured ? null : unit,
      units: new Set(unit === null ? [] : [unit]),
    });
  } else {
    part.quantity += amount;
    if (unit !== null) part.units.add(unit);
  }
}

/** A summed part as shown: a measure in its readable unit ("1.1 kg", "5 tsp"), else as it is. */
function shownPart(part: Part, poured: boolean): ListAmount {
  if (part.sumKey === 'mass' || part.sumKey === 'volume') {
    return readable(tidy(part.quantity), part.sumKey, part.units, poured);
  }
  return { quantity: tidy(part.quantity), unit: part.unit };
}

/**
 * Several items with one display name → one item. Amounts of one dimension add up (1 tbsp and
 * 0.5 tsp), counts and packs by unit; the lead item's amount comes first, the rest in `also`.
 */
function joinItems(items: readonly MergedEntry[]): MergedEntry {
  const sorted = [...items].sort(compareItems);
  const first = sorted[0];
  if (first === undefined) throw new RangeError('joinItems needs at least one item');
  const parts = new Map<string, Part>();
  for (const item of sorted) {
    addPart(parts, item.quantity, item.unit);
    for (const extra of item.also ?? []) addPart(parts, extra.quantity, extra.unit);
  }
  const leadDefinition = first.unit === null ? undefined : unitDefinition(first.unit);
  const leadMeasured = leadDefinition?.kind === 'measure' && leadDefinition.dimension !== 'count';
  const leadKey = leadMeasured ? leadDefinition.dimension : (first.unit ?? '');
  const lead = parts.get(leadKey);
  parts.delete(leadKey);
  const quantity =
    lead === undefined
      ? first.quantity
      : tidy(leadMeasured ? lead.quantity / leadDefinition.factor : lead.quantity);
  // Whether the thing is poured, read once for the lead amount and the rest.
  const poured = liquid(first.name);
  const display =
    lead !== undefined && (lead.sumKey === 'mass' || lead.sumKey === 'volume')
      ? readable(tidy(lead.quantity), lead.sumKey, lead.units, poured)
      : first.display;
  const also = [...parts.values()].map((part) => shownPart(part, poured));
  return {
    ...first,
    quantity,
    display,
    confidence: Math.max(...sorted.map((item) => item.confidence)),
    recipeIds: union(sorted.map((item) => item.recipeIds)),
    recipes: union(sorted.map((item) => item.recipes)),
    lines: sortStrings(sorted.flatMap((item) => item.lines)),
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
