/**
 * Benchmark (not a test): `plateful` as a person runs it, whole processes from spawn to exit
 * (issue 27 item 4). Targets: `plateful list` of one recipe ≤ 150 ms; of 1,000 recipes at most
 * 100 ms more. Node starting and doing nothing (`node -e 0`) is timed too, as the floor.
 *
 * The commands run in turn (one run of each, then the next round), so a machine getting busier
 * or quieter moves them all alike; min, median and max of each are printed, and the load average
 * beside them, since on a busy machine every figure is the machine's as much as ours. The mean
 * CPU time of each (user + system, all threads, Linux's 10 ms ticks summed over the runs) moves
 * less with the load than the wall times do.
 *
 * Run: `npm run bench` from the repository root (after the engine's), or
 * `npm run bench -w @plateful/cli -- --runs 30`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { syntheticRecipes } from '../../../packages/core/bench/synthetic-recipes.ts';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../bin/plateful.js');
const LIST_ONE_TARGET_MS = 150;
const THOUSAND_MORE_TARGET_MS = 100;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, 1 or more');

/** Recipe JSON files as `plateful list` reads them: ingredient lines as written. */
function recipeFile(dir: string, name: string, count: number): string {
  const recipes = syntheticRecipes(count, 27).map((recipe) => ({
    id: recipe.id,
    name: recipe.name,
    ingredients: recipe.ingredients.map((ingredient) => ingredient.rawText),
  }));
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(count === 1 ? recipes[0] : recipes));
  return path;
}

/** CPU milliseconds of the children this process has waited for (Linux; 0 elsewhere). */
function childrenCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // cutime and cstime, fields 16 and 17 of proc(5), in ticks of 10 ms.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

function run(args: readonly string[], input = ''): { ms: number; stdout: string } {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, {
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr.trim()}`);
  return { ms, stdout: result.stdout };
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'plateful-cli-bench-'));
try {
  const one = recipeFile(dir, 'one.json', 1);
  const thousand = recipeFile(dir, 'thousand.json', 1000);

  // Builds the bundle if it is missing or stale, and checks the answers are real lists.
  const check = JSON.parse(run([BIN, 'list', '--json', thousand]).stdout) as { items: unknown[] };
  if (check.items.length < 50) throw new Error('the 1,000-recipe list came out nearly empty');

  const cases: { name: string; args: string[]; input?: string }[] = [
    { name: 'node -e 0 (the floor)', args: ['-e', '0'] },
    { name: 'plateful --help', args: [BIN, '--help'] },
    { name: 'plateful ingredients (1 line)', args: [BIN, 'ingredients'], input: '2 onions\n' },
    { name: 'plateful list, 1 recipe', args: [BIN, 'list', one] },
    { name: 'plateful list, 1,000 recipes', args: [BIN, 'list', thousand] },
    { name: 'plateful list --json, 1,000', args: [BIN, 'list', '--json', thousand] },
  ];
  const times = new Map(cases.map((item) => [item.name, [] as number[]]));
  const cpu = new Map(cases.map((item) => [item.name, 0]));
  for (const item of cases) run(item.args, item.input); // warm the file cache
  const loadBefore = loadavg()[0] ?? 0;
  for (let round = 0; round < runs; round += 1)
    for (const item of cases) {
      const cpuBefore = childrenCpuMs();
      times.get(item.name)?.push(run(item.args, item.input).ms);
      cpu.set(item.name, (cpu.get(item.name) ?? 0) + childrenCpuMs() - cpuBefore);
    }
  const loadAfter = loadavg()[0] ?? 0;

  console.log(
    `\nplateful start-up: whole processes, ${runs} runs each, in turn (load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`,
  );
  console.log('command                            min ms median ms   p90 ms   max ms   cpu ms');
  for (const [name, values] of times) {
    const sorted = [...values].sort((a, b) => a - b);
    const meanCpu = (cpu.get(name) ?? 0) / values.length;
    const cells = [
      sorted[0] ?? 0,
      median(values),
      quantile(sorted, 0.9),
      sorted.at(-1) ?? 0,
      meanCpu,
    ];
    console.log(`${name.padEnd(32)} ${cells.map((ms) => ms.toFixed(1).padStart(8)).join(' ')}`);
  }
  const listOne = median(times.get('plateful list, 1 recipe') ?? []);
  const more = median(times.get('plateful list, 1,000 recipes') ?? []) - listOne;
  const verdict = (ok: boolean) => (ok ? 'target met' : 'OVER TARGET');
  console.log(
    `\nlist of 1 recipe: ${listOne.toFixed(1)} ms median (target ≤ ${LIST_ONE_TARGET_MS}): ${verdict(listOne <= LIST_ONE_TARGET_MS)}`,
  );
  console.log(
    `1,000 recipes cost ${more.toFixed(1)} ms more (target ≤ ${THOUSAND_MORE_TARGET_MS}): ${verdict(more <= THOUSAND_MORE_TARGET_MS)}`,
  );
  if (loadBefore > 1.5)
    console.log('(the machine was busy: figures include waiting for a core; rerun when quiet)');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
