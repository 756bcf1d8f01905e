/**
 * Benchmark (not a test): the food model's speed (issue 28). Targets: nutrition for 1,000
 * recipes in one process ≤ 200 ms; the sheet's panel (one recipe) ≤ 100 ms once the table is
 * loaded. Reports loading the table, the first pass over 1,000 recipes in a fresh process (every
 * line parsed and matched for the first time), the two together (what a first sheet or a CLI run
 * pays, and what the 200 ms target is for), the median of later passes, and one recipe.
 * On a busy machine the wall times mostly measure the other processes, so each is beside its CPU
 * time on the main thread (Linux's per-thread schedstat; V8's optimiser and collector threads run
 * beside it), and the load average is printed. Under tsx the table's load in wall time includes
 * esbuild compiling its data module (some 250 KB, in esbuild's own process), which a bundle (the
 * CLI, the web app) does not pay; the main thread's CPU time leaves it out.
 * The product runs core as one bundle (the CLI's esbuild bundle, the web app's Vite chunks), not
 * module by module through tsx's loader, so after its own figures the bench bundles itself with
 * esbuild and runs again in a fresh process: the "as shipped" figures, which the 200 ms is for.
 * Run: `npm run bench` from the repository root (after the list benchmark).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadFoodTable } from '../src/food/food-table.ts';
import { nutritionOfRecipe } from '../src/food/nutrition.ts';
import { syntheticRecipes } from './synthetic-recipes.ts';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number): string => `${value.toFixed(1)} ms`.padStart(10);

/** The main thread's time on a CPU so far, in ms (null where /proc has no schedstat). */
const mainThreadCpu = (): number | null => {
  try {
    const [onCpu] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ');
    return Number(onCpu) / 1e6;
  } catch {
    return null;
  }
};

// Every line distinct: no parse or match is answered from a memo in the first pass. The recipes
// come as the app has them, read from JSON (the API's answers, the browser's storage), so each
// line is one plain string, not the generator's concatenation of pieces, which V8 reads slower.
// Made before the clock starts: they are the input, as a file's are to `plateful nutrition`.
const recipes: Parameters<typeof nutritionOfRecipe>[1][] = JSON.parse(
  JSON.stringify(
    syntheticRecipes(1000, 7, true).map(({ ingredients }) => ({ ingredients, servings: 4 })),
  ),
);
const lines = recipes.reduce((sum, recipe) => sum + recipe.ingredients.length, 0);

// What a first sheet or a CLI run pays: the table loaded and made, then 1,000 recipes, in one
// process, each part timed and the two together.
const cpuAtLoad = mainThreadCpu();
let start = performance.now();
const table = await loadFoodTable();
const loadTime = performance.now() - start;
const cpuBefore = mainThreadCpu();
start = performance.now();
for (const recipe of recipes) nutritionOfRecipe(table, recipe);
const firstPass = performance.now() - start;
const cpuAfter = mainThreadCpu();
const cpuSpan = (from: number | null, to: number | null): number | null =>
  from === null || to === null ? null : to - from;
const loadCpu = cpuSpan(cpuAtLoad, cpuBefore);
const firstPassCpu = cpuSpan(cpuBefore, cpuAfter);
const coldCpu = cpuSpan(cpuAtLoad, cpuAfter);

const passes: number[] = [];
const passesCpu: number[] = [];
for (let run = 0; run < 10; run += 1) {
  const cpuStart = mainThreadCpu();
  start = performance.now();
  for (const recipe of recipes) nutritionOfRecipe(table, recipe);
  passes.push(performance.now() - start);
  const cpu = cpuSpan(cpuStart, mainThreadCpu());
  if (cpu !== null) passesCpu.push(cpu);
}

const one = syntheticRecipes(1, 99, true)[0];
if (one === undefined) throw new Error('no recipe');
start = performance.now();
nutritionOfRecipe(table, { ingredients: one.ingredients, servings: 4 });
const panel = performance.now() - start;

const cpuCell = (value: number | null): string => (value === null ? '' : `   CPU ${ms(value)}`);
const shipped = process.env.PLATEFUL_BENCH_SHIPPED === '1';
console.log(
  `\nFood model (${table.foods.length} foods; wall time, and the main thread's CPU time)${shipped ? ', as shipped: one esbuild bundle, as the CLI runs it' : ', under tsx'}:`,
);
console.log(`load the table                      ${ms(loadTime)}${cpuCell(loadCpu)}`);
console.log(`1,000 recipes (${lines} lines), first pass ${ms(firstPass)}${cpuCell(firstPassCpu)}`);
console.log(
  `table and first pass, one process   ${ms(loadTime + firstPass)}${cpuCell(coldCpu)}   target ≤ 200 ms`,
);
if (cpuAfter !== null) {
  console.log(
    `  main thread's CPU from the process's start to the pass's end ${ms(cpuAfter)} (Node${shipped ? '' : ', tsx'}, the modules)`,
  );
}
console.log(
  `1,000 recipes, median of 10 passes  ${ms(median(passes))}${passesCpu.length > 0 ? cpuCell(median(passesCpu)) : ''}`,
);
console.log(`one recipe (the sheet's panel)      ${ms(panel)}   target ≤ 100 ms`);
console.log(`load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);

// The same measurement as the product runs it: this file and what it imports bundled into one
// module (as apps/cli's build does), in a fresh process.
if (!shipped) {
  const { build } = await import('esbuild');
  const folder = mkdtempSync(join(tmpdir(), 'plateful-nutrition-bench-'));
  try {
    const outfile = join(folder, 'nutrition.bench.mjs');
    await build({
      entryPoints: [fileURLToPath(import.meta.url)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      logLevel: 'warning',
    });
    execFileSync(process.execPath, [outfile], {
      env: { ...process.env, PLATEFUL_BENCH_SHIPPED: '1' },
      stdio: 'inherit',
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
