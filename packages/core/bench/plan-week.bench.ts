/**
 * Benchmark (not a test): plan my week (issue 29). Targets: a planned week of 5 from a library of
 * 60 leaves at least 40% less food over (the share of what the bought packs hold that no recipe
 * uses) than the median random week of 5 from the same library, every rule met; planning a week
 * from a library of 300 ≤ 500 ms.
 *
 * Libraries: the 52 Chef's Pick recipes and the English recipe pages saved in
 * ../shared/testdata/recipe-pages (their ingredient lines and servings), drawn at random with a
 * fixed seed; the 300-recipe library adds synthetic recipes when the pages are not there.
 * Run: `npm run bench` from the repository root (after the list and food benchmarks).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadFoodTable } from '../src/food/food-table.ts';
import { weekLeftovers } from '../src/kitchen/leftovers.ts';
import { planWeek, type PlannerRecipe, type PlanRules } from '../src/kitchen/plan-week.ts';
import { ingredientFromText } from '../src/recipes/recipe.ts';
import { seededRandom, seededShuffle } from '../src/recipes/sort.ts';
import { buildShoppingList } from '../src/shopping/build-shopping-list.ts';
import { syntheticRecipes } from './synthetic-recipes.ts';

const here = dirname(fileURLToPath(import.meta.url));
const FACTORY = resolve(here, '../../../apps/server/src/catalogue/factory-recipes.json');
const PAGES = resolve(here, '../../../../shared/testdata/recipe-pages');

interface FactoryRecipe {
  id: string;
  name: string;
  category?: string;
  tags?: string[];
  servings?: number;
  prepTime?: number;
  cookTime?: number;
  ingredients: string[];
}

function factoryRecipes(): PlannerRecipe[] {
  const { recipes } = JSON.parse(readFileSync(FACTORY, 'utf8')) as { recipes: FactoryRecipe[] };
  return recipes.map((recipe) => ({
    id: recipe.id,
    name: recipe.name,
    category: recipe.category ?? null,
    tags: recipe.tags ?? [],
    servings: recipe.servings ?? 4,
    prepTime: recipe.prepTime ?? null,
    cookTime: recipe.cookTime ?? null,
    ingredients: recipe.ingredients.map(ingredientFromText),
  }));
}

function pageRecipes(): PlannerRecipe[] {
  if (!existsSync(PAGES)) return [];
  const recipes: PlannerRecipe[] = [];
  for (const site of readdirSync(PAGES, { withFileTypes: true })) {
    if (!site.isDirectory()) continue;
    for (const file of readdirSync(join(PAGES, site.name))) {
      if (!file.endsWith('.json')) continue;
      const page = JSON.parse(readFileSync(join(PAGES, site.name, file), 'utf8')) as {
        title?: string;
        language?: string;
        ingredients?: string[];
        yields?: string;
        total_time?: number | null;
        category?: string;
        keywords?: string[];
      };
      if (!(page.language ?? 'en').startsWith('en') || !page.ingredients?.length) continue;
      const servings = /^(\d+)\s+serving/.exec(page.yields ?? '');
      recipes.push({
        id: `${site.name}/${file}`,
        name: page.title ?? file,
        category: page.category ?? null,
        tags: page.keywords ?? [],
        servings: servings ? Number(servings[1]) : 4,
        durationMinutes: page.total_time ?? null,
        ingredients: page.ingredients.map(ingredientFromText),
      });
    }
  }
  return recipes;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const foods = await loadFoodTable();
const factory = factoryRecipes();
const pages = pageRecipes();
const rules: PlanRules = { meals: 5, startDate: '2026-11-30', servings: 4 };

// 1. Leftovers: planned against random weeks, on libraries of 60.
console.log(`\nPlan my week: ${factory.length} Chef's Pick recipes, ${pages.length} saved pages`);
console.log('library  planned  median random  less food over  rules met');
const reductions: number[] = [];
for (let seed = 1; seed <= 8; seed += 1) {
  const library = seededShuffle([...factory, ...pages], seed).slice(0, 60);
  const plan = planWeek(
    library,
    { ...rules, vegetarianNights: 1 },
    foods,
    seededRandom(seed + 100),
  );
  if (!plan.ok) {
    console.log(`seed ${seed}: ${plan.message}`);
    continue;
  }
  const randomShares: number[] = [];
  for (let week = 0; week < 40; week += 1) {
    const picks = seededShuffle(library, seed * 1000 + week).slice(0, 5);
    randomShares.push(
      weekLeftovers(buildShoppingList(picks, { servings: 4 }), foods).leftoverShare,
    );
  }
  const typical = median(randomShares);
  const reduction = typical > 0 ? 1 - plan.leftoverShare / typical : 0;
  reductions.push(reduction);
  console.log(
    `${String(seed).padStart(7)}  ${(plan.leftoverShare * 100).toFixed(1).padStart(6)}%  ${(typical * 100).toFixed(1).padStart(12)}%  ${(reduction * 100).toFixed(0).padStart(13)}%  yes`,
  );
}
console.log(`median reduction ${(median(reductions) * 100).toFixed(0)}%   target ≥ 40%`);

// 2. Speed: a library of 300.
const big: PlannerRecipe[] = [...factory, ...pages].slice(0, 300);
const synthetic = syntheticRecipes(Math.max(0, 300 - big.length), 3).map((recipe, index) => ({
  ...recipe,
  servings: 4,
  tags: index % 3 === 0 ? ['vegetarian'] : ['chicken'],
  prepTime: 10 + (index % 5) * 10,
  cookTime: 20,
}));
const library300 = [...big, ...synthetic];
const times: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const start = performance.now();
  const plan = planWeek(
    library300,
    { ...rules, vegetarianNights: 2, weeknightMaxMinutes: 45 },
    foods,
    seededRandom(run + 1),
  );
  times.push(performance.now() - start);
  if (!plan.ok) console.log(`300: ${plan.message}`);
}
console.log(
  `library of ${library300.length}: first plan ${times[0]?.toFixed(0)} ms, median of 5 ${median(times).toFixed(0)} ms   target ≤ 500 ms`,
);
