/**
 * Scores the ingredient parser against hand-labelled lines, as the data set's README describes:
 * quantity exact (to 1e-6, for thirds), unit canonical, name compared case-insensitively,
 * without punctuation and singular/plural-insensitively.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { convertQuantity } from '../src/ingredients/units.ts';
import { vulgarFractionValue } from '../src/number-words.ts';

export interface LabelledLine {
  readonly id: string;
  readonly source: string;
  readonly input: string;
  readonly name: string;
  readonly quantity: number | null;
  readonly unit: string | null;
}

export interface Score {
  readonly lines: number;
  readonly quantity: number;
  readonly unit: number;
  readonly name: number;
  readonly allThree: number;
}

export interface LineResult {
  readonly line: LabelledLine;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly name: string;
  readonly quantityOk: boolean;
  readonly unitOk: boolean;
  readonly nameOk: boolean;
}

function singular(word: string): string {
  if (word.length <= 3 || /ss$/.test(word)) return word;
  // "leaves", "halves", "loaves" → leaf, half, loaf; but "cloves", "olives" → clove, olive.
  if (/(?:lea|hal|loa|cal|wol|shel|sel|thie)ves$/.test(word)) return word.replace(/ves$/, 'f');
  if (/ves$/.test(word)) return word.slice(0, -1);
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(?:ch|sh|x|s|z|o)es$/.test(word)) return word.replace(/es$/, '');
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A name as the README compares it: lower case, no punctuation, each word singular. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-/]/g, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

function sameQuantity(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) < 1e-6;
}

const SPOKEN_UNITS: Readonly<Record<string, string>> = {
  t: 'tsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  T: 'tbsp',
  tb: 'tbsp',
  tbs: 'tbsp',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  c: 'cup',
  cup: 'cup',
  cups: 'cup',
  ml: 'ml',
  l: 'l',
  g: 'g',
  kg: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  pint: 'pint',
  pints: 'pint',
  quart: 'quart',
  quarts: 'quart',
  stick: 'stick',
  sticks: 'stick',
};

/**
 * `convertQuantity`, with a stick as butter's (½ cup, 8 tablespoons, 4 ounces): a stick joined to
 * spoons is butter's ("1 stick plus 2 tablespoons unsalted butter, or 10 tablespoons", the author's
 * own sum), as the parser reads it.
 */
function convertToLabelUnit(value: number, from: string | null, to: string): number | null {
  if (to !== 'stick') return convertQuantity(value, from, to);
  const cups = convertQuantity(value, from, 'cup');
  if (cups !== null) return cups * 2;
  const ounces = convertQuantity(value, from, 'oz');
  return ounces === null ? null : ounces / 4;
}
const NUMBER = String.raw`(\d+(?:\.\d+)?(?:\s*[½¼¾⅓⅔⅛]|\s+\d/\d)?|\d/\d|[½¼¾⅓⅔⅛])`;
const JOINED = new RegExp(
  String.raw`^\s*(?:(?:about|approx\.?|approximately|scant|generous)\s+)?${NUMBER}\s*([a-z]+)\.?(?:\s+|,\s*(?=plus\b))(?:\([^()]*\)\s*)?(plus|\+|minus|less|and)\s*${NUMBER}\s*([a-z]+)\b`,
  'i',
);

function readLabelNumber(text: string): number {
  const [whole = '', part = ''] = text.split(/\s+(?=\d\/)|(?=[½¼¾⅓⅔⅛])/u);
  const value = (piece: string): number => {
    if (piece === '') return 0;
    const vulgar = vulgarFractionValue(piece);
    if (vulgar !== undefined) return vulgar;
    const [top, bottom] = piece.split('/');
    return bottom === undefined ? Number(top) : Number(top) / Number(bottom);
  };
  return value(whole.trim()) + value(part.trim());
}

/** "1 lb 5 oz", "2 pounds 3 ounces", "1 kg 200 g" at the start of a line: one weight in two units. */
const TWO_PARTS = new RegExp(
  String.raw`^\s*(\d+)\s*(lbs?|pounds?|kg)\.?\s+(\d+(?:\.\d+)?)\s*(oz|ounces?|g)\b(?!\s*-)`,
  'i',
);

/**
 * The labels give a weight written in two units by its first part ("1 lb 5 oz" is labelled 1 lb);
 * when the label is that first part, the meant amount is both parts in its unit (1.3125 lb).
 */
function withSmallerPart(quantity: number, unit: string | null, parts: RegExpExecArray): number {
  const unitOf = (word: string) => SPOKEN_UNITS[word.toLowerCase()] ?? null;
  const first = unitOf(parts[2] ?? '');
  if (first !== unit || !sameQuantity(Number(parts[1]), quantity)) return quantity;
  const added = convertQuantity(Number(parts[3]), unitOf(parts[4] ?? ''), unit);
  return added === null || added >= 1 || (first === 'lb') !== (unitOf(parts[4] ?? '') === 'oz')
    ? quantity
    : quantity + added;
}

/**
 * The amount a line means. The labels give only the first of joined measures ("1 cup plus 2
 * tablespoons flour" is labelled 1 cup), where the parser gives what the recipe uses, their sum
 * (1.125 cups): when the line starts with the labelled amount joined to a second measure by
 * "plus", "and" ("1 cup and 2 tablespoons") or "+" (", plus" too: "1 cup, plus 2 tablespoons, sugar"), the second, read here from the text and converted to the labelled unit, is
 * added (taken off after "minus" or "less": "1 cup minus 1 tablespoon"). A weight in two units ("1 lb 5 oz") is summed the same way; any
 * other line's amount is its label.
 */
export function meantQuantity(line: LabelledLine): number | null {
  const twoParts = line.quantity === null ? null : TWO_PARTS.exec(line.input);
  if (twoParts && line.quantity !== null)
    return withSmallerPart(line.quantity, line.unit, twoParts);
  if (
    line.quantity === null ||
    line.unit === null ||
    !/\bplus\b|\bminus\b|\bless\b|\band\b|\+/i.test(line.input)
  )
    return line.quantity;
  const joined = JOINED.exec(line.input);
  if (!joined) return line.quantity;
  const unit = (word: string) => SPOKEN_UNITS[word] ?? SPOKEN_UNITS[word.toLowerCase()] ?? null;
  const first = readLabelNumber(joined[1] ?? '');
  if (!sameQuantity(first, line.quantity) || unit(joined[2] ?? '') !== line.unit)
    return line.quantity;
  const added = convertToLabelUnit(
    readLabelNumber(joined[4] ?? ''),
    unit(joined[5] ?? ''),
    line.unit,
  );
  if (added === null) return line.quantity;
  return /minus|less/i.test(joined[3] ?? '') ? line.quantity - added : line.quantity + added;
}

/** A label's unit that is half of a measure: "half-gallon", "half-pint". */
const HALF_UNIT = /^half-(pint|quart|gallon|cup|lb)$/;

/**
 * The label's amount in a measure of the unit table: "1 half-gallon" (labelled so, the unit
 * "half-gallon") is ½ gallon, the same amount, as the parser reads it.
 */
function meantAmount(line: LabelledLine): { quantity: number | null; unit: string | null } {
  const quantity = meantQuantity(line);
  const half = line.unit === null ? null : HALF_UNIT.exec(line.unit);
  if (half && quantity !== null) return { quantity: quantity / 2, unit: half[1] ?? null };
  return inLargerUnit(line, quantity) ?? { quantity, unit: line.unit };
}

/** Metric units: a sum across systems stays in the label's ("600g plus 5oz" in grams). */
const METRIC: ReadonlySet<string> = new Set(['g', 'kg', 'ml', 'l', 'cl']);

/**
 * A sum of joined measures is said in the larger of the two units, as the parser says it: "1
 * teaspoon plus 1 cup sugar" (labelled 1 teaspoon) means 1.02 cups, not 49 teaspoons. Null when
 * the line is no such sum, or its second part is the smaller, a stick's or of the other system.
 */
function inLargerUnit(
  line: LabelledLine,
  quantity: number | null,
): { quantity: number; unit: string } | null {
  if (quantity === null || line.unit === null || sameQuantity(quantity, line.quantity)) return null;
  const joined = quantity > (line.quantity ?? 0) ? JOINED.exec(line.input) : null;
  const second = joined
    ? (SPOKEN_UNITS[joined[5] ?? ''] ?? SPOKEN_UNITS[(joined[5] ?? '').toLowerCase()])
    : undefined;
  const inSecond = second === undefined ? null : convertQuantity(quantity, line.unit, second);
  if (second === undefined || inSecond === null || !(inSecond < quantity)) return null;
  if (METRIC.has(second) !== METRIC.has(line.unit)) return null;
  return { quantity: inSecond, unit: second };
}

/** Parses and scores one labelled line. */
export function scoreLine(line: LabelledLine): LineResult {
  const parsed = parseIngredient(line.input);
  const meant = meantAmount(line);
  const quantityOk = sameQuantity(parsed.quantity, meant.quantity);
  const unitOk = parsed.unit === meant.unit;
  const nameOk = comparableName(parsed.name) === comparableName(line.name);
  return {
    line,
    quantity: parsed.quantity,
    unit: parsed.unit,
    name: parsed.name,
    quantityOk,
    unitOk,
    nameOk,
  };
}

/** Share of lines right on each field and on all three. */
export function summarise(results: readonly LineResult[]): Score {
  const count = (test: (result: LineResult) => boolean) =>
    results.length === 0 ? 0 : results.filter(test).length / results.length;
  return {
    lines: results.length,
    quantity: count((r) => r.quantityOk),
    unit: count((r) => r.unitOk),
    name: count((r) => r.nameOk),
    allThree: count((r) => r.quantityOk && r.unitOk && r.nameOk),
  };
}

/** The labelled DEV lines: ../shared/testdata/ingredients/dev.jsonl beside the repository. */
export const DEV_SET_PATH = fileURLToPath(
  new URL('../../../../shared/testdata/ingredients/dev.jsonl', import.meta.url),
);

/** Parses the JSON lines of a labelled data file, skipping blank or broken lines. */
export function readLabelledLines(text: string): LabelledLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LabelledLine];
      } catch {
        return [];
      }
    });
}

/**
 * Sources never tuned on: every line of theirs is held out. allrecipes is in the wide set only
 * (bench/wide-ingredient-set.ts), a site and a layout the rules were not written from.
 */
export const HELD_OUT_SOURCES: ReadonlySet<string> = new Set(['allrecipes']);

/**
 * The tuning half and the held-out half: each line by the first byte of the SHA-1 of its id, and
 * every line of a held-out source (`HELD_OUT_SOURCES`) held out.
 */
export function splitHalves<T extends { readonly line: LabelledLine }>(
  results: readonly T[],
): { tuning: T[]; heldOut: T[] } {
  const tuning: T[] = [];
  const heldOut: T[] = [];
  for (const result of results) {
    const byte = createHash('sha1').update(result.line.id).digest()[0] ?? 0;
    const held = HELD_OUT_SOURCES.has(result.line.source) || byte % 2 === 1;
    (held ? heldOut : tuning).push(result);
  }
  return { tuning, heldOut };
}

/**
 * Words whose place in a name the labels of one source settle both ways (`labelConventions`):
 * states before a name that leave the thing bought the same. Only these are looked at; a word
 * that names another product with or without it is not among them: "ground beef", "dried" (not
 * fresh), "crushed" (crushed tomatoes, pineapple, red pepper), "blanched" and "roasted" (almonds,
 * peppers in a jar), "minced" (UK mince), "shredded" (coconut, cheese).
 */
export const CONVENTION_WORDS: readonly string[] = [
  'cooked',
  'uncooked',
  'toasted',
  'canned',
  'cold',
  'warm',
  'pitted',
  'freshly ground',
];

/** A reading the labels of a source give both ways: each at least this share of its lines. */
const CONVENTION_SHARE = 0.2;
/** … and on at least this many lines each way. */
const CONVENTION_LINES = 3;

/** Per source, the words and constructions its labels settle both ways (`labelConventions`). */
export interface LabelConventions {
  /** Per source, words a name may keep or drop. */
  readonly words: ReadonlyMap<string, readonly string[]>;
  /** Sources whose labels give a name with alternatives ("A or B") whole or as its first alone. */
  readonly alternatives: ReadonlySet<string>;
  /** The counts behind them, kept/dropped, per source and word (and `or` for alternatives). */
  readonly counts: ReadonlyMap<string, readonly [number, number]>;
}

const FIRST_ALTERNATIVE = /,?\s+(?:and\/)?or\s+|,\s*/i;

/** "A" of "A, B or C", compared as names are. */
function firstAlternative(name: string): string {
  return comparableName(name.split(FIRST_ALTERNATIVE)[0] ?? '');
}

function withoutWords(name: string, words: readonly string[]): string {
  let text = ` ${name} `;
  for (const word of words) text = text.replaceAll(` ${word} `, ' ');
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Where a source's own labels disagree with one another: worked out from the tuning half only
 * (the held-out labels are never read to choose), for `nameOkUnderConventions`. A word is a
 * convention of a source when, of its tuning lines with the word before another word and the first
 * comma (and not after "or" or "and"), the
 * labels keep it in the name on at least a fifth and drop it on at least a fifth (three lines
 * each at least); alternatives are when, of its lines the parser names "A or B", the labels give
 * the whole on a fifth and "A" alone on a fifth.
 */
export function labelConventions(tuning: readonly LineResult[]): LabelConventions {
  const counts = new Map<string, [number, number]>();
  const add = (key: string, kept: boolean) => {
    const pair = counts.get(key) ?? [0, 0];
    pair[kept ? 0 : 1] += 1;
    counts.set(key, pair);
  };
  const patterns = CONVENTION_WORDS.map(
    // Before another word, as a name's first words are ("1 tsp dried" names nothing after it),
    // and not an alternative's ("fresh or dried rice noodles").
    (word) =>
      [word, new RegExp(`(?<![-\\p{L}])(?<!\\b(?:or|and)\\s+)${word}\\s+\\p{L}`, 'iu')] as const,
  );
  for (const result of tuning) {
    const { source, input } = result.line;
    const label = ` ${comparableName(result.line.name)} `;
    const head = input.split(',')[0] ?? '';
    for (const [word, pattern] of patterns) {
      if (pattern.test(head)) add(`${source}\t${word}`, label.includes(` ${word} `));
    }
    if (/\bor\b/i.test(result.name)) {
      const whole = comparableName(result.name) === label.trim();
      const first = firstAlternative(result.name) === label.trim();
      if (whole || first) add(`${source}\tor`, whole);
    }
  }
  const words = new Map<string, string[]>();
  const alternatives = new Set<string>();
  for (const [key, [kept, dropped]] of counts) {
    const both =
      Math.min(kept, dropped) >= CONVENTION_LINES &&
      Math.min(kept, dropped) / (kept + dropped) >= CONVENTION_SHARE;
    if (!both) continue;
    const [source = '', word = ''] = key.split('\t');
    if (word === 'or') alternatives.add(source);
    else words.set(source, [...(words.get(source) ?? []), word]);
  }
  return { words, alternatives, counts };
}

/**
 * Whether a line's name is right once its source's own inconsistencies are allowed
 * (`labelConventions`): the names equal without the source's convention words, or, for a source
 * whose labels give alternatives both ways, one name the other's first alternative. A name right
 * by the plain comparison is right here too; nothing else is.
 */
export function nameOkUnderConventions(result: LineResult, conventions: LabelConventions): boolean {
  if (result.nameOk) return true;
  const source = result.line.source;
  const words = conventions.words.get(source) ?? [];
  const parsed = withoutWords(comparableName(result.name), words);
  const label = withoutWords(comparableName(result.line.name), words);
  if (parsed === label) return true;
  if (!conventions.alternatives.has(source)) return false;
  return (
    withoutWords(firstAlternative(result.name), words) === label ||
    withoutWords(firstAlternative(result.line.name), words) === parsed
  );
}
