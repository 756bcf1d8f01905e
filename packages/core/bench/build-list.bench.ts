/**
 * Benchmark (not a test): median time to build the shopping list for 7 recipes (a week) and for
 * 1,000 recipes, plus sizes in between to show how it grows. Targets (issue 3): 7 recipes under
 * 1 ms, 1,000 under 100 ms, growth linear. Run: `npm run bench` from the repository root.
 */
import { performance } from 'node:perf_hooks';
import { buildShoppingList, type ShoppingRecipe } from '../src/shopping/build-shopping-list.ts';
import { syntheticRecipes } from './synthetic-recipes.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Median wall time and median CPU time (user + system, all of the process's threads) per build.
 * On a busy machine the wall time counts other processes' turns too; the CPU time does not.
 */
function measure(recipes: readonly ShoppingRecipe[], runs: number): { wall: number; cpu: number } {
  for (let warm = 0; warm < Math.min(runs, 20); warm += 1) buildShoppingList(recipes);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    buildShoppingList(recipes);
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  return { wall: median(times), cpu: median(cpuTimes) };
}

const sizes: [count: number, runs: number][] = [
  [7, 2000],
  [100, 200],
  [1000, 50],
  [3000, 20],
];

for (const allDistinct of [false, true]) {
  console.log(
    allDistinct ? '\nEvery line distinct (worst case):' : 'Typical (names repeat, amounts vary):',
  );
  console.log('recipes   lines distinct  median ms   µs/recipe  median cpu ms');
  for (const [count, runs] of sizes) {
    const recipes = syntheticRecipes(count, 1, allDistinct);
    const lines = recipes.reduce((sum, recipe) => sum + recipe.ingredients.length, 0);
    const distinct = new Set(recipes.flatMap((recipe) => recipe.ingredients.map((i) => i.rawText)))
      .size;
    const { wall: ms, cpu } = measure(recipes, runs);
    console.log(
      `${String(count).padStart(7)} ${String(lines).padStart(7)} ${String(distinct).padStart(8)} ${ms.toFixed(3).padStart(10)} ${((ms * 1000) / count).toFixed(1).padStart(11)} ${cpu.toFixed(3).padStart(14)}`,
    );
  }
}
