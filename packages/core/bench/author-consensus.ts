/**
 * Whether authors agree with each other about a food's weight by a measure, and with us: the
 * evidence issue 28's grams rules need before a figure moves. A pair is one line whose author gave
 * a weight beside a measure (bench/author-weight.ts) with the grams the model finds for it; pairs
 * are grouped by a class of food and a kind of measure (spoons, cups, counts), and each group is
 * summarised site by site, so one site's habit ("4 g for every teaspoon of spice") counts once.
 *
 * A figure may move toward the authors only where many independent sites agree (`SITES_FOR_CONSENSUS`)
 * and disagree with ours by more than the judge's ±10%; otherwise a group's misses are the authors'
 * own conventions. Sites are split in two by `sideOfSite`, so a rule read off one side can be
 * checked on sites it was not read from.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { IngredientPlacement } from '../src/food/place-ingredient.ts';
import type { AuthorWeight } from './author-weight.ts';

export interface AuthorPair {
  /** The site or source the line came from (a recipe site, or a labelled set's source). */
  readonly site: string;
  readonly line: string;
  /** The unit the model read ("cup", "tbsp", null for a count). */
  readonly unit: string | null;
  /** The food the model placed the line on, or null. */
  readonly food: string | null;
  /** The grams the model finds, or null. */
  readonly grams: number | null;
  /** The author's weight (a range when they gave one). */
  readonly low: number;
  readonly high: number;
}

/** Independent sites that must agree before a figure moves toward them (the brief's ~10). */
export const SITES_FOR_CONSENSUS = 10;

/**
 * The side of a site in the site-held-out split: the second byte of sha1(site), even → "fit"
 * (read its misses), odd → "check" (totals only). Not `halfOf`'s first byte, which already splits
 * the saved pages into score:food's halves: this split is within the tuning material.
 */
export function sideOfSite(site: string): 'fit' | 'check' {
  const second = createHash('sha1').update(site).digest()[1] ?? 0;
  return second % 2 === 0 ? 'fit' : 'check';
}

/** The kind of measure: spoons together, cups, a count (no unit), else the unit itself. */
export function measureKind(unit: string | null): string {
  if (unit === null) return 'count';
  if (unit === 'tsp' || unit === 'tbsp') return 'spoon';
  return unit;
}

/** Within ±10% of the author's weight or their range, as `score:food` judges. */
export function isHit(pair: AuthorPair): boolean {
  return pair.grams !== null && pair.grams >= pair.low * 0.9 && pair.grams <= pair.high * 1.1;
}

/** The author's weight over ours (the middle of a range); null when we found none. */
export function ratioOf(pair: AuthorPair): number | null {
  return pair.grams !== null && pair.grams > 0 ? (pair.low + pair.high) / 2 / pair.grams : null;
}

export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export interface GroupSummary {
  readonly key: string;
  readonly lines: number;
  readonly hits: number;
  /** Each site's median ratio (author over ours), ascending: one figure per site. */
  readonly siteRatios: readonly number[];
  /** The median of the sites' medians: what the sites together say, each once. */
  readonly consensus: number | null;
  /**
   * Sites on the consensus's side of ±10%, and whether there are enough of them
   * (`SITES_FOR_CONSENSUS`) for a figure to move: a median beyond 10% is not enough alone.
   */
  readonly agreeing: number;
  readonly movable: boolean;
}

/**
 * The pairs grouped by `keyOf` and summarised site by site, most lines first. A site's ratio is
 * the median of its lines'; the consensus is the median of the sites'.
 */
export function summarise(
  pairs: readonly AuthorPair[],
  keyOf: (pair: AuthorPair) => string,
): GroupSummary[] {
  const groups = new Map<string, AuthorPair[]>();
  for (const pair of pairs) {
    const key = keyOf(pair);
    groups.set(key, [...(groups.get(key) ?? []), pair]);
  }
  const summaries: GroupSummary[] = [];
  for (const [key, group] of groups) {
    const bySite = new Map<string, number[]>();
    for (const pair of group) {
      const ratio = ratioOf(pair);
      if (ratio === null) continue;
      bySite.set(pair.site, [...(bySite.get(pair.site) ?? []), ratio]);
    }
    const siteRatios = [...bySite.values()]
      .map((ratios) => median(ratios) ?? 1)
      .sort((a, b) => a - b);
    const consensus = median(siteRatios);
    // The judge's ±10% as a ratio of the author's weight to ours: 1/1.1 to 1/0.9.
    const beyond = (ratio: number): number => (ratio > 1 / 0.9 ? 1 : ratio < 1 / 1.1 ? -1 : 0);
    const side = consensus === null ? 0 : beyond(consensus);
    const agreeing = side === 0 ? 0 : siteRatios.filter((ratio) => beyond(ratio) === side).length;
    summaries.push({
      key,
      lines: group.length,
      hits: group.filter(isHit).length,
      siteRatios,
      consensus,
      agreeing,
      movable: agreeing >= SITES_FOR_CONSENSUS,
    });
  }
  return summaries.sort((a, b) => b.lines - a.lines || a.key.localeCompare(b.key));
}

/**
 * The classes issue 28's misses were said to fall in, by a food's id: seasonings the table counts
 * as negligible by the pinch (salt, pepper, ground spices, dried herbs) first, then by words of
 * the id, in order ("peanut-butter" is a nut, "cream-cheese" a cheese); "other" for the rest.
 */
const FOOD_CLASSES: readonly (readonly [string, RegExp])[] = [
  ['nuts and seeds', /nut|almond|pecan|walnut|hazelnut|pistachio|cashew|seed/],
  ['cheese', /cheese|parmesan|cheddar|gruyere|mozzarella|feta|emmental|pecorino|ricotta/],
  ['flour and meal', /flour|cornflour|semolina|polenta|oats|meal/],
  ['sugar and syrup', /sugar|honey|syrup|treacle|molasses/],
  ['butter and oil', /butter|lard|oil|ghee/],
  ['cocoa and chocolate', /cocoa|chocolate/],
  ['milk, cream, water, juice', /milk|cream|water|juice|coffee|stock|yogurt/],
  [
    'fruit and vegetables',
    /berr|spinach|onion|carrot|corn|tomato|banana|cauliflower|apple|raisin|pea$|potato|pepper$/,
  ],
];

export function foodClassOf(food: string | null, negligible: boolean): string {
  if (food === null) return 'unplaced';
  if (negligible) return 'seasonings';
  return FOOD_CLASSES.find(([, pattern]) => pattern.test(food))?.[0] ?? 'other';
}

/** One weighed line as a pair: where it came from, what we placed it on and weighed, the author's weight. */
export function pairOf(
  site: string,
  line: string,
  unit: string | null,
  placed: Pick<IngredientPlacement, 'food' | 'grams'>,
  weight: Pick<AuthorWeight, 'low' | 'high'>,
): AuthorPair {
  const { food, grams } = placed;
  return { site, line, unit, food: food?.id ?? null, grams, low: weight.low, high: weight.high };
}

/** Writes pairs as JSON lines (the scorers' `--pairs`, read by `author-classes.ts`). */
export function writePairs(file: string, pairs: readonly AuthorPair[]): void {
  writeFileSync(file, pairs.map((pair) => JSON.stringify(pair)).join('\n') + '\n');
}
