/**
 * Aisle accuracy on real Tesco and Aldi UK titles labelled by a written mapping of the shops' own
 * category trees onto our aisles (issue 31, session 57), not title by title. The data is not in
 * the repository (no licence is stated for it): give the git directory of a mirror of the public
 * repository atehe/stores_scraper, whose scrapes of 2022 are read from it with `git show`:
 *
 * - `tesco/tesco_products.csv` at commit 4d86e7c: 417 Tesco products of the "Fresh Food"
 *   super-department's "Fresh Fruit" and "Fresh Vegetables" departments, each with its name as
 *   Tesco shows it ("Tesco Red Seedless Grapes Punnet 500G"), department and sub-department.
 * - `aldi_products.csv` at commit fc8e97e: Aldi UK's online range, each product with Aldi's
 *   category and sub-category; the only food there is "Wine & Spirits".
 *
 *   npx tsx packages/core/bench/stores-scraper-mapped-set.ts <mirror git directory> [--list]
 *     [--half tuning|held-out|both]   (default tuning)
 *
 * The mapping (STORE_AISLES): Tesco's Fresh Fruit is Fruit, its Fresh Vegetables Vegetables; Aldi's
 * wines and spirits are Pantry (aisle-set.tsv's conventions: drinks are the store cupboard's). The
 * tree stops at the department, and Tesco shelves with its fresh produce a few things the
 * conventions put in other aisles; where the tree and the conventions disagree these are left out,
 * not relabelled: nuts, seeds and dried fruit (Baking by the conventions: a title with "nut(s)",
 * a named nut, "seed(s)", "dates", "dried", "raisins", "sultanas" or "prunes"),
 * sauces and noodles sold for a stir-fry (Sauces, Pasta & Grains: "sauce", "noodles"), and cut
 * herbs in the vegetables (Herbs: "coriander", "parsley", "basil", "mint", "dill", "chives",
 * "rosemary", "thyme", "sage", "tarragon"), so that no title is scored against an aisle the
 * conventions would not give it. Left out too: Aldi's gifts and glassware ("Wine & Spirits Gifts")
 * and every other Aldi category (no food), names repeated, and titles already in an aisle set.
 *
 * Halves by the SHA-1 of the title (first hex digit 0-7 held out, 8-f tuning), as the Waitrose set.
 * Held-out figures are totals only (read them rarely); `--list` lists the tuning half's misses.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { DisplayCategory } from '../src/shopping/categories.ts';
import { readCsv } from '../food-data/csv.ts';
import { mappedSetArgs, namesInAisleSets, reportMappedHalves } from './mapped-set-cli.ts';

/** The files read from the mirror: shop, commit and path. */
const FILES = [
  ['Tesco', '4d86e7caf36c22f902abe88b97908e988af993fe', 'tesco/tesco_products.csv'],
  ['Aldi', 'fc8e97e', 'aldi_products.csv'],
] as const;

/** Each shop's "category > sub-category" paths and their aisle; the first prefix wins. */
export const STORE_AISLES: readonly (readonly [string, DisplayCategory | null])[] = [
  ['Tesco: Fresh Food > Fresh Fruit', 'fruit'],
  ['Tesco: Fresh Food > Fresh Vegetables', 'vegetables'],
  ['Aldi: Wine & Spirits > Wine & Spirits Gifts', null],
  ['Aldi: Wine & Spirits', 'pantry'],
];

/** Produce-department titles the conventions put in another aisle (left out, see above). */
const OTHER_AISLE =
  /\b(?:nuts?|walnuts?|almonds?|pecans?|cashews?|hazelnuts?|pistachios?|brazils?|seeds?|dates|sauce|noodles|dried|raisins|sultanas|prunes|coriander|parsley|basil|mint|dill|chives|rosemary|thyme|sage|tarragon)\b/i;

/** The aisle of a shop's path, or null (left out). */
export function storeAisle(path: string): DisplayCategory | null {
  for (const [prefix, aisle] of STORE_AISLES) {
    if (path === prefix || path.startsWith(`${prefix} > `)) return aisle;
  }
  return null;
}

interface Product {
  readonly title: string;
  readonly path: string;
  readonly heldOut: boolean;
}

/** The scraped products of both files, each title once, less titles already in an aisle set. */
function products(mirror: string, known: ReadonlySet<string>): Product[] {
  const titles = new Set<string>();
  const found: Product[] = [];
  for (const [shop, commit, path] of FILES) {
    const text = execFileSync('git', ['--git-dir', mirror, 'show', `${commit}:${path}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const [header, ...rows] = readCsv(text);
    const at = (name: string) => header?.indexOf(name) ?? -1;
    const [name, category, subcategory] = [at('Name'), at('Category'), at('Subcategory')];
    for (const row of rows) {
      const title = (row[name] ?? '').trim();
      const key = title.toLowerCase();
      if (title === '' || titles.has(key) || known.has(key)) continue;
      titles.add(key);
      const digest = createHash('sha1').update(title).digest('hex');
      found.push({
        title,
        path: `${shop}: ${row[category] ?? ''} > ${row[subcategory] ?? ''}`,
        heldOut: '01234567'.includes(digest.charAt(0)),
      });
    }
  }
  return found;
}

const { paths, list, half } = mappedSetArgs();
const [mirror] = paths;
if (mirror === undefined)
  throw new Error('give the git directory of the atehe/stores_scraper mirror');

const all = products(mirror, namesInAisleSets()).map((product) => {
  const expected = storeAisle(product.path);
  const produce = expected === 'fruit' || expected === 'vegetables';
  return {
    title: product.title,
    heldOut: product.heldOut,
    expected: produce && OTHER_AISLE.test(product.title) ? null : expected,
  };
});
reportMappedHalves('stores_scraper', all, { half, list });
