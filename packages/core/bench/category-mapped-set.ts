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
 *
 * A second, larger set (session 25, helper aisles4) comes from the same repository and commit:
 * `data/intermediate/ensemble_summary.csv`, 11,619 products matched across the four shops (from
 * their full 65k-row scrape), each with the department of its shops and the name its matcher
 * agreed on, brand and pack size taken off ("Battered Cod Fillets", "Victoria Sponge Cake";
 * `core_product_name_consensus`). Give its path after raw_1000.csv:
 *
 *   npx tsx packages/core/bench/category-mapped-set.ts <raw_1000.csv> <ensemble_summary.csv> …
 *
 * The same mapping labels it; names are not titles (no brand, no pack size), so it is scored
 * apart. Left out as well: kitchenware sold with the drinks (mugs, kettles), names repeated, and
 * names found inside a raw_1000 title (neither set's halves see the other's products). Halves by
 * brand, so that they differ: the SHA-1 of the brand (of the name for own-label and unbranded
 * products) starting 0-7 is held out, so that no brand is in both halves.
 *
 * A third set (session 57, helper aisles3), from the same repository at commit 60f2fa5:
 * `data/input/normalized_products_sample.csv`, another 1,000 rows of the same scrape (19 of them
 * in raw_1000.csv, left out), the title as the shop shows it in `names`. Give its path third (after
 * the matched names'); it is labelled, halved by shop and checked as raw_1000 is:
 *
 *   npx tsx packages/core/bench/category-mapped-set.ts <raw_1000.csv> <ensemble_summary.csv>
 *     <normalized_products_sample.csv> …
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DisplayCategory } from '../src/shopping/categories.ts';
import { readCsv } from '../food-data/csv.ts';
import { classifyAisle } from '../src/shopping/categorise.ts';
import { scoreAisles, type LabelledName } from './aisle-accuracy.ts';
import { mappedSetArgs, namesInAisleSets, percent, wantsHalf } from './mapped-set-cli.ts';

/** The shops' departments that are one of our aisles. */
export const DEPARTMENT_AISLES: ReadonlyMap<string, DisplayCategory> = new Map([
  ['frozen', 'frozen'],
  ['bakery', 'baking'],
  ['drinks', 'pantry'],
]);

/** Sold with the drinks, and no food. */
const NOT_FOOD = /\b(?:tobacco|cigarettes?|cigars?|vapes?|vuse|nicotine|e-liquid|rizla)\b/i;

/** Kitchenware sold with the drinks (the matched products' names; raw_1000 keeps its rule). */
const KITCHENWARE =
  /\b(?:mugs?|kettles?|filter papers?|glasses|flasks?|descaler|jugs?|teapots?)\b/i;

/** Aisles an ambient department (the food cupboard) never holds. */
const FRESH_AISLES: ReadonlySet<DisplayCategory> = new Set([
  'meat_and_fish',
  'dairy_and_eggs',
  'vegetables',
  'fruit',
  'herbs',
  'frozen',
]);

/** A CSV text's rows that hold anything, each a list of its fields (the header first). */
function csvRows(text: string): string[][] {
  return readCsv(text).filter((row) => row.some((field) => field.trim() !== ''));
}

interface Product {
  readonly name: string;
  readonly department: string;
  readonly heldOut: boolean;
}

/** The scrape's food products, less cut titles and those already in an aisle set. */
function products(text: string, known: ReadonlySet<string>): Product[] {
  const [columns = [], ...rows] = csvRows(text);
  const at = (name: string) => columns.indexOf(name);
  const [nameAt, shopAt, departmentAt] = [at('names'), at('supermarket'), at('category')];
  const seen = new Set<string>();
  return rows.flatMap((fields) => {
    const name = (fields[nameAt] ?? '').trim();
    const shop = fields[shopAt] ?? '';
    const key = name.toLowerCase();
    if (name === '' || name.endsWith('…') || name.endsWith('...') || NOT_FOOD.test(name)) return [];
    if (known.has(key) || seen.has(key)) return [];
    seen.add(key);
    const heldOut = shop !== 'Tesco' && shop !== 'Sains';
    return [{ name, department: fields[departmentAt] ?? '', heldOut }];
  });
}

/** The matched products' names (ensemble_summary.csv), less those of raw_1000 and the sets. */
function matchedProducts(
  text: string,
  known: ReadonlySet<string>,
  titles: readonly string[],
): Product[] {
  const [columns = [], ...rows] = csvRows(text);
  const at = (name: string) => columns.indexOf(name);
  const [nameAt, brandAt, departmentAt] = [
    at('core_product_name_consensus'),
    at('known_brand'),
    at('category'),
  ];
  const seen = new Set<string>();
  return rows.flatMap((fields) => {
    const name = (fields[nameAt] ?? '').trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key) || NOT_FOOD.test(name) || KITCHENWARE.test(name)) return [];
    seen.add(key);
    if (known.has(key) || titles.some((title) => title.includes(key))) return [];
    const brand = (fields[brandAt] ?? '').trim();
    const digest = createHash('sha1')
      .update(brand === '' ? key : brand)
      .digest('hex');
    return [
      {
        name,
        department: fields[departmentAt] ?? '',
        heldOut: '01234567'.includes(digest.charAt(0)),
      },
    ];
  });
}

const { paths, list, half } = mappedSetArgs();
const [path, matchedPath, samplePath] = paths;
if (path === undefined) throw new Error('give the path of raw_1000.csv');

const known = namesInAisleSets();
const raw = readFileSync(path, 'utf8');
const sets: { label: string; halves: [string, string]; products: Product[] }[] = [
  {
    label: 'titles',
    halves: ['tuning (Tesco, Sainsbury’s)', 'held-out (ASDA, Morrisons)'],
    products: products(raw, known),
  },
];
if (matchedPath !== undefined) {
  const titles = products(raw, new Set()).map((product) => product.name.toLowerCase());
  sets.push({
    label: 'matched names',
    halves: ['tuning (brands hashed 8-f)', 'held-out (brands hashed 0-7)'],
    products: matchedProducts(readFileSync(matchedPath, 'utf8'), known, titles),
  });
}
if (samplePath !== undefined) {
  const titles = new Set(products(raw, new Set()).map((product) => product.name.toLowerCase()));
  sets.push({
    label: 'more titles',
    halves: ['tuning (Tesco, Sainsbury’s)', 'held-out (ASDA, Morrisons)'],
    products: products(readFileSync(samplePath, 'utf8'), new Set([...known, ...titles])),
  });
}
const classify = (name: string) => classifyAisle(name).category;

for (const set of sets) {
  for (const heldOut of [false, true]) {
    if (!wantsHalf(half, heldOut)) continue;
    const halfName = `${set.label}, ${set.halves[heldOut ? 1 : 0]}`;
    const labelled: LabelledName[] = set.products.flatMap((product) => {
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
      `${halfName}: macro ${percent(score.macro)}, overall ${percent(score.overall)} of ${score.names} (${aisles})`,
    );
    const cupboard = set.products.filter(
      (p) => p.heldOut === heldOut && p.department === 'food_cupboard',
    );
    const fresh = cupboard.filter((p) => FRESH_AISLES.has(classify(p.name)));
    console.log(
      `  food cupboard, not in a fresh or frozen aisle: ${percent(1 - fresh.length / cupboard.length)} of ${cupboard.length}`,
    );
    if (list && !heldOut) {
      for (const { name, expected } of labelled) {
        const got = classify(name);
        if (got !== expected) console.log(`  ${name}: expected ${expected}, got ${got}`);
      }
      for (const { name } of fresh) console.log(`  food cupboard: ${name} → ${classify(name)}`);
    }
  }
}
