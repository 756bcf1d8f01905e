/**
 * Reading and scoring the labelled aisle sets: grocer product names with the display aisle a UK
 * shopper would look in. bench/aisle-set.tsv was written by hand (issue 15);
 * bench/aisle-set-grocer.tsv holds real Tesco and Sainsbury's titles from a public record (issue
 * 31). Shared by the scorer and the accuracy floor test.
 */
import { createHash } from 'node:crypto';
import { DISPLAY_CATEGORIES, type DisplayCategory } from '../src/shopping/categories.ts';

export interface LabelledName {
  readonly name: string;
  readonly expected: DisplayCategory;
  /** Never looked at while tuning: SHA-1 of the name starts with 0-4 (about a third). */
  readonly heldOut: boolean;
  /** Written after the catalogue, as a check on it (third column `fresh`). */
  readonly fresh: boolean;
}

/** A real grocer title (bench/aisle-set-grocer.tsv) with the shop search it came from. */
export interface GrocerName extends LabelledName {
  readonly search: string;
}

export interface AisleScore {
  readonly names: number;
  /** Share right over all names. */
  readonly overall: number;
  /** Mean of the per-aisle shares (each aisle counts the same). */
  readonly macro: number;
  readonly perAisle: ReadonlyMap<
    DisplayCategory,
    { readonly names: number; readonly right: number }
  >;
}

const CATEGORY_IDS: ReadonlySet<string> = new Set(DISPLAY_CATEGORIES.map((c) => c.id));

const isCategory = (text: string): text is DisplayCategory => CATEGORY_IDS.has(text);

/** The labelled names of a TSV file (`name<TAB>category`, `#` comments); throws on a bad row. */
export function readAisleSet(text: string): LabelledName[] {
  return text.split('\n').flatMap((row, index) => {
    if (row.trim() === '' || row.startsWith('#')) return [];
    const [name = '', expected = '', mark = ''] = row.split('\t');
    if (!isCategory(expected.trim())) {
      throw new Error(
        `aisle-set.tsv line ${index + 1}: unknown category ${JSON.stringify(expected)}`,
      );
    }
    const heldOut = '01234'.includes(createHash('sha1').update(name).digest('hex').charAt(0));
    const fresh = mark.trim() === 'fresh';
    return [{ name: name.trim(), expected: expected.trim() as DisplayCategory, heldOut, fresh }];
  });
}

/**
 * The real grocer titles (`name<TAB>category<TAB>tuning|held-out<TAB>search`, `#` comments);
 * throws on a bad row. None of them is `fresh`: the halves say what was looked at.
 */
export function readGrocerSet(text: string): GrocerName[] {
  return text.split('\n').flatMap((row, index) => {
    if (row.trim() === '' || row.startsWith('#')) return [];
    const [name = '', expected = '', half = '', search = ''] = row.split('\t');
    if (!isCategory(expected.trim())) {
      throw new Error(
        `aisle-set-grocer.tsv line ${index + 1}: unknown category ${JSON.stringify(expected)}`,
      );
    }
    if (half !== 'tuning' && half !== 'held-out') {
      throw new Error(
        `aisle-set-grocer.tsv line ${index + 1}: unknown half ${JSON.stringify(half)}`,
      );
    }
    return [
      {
        name: name.trim(),
        expected: expected.trim() as DisplayCategory,
        heldOut: half === 'held-out',
        fresh: false,
        search: search.trim(),
      },
    ];
  });
}

/** Per-aisle, overall and macro accuracy of `classify` over the names. */
export function scoreAisles(
  names: readonly LabelledName[],
  classify: (name: string) => DisplayCategory,
): AisleScore {
  const perAisle = new Map<DisplayCategory, { names: number; right: number }>();
  let right = 0;
  for (const { name, expected } of names) {
    const tally = perAisle.get(expected) ?? { names: 0, right: 0 };
    tally.names += 1;
    if (classify(name) === expected) {
      tally.right += 1;
      right += 1;
    }
    perAisle.set(expected, tally);
  }
  const shares = [...perAisle.values()].map((tally) => tally.right / tally.names);
  return {
    names: names.length,
    overall: names.length === 0 ? 0 : right / names.length,
    macro: shares.length === 0 ? 0 : shares.reduce((sum, share) => sum + share, 0) / shares.length,
    perAisle,
  };
}
