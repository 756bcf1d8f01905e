/**
 * Our aisle for an Open Food Facts category (issue 31): reads the category taxonomy
 * (`taxonomies/categories.txt` of the Open Food Facts server repository, or
 * `taxonomies/food/categories.txt` in later versions; Open Database License, see NOTICE) and
 * gives each English category name and synonym the aisle of its nearest ancestor that a rule
 * below names. Build-time only: nothing here is shipped or read by the classifier.
 *
 * The file's form: entries separated by blank lines; `< en:Parent` lines name the parents, the
 * first `en: Name, synonym, …` line names the entry. Comments start with `#`.
 */
import type { Bucket } from '../src/shopping/categories.ts';
import { nameKey } from '../src/shopping/catalogue/read-name.ts';

export interface OffCategory {
  /** The English name, as written (the entry's id among parents). */
  readonly name: string;
  /** The English name and synonyms. */
  readonly names: readonly string[];
  /** Parents by English name (parents given only in other languages are left out). */
  readonly parents: readonly string[];
}

/** The English entries of a category taxonomy; entries without an English name are left out. */
export function readOffTaxonomy(text: string): OffCategory[] {
  const out: OffCategory[] = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const parents: string[] = [];
    let names: string[] | null = null;
    for (const raw of block.split(/\r?\n/)) {
      const line = raw.trim();
      const parent = /^<\s*en:(.+)$/.exec(line);
      if (parent?.[1] !== undefined) parents.push(parent[1].trim());
      const own = /^en:\s*(.+)$/.exec(line);
      if (own?.[1] !== undefined && names === null) {
        names = own[1]
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '');
      }
    }
    const first = names?.[0];
    if (names !== null && first !== undefined) out.push({ name: first, names, parents });
  }
  return out;
}

/**
 * Rules: an Open Food Facts category (lower case) → our aisle. A category takes the aisle of
 * the nearest ancestor (itself first) named here; the form of sale (frozen, canned, jarred,
 * dried) wins over the food at the same distance, since the form decides where a shop keeps it.
 */
export const OFF_AISLE_RULES: ReadonlyMap<string, Bucket> = new Map<string, Bucket>([
  // Form of sale.
  ['frozen foods', 'FROZEN'],
  ['canned foods', 'TINNED_AND_JARRED'],
  ['pickles', 'TINNED_AND_JARRED'],
  ['olives', 'TINNED_AND_JARRED'],
  ['sweet spreads', 'TINNED_AND_JARRED'],
  ['soups', 'TINNED_AND_JARRED'],
  ['dried fruits', 'BAKING'],
  // Fresh produce.
  ['fruits', 'FRUIT'],
  ['fresh fruits', 'FRUIT'],
  ['vegetables', 'VEGETABLES'],
  ['fresh vegetables', 'VEGETABLES'],
  ['potatoes', 'VEGETABLES'],
  ['aromatic plants', 'HERBS'],
  // Chilled.
  ['dairies', 'DAIRY_AND_EGGS'],
  ['eggs', 'DAIRY_AND_EGGS'],
  ['meats', 'MEAT_AND_FISH'],
  ['fishes', 'MEAT_AND_FISH'],
  ['seafood', 'MEAT_AND_FISH'],
  // Store cupboard.
  ['spices', 'SPICES'],
  ['salts', 'SPICES'],
  ['vegetable oils', 'OILS_AND_VINEGARS'],
  ['vinegars', 'OILS_AND_VINEGARS'],
  ['sauces', 'SAUCES'],
  ['pastas', 'PASTA_AND_GRAINS'],
  ['rices', 'PASTA_AND_GRAINS'],
  ['breakfast cereals', 'PASTA_AND_GRAINS'],
  ['pulses', 'PASTA_AND_GRAINS'],
  ['flours', 'BAKING'],
  ['sugars', 'BAKING'],
  ['nuts', 'BAKING'],
  ['seeds', 'BAKING'],
  ['beverages', 'PANTRY'],
  ['snacks', 'PANTRY'],
  ['chocolates', 'PANTRY'],
  ['confectioneries', 'PANTRY'],
]);

/** Rules that name a form of sale, which win a tie in distance. */
const FORM_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['FROZEN', 'TINNED_AND_JARRED']);

/**
 * The aisle of every English category name and synonym, keyed by the catalogue's reading of the
 * name (`nameKey`: lower case, singular words). Names whose category no rule reaches are left
 * out; a key two categories give different aisles is left out too (it says nothing).
 */
export function offAisles(
  categories: readonly OffCategory[],
  rules: ReadonlyMap<string, Bucket> = OFF_AISLE_RULES,
): Map<string, Bucket> {
  const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c] as const));
  const bucketOf = (start: OffCategory): Bucket | null => {
    let level: OffCategory[] = [start];
    const seen = new Set<string>();
    while (level.length > 0) {
      let found: Bucket | null = null;
      const next: OffCategory[] = [];
      for (const category of level) {
        const key = category.name.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        const bucket = rules.get(key);
        if (bucket !== undefined && (found === null || FORM_BUCKETS.has(bucket))) found = bucket;
        for (const parent of category.parents) {
          const up = byName.get(parent.toLowerCase());
          if (up !== undefined) next.push(up);
        }
      }
      if (found !== null) return found;
      level = next;
    }
    return null;
  };
  const out = new Map<string, Bucket>();
  const clashes = new Set<string>();
  for (const category of categories) {
    const bucket = bucketOf(category);
    if (bucket === null) continue;
    for (const name of category.names) {
      const key = nameKey(name);
      if (key === '' || clashes.has(key)) continue;
      const had = out.get(key);
      if (had === undefined) out.set(key, bucket);
      else if (had !== bucket) {
        out.delete(key);
        clashes.add(key);
      }
    }
  }
  return out;
}

/**
 * The longest run of a name's words that is an Open Food Facts category name, and its aisle
 * (null when no run of the name is one).
 */
export function offAisleOf(
  name: string,
  table: ReadonlyMap<string, Bucket>,
  longest = 6,
): { readonly phrase: string; readonly bucket: Bucket } | null {
  const words = nameKey(name).split(' ');
  for (let size = Math.min(longest, words.length); size > 0; size -= 1) {
    // The last run of a size wins: a title's head comes after its brand and descriptors.
    for (let at = words.length - size; at >= 0; at -= 1) {
      const phrase = words.slice(at, at + size).join(' ');
      const bucket = table.get(phrase);
      if (bucket !== undefined) return { phrase, bucket };
    }
  }
  return null;
}
