/**
 * The food model's grams against a file of ingredient lines whose author gave a weight beside a
 * household measure, one line a row as `source<TAB>line` (blank rows and rows starting with "#"
 * skipped): a calibration set gathered from outside our test data (issue 28; 0020's food22
 * addendum). Each line is judged as `score:food` judges one (bench/author-weight.ts: the line
 * without its weight, within ±10% of the weight); lines whose measure left is itself a weight
 * are dropped. Reports the share within ±10% and, per food, the lines, hits, the sources they
 * come from and the median ratio author/ours, so a figure moves only where many sources agree.
 * A source's rows are weighed as one recipe's: their measures (recipe-measures.ts: a metric cup,
 * an Australian tablespoon, US pints and egg sizes) are read from all of them, as `score:food`
 * reads a page's, so a row with no weight may stand in the file for the measures it gives.
 *
 *   npx tsx packages/core/bench/score-food-lines.ts FILE [--min N] [--misses] [--no-exclude]
 *     [--half a|b]
 *
 * A source is written `SITE#RECIPE`, optionally `@HOST` after it (where the recipe is from, as
 * nutrition reads a recipe's address: an Australian site's measures, recipe-measures.ts):
 * `--half a|b` keeps the sites whose sha1 starts with an even (a) or odd (b) byte, so a rule is
 * tuned on one half and checked on the other, as `score:food`'s halves are.
 * `--min N` lists foods with at least N lines (default 3); `--misses` lists every miss. Lines our
 * test data also holds (any saved recipe page's, either half, and the DEV set's) are left out
 * and counted, unless `--no-exclude`; which of them matched is not shown.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadFoodTable } from '../src/food/food-table.ts';
import { placeIngredient } from '../src/food/place-ingredient.ts';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { recipeMeasures, type RecipeMeasures } from '../src/ingredients/recipe-measures.ts';
import { authorWeight, withinTenPercent } from './author-weight.ts';
import { comparableLine as normal, savedPageLines } from './food-pages.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    min: { type: 'string', default: '3' },
    misses: { type: 'boolean', default: false },
    'no-exclude': { type: 'boolean', default: false },
    half: { type: 'string' },
  },
});
const file = positionals[0];
if (file === undefined) {
  console.error('score-food-lines: give a file of source<TAB>line rows');
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
const DEV_SET = resolve(here, '../../../../shared/testdata/ingredients/dev.jsonl');

/** Every ingredient line of the saved pages (both halves) and of the DEV set. */
function testDataLines(): Set<string> {
  const lines = new Set(savedPageLines().flat());
  for (const row of readFileSync(DEV_SET, 'utf8').split('\n')) {
    if (row.trim() !== '') lines.add(normal(String((JSON.parse(row) as { input?: string }).input)));
  }
  return lines;
}
const excluded = values['no-exclude'] ? new Set<string>() : testDataLines();

const table = await loadFoodTable();
const WEIGHT_UNITS = new Set(['g', 'kg', 'oz', 'lb', 'mg']);
const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Tally {
  lines: number;
  hits: number;
  ratios: number[];
  sources: Set<string>;
}
const byFood = new Map<string, Tally>();
const seen = new Set<string>();
let judged = 0;
let hits = 0;
let dropped = 0;
const misses: string[] = [];
const rows: { source: string; line: string }[] = [];
const linesOf = new Map<string, string[]>();
/** The site of a source, `SITE#RECIPE@HOST`: its text before "#" (or "@"). */
const siteOf = (source: string): string => source.split(/[#@]/)[0] ?? source;
/** The host a source names after "@", if any. */
const hostOf = (source: string): string | null => {
  const at = source.lastIndexOf('@');
  return at < 0 ? null : source.slice(at + 1);
};
const halfOfSite = (site: string): 'a' | 'b' =>
  (createHash('sha1').update(site).digest()[0] ?? 0) % 2 === 0 ? 'a' : 'b';
for (const row of readFileSync(file, 'utf8').split('\n')) {
  if (row.trim() === '' || row.startsWith('#')) continue;
  const tab = row.indexOf('\t');
  const source = tab < 0 ? '?' : row.slice(0, tab);
  if (values.half !== undefined && halfOfSite(siteOf(source)) !== values.half) continue;
  const line = (tab < 0 ? row : row.slice(tab + 1)).trim();
  rows.push({ source, line });
  linesOf.set(source, [...(linesOf.get(source) ?? []), line]);
}
const measuresOf = new Map<string, RecipeMeasures | null>();
for (const [source, lines] of linesOf) {
  measuresOf.set(
    source,
    recipeMeasures(
      lines.map((line) => parseIngredient(line)),
      hostOf(source),
    ),
  );
}
for (const { source, line } of rows) {
  if (seen.has(normal(line))) continue;
  seen.add(normal(line));
  if (excluded.has(normal(line))) {
    dropped += 1;
    continue;
  }
  const weight = authorWeight(line);
  if (weight === null) continue;
  const parsed = parseIngredient(weight.line);
  if (parsed.unit !== null && WEIGHT_UNITS.has(parsed.unit)) continue;
  judged += 1;
  const placed = placeIngredient(table, parsed, measuresOf.get(source) ?? null);
  const food = placed.food?.id ?? '(none)';
  const tally = byFood.get(food) ?? { lines: 0, hits: 0, ratios: [], sources: new Set() };
  byFood.set(food, tally);
  tally.lines += 1;
  tally.sources.add(source);
  const grams = placed.grams;
  if (grams !== null && grams > 0) tally.ratios.push((weight.low + weight.high) / 2 / grams);
  if (grams !== null && withinTenPercent(grams, weight)) {
    hits += 1;
    tally.hits += 1;
  } else {
    misses.push(
      `${food}\t${grams === null ? 'none' : Math.round(grams)} g vs ${weight.low}` +
        `${weight.high === weight.low ? '' : `-${weight.high}`} g\t${source}\t${line}`,
    );
  }
}

const percent = (a: number, b: number): string => `${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;
console.log(
  `lines judged ${judged} (${dropped} left out as test data's); within ±10% ${hits} (${percent(hits, judged)})`,
);
console.log(`\nfood\tlines\thits\tsources\tmedian author/ours`);
const foodRows = [...byFood.entries()]
  .filter(([, tally]) => tally.lines >= Number(values.min))
  .sort(([, a], [, b]) => b.lines - a.lines);
for (const [food, tally] of foodRows) {
  const ratio = tally.ratios.length > 0 ? median(tally.ratios).toFixed(2) : '-';
  console.log(`${food}\t${tally.lines}\t${tally.hits}\t${tally.sources.size}\t${ratio}`);
}
if (values.misses) {
  console.log(`\nmisses:`);
  for (const miss of misses.sort()) console.log(miss);
}
