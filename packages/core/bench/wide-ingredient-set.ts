/**
 * Builds a wider labelled set of ingredient lines, in dev.jsonl's format, from the CSV exports of
 * the public project strangetom/ingredient-parser (MIT, Copyright (c) 2021 Tom Strange): its
 * `train/data/<source>/<source>-ingredients-snapshot-*.csv` files (bbc, cookstr, tastecooking,
 * and allrecipes, a source the DEV set does not have). The data is not committed: this script
 * reads the CSVs from a local directory and writes JSON lines to stdout.
 *
 * Run: `npx tsx packages/core/bench/wide-ingredient-set.ts <dir with the CSVs> > wide.jsonl`, then
 * `npm run score -w @plateful/core -- wide.jsonl`.
 *
 * `--weighed`: a grams check instead, for `score-food-wide.ts`: every row of the CSVs (the labels
 * are not read, so the machine-labelled rows after the first 15,000 count too), kept only where
 * the author gave a weight beside a measure that is no weight itself (bench/author-weight.ts:
 * "1 cup (125 g) flour", "2 large eggs (100 g)"): 1,513 lines from the four CSVs, against the
 * 412 of the labelled set. Its fields other than `input`, `source` and `id` are empty. Split it
 * as `score-food-wide.ts --half` does (by line): tune on the tuning half, the held-out half as
 * totals only.
 *
 * - Lines in the DEV set's or the evaluation set's hash range (shared/testdata/ingredients
 *   README: u < 2p) are left out, so this set shares no line with either.
 * - Only the hand-labelled rows are read: the first 15,000 of each CSV (the later rows of the bbc
 *   and cookstr files are machine-labelled), and every row of the NYT's relabelled copy,
 *   `train/data/nytimes/nyt-ingredients-snapshot-2015-clean.csv` (commit 28c6d5f, the DEV set's
 *   nyt lines' source; 12,752 lines kept outside the DEV and evaluation range). Give it a
 *   directory of its own: its figures are one source's, and the others' stay as they were.
 * - The CSV gives the amounts and units as lists without saying which goes with which, so only
 *   lines whose main amount is certain are kept: no amount; one amount and at most one unit;
 *   "N (M unit) pack" / "N x M unit pack" (N packs); or amounts that are alternatives of one
 *   another, one unit each, the line starting with the first ("125ml/4fl oz", "1 cup (240 ml)").
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsv } from '../food-data/csv.ts';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { authorWeight } from './author-weight.ts';

const HAND_LABELLED_ROWS = 15_000;
/** Sources whose every row was labelled by hand: the NYT relabelled copy (30,000 rows). */
const LABELLED_WHOLE = new Set(['nyt']);
/** The DEV and evaluation sets' share of the usable lines (their README: p = 5000 / 50,157). */
const SPLIT_SHARE = 5000 / 50_157;
const SOURCES_IN_DEV = new Set(['bbc', 'cookstr', 'tastecooking', 'nyt']);

/** "2", "0.5", "#1$2" (½), "5#1$4" (5¼), "One", "1-2" (the lower end); null if not a number. */
function readCsvQuantity(token: string): { value: number; max: number | null } | null {
  const [low = '', high] = token.split('-');
  const one = (text: string): number | null => {
    if (/^one$/i.test(text)) return 1;
    if (/^half$/i.test(text)) return 0.5;
    const fraction = /^(\d*)#(\d+)\$(\d+)$/.exec(text);
    if (fraction) return Number(fraction[1] || 0) + Number(fraction[2]) / Number(fraction[3]);
    if (!/^\d*\.?\d+$/.test(text)) return null;
    // The older allrecipes export rounds thirds and sixths ("0.333", "1.667"): made exact, as in
    // the DEV set.
    const sixths = Math.round(Number(text) * 6);
    return /\.\d{3}$/.test(text) && Math.abs(Number(text) - sixths / 6) < 0.001
      ? sixths / 6
      : Number(text);
  };
  const value = one(low);
  if (value === null) return null;
  const max = high === undefined ? null : one(high);
  if (high !== undefined && max === null) return null;
  return { value, max };
}

const CANONICAL_UNITS: Record<string, string> = {
  tablespoon: 'tbsp',
  tbsp: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tb: 'tbsp',
  T: 'tbsp',
  teaspoon: 'tsp',
  tsp: 'tsp',
  t: 'tsp',
  cup: 'cup',
  c: 'cup',
  gram: 'g',
  g: 'g',
  gr: 'g',
  kilogram: 'kg',
  kg: 'kg',
  milligram: 'mg',
  mg: 'mg',
  ounce: 'oz',
  oz: 'oz',
  'fl oz': 'fl oz',
  'fluid ounce': 'fl oz',
  'fl ounce': 'fl oz',
  pound: 'lb',
  lb: 'lb',
  lbs: 'lb',
  millilitre: 'ml',
  milliliter: 'ml',
  ml: 'ml',
  centilitre: 'cl',
  cl: 'cl',
  decilitre: 'dl',
  dl: 'dl',
  litre: 'l',
  liter: 'l',
  l: 'l',
  pint: 'pint',
  pt: 'pint',
  quart: 'quart',
  qt: 'quart',
  gallon: 'gallon',
  can: 'can',
  tin: 'can',
  package: 'package',
  pkg: 'package',
  clove: 'clove',
};
const MEASURES = new Set([
  'tbsp',
  'tsp',
  'cup',
  'g',
  'kg',
  'mg',
  'oz',
  'fl oz',
  'lb',
  'ml',
  'cl',
  'dl',
  'l',
  'pint',
  'quart',
  'gallon',
]);
const PACKS = new Set([
  'can',
  'package',
  'packet',
  'jar',
  'container',
  'box',
  'bag',
  'bottle',
  'carton',
  'tub',
  'pot',
  'sachet',
  'envelope',
  'pouch',
  'stick',
  'piece',
  'block',
  'loaf',
  'head',
  'bunch',
]);
/**
 * Size words the NYT CSV gives as the unit ("1 medium-size onion" unit "medium-size"): no unit, as
 * the DEV set's README has it ("1 large onion" → null). Read so for the NYT file only: the other
 * CSVs have a size column, and their rows with a size in the unit ("1 large bunch") stay left out,
 * so the set they give is the one earlier figures were read on.
 */
const SIZE_WORDS = new Set([
  'small',
  'medium',
  'large',
  'big',
  'thin',
  'medium-size',
  'medium-sized',
  'medium-large',
  'extra-large',
]);
/** Words the CSV labels as units but that are sizes or rates, not the amount's unit. */
const NOT_AMOUNT_UNITS = new Set([
  'inch',
  'in',
  'cm',
  'mm',
  'per',
  'x',
  'centimetre',
  'centimeter',
]);

function singular(word: string): string {
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (/(?:lea|hal|loa)ves$/.test(word)) return word.replace(/ves$/, 'f');
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The CSV's unit field split into units ("fl oz" is one), each canonical. */
function readCsvUnits(field: string): string[] {
  const tokens = field
    .replace(/\bfl\.? ?(oz|ounces?)\b/gi, 'fl_oz')
    .replace(/\bfluid (oz|ounces?)\b/gi, 'fl_oz')
    .split(/\s+/)
    .filter(Boolean);
  return tokens.map((token) => {
    if (token === 'fl_oz') return 'fl oz';
    if (token === 'T') return 'tbsp';
    const bare = token.replace(/\.$/, '');
    const lower = bare.toLowerCase();
    return CANONICAL_UNITS[lower] ?? CANONICAL_UNITS[singular(lower)] ?? singular(lower);
  });
}

interface WideLine {
  id: string;
  source: string;
  input: string;
  name: string;
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  kind: 'simple' | 'multi' | 'container' | 'no-quantity';
}

/** The labelled main amount of one CSV row, or null when the labels do not fix one. */
function mainAmount(input: string, quantityField: string, unitField: string, sizeAsUnit: boolean) {
  const quantityTokens = quantityField.trim() === '' ? [] : quantityField.trim().split(/\s+/);
  const quantities = quantityTokens.map(readCsvQuantity);
  if (quantities.some((q) => q === null)) return null;
  const amounts = quantities as { value: number; max: number | null }[];
  const units = readCsvUnits(unitField).filter((unit) => !(sizeAsUnit && SIZE_WORDS.has(unit)));
  if (units.some((u) => NOT_AMOUNT_UNITS.has(u))) return null;
  const [first] = amounts;
  if (first === undefined) {
    return units.length <= 1
      ? { quantity: null, max: null, unit: units[0] ?? null, kind: 'no-quantity' as const }
      : null;
  }
  if (amounts.length === 1 && units.length <= 1) {
    return {
      quantity: first.value,
      max: first.max,
      unit: units[0] ?? null,
      kind: 'simple' as const,
    };
  }
  const [unitA, unitB] = units;
  // "2 (14 ounce) cans", "2 x 400g tins", "1 14-ounce can": N packs.
  if (
    amounts.length === 2 &&
    units.length === 2 &&
    unitA !== undefined &&
    unitB !== undefined &&
    MEASURES.has(unitA) &&
    PACKS.has(unitB) &&
    /^\s*(?:\d+(?![\d./])|one|a|an)\s*(?:\(|x\s*\d|\d)/i.test(input)
  ) {
    return { quantity: first.value, max: first.max, unit: unitB, kind: 'container' as const };
  }
  // "125ml/4fl oz", "1 cup (240 ml)", "700g/1lb 9oz": alternatives, the first is the main one.
  if (
    amounts.length >= 2 &&
    units.length === amounts.length &&
    units.every((u) => MEASURES.has(u)) &&
    unitA !== undefined &&
    !units.slice(1).includes(unitA)
  ) {
    // "½ (2 mL) tsp salt", "12 (3 l) cups water": the bracket comes between the first amount and
    // its unit, so the unit after the bracket is the first amount's (the CSV lists units in the
    // line's order).
    const unit = units.length === 2 && BRACKET_BEFORE_UNIT.test(input) ? (unitB ?? unitA) : unitA;
    return { quantity: first.value, max: first.max, unit, kind: 'multi' as const };
  }
  return null;
}

/** A line whose first amount (or range) is followed by a bracketed amount before any word. */
const BRACKET_BEFORE_UNIT = /^\s*[\d½¼¾⅓⅔⅛./ -]+(?:\s*to\s*[\d½¼¾⅓⅔⅛./ -]+)?\(\s*\d/;

/** The author gave a weight beside a measure that is not itself a weight ("3 oz (85 g)"). */
function isWeighedBesideMeasure(input: string): boolean {
  const weight = authorWeight(input);
  if (weight === null) return false;
  const { unit } = parseIngredient(weight.line);
  return unit !== 'g' && unit !== 'kg' && unit !== 'mg' && unit !== 'oz' && unit !== 'lb';
}

function hashShare(input: string): number {
  return parseInt(createHash('sha1').update(input).digest('hex').slice(0, 8), 16) / 2 ** 32;
}

const weighed = process.argv.includes('--weighed');
const directory = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (directory === undefined) {
  console.error('usage: wide-ingredient-set.ts [--weighed] <directory with <source>*.csv files>');
  process.exit(2);
}

const seen = new Set<string>();
let kept = 0;
let dropped = 0;
for (const file of readdirSync(directory)
  .filter((f) => f.endsWith('.csv'))
  .sort()) {
  const source = /^([a-z]+)/.exec(file)?.[1] ?? file;
  const [header, ...rows] = readCsv(readFileSync(join(directory, file), 'utf8'));
  const column = (name: string) => header?.indexOf(name) ?? -1;
  const [inputAt, nameAt, quantityAt, unitAt] = ['input', 'name', 'quantity', 'unit'].map(column);
  const read = weighed || LABELLED_WHOLE.has(source) ? rows : rows.slice(0, HAND_LABELLED_ROWS);
  read.forEach((row, index) => {
    const input = row[inputAt ?? 0] ?? '';
    const name = row[nameAt ?? 1] ?? '';
    if (input.trim() === '' || (!weighed && name.trim() === '')) return;
    if (SOURCES_IN_DEV.has(source) && hashShare(input) < 2 * SPLIT_SHARE) return;
    const key = input.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    if (weighed) {
      if (!isWeighedBesideMeasure(input)) return;
      kept += 1;
      const line: WideLine = {
        id: `${source}-${index + 2}`,
        source,
        input,
        name: '',
        quantity: null,
        quantity_max: null,
        unit: null,
        kind: 'no-quantity',
      };
      console.log(JSON.stringify(line));
      return;
    }
    const amount = mainAmount(
      input,
      row[quantityAt ?? 2] ?? '',
      row[unitAt ?? 3] ?? '',
      LABELLED_WHOLE.has(source),
    );
    if (amount === null) {
      dropped += 1;
      return;
    }
    kept += 1;
    const line: WideLine = {
      id: `${source}-${index + 2}`,
      source,
      input,
      name,
      quantity: amount.quantity,
      quantity_max: amount.max,
      unit: amount.unit,
      kind: amount.kind,
    };
    console.log(JSON.stringify(line));
  });
}
console.error(
  weighed
    ? `${kept} lines kept, each weighed by its author beside a measure`
    : `${kept} lines kept, ${dropped} left out (their labels fix no one main amount)`,
);
