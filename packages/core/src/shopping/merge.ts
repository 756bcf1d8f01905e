/**
 * Merging (SPEC §5): lines with the same name and unit become one item; quantities add only when
 * units match (different units stay separate items); recipe ids and names are unioned.
 */
import type { Bucket, DisplayCategory } from './categories.ts';

/** One ingredient line, normalised and categorised, ready to merge. */
export interface ShoppingEntry {
  readonly name: string;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly category: DisplayCategory;
  readonly bucket: Bucket;
  readonly confidence: number;
  readonly recipeId: string;
  readonly recipeName: string;
  readonly line: string;
  /** The UK display name before numbering ("courgettes" for "zucchini"); `name` when unset. */
  readonly displayName?: string;
}

/** Entries merged by name and unit. */
export interface MergedEntry {
  readonly name: string;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly category: DisplayCategory;
  readonly bucket: Bucket;
  readonly confidence: number;
  readonly recipeIds: readonly string[];
  readonly recipes: readonly string[];
  readonly lines: readonly string[];
  /** The distinct display names of the lines, sorted (usually one). */
  readonly displayNames: readonly string[];
  /** The amount as displayed when it differs from quantity and unit (see convertible-units.ts). */
  readonly display?: { readonly quantity: number; readonly unit: string } | undefined;
  /**
   * Further amounts of the same thing in units that do not convert to this one, shown after it
   * ("2 cans + 200 g"; see one-line-per-name.ts). Unset on most items.
   */
  readonly also?: readonly ListAmount[] | undefined;
}

/** An amount as shown on the list: a quantity and a canonical unit (null when counted). */
export interface ListAmount {
  readonly quantity: number;
  readonly unit: string | null;
}

/**
 * Strings in UTF-16 code unit order, as `Array.prototype.sort` puts them with no comparator. The
 * sort's own comparison (a builtin) is cheaper than calling a comparator written in JavaScript,
 * which runs uncompiled in a short process: sorting the lines and recipes of 1,000 recipes' list
 * took some 40 M instructions with `(a, b) => (a < b ? -1 : a > b ? 1 : 0)` and 16 M without.
 */
export function sortStrings(values: string[]): string[] {
  return values.sort();
}

const sorted = (values: ReadonlySet<string>): string[] => sortStrings([...values]);

/** The merge key: same name and same unit merge. */
export function mergeKey(entry: Pick<ShoppingEntry, 'name' | 'unit'>): string {
  return `${entry.name}\u0000${entry.unit ?? ''}`;
}

/** Adds quantities; an unknown quantity adds nothing, and none known stays null. */
export function addQuantities(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return a + b;
}

interface Accumulator {
  first: ShoppingEntry;
  quantity: number | null;
  confidence: number;
  recipeIds: Set<string>;
  recipes: Set<string>;
  lines: string[];
  displayNames: Set<string>;
}

/**
 * Merges entries with the same name and unit: quantities added, recipe ids and names unioned
 * (sorted, so the order of recipes does not change the result).
 */
export function mergeEntries(entries: readonly ShoppingEntry[]): MergedEntry[] {
  // By name, then by unit: the same grouping as by `mergeKey`, without making a key string for
  // every entry (the names are strings already looked up, the units a few constants).
  const byName = new Map<string, Map<string, Accumulator>>();
  const groups: Accumulator[] = [];
  // An indexed loop, not for-of: it runs for every entry, in code a short process never
  // optimises, where for-of calls the array iterator for each one.
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i]!;
    let byUnit = byName.get(entry.name);
    if (byUnit === undefined) {
      byUnit = new Map();
      byName.set(entry.name, byUnit);
    }
    // A null unit and '' are one group, as in `mergeKey`.
    const unit = entry.unit ?? '';
    const group = byUnit.get(unit);
    if (group === undefined) {
      const created: Accumulator = {
        first: entry,
        quantity: entry.quantity,
        confidence: entry.confidence,
        recipeIds: new Set([entry.recipeId]),
        recipes: new Set([entry.recipeName]),
        lines: [entry.line],
        displayNames: new Set([entry.displayName ?? entry.name]),
      };
      byUnit.set(unit, created);
      groups.push(created);
    } else {
      group.quantity = addQuantities(group.quantity, entry.quantity);
      group.confidence = Math.max(group.confidence, entry.confidence);
      group.recipeIds.add(entry.recipeId);
      group.recipes.add(entry.recipeName);
      group.lines.push(entry.line);
      group.displayNames.add(entry.displayName ?? entry.name);
    }
  }
  return groups.map((group) => ({
    name: group.first.name,
    quantity: group.quantity,
    unit: group.first.unit,
    category: group.first.category,
    bucket: group.first.bucket,
    confidence: group.confidence,
    recipeIds: sorted(group.recipeIds),
    recipes: sorted(group.recipes),
    lines: sortStrings(group.lines),
    displayNames: sorted(group.displayNames),
  }));
}
