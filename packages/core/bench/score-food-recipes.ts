/**
 * The food model's calories per serving against a file of recipes that published a figure,
 * gathered from outside our test data (issue 28; 0020's kcal22 addendum): a JSON array of
 * `{ source, ingredients, yields, servingSize?, calories, language? }`, each as a page's JSON-LD
 * gives them (`calories` "420 kcal", `yields` "4 servings"). Each recipe is read and scored as
 * `score:food` reads and scores a saved page (food-pages.ts: English only, the servings the
 * figure is per, the same four figures), so the two sets' figures compare.
 *
 *   npx tsx packages/core/bench/score-food-recipes.ts FILE [--misses N] [--unplaced N] [--json]
 *                                                         [--no-exclude]
 *
 * A recipe that shares half or more of its lines with a saved recipe page (either half) is our
 * test data under another name and is left out and counted, unless `--no-exclude`. A row read
 * from a recipe-scrapers test file (`file`) of a site on the owners' hold-out half is always left
 * out: those pages are how the product's owners measure it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadFoodTable } from '../src/food/food-table.ts';
import { pageOf, savedRecipeTest, scorePages, SCORE_OPTIONS, type Page } from './food-pages.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ...SCORE_OPTIONS, 'no-exclude': { type: 'boolean', default: false } },
});
const file = positionals[0];
if (file === undefined) {
  console.error('score-food-recipes: give a JSON file of recipes');
  process.exit(2);
}

interface RecipeRow {
  readonly source: string;
  readonly ingredients: string[];
  readonly yields?: string | null;
  readonly servingSize?: string | null;
  readonly calories: string | number;
  readonly language?: string | null;
  /** The recipe-scrapers test file the row was read from, for a set built from that project. */
  readonly file?: string;
}

/**
 * Whether a site is on the product owners' hold-out half of the recipe-scrapers test pages
 * (shared/testdata/recipe-pages/index.json: sha1 of the site folder, last byte odd): those pages
 * are how the owners measure the product, so no bench reads them (decision 0020, session 47).
 */
const ownersHoldout = (site: string): boolean =>
  createHash('sha1').update(site).digest().at(-1)! % 2 === 1;

const isSaved = values['no-exclude'] ? () => false : savedRecipeTest();
const rows = JSON.parse(readFileSync(file, 'utf8')) as RecipeRow[];
const pages: Page[] = [];
let left = 0;
let owners = 0;
for (const [index, row] of rows.entries()) {
  if (row.file !== undefined && ownersHoldout(row.source)) {
    owners += 1;
    continue;
  }
  if (isSaved(row.ingredients)) {
    left += 1;
    continue;
  }
  const page = pageOf(row.source, String(index), {
    language: row.language ?? null,
    ingredients: row.ingredients,
    yields: row.yields ?? null,
    nutrients: {
      calories: String(row.calories),
      ...(row.servingSize ? { servingSize: row.servingSize } : {}),
    },
  });
  if (page) pages.push(page);
}
if (!values.json) {
  console.log(
    `recipes: ${rows.length}; left out as our test data: ${left}, as the owners' hold-out: ${owners}`,
  );
}
scorePages(await loadFoodTable(), pages, 'wide', {
  json: values.json,
  unplaced: Number(values.unplaced),
  misses: Number(values.misses),
});
