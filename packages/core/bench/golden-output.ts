/**
 * Output check for performance work (not a test): writes, or compares against a saved file, a
 * digest of everything the list engine gives for a fixed set of inputs, so a change meant only to
 * be faster can be shown to change nothing. The inputs: every line of the DEV set
 * (`../shared/testdata/ingredients/dev.jsonl`) parsed and cleaned, and its parsed names
 * classified; every name of the aisle set (`bench/aisle-set.tsv`) and of the built-in catalogue
 * classified; the catalogue table itself; and whole lists built from the DEV lines (as recipes of
 * 10, with and without household-size scaling) and from the bench's synthetic recipes (typical and
 * every line distinct). The food model: every DEV line placed in the food table and as the metric
 * switch shows it, the nutrition of every saved recipe page of the tuning half (`score-food.ts`'s
 * halves, every page) and of the nutrition bench's 1,000 recipes; the held-out half's pages as one
 * digest, so a change shows there without any of their output being printed.
 *
 * Run: `npx tsx packages/core/bench/golden-output.ts --save /tmp/before.json`, change the code,
 * then `npx tsx packages/core/bench/golden-output.ts --compare /tmp/before.json` (exit code 1 and
 * the first differing case when anything changed).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadFoodTable } from '../src/food/food-table.ts';
import { metricIngredientLine } from '../src/food/metric.ts';
import { nutritionOfRecipe, recipeNutrition } from '../src/food/nutrition.ts';
import { placeIngredient } from '../src/food/place-ingredient.ts';
import { splitIngredientLine } from '../src/ingredients/clean-ingredient-line.ts';
import { parseCleanIngredient, parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { ingredientFromText } from '../src/recipes/recipe.ts';
import { buildShoppingList, type ShoppingRecipe } from '../src/shopping/build-shopping-list.ts';
import { aisleCatalogue, catalogueNames } from '../src/shopping/catalogue/aisle-catalogue.ts';
import { classifyAisle } from '../src/shopping/categorise.ts';
import { readAisleSet } from './aisle-accuracy.ts';
import { headedLines, type PageData } from './food-pages.ts';
import { DEV_SET_PATH, readLabelledLines } from './ingredient-accuracy.ts';
import { syntheticRecipes } from './synthetic-recipes.ts';

const here = dirname(fileURLToPath(import.meta.url));
const AISLE_SET = resolve(here, 'aisle-set.tsv');
const PAGES = resolve(here, '../../../../shared/testdata/recipe-pages');

const { values } = parseArgs({
  options: { save: { type: 'string' }, compare: { type: 'string' } },
});

interface Page {
  readonly name: string;
  readonly tuning: boolean;
  readonly ingredients: readonly string[];
  /** The page's address, as `score:food` gives nutrition it (food-pages.ts's `pageOf`). */
  readonly source: string;
}

/** Every saved recipe page's lines, and its half (as `score-food.ts` splits them, by site). */
function readPages(): Page[] {
  const pages: Page[] = [];
  for (const site of readdirSync(PAGES, { withFileTypes: true })) {
    if (!site.isDirectory()) continue;
    const tuning = (createHash('sha1').update(site.name).digest()[0] ?? 0) % 2 === 0;
    for (const file of readdirSync(join(PAGES, site.name))) {
      if (!file.endsWith('.json')) continue;
      const data = JSON.parse(readFileSync(join(PAGES, site.name, file), 'utf8')) as PageData;
      // With their groups' headings, as nutrition reads a recipe's groups (`headedLines`).
      pages.push({
        name: `${site.name}/${file}`,
        tuning,
        ingredients: headedLines(data),
        source: data.canonical_url ?? data.host ?? site.name,
      });
    }
  }
  return pages;
}

/** Case name → its output as JSON. */
async function outputs(): Promise<Map<string, string>> {
  const cases = new Map<string, string>();
  const devLines = readLabelledLines(readFileSync(DEV_SET_PATH, 'utf8')).map((line) => line.input);
  const parsedNames: string[] = [];
  for (const [index, line] of devLines.entries()) {
    const parsed = parseIngredient(line, 'r');
    parsedNames.push(parsed.name);
    const parts = splitIngredientLine(line).map((part) => parseCleanIngredient(part, 'r'));
    cases.set(`parse ${index} ${line}`, JSON.stringify({ parsed, parts }));
  }
  const aisleNames = readAisleSet(readFileSync(AISLE_SET, 'utf8')).map((row) => row.name);
  const catalogue = catalogueNames().map((row) => row.name);
  for (const name of [...aisleNames, ...catalogue, ...parsedNames]) {
    cases.set(
      `aisle ${name}`,
      JSON.stringify([classifyAisle(name), classifyAisle(name, undefined, { unit: 'can' })]),
    );
  }
  cases.set('catalogue table', JSON.stringify([...aisleCatalogue()]));
  const devRecipes: ShoppingRecipe[] = [];
  for (let start = 0; start < devLines.length; start += 10) {
    const lines = devLines.slice(start, start + 10);
    devRecipes.push({
      id: `dev${start}`,
      name: `DEV ${start}`,
      servings: 4,
      ingredients: lines.map(ingredientFromText),
    });
  }
  cases.set('list dev', JSON.stringify(buildShoppingList(devRecipes)));
  cases.set('list dev for 2', JSON.stringify(buildShoppingList(devRecipes, { servings: 2 })));
  cases.set('list synthetic typical', JSON.stringify(buildShoppingList(syntheticRecipes(1000, 1))));
  cases.set(
    'list synthetic distinct',
    JSON.stringify(buildShoppingList(syntheticRecipes(1000, 1, true))),
  );
  const table = await loadFoodTable();
  for (const [index, line] of devLines.entries()) {
    cases.set(`place ${index} ${line}`, JSON.stringify(placeIngredient(table, line)));
    cases.set(`metric ${index} ${line}`, metricIngredientLine(table, line));
  }
  const heldOut = createHash('sha256');
  for (const page of readPages()) {
    const nutrition = JSON.stringify(
      recipeNutrition(table, { ingredients: page.ingredients, source: page.source }),
    );
    if (page.tuning) cases.set(`page ${page.name}`, nutrition);
    else heldOut.update(`${page.name}\n${nutrition}\n`);
  }
  cases.set('pages held-out digest', heldOut.digest('hex'));
  const benchRecipes = syntheticRecipes(1000, 7, true);
  for (const [index, { ingredients }] of benchRecipes.entries()) {
    cases.set(
      `nutrition bench ${index}`,
      JSON.stringify(nutritionOfRecipe(table, { ingredients, servings: 4 })),
    );
  }
  return cases;
}

const cases = await outputs();
const digest = createHash('sha256');
for (const [name, output] of cases) digest.update(`${name}\n${output}\n`);
console.log(`${cases.size} cases, digest ${digest.digest('hex').slice(0, 16)}`);

if (values.save !== undefined) {
  writeFileSync(values.save, JSON.stringify(Object.fromEntries(cases)));
}
if (values.compare !== undefined) {
  const saved = new Map(
    Object.entries(JSON.parse(readFileSync(values.compare, 'utf8')) as Record<string, string>),
  );
  const changed = [...new Set([...saved.keys(), ...cases.keys()])].filter(
    (name) => saved.get(name) !== cases.get(name),
  );
  if (changed.length === 0) {
    console.log('same output as', values.compare);
  } else {
    console.log(`${changed.length} cases differ; first:`);
    for (const name of changed.slice(0, 3)) {
      console.log(
        `  ${name}\n    before ${saved.get(name)?.slice(0, 600)}\n    now    ${cases.get(name)?.slice(0, 600)}`,
      );
    }
    process.exitCode = 1;
  }
}
