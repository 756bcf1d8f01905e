/**
 * The food model against a wide labelled ingredient set in dev.jsonl's format (by default
 * ../shared/testdata/ingredients/dev.jsonl, 4,954 lines from four sources; or a file made by
 * `wide-ingredient-set.ts`), read as one recipe: the share of its weight placed, the lines left
 * unplaced, and grams within ±10% on lines whose author gave a weight beside another measure
 * (bench/author-weight.ts, as `score:food` judges them), in all and per source. None of these
 * lines is a recipe page of `score:food`'s halves, so the set says what rules do on material
 * unlike them.
 *
 *   npx tsx packages/core/bench/score-food-wide.ts [file.jsonl] [--half tuning|held-out]
 *     [--unplaced N] [--misses N] [--foods] [--json] [--pairs FILE]
 *
 * `--half` keeps the lines of one half, split by the line's text (the first byte of sha1 of its
 * `input`, even for tuning): tune on the tuning half, read the held-out half as totals only, so
 * `--misses` and `--unplaced` are refused with it. `--unplaced N` lists the N unplaced lines
 * missing the most weight (as nutrition.ts estimates it: a tin 400 g, a count 100 g…),
 * `--misses N` the gram misses, `--foods` each food with the distinct names placed on it that are
 * not one of its own names (how many lines each), to scan for names matched to the wrong food;
 * `--pairs FILE` writes every weighed line (tuning half only) for `author-classes.ts`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadFoodTable } from '../src/food/food-table.ts';
import { estimateUnplacedGrams, recipeNutrition } from '../src/food/nutrition.ts';
import { placeIngredient } from '../src/food/place-ingredient.ts';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { pairOf, writePairs, type AuthorPair } from './author-consensus.ts';
import { authorWeight, withinTenPercent } from './author-weight.ts';

const here = dirname(fileURLToPath(import.meta.url));
const DEV_SET = resolve(here, '../../../../shared/testdata/ingredients/dev.jsonl');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    half: { type: 'string' },
    unplaced: { type: 'string', default: '0' },
    misses: { type: 'string', default: '0' },
    foods: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    pairs: { type: 'string' },
  },
});

const half = values.half;
if (half !== undefined && half !== 'tuning' && half !== 'held-out') {
  console.error('score-food-wide: --half is tuning or held-out');
  process.exit(2);
}
if (
  half === 'held-out' &&
  (Number(values.misses) > 0 ||
    Number(values.unplaced) > 0 ||
    values.foods ||
    values.pairs !== undefined)
) {
  console.error('score-food-wide: the held-out half is read as totals only');
  process.exit(2);
}

/** The half a line belongs to, by its text. */
function halfOfLine(input: string): 'tuning' | 'held-out' {
  const first = createHash('sha1').update(input).digest()[0] ?? 0;
  return first % 2 === 0 ? 'tuning' : 'held-out';
}

const file = positionals[0] ?? DEV_SET;
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { input: string; source?: string })
  .filter((row) => half === undefined || halfOfLine(row.input) === half);
const lines = rows.map((row) => row.input);

const table = await loadFoodTable();
// The set is lines of many recipes, not one: a heading of one recipe ("Variations:") must not make
// the lines after it, of other recipes, its choices (a recipe's alternative groups are not counted,
// alternative-groups.ts). Headings weigh nothing either way, so each is read as a blank line.
const nutrition = recipeNutrition(table, {
  ingredients: lines.map((line) => (line.trim().endsWith(':') ? '' : line)),
  servings: 1,
});

interface Tally {
  judged: number;
  within: number;
}
const bySource = new Map<string, Tally>();
const all: Tally = { judged: 0, within: 0 };
const gramMisses: string[] = [];
const pairs: AuthorPair[] = [];
for (const { input: line, source = '?' } of rows) {
  const weight = authorWeight(line);
  if (!weight) continue;
  const parsed = parseIngredient(weight.line);
  if (parsed.unit === 'g' || parsed.unit === 'kg' || parsed.unit === 'oz' || parsed.unit === 'lb') {
    continue; // the weight is the main measure
  }
  const tally = bySource.get(source) ?? { judged: 0, within: 0 };
  bySource.set(source, tally);
  tally.judged += 1;
  all.judged += 1;
  const placed = placeIngredient(table, parsed);
  const { grams } = placed;
  pairs.push(pairOf(source, line, parsed.unit, placed, weight));
  if (grams !== null && withinTenPercent(grams, weight)) {
    tally.within += 1;
    all.within += 1;
  } else {
    gramMisses.push(
      `${source}\t${line}  →  ${grams === null ? 'none' : Math.round(grams * 10) / 10} ` +
        `(want ${weight.low}-${weight.high})`,
    );
  }
}

if (values.pairs !== undefined) {
  writePairs(values.pairs, pairs);
}

const share = ({ judged, within }: Tally): number | null => (judged > 0 ? within / judged : null);
const sources = [...bySource.entries()].sort(([a], [b]) => a.localeCompare(b));
const report = {
  file,
  half: half ?? 'all',
  lines: lines.length,
  weightPlaced: nutrition.coverage,
  unplacedLines: nutrition.unplaced.length,
  bracketLines: all.judged,
  gramsWithin10: share(all),
  bySource: Object.fromEntries(
    sources.map(([source, tally]) => [
      source,
      { bracketLines: tally.judged, gramsWithin10: share(tally) },
    ]),
  ),
};
const percent = (value: number | null): string =>
  value === null ? '—' : `${(value * 100).toFixed(1)}%`;
if (values.json) console.log(JSON.stringify(report));
else {
  console.log(
    `${report.lines} lines (${report.half}), weight placed ${percent(report.weightPlaced)}, ` +
      `${report.unplacedLines} lines unplaced; grams within ±10% ${all.within} of ${all.judged} ` +
      `(${percent(share(all))})`,
  );
  for (const [source, tally] of sources) {
    console.log(
      `  ${source}: grams within ±10% ${tally.within} of ${tally.judged} (${percent(share(tally))})`,
    );
  }
}

const unplacedCount = Number(values.unplaced);
if (unplacedCount > 0) {
  const missing = nutrition.unplaced.map(({ line, reason }) => {
    const grams = estimateUnplacedGrams(placeIngredient(table, parseIngredient(line)));
    return { line, reason, grams };
  });
  missing.sort((a, b) => b.grams - a.grams);
  console.log(`\nunplaced, most weight first (estimated grams):`);
  for (const { line, reason, grams } of missing.slice(0, unplacedCount)) {
    console.log(`${Math.round(grams)}\t${reason}\t${line}`);
  }
}
const missCount = Number(values.misses);
if (missCount > 0) {
  console.log(`\ngram misses:`);
  for (const miss of gramMisses.slice(0, missCount)) console.log(miss);
}
if (values.foods) {
  // Names matched by their last words, not as a whole: where a wrong food hides.
  const byFood = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const placed = placeIngredient(table, line);
    if (placed.food === null || placed.confidence === 'high') continue;
    const name = placed.parsed.name.toLowerCase().replace(/\s+/g, ' ').trim();
    const names = byFood.get(placed.food.id) ?? new Map<string, number>();
    names.set(name, (names.get(name) ?? 0) + 1);
    byFood.set(placed.food.id, names);
  }
  console.log(`\nnames placed on each food, not its own:`);
  for (const [id, names] of [...byFood.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...names.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    console.log(`${id}\t${sorted.map(([name, count]) => `${name} ×${count}`).join(' | ')}`);
  }
}
