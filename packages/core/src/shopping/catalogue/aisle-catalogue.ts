/**
 * The built-in aisle catalogue (issue 15): UK grocery names, with plurals and UK/US synonyms, each
 * in the aisle a UK shopper finds it in. The data is kept as compact comma-separated text, one
 * module per aisle with its sources noted there, and read into one lookup table on first use, so
 * it costs little on the wire and nothing until a list is built.
 *
 * Format: names separated by commas, in either number ("chickpeas", "chickpea"); one group of
 * alternatives in brackets writes a shared word once ("(red|white|) onion"); a leading `!` marks a
 * brand whose whole range is in the aisle, so it decides wherever it stands in a product name.
 *
 * Written compact, to save bytes on the wire (596 of 14,994 bytes gzip in session 19): no space
 * after a comma and no line break inside a string, so each string (one commented group) is one
 * long line: read it with the editor's word wrap on, and add a name as `,new name` after any other
 * in its group. The reader would take spaces and line breaks too (each name is trimmed, runs of
 * spaces made one), but a test in categorise.test.ts keeps the modules compact.
 *
 * Only names the keyword rules would put elsewhere (or nowhere) are listed: a name the rules
 * already place is left to them ("smoked streaky bacon" is bacon, "extra virgin olive oil" olive
 * oil), and is kept, with its aisle, in placed-by-rules.ts, which the tests check and the list
 * engine does not import. That keeps what the browser downloads small (bench/catalogue-size.ts).
 * A name the rules place has the keyword confidence (0.5) rather than the catalogue's (0.8).
 */
import type { Bucket } from '../categories.ts';
import { BAKING_NAMES } from './baking.ts';
import { DAIRY_AND_EGGS_NAMES } from './dairy-and-eggs.ts';
import { FROZEN_NAMES } from './frozen.ts';
import { FRUIT_NAMES } from './fruit.ts';
import { HERBS_NAMES } from './herbs.ts';
import { MEAT_AND_FISH_NAMES } from './meat-and-fish.ts';
import { OILS_AND_VINEGARS_NAMES } from './oils-and-vinegars.ts';
import { PANTRY_NAMES } from './pantry.ts';
import { PASTA_AND_GRAINS_NAMES } from './pasta-and-grains.ts';
import { nameKey } from './read-name.ts';
import { SAUCES_NAMES } from './sauces.ts';
import { SPICES_NAMES } from './spices.ts';
import { TINNED_AND_JARRED_NAMES } from './tinned-and-jarred.ts';
import { VEGETABLES_NAMES } from './vegetables.ts';

/** Each aisle's names as written in its module. */
export const CATALOGUE_TEXT: Readonly<Record<Bucket, readonly string[]>> = {
  MEAT_AND_FISH: MEAT_AND_FISH_NAMES,
  DAIRY_AND_EGGS: DAIRY_AND_EGGS_NAMES,
  VEGETABLES: VEGETABLES_NAMES,
  FRUIT: FRUIT_NAMES,
  HERBS: HERBS_NAMES,
  SPICES: SPICES_NAMES,
  OILS_AND_VINEGARS: OILS_AND_VINEGARS_NAMES,
  SAUCES: SAUCES_NAMES,
  BAKING: BAKING_NAMES,
  PASTA_AND_GRAINS: PASTA_AND_GRAINS_NAMES,
  TINNED_AND_JARRED: TINNED_AND_JARRED_NAMES,
  FROZEN: FROZEN_NAMES,
  PANTRY: PANTRY_NAMES,
};

/** One catalogue name: its aisle, and whether it is a brand whose whole range is in that aisle. */
export interface CatalogueEntry {
  readonly bucket: Bucket;
  readonly brand: boolean;
  /**
   * A brand written with a final "s" its key drops ("Campbells" is keyed "campbell"): a title
   * must write the "s" too, as "Maris Piper" and "Campbell Darjeeling" name no Pipers or Campbell's.
   */
  readonly withS?: true;
}

/**
 * The names one catalogue entry stands for. An entry may hold one group of alternatives in
 * brackets, each put in its place: "(red|white|) onion" is "red onion", "white onion", "onion";
 * "chicken (breast|thigh)" is "chicken breast", "chicken thigh".
 */
export function expandEntry(entry: string): string[] {
  const open = entry.indexOf('(');
  const close = entry.indexOf(')', open);
  if (open < 0 || close < 0) return [entry.trim()];
  const before = entry.slice(0, open);
  const after = entry.slice(close + 1);
  return entry
    .slice(open + 1, close)
    .split('|')
    .map((alternative) => `${before}${alternative}${after}`.trim().replace(/\s+/g, ' '));
}

/** Every name of the catalogue, expanded, with its aisle and brand mark, in module order. */
export function catalogueNames(): { name: string; bucket: Bucket; brand: boolean }[] {
  const names: { name: string; bucket: Bucket; brand: boolean }[] = [];
  forEachName((name, bucket, brand) => names.push({ name, bucket, brand }));
  return names;
}

function forEachName(visit: (name: string, bucket: Bucket, brand: boolean) => void): void {
  for (const bucket of Object.keys(CATALOGUE_TEXT) as Bucket[]) {
    for (const text of CATALOGUE_TEXT[bucket]) {
      for (const raw of text.split(',')) {
        const entry = raw.trim();
        if (entry === '') continue;
        const brand = entry.startsWith('!');
        for (const name of expandEntry(brand ? entry.slice(1) : entry)) visit(name, bucket, brand);
      }
    }
  }
}

let table: ReadonlyMap<string, CatalogueEntry> | null = null;

/**
 * The catalogue keyed by `nameKey` (lower case, singular words), read once on first use. A name
 * listed twice keeps its first aisle; a test keeps the data free of such clashes.
 */
export function aisleCatalogue(): ReadonlyMap<string, CatalogueEntry> {
  if (table !== null) return table;
  const map = new Map<string, CatalogueEntry>();
  // One entry object per aisle and mark, shared by its names.
  const entries = new Map<string, CatalogueEntry>();
  forEachName((name, bucket, brand) => {
    const key = nameKey(name);
    if (key === '' || map.has(key)) return;
    const withS = brand && name.endsWith('s') && !key.endsWith('s');
    const id = `${bucket}${brand ? '!' : ''}${withS ? 's' : ''}`;
    let entry = entries.get(id);
    if (entry === undefined) {
      entry = withS ? { bucket, brand, withS } : { bucket, brand };
      entries.set(id, entry);
    }
    map.set(key, entry);
  });
  table = map;
  return map;
}
