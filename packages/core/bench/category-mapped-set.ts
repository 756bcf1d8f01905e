/**
 * Aisle accuracy on real UK supermarket titles labelled by a written mapping of the shops' own
 * departments onto our aisles (issue 31, session 25), not title by title. The data is not in the
 * repository (no licence is stated for it): give the path of `data/input/raw_1000.csv` of the
 * public repository Jtemp0/shopwiser-matching-algorithm (commit 60f2fa5), 1,000 Tesco,
 * Sainsbury's, ASDA and Morrisons products of early 2024 with each shop's top-level department
 * (as in the Kaggle "UK supermarket data" scrape).
 *
 *   npx tsx packages/core/bench/category-mapped-set.ts <path to raw_1000.csv> [--list]
 *     [--half tuning|held-out|both]   (default tuning)
 *
 * The mapping (DEPARTMENT_AISLES): departments that hold one of our aisles only. Frozen is the
 * freezer, bakery is Baking, drinks are Pantry (aisle-set.tsv's conventions: drinks are the store
 * cupboard's); fresh food, food cupboard and free-from hold many aisles and are not mapped. Left
 * out: tobacco and vapes (sold beside the drinks, no food), titles the scrape cut short ("…"),
 * and titles already in an aisle set. A second, weaker check uses the food cupboard: an ambient
 * department holds no fresh or frozen aisle (meat, dairy, vegetables, fruit, herbs, frozen), so a
 * title of it placed there is wrong (plant milks, which the conventions put with dairy, are the
 * known exception).
 *
 * Halves by shop, so that they differ: Tesco and Sainsbury's are the tuning half, ASDA and
 * Morrisons the held-out half. Held-out figures are totals only (read them rarely: start,
 * middle, end); `--list` lists the tuning half's misses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DisplayCategory } from '../src/shopping/categories.ts';
import { classifyAisle } from '../src/shopping/categorise.ts';
import { readAisleSet, readGrocerSet, scoreAisles, type LabelledName } from './aisle-accuracy.ts';

/** The shops' departments that are one of our aisles. */
export const DEPARTMENT_AISLES: ReadonlyMap<string, DisplayCategory> = new Map([
  ['frozen', 'frozen'],
  ['bakery', 'baking'],
  ['drinks', 'pantry'],
]);

/** Sold with the drinks, and no food. */
const NOT_FOOD = /\b(?:tobacco|cigarettes?|cigars?|vapes?|vuse|nicotine|e-liquid|rizla)\b/i;

/** Aisles an ambient department (the food cupboard) never holds. */
const FRESH_AISLES: ReadonlySet<DisplayCategory> = new Set([
  'meat_and_fish',
  'dairy_and_eggs',
  'vegetables',
  'fruit',
  'herbs',
  'frozen',
]);

/** The fields of one CSV row (double-quoted fields may hold commas and doubled quotes). */
export function csvFields(row: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const char = row[i];
    if (quoted) {
      if (char === '"' && row[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

interface Product {
  readonly name: string;
  readonly shop: string;
  readonly department: string;
  readonly heldOut: boolean;
}

/** The scrape's food products, less cut titles and those already in an aisle set. */
function products(text: string, known: ReadonlySet<string>): Product[] {
  const [header = '', ...rows] = text.split('\n').filter((row) => row.trim() !== '');
  const columns = csvFields(header);
  const at = (name: string) => columns.indexOf(name);
  const [nameAt, shopAt, departmentAt] = [at('names'), at('supermarket'), at('category')];
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const fields = csvFields(row);
    const name = (fields[nameAt] ?? '').trim();
    const shop = fields[shopAt] ?? '';
    const key = name.toLowerCase();
    if (name === '' || name.endsWith('…') || name.endsWith('...') || NOT_FOOD.test(name)) return [];
    if (known.has(key) || seen.has(key)) return [];
    seen.add(key);
    const heldOut = shop !== 'Tesco' && shop !== 'Sains';
    return [{ name, shop, department: fields[departmentAt] ?? '', heldOut }];
  });
}

const here = import.meta.dirname;
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    list: { type: 'boolean', default: false },
    half: { type: 'string', default: 'tuning' },
  },
});
if (!['tuning', 'held-out', 'both'].includes(values.half ?? '')) {
  throw new Error('--half is tuning, held-out or both');
}
const path = positionals[0];
if (path === undefined) throw new Error('give the path of raw_1000.csv');

const known = new Set<string>();
for (const file of readdirSync(here).filter((f) => /^aisle-set.*\.tsv$/.test(f))) {
  const text = readFileSync(resolve(here, file), 'utf8');
  for (const row of file === 'aisle-set.tsv' ? readAisleSet(text) : readGrocerSet(text)) {
    known.add(row.name.toLowerCase());
  }
}
const all = products(readFileSync(path, 'utf8'), known);
const classify = (name: string) => classifyAisle(name).category;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

for (const heldOut of [false, true]) {
  if (values.half !== 'both' && (values.half === 'held-out') !== heldOut) continue;
  const half = heldOut ? 'held-out (ASDA, Morrisons)' : 'tuning (Tesco, Sainsbury’s)';
  const labelled: LabelledName[] = all.flatMap((product) => {
    const expected = DEPARTMENT_AISLES.get(product.department);
    return product.heldOut !== heldOut || expected === undefined
      ? []
      : [{ name: product.name, expected, heldOut, fresh: false }];
  });
  const score = scoreAisles(labelled, classify);
  const aisles = [...score.perAisle]
    .map(([aisle, tally]) => `${aisle} ${percent(tally.right / tally.names)} of ${tally.names}`)
    .join(', ');
  console.log(
    `${half}: macro ${percent(score.macro)}, overall ${percent(score.overall)} of ${score.names} (${aisles})`,
  );
  const cupboard = all.filter((p) => p.heldOut === heldOut && p.department === 'food_cupboard');
  const fresh = cupboard.filter((p) => FRESH_AISLES.has(classify(p.name)));
  console.log(
    `  food cupboard, not in a fresh or frozen aisle: ${percent(1 - fresh.length / cupboard.length)} of ${cupboard.length}`,
  );
  if (values.list === true && !heldOut) {
    for (const { name, expected } of labelled) {
      const got = classify(name);
      if (got !== expected) console.log(`  ${name}: expected ${expected}, got ${got}`);
    }
    for (const { name } of fresh) console.log(`  food cupboard: ${name} → ${classify(name)}`);
  }
}
