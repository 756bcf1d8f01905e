/**
 * The aisle of an ingredient (SPEC §5): a catalogue lookup first (confidence 0.8, 0.95 of that for
 * a lowercase match; the catalogues ship empty), then keyword rules (confidence 0.5), then PANTRY.
 */
import {
  CATALOGUE_CONFIDENCE,
  CATALOGUE_LOWERCASE_FACTOR,
  KEYWORD_CONFIDENCE,
} from '../constants.ts';
import { singularWord } from '../ingredients/plural.ts';
import { memoise } from '../memo.ts';
import { AISLE_KEYWORDS } from './aisle-keywords.ts';
import { BUCKETS, displayCategoryOf, type Bucket, type DisplayCategory } from './categories.ts';

/** Names with a known bucket, e.g. from a shop's product list. Empty as shipped (SPEC §5). */
export type AisleCatalogue = ReadonlyMap<string, Bucket>;

/** The catalogue as shipped: empty (SPEC §5 "catalogs are empty"). */
export const EMPTY_CATALOGUE: AisleCatalogue = new Map();

/** Confidence of the PANTRY fallback when nothing matched. */
export const DEFAULT_CONFIDENCE = 0;

export interface AisleMatch {
  readonly bucket: Bucket;
  readonly category: DisplayCategory;
  readonly confidence: number;
  readonly source: 'catalogue' | 'keyword' | 'default';
}

function comparable(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, 's')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singularWord);
}

const KEYWORDS: ReadonlyMap<string, Bucket> = (() => {
  const map = new Map<string, Bucket>();
  for (const bucket of BUCKETS) {
    for (const keyword of AISLE_KEYWORDS[bucket]) {
      const key = comparable(keyword).join(' ');
      if (!map.has(key)) map.set(key, bucket);
    }
  }
  return map;
})();

const LONGEST_KEYWORD_WORDS = Math.max(...[...KEYWORDS.keys()].map((key) => key.split(' ').length));

/** The most specific keyword match: longest phrase, then rightmost (the head noun). */
function keywordBucket(tokens: readonly string[]): Bucket | null {
  for (let size = Math.min(LONGEST_KEYWORD_WORDS, tokens.length); size >= 1; size -= 1) {
    for (let start = tokens.length - size; start >= 0; start -= 1) {
      const bucket = KEYWORDS.get(tokens.slice(start, start + size).join(' '));
      if (bucket !== undefined) return bucket;
    }
  }
  return null;
}

/** Words that move an ingredient to another aisle whatever it is ("frozen peas", "dried thyme"). */
function modifiedBucket(tokens: readonly string[], bucket: Bucket | null): Bucket | null {
  const has = (word: string) => tokens.includes(word);
  if (has('frozen')) return 'FROZEN';
  if (has('tinned') || has('canned')) return 'TINNED_AND_JARRED';
  if (
    (has('dried') || has('ground') || has('dry')) &&
    (bucket === 'HERBS' || bucket === 'VEGETABLES')
  ) {
    return bucket === 'VEGETABLES' &&
      !tokens.some((t) => /^(?:chil|chile|ginger|garlic|onion)/.test(t))
      ? bucket
      : 'SPICES';
  }
  if (has('dried') && bucket === 'FRUIT') return 'BAKING';
  return null;
}

const match = (bucket: Bucket, confidence: number, source: AisleMatch['source']): AisleMatch => ({
  bucket,
  category: displayCategoryOf(bucket),
  confidence,
  source,
});

/**
 * The aisle of an ingredient name: catalogue (exact 0.8, lowercase 0.76), keyword rules (0.5),
 * else PANTRY. Never throws.
 */
export function classifyAisle(
  name: string,
  catalogue: AisleCatalogue = EMPTY_CATALOGUE,
): AisleMatch {
  const exact = catalogue.get(name);
  if (exact !== undefined) return match(exact, CATALOGUE_CONFIDENCE, 'catalogue');
  const lower = name.toLowerCase();
  for (const [entry, bucket] of catalogue) {
    if (entry.toLowerCase() === lower) {
      return match(bucket, CATALOGUE_CONFIDENCE * CATALOGUE_LOWERCASE_FACTOR, 'catalogue');
    }
  }
  return classifyByKeywords(name);
}

/** Keyword rules (0.5), else PANTRY; memoised since names repeat across recipes. */
const classifyByKeywords = memoise((name: string): AisleMatch => {
  const tokens = comparable(name);
  const bucket = keywordBucket(tokens);
  const modified = modifiedBucket(tokens, bucket);
  if (modified !== null) return match(modified, KEYWORD_CONFIDENCE, 'keyword');
  if (bucket !== null) return match(bucket, KEYWORD_CONFIDENCE, 'keyword');
  return match('PANTRY', DEFAULT_CONFIDENCE, 'default');
});
